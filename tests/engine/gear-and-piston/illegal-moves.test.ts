// Illegal moves are refused with a code and a readable reason, and the state is left untouched.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/core/errors';
import type { GnpMove, GnpState } from '../../../src/engine/gear-and-piston/types';
import { car, fresh, game, giveCar, giveHand, play, workshopTurn } from './fixtures';

function refused(s: GnpState, player: number, move: unknown): IllegalMoveError {
  const before = JSON.stringify(s);
  try {
    game.apply(s, player, move as GnpMove);
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalMoveError);
    expect(JSON.stringify(s)).toBe(before);
    expect((e as IllegalMoveError).reason.length).toBeGreaterThan(10);
    return e as IllegalMoveError;
  }
  throw new Error(`move was accepted: ${JSON.stringify(move)}`);
}

describe('illegal moves', () => {
  it('A seat that does not owe a decision is refused', () => {
    const s = fresh(3, 1);
    const other = (s.actor! + 1) % 3;
    expect(game.legalMoves(s, other)).toEqual([]);
    expect(refused(s, other, { type: 'place', location: 'workshop' }).code).toBe('not-your-turn');
  });

  it('A move that answers another question is refused', () => {
    const s = fresh(2, 1);
    expect(refused(s, s.actor!, { type: 'end-workshop' }).code).toBe('not-offered');
    expect(refused(s, s.actor!, { nonsense: true }).code).toBe('bad-move');
  });

  it('A token cannot go to a full location or to an unknown one', () => {
    let s = fresh(2, 1);
    s = play(s, { type: 'place', location: 'back-alley' }, { type: 'place', location: 'back-alley' });
    expect(refused(s, s.actor!, { type: 'place', location: 'back-alley' }).code).toBe('location-full');
    expect(refused(s, s.actor!, { type: 'place', location: 'pub' }).code).toBe('unknown-location');
  });

  it('Building needs the blueprint in hand and a legal cell', () => {
    const s = workshopTurn(fresh(2, 1), [0]);
    giveHand(s, 0, ['N01']);
    giveCar(s, 0, car([['N26', null]]));
    expect(refused(s, 0, { type: 'build', part: 'N02', side: 'front', col: 1 }).code).toBe('not-in-hand');
    expect(refused(s, 0, { type: 'build', part: 'N01', side: 'front', col: 0 }).code).toBe('cell-occupied');
    expect(refused(s, 0, { type: 'build', part: 'N01', side: 'front', col: 3 }).code).toBe('off-grid');
    expect(refused(s, 0, { type: 'build', part: 'N01', side: 'joined', col: 0 }).code).toBe('no-such-side');
    expect(refused(s, 0, { type: 'dismantle', side: 'back', col: 0, row: 'top' }).code).toBe('empty-cell');
    expect(refused(s, 0, { type: 'upgrade' }).code).toBe('nothing-to-upgrade');
    expect(refused(s, 0, { type: 'join' }).code).toBe('cannot-join');
  });

  it('Taking from an empty display space is refused', () => {
    const s = fresh(2, 1);
    s.phase = 'junk-yard';
    s.queues = [[], [], [s.actor!], []];
    s.step = { kind: 'junk', picks: 0 };
    s.junkDisplay[1] = null;
    expect(refused(s, s.actor!, { type: 'take-display', slot: 1 }).code).toBe('empty-slot');
    expect(refused(s, s.actor!, { type: 'take-display', slot: 9 }).code).toBe('empty-slot');
  });

  it('Espionage must name another seat; Union Muscle only moves your own token from behind the front', () => {
    const s = fresh(2, 1);
    s.phase = 'back-alley';
    s.queues = [[0], [1, 0], [], []];
    s.actor = 0;
    s.step = { kind: 'alley' };
    expect(refused(s, 0, { type: 'espionage', target: 0 }).code).toBe('bad-target');
    expect(refused(s, 0, { type: 'union-muscle', location: 'patent-office', index: 0 }).code).toBe('bad-token');
    expect(game.apply(s, 0, { type: 'union-muscle', location: 'patent-office', index: 1 }).state.queues[1]).toEqual([0, 1]);
  });

  it('No move is accepted once the game is over', () => {
    let s = workshopTurn(fresh(2, 5), [0]);
    giveHand(s, 0, ['N01']);
    s.newStack.length = 2;
    s.newStackKnown.length = 2;
    s = play(s, { type: 'end-workshop' });
    expect(game.toAct(s)).toEqual([]);
    expect(refused(s, 0, { type: 'place', location: 'workshop' }).code).toBe('game-over');
  });
});

describe('describe', () => {
  it('Every legal move of a random game has a sentence that names what it does', () => {
    let s = fresh(4, 12);
    for (let i = 0; i < 400 && s.actor !== null; i++) {
      const legal = game.legalMoves(s, s.actor);
      for (const move of legal) expect(game.describe(move, s, 'en')).toMatch(/^[A-Z][^\n]{5,}$/);
      s = game.apply(s, s.actor, legal[(i * 7) % legal.length]!).state;
    }
  });
});
