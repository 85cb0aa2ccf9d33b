// Spec §5: entering codes, sending them for verification and verifying them later; §7 scoring.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/core/errors';
import { gears } from '../../../src/engine/gears/definition';
import { scores } from '../../../src/engine/gears/scoring';
import { PASS, code, eventsOf, play, position, showValues } from './fixtures';

const NO_MATCH = ['yellow-2', 'yellow-3', 'purple-2', 'purple-3'];

/** Seat 0 wins a highest-card round with a red 4. */
function redFourWins(row: string[]) {
  const s = position({ codes: [row, NO_MATCH, NO_MATCH, NO_MATCH] });
  return showValues(s, [['red', 4], ['blue', 3], ['grey', 2], ['yellow', 1]]).state;
}

describe('entering codes', () => {
  it('a winner may enter an open card matching the gear by colour or by number', () => {
    const state = redFourWins(['red-1', 'blue-4', 'yellow-2', 'purple-3']);
    expect(gears.toAct(state)).toEqual([0]);
    expect(gears.legalMoves(state, 0)).toEqual([{ type: 'enter-code', card: 0 }, { type: 'enter-code', card: 1 }]);
    const { state: after, events } = play(state, { type: 'enter-code', card: 1 });
    expect(eventsOf(events, 'code-entered')).toEqual([{ type: 'code-entered', seat: 0, card: 1, how: 'match' }]);
    expect(after.codes[0]?.[1]?.status).toBe('entered');
  });
  it('K-OWED: a winner holding a matching card must enter one; passing is refused, the state untouched', () => {
    const state = redFourWins(['red-1', 'blue-4', 'yellow-2', 'purple-3']);
    const before = JSON.stringify(state);
    try {
      gears.apply(state, 0, PASS);
      expect.unreachable();
    } catch (e) {
      expect((e as IllegalMoveError).code).toBe('entry-owed');
      expect((e as IllegalMoveError).reason).toBe(
        'The round winner enters a code: enter a card that matches your gear, or verify a waiting one.',
      );
    }
    expect(JSON.stringify(state)).toBe(before);
  });
  it('K-OWED: with a match, verifying a waiting card is the one alternative to entering', () => {
    const state = redFourWins(['red-1', 'blue-2:waiting', 'yellow-3', 'purple-3']);
    expect(gears.legalMoves(state, 0)).toEqual([{ type: 'enter-code', card: 0 }, { type: 'verify', card: 1 }]);
  });
  it('K-OWED: with no open card left, the winner verifies a waiting card', () => {
    const state = redFourWins(['blue-1:entered', 'blue-2:waiting', 'yellow-3:entered', 'purple-3:waiting']);
    expect(gears.legalMoves(state, 0)).toEqual([{ type: 'verify', card: 1 }, { type: 'verify', card: 3 }]);
    expect((() => {
      try {
        gears.apply(state, 0, PASS);
      } catch (e) {
        return (e as IllegalMoveError).code;
      }
      return 'accepted';
    })()).toBe('entry-owed');
    const after = play(state, { type: 'verify', card: 3 }).state;
    expect(after.codes[0]?.map((c) => c.status)).toEqual(['entered', 'waiting', 'entered', 'entered']);
  });
  it('with no matching card the winner must send one open card for verification', () => {
    const state = redFourWins(['blue-1', 'blue-2', 'yellow-3', 'purple-3']);
    expect(gears.legalMoves(state, 0)).toEqual([0, 1, 2, 3].map((card) => ({ type: 'send', card })));
    expect(() => gears.apply(state, 0, PASS)).toThrow(IllegalMoveError);
    const { state: after, events } = play(state, { type: 'send', card: 2 });
    expect(eventsOf(events, 'code-sent')).toEqual([{ type: 'code-sent', seat: 0, card: 2 }]);
    expect(after.codes[0]?.[2]?.status).toBe('waiting');
  });
  it('a card cannot be sent for verification while a card matches', () => {
    const state = redFourWins(['red-1', 'blue-2', 'yellow-3', 'purple-3']);
    try {
      gears.apply(state, 0, { type: 'send', card: 1 });
      expect.unreachable();
    } catch (e) {
      expect((e as IllegalMoveError).code).toBe('must-enter');
    }
  });
  it('a card waiting for verification may be turned green at a later win instead of the usual entry', () => {
    const state = redFourWins(['red-1', 'blue-2:waiting', 'yellow-3:waiting', 'purple-3']);
    const legal = gears.legalMoves(state, 0);
    expect(legal).toContainEqual({ type: 'enter-code', card: 0 });
    expect(legal).toContainEqual({ type: 'verify', card: 1 });
    expect(legal).toContainEqual({ type: 'verify', card: 2 });
    const { events } = play(state, { type: 'verify', card: 2 });
    expect(eventsOf(events, 'code-entered')).toEqual([{ type: 'code-entered', seat: 0, card: 2, how: 'verified' }]);
  });
  it('with no match, a waiting card may be verified instead of sending another', () => {
    const state = redFourWins(['blue-1', 'blue-2:waiting', 'yellow-3', 'purple-3']);
    expect(gears.legalMoves(state, 0)).toContainEqual({ type: 'verify', card: 1 });
    expect(play(state, { type: 'verify', card: 1 }).state.codes[0]?.[1]?.status).toBe('entered');
  });
  it('a card that does not match is refused with a reason', () => {
    const state = redFourWins(['red-1', 'blue-2', 'yellow-3', 'purple-3']);
    try {
      gears.apply(state, 0, { type: 'enter-code', card: 2 });
      expect.unreachable();
    } catch (e) {
      expect((e as IllegalMoveError).code).toBe('no-match');
      expect((e as IllegalMoveError).reason).toMatch(/colour/);
    }
  });
  it('several winners enter codes in turn, clockwise from the token holder', () => {
    // R7 day: even cards win; seats 1 (4) and 3 (2) win; token at seat 2 → seat 3 first.
    const s = position({ card: 'R7', token: 2, codes: [NO_MATCH, ['red-4', 'blue-1', 'blue-2', 'blue-3'], NO_MATCH, ['yellow-2', 'blue-1', 'blue-3', 'blue-4']] });
    const { state } = showValues(s, [['red', 1], ['red', 4], ['grey', 3], ['yellow', 2]]);
    expect(gears.toAct(state)).toEqual([3]);
    expect(gears.toAct(play(state, { type: 'enter-code', card: 0 }).state)).toEqual([1]);
  });
});

describe('scoring', () => {
  it('entered cards count 1 and cards waiting for verification count ½', () => {
    const s = position({ players: 2, codes: [['red-1:entered', 'red-2:waiting', 'red-3:waiting', 'red-4'], ['blue-1', 'blue-2', 'blue-3', 'blue-4:waiting']] });
    expect(scores(s)).toEqual([2, 0.5]);
  });
  it('a code card is parsed as colour, number and status', () => {
    expect(code('purple-3:waiting')).toEqual({ color: 'purple', number: 3, status: 'waiting' });
  });
});
