// §8 hidden information: hands, stacks, blind draws, the Black Market and Espionage, in views,
// redacted events and determinization.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/core/rng';
import type { GnpState } from '../../../src/engine/gear-and-piston/types';
import { LOCATIONS } from '../../../src/engine/gear-and-piston/types';
import { fresh, game, giveHand, play } from './fixtures';

function alleyTurn(s: GnpState, seat: number): GnpState {
  s.phase = 'back-alley';
  s.queues = LOCATIONS.map(() => []);
  s.queues[0] = [seat];
  s.cursor = 0;
  s.actor = seat;
  s.step = { kind: 'alley' };
  return s;
}

describe('views (§8)', () => {
  it('A view shows your own blueprints, only the backs of others, the stack sizes and no rng', () => {
    const s = fresh(3, 9);
    giveHand(s, 0, ['N01', 'J07']);
    giveHand(s, 1, ['N05']);
    const view = game.view(s, 1);
    expect(view.seats[0]!.hand).toEqual(['hidden-new', 'hidden-junk']);
    expect(view.seats[1]!.hand).toEqual(['N05']);
    expect(view.junkStack).toBe(s.junkStack.length);
    expect(view.newStack.every((x) => x === 'hidden-new')).toBe(true);
    expect('rng' in view).toBe(false);
    const spectator = game.view(s, null);
    expect(spectator.seats[1]!.hand).toEqual(['hidden-new']);
  });

  it('A part taken face up from a display is known to everyone; a blind draw only to its taker', () => {
    let s = fresh(2, 3);
    s.phase = 'patent-office';
    s.queues = [[], [0, 1], [], []];
    s.actor = 0;
    s.step = { kind: 'patent' };
    const faceUp = s.newDisplay[2]!;
    const top = s.newStack[s.newStack.length - 1]!;
    const applied = game.apply(s, 0, { type: 'take-display', slot: 2 });
    s = applied.state;
    const blind = game.apply(s, 1, { type: 'take-blind' });
    const drawn = blind.state.seats[1]!.hand[0]!;
    expect(drawn).toBe(top);
    expect(s.newDisplay[2]).toBeNull(); // S-4: the space stays empty until the refresh
    expect(game.view(blind.state, 1).seats[0]!.hand).toEqual([faceUp]);
    expect(game.view(blind.state, 0).seats[1]!.hand).toEqual(['hidden-new']);
    const seenBy0 = game.viewEvents(blind.events, 0).find((e) => e.type === 'move-tile');
    expect(seenBy0).toMatchObject({ part: 'hidden-new', from: { zone: 'new-stack' }, to: { zone: 'hand', player: 1 } });
    expect(game.viewEvents(blind.events, 1).find((e) => e.type === 'move-tile')).toMatchObject({ part: drawn });
  });

  it('Black Market draws are seen by the drawer only; the leftovers under the stack stay known to them', () => {
    let s = alleyTurn(fresh(2, 4), 0);
    const drawn = s.newStack.slice(-3).reverse();
    s = play(s, { type: 'black-market' });
    expect(game.legalMoves(s, 0)).toEqual(drawn.map((part) => ({ type: 'keep-part', part })));
    // Each view carries its own seat's knowledge only: seat 1 is not told who knows what.
    expect(game.view(s, 1).step).toEqual({ kind: 'black-market', drawn: ['hidden-new', 'hidden-new', 'hidden-new'], drawnKnown: [0, 0, 0] });
    expect(game.view(s, 0).step).toEqual({ kind: 'black-market', drawn, drawnKnown: [1, 1, 1] });
    s = play(s, { type: 'keep-part', part: drawn[1]! });
    expect(s.seats[0]!.hand).toEqual([drawn[1]]);
    expect(game.view(s, 0).newStack.slice(0, 2)).toEqual([drawn[0], drawn[2]]);
    expect(game.view(s, 1).newStack.slice(0, 2)).toEqual(['hidden-new', 'hidden-new']);
  });
});

describe('Espionage (§5.1.2)', () => {
  it('The spy sees the whole hand, takes one, and keeps seeing the rest while it stays there', () => {
    let s = alleyTurn(fresh(3, 6), 0);
    giveHand(s, 1, ['N01', 'J07', 'N30']);
    const applied = game.apply(s, 0, { type: 'espionage', target: 1 });
    expect(game.viewEvents(applied.events, 0)).toContainEqual({
      type: 'reveal-hand',
      player: 0,
      target: 1,
      parts: ['N01', 'J07', 'N30'],
    }); // without its visibleTo: who else sees an event is not the viewer's to know
    expect(game.viewEvents(applied.events, 2).some((e) => e.type === 'reveal-hand')).toBe(false);
    s = applied.state;
    expect(game.view(s, 0).seats[1]!.hand).toEqual(['N01', 'J07', 'N30']);
    expect(game.view(s, 2).seats[1]!.hand).toEqual(['hidden-new', 'hidden-junk', 'hidden-new']);
    expect(game.legalMoves(s, 0)).toEqual([
      { type: 'steal', part: 'N01' },
      { type: 'steal', part: 'J07' },
      { type: 'steal', part: 'N30' },
    ]);
    s = play(s, { type: 'steal', part: 'J07' });
    expect(s.seats[0]!.hand).toEqual(['J07']);
    expect(game.view(s, 0).seats[1]!.hand).toEqual(['N01', 'N30']);
    expect(game.view(s, 1).seats[0]!.hand).toEqual(['J07']); // the victim knows what was taken
    expect(game.view(s, 2).seats[0]!.hand).toEqual(['hidden-junk']);
    // A blueprint the victim gains later is not known to the spy.
    giveHand(s, 1, ['N02']);
    expect(game.view(s, 0).seats[1]!.hand).toEqual(['N01', 'N30', 'hidden-new']);
  });

  it('With a full hand the spy looks but takes nothing', () => {
    let s = alleyTurn(fresh(2, 6), 0);
    giveHand(s, 0, ['J01', 'J02', 'J03', 'J04', 'J05']);
    giveHand(s, 1, ['N01']);
    s = play(s, { type: 'espionage', target: 1 });
    expect(s.phase).not.toBe('back-alley');
    expect(game.view(s, 0).seats[1]!.hand).toEqual(['N01']);
    expect(s.seats[0]!.hand).toHaveLength(5);
  });
});

describe('determinization', () => {
  it('Rebuilt states keep the viewer’s view, and the viewer cannot tell two of them apart', () => {
    let s = alleyTurn(fresh(4, 8), 0);
    giveHand(s, 1, ['N01', 'J07']);
    giveHand(s, 2, ['N11']);
    s = play(s, { type: 'espionage', target: 1 });
    for (const viewer of [0, 1, 2, 3]) {
      const view = game.view(s, viewer);
      const a = game.determinize(view, viewer, new Rng([1, 2, 3, 4]));
      const b = game.determinize(view, viewer, new Rng([5, 6, 7, 8]));
      expect(game.view(a, viewer)).toEqual(view);
      expect(game.view(b, viewer)).toEqual(view);
      expect(a.seats[viewer]!.hand).toEqual(s.seats[viewer]!.hand);
    }
    const a = game.determinize(game.view(s, 0), 0, new Rng([1, 2, 3, 4]));
    expect(a.seats[1]!.hand).toEqual(['N01', 'J07']); // known through Espionage
    const c = game.determinize(game.view(s, 3), 3, new Rng([1, 2, 3, 4]));
    expect(c.seats[2]!.hand[0]!.startsWith('N')).toBe(true); // a New back stays a New part
  });
});
