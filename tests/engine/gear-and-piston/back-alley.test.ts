// The Back Alley (§5.1): exactly one of the three actions, each carried out as far as it can be, and
// Union Muscle: any token in another location one place ahead, its Workshop allowance with it.
import { describe, expect, it } from 'vitest';
import type { GnpMove, GnpState } from '../../../src/engine/gear-and-piston/types';
import { atLocation, fresh, game, giveHand, play } from './fixtures';

const END: GnpMove = { type: 'end-workshop' };

/** Seat 0 owes a Back Alley choice; the Patent Office and Workshop queues are as given. */
function alley(players: number, patent: number[], workshop: number[]): GnpState {
  const s = atLocation(fresh(players, 2), 0, [0]);
  s.queues[1] = patent;
  s.queues[3] = workshop;
  s.workshopAllowance = workshop.map((_, i) => [3, 2][i] ?? 1);
  return s;
}

describe('Back Alley: one of the following three (§5.1)', () => {
  it('The choices are Black Market, Espionage on each rival and Union Muscle on each token that can move; nothing else', () => {
    const s = alley(3, [2, 0], [1]);
    expect(game.legalMoves(s, 0)).toEqual([
      { type: 'black-market' },
      { type: 'espionage', target: 1 },
      { type: 'espionage', target: 2 },
      { type: 'union-muscle', location: 'patent-office', index: 1 },
    ]);
    expect(() => game.apply(s, 0, { type: 'alley-pass' } as unknown as GnpMove)).toThrow(/does not answer/);
  });

  it('Union Muscle is not offered when no queue outside the Back Alley holds two tokens', () => {
    const s = alley(2, [1], [0]);
    expect(game.legalMoves(s, 0).map((m) => m.type)).toEqual(['black-market', 'espionage']);
  });

  it('Black Market with an empty New stack draws nothing; the token is locked all the same', () => {
    const s = alley(2, [], []);
    s.newDiscard.push(...s.newStack.splice(0));
    s.newStackKnown.length = 0;
    const { state, events } = game.apply(s, 0, { type: 'black-market' });
    expect(events).toContainEqual({ type: 'black-market', player: 0, drawn: 0 });
    expect(state.seats[0]!.hand).toEqual([]);
    expect(state.seats[0]!.locked).toBe(1);
    expect(state.phase).not.toBe('back-alley');
  });

  it('Espionage on a rival with no blueprints looks at nothing and takes nothing', () => {
    const s = alley(2, [], []);
    giveHand(s, 0, ['N01']);
    const { state } = game.apply(s, 0, { type: 'espionage', target: 1 });
    expect(state.seats[0]!.hand).toEqual(['N01']);
    expect(state.seats[0]!.locked).toBe(1);
    expect(state.step.kind).not.toBe('espionage');
  });
});

describe('Union Muscle: a token one place ahead (A-20)', () => {
  it('At the Patent Office the moved token swaps with the one ahead of it and picks first', () => {
    let s = alley(3, [1, 2, 0], []);
    s = play(s, { type: 'union-muscle', location: 'patent-office', index: 2 });
    expect(s.queues[1]).toEqual([1, 0, 2]);
    expect(s.phase).toBe('patent-office');
    expect(s.actor).toBe(1);
  });

  it('A rival’s token may be moved too, and never further than one place', () => {
    const s = alley(3, [], [2, 0, 1]);
    for (const seat of [0, 1, 2]) giveHand(s, seat, [['N01'], ['N03'], ['N05']][seat]!);
    const { state, events } = game.apply(s, 0, { type: 'union-muscle', location: 'workshop', index: 2 });
    expect(events).toContainEqual({ type: 'union-muscle', player: 0, owner: 1, location: 'workshop', from: 2, to: 1 });
    expect(state.queues[3]).toEqual([2, 1, 0]);
  });

  it('In the Workshop the allowance stays with the token: the second token acts first with its 2 operations', () => {
    let s = alley(3, [], [1, 2, 0, 1]);
    for (const seat of [0, 1, 2]) giveHand(s, seat, [['N01'], ['N03'], ['N05']][seat]!);
    s = play(s, { type: 'union-muscle', location: 'workshop', index: 1 });
    expect(s.queues[3]).toEqual([2, 1, 0, 1]);
    expect(s.workshopAllowance).toEqual([2, 3, 1, 1]);
    const allowances: [number, number][] = [];
    while (s.phase === 'workshop') {
      if (s.step.kind === 'workshop') allowances.push([s.actor!, s.step.ops]);
      s = play(s, END);
    }
    expect(allowances).toEqual([
      [2, 2],
      [1, 3],
      [0, 1],
      [1, 1],
    ]);
  });

  it('Placing sets the allowance by the order of placing: 3, 2, then 1', () => {
    let s = fresh(2, 3);
    const first = s.actor!;
    s = play(s, { type: 'place', location: 'workshop' }, { type: 'place', location: 'workshop' }, { type: 'place', location: 'workshop' });
    expect(s.queues[3]).toEqual([first, 1 - first, first]);
    expect(s.workshopAllowance).toEqual([3, 2, 1]);
  });
});
