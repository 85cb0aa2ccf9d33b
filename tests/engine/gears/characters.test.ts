// Spec §1.4: character abilities (house rules C-*) and their day/night life cycle (rulebook).
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/core/errors';
import { gears } from '../../../src/engine/gears/definition';
import { countGears } from '../../../src/engine/gears/hand';
import type { GearsMove, GearsState } from '../../../src/engine/gears/types';
import { PASS, atRound, eventsOf, play, place, position, roundWinners, showValues, turn } from './fixtures';

const NO_MATCH = ['yellow-2', 'yellow-3', 'purple-2', 'purple-3'];
const CODES = [NO_MATCH, NO_MATCH, NO_MATCH, NO_MATCH];

/** Plays on, passing whenever allowed (else the first legal move), until the round changes. */
function finishRound(s: GearsState): GearsState {
  const round = s.round;
  while (s.round === round && s.phase !== 'over') {
    const p = gears.toAct(s)[0] as number;
    const legal = gears.legalMoves(s, p);
    const move = legal.find((m) => m.type === 'pass') ?? legal[0];
    if (!move) throw new Error('stuck');
    s = gears.apply(s, p, move).state;
  }
  return s;
}

describe('Mechanic', () => {
  it('day: turns your own gear up or down once, then the card flips to its night side', () => {
    const s = position({ crew: ['mechanic', null, null, null], codes: CODES });
    const { state } = showValues(s, [['red', 1], ['purple', 3], ['yellow', 2], ['blue', 2]]);
    expect(state.phase).toBe('abilities');
    expect(gears.legalMoves(state, 0)).toEqual([
      { type: 'mechanic', seat: 0, dir: 'up' },
      { type: 'mechanic', seat: 0, dir: 'down' },
      PASS,
    ]);
    const { state: after, events } = play(state, { type: 'mechanic', seat: 0, dir: 'up' });
    expect(roundWinners(events)).toEqual([0]);
    expect(after.crew[0]).toEqual({ name: 'mechanic', side: 'night' });
    // The next day round does not ask again.
    const next = finishRound(after);
    expect(showValues(next, [['blue', 1], ['red', 1], ['grey', 2], ['grey', 3]]).state.phase).not.toBe('abilities');
  });
  it('night: turns any one gear, then the card leaves the game', () => {
    const s = position({ shift: 'night', crew: ['mechanic', null, null, null], codes: CODES });
    const { state } = showValues(s, [['red', 1], ['purple', 3], ['yellow', 2], ['blue', 2]]);
    expect(gears.legalMoves(state, 0)).toHaveLength(9);
    const { state: after, events } = play(state, { type: 'mechanic', seat: 2, dir: 'up' });
    expect(eventsOf(events, 'turn-gear')).toMatchObject([{ seat: 2, cause: 'mechanic', by: 0, value: 1 }]);
    expect(after.crew[0]).toEqual({ name: 'mechanic', side: 'removed' });
    expect(eventsOf(events, 'character-removed')).toEqual([{ type: 'character-removed', seat: 0, character: 'mechanic' }]);
  });
});

describe('Dispatcher', () => {
  it('day: gears showing the named value do not jam this round', () => {
    const s = position({ crew: ['dispatcher', null, null, null], codes: CODES });
    const { state } = showValues(s, [['red', 4], ['blue', 4], ['grey', 3], ['yellow', 1]]);
    expect(gears.legalMoves(state, 0)).toHaveLength(5);
    const { events, state: after } = play(state, { type: 'dispatch', value: 4 });
    expect(roundWinners(events)).toEqual([0, 1]);
    expect(after.crew[0]?.side).toBe('night');
  });
  it('night: every gear showing the named value jams this round', () => {
    // R1 night: lowest card wins.
    const s = position({ shift: 'night', crew: ['dispatcher', null, null, null], codes: CODES });
    const { state } = showValues(s, [['red', 1], ['blue', 2], ['grey', 3], ['yellow', 4]]);
    const { events } = play(state, { type: 'dispatch', value: 1 });
    expect(eventsOf(events, 'jam')).toEqual([{ type: 'jam', seats: [0], value: 1 }]);
    expect(roundWinners(events)).toEqual([1]);
  });
});

describe('Saboteur', () => {
  it("day: in step 2 may look at the left neighbour's face-down gear before turning it", () => {
    const s = position({ crew: ['saboteur', null, null, null] });
    const placed = play(s, place('red', 0), place('purple', 2), place('yellow', 0), place('blue', 0)).state;
    expect(gears.legalMoves(placed, 0)).toContainEqual({ type: 'peek' });
    expect(gears.view(placed, 0).seats[1]?.table?.gear).toBeNull();
    const { state, events } = play(placed, { type: 'peek' });
    expect(gears.view(state, 0).seats[1]?.table).toEqual({ faceUp: false, gear: 'purple', side: 2, value: 3 });
    expect(gears.view(state, 2).seats[1]?.table?.gear).toBeNull();
    expect(gears.viewEvents(events, 2).find((e) => e.type === 'peek')).toEqual({ type: 'peek', seat: 0, target: 1 });
    expect(state.crew[0]?.side).toBe('night');
    expect(gears.legalMoves(state, 0)).toEqual([turn('up'), turn('down'), turn('leave')]);
  });
  it('night: turns every other player’s gear once, all in the same direction', () => {
    const s = position({ shift: 'night', crew: ['saboteur', null, null, null], codes: CODES });
    const { state } = showValues(s, [['red', 1], ['blue', 2], ['grey', 3], ['yellow', 4]]);
    expect(gears.legalMoves(state, 0)).toEqual([{ type: 'sabotage', dir: 'up' }, { type: 'sabotage', dir: 'down' }, PASS]);
    const { events } = play(state, { type: 'sabotage', dir: 'down' });
    expect(eventsOf(events, 'turn-gear').map((e) => [e.seat, e.value])).toEqual([[1, 1], [2, 2], [3, 1]]);
  });
});

describe('Codebreaker', () => {
  it('day: a winning Codebreaker may enter up to two code cards', () => {
    const s = position({ crew: ['codebreaker', null, null, null], codes: [['red-1', 'blue-4', 'yellow-2', 'purple-3'], NO_MATCH, NO_MATCH, NO_MATCH] });
    const { state } = showValues(s, [['red', 4], ['blue', 3], ['grey', 2], ['yellow', 1]]);
    expect(gears.legalMoves(state, 0)[0]).toEqual({ type: 'codebreak' });
    const used = play(state, { type: 'codebreak' }, { type: 'enter-code', card: 0 }).state;
    expect(used.phase).toBe('code-entry');
    const done = play(used, { type: 'enter-code', card: 1 }).state;
    expect(done.codes[0]?.map((c) => c.status)).toEqual(['entered', 'entered', 'open', 'open']);
    expect(done.crew[0]?.side).toBe('night');
  });
  it('night: after a round you did not win, enter one code matching your own gear', () => {
    const s = position({ shift: 'night', crew: ['codebreaker', null, null, null], codes: [['blue-3', 'red-1', 'yellow-1', 'purple-1'], NO_MATCH, NO_MATCH, NO_MATCH] });
    // R1 night: lowest wins (seat 3's yellow 1). Seat 0's blue 2 matches blue-3 by colour.
    const { state } = showValues(s, [['blue', 2], ['red', 4], ['grey', 3], ['yellow', 1]]);
    const afterWinner = finishEntriesOf(state, 3);
    expect(gears.toAct(afterWinner)).toEqual([0]);
    expect(gears.legalMoves(afterWinner, 0)).toEqual([{ type: 'enter-code', card: 0 }, PASS]);
    const { state: done, events } = play(afterWinner, { type: 'enter-code', card: 0 });
    expect(eventsOf(events, 'code-entered')).toEqual([{ type: 'code-entered', seat: 0, card: 0, how: 'codebreaker' }]);
    expect(done.crew[0]?.side).toBe('removed');
  });
});

/** Let `seat` make its owed code entry (its first answer) and pass any extra one. */
function finishEntriesOf(s: GearsState, seat: number): GearsState {
  while (gears.toAct(s)[0] === seat && s.phase === 'code-entry') {
    const legal = gears.legalMoves(s, seat);
    s = play(s, legal.some((m) => m.type === 'pass') ? PASS : (legal[0] as GearsMove)).state;
  }
  return s;
}

describe('character life cycle', () => {
  it('an unused day ability is lost: at the night shift every day-side character flips', () => {
    const base = position({ crew: ['mechanic', 'dispatcher', 'saboteur', 'codebreaker'], codes: CODES });
    const lastDay = atRound(base, 4);
    const night = finishRound(lastDay);
    expect(night.round).toBe(5);
    expect(night.crew.map((c) => c?.side)).toEqual(['night', 'night', 'night', 'night']);
    // Night shift reset: all gears back, one random discard each.
    for (let p = 0; p < 4; p++) {
      expect(countGears(night.hands[p] ?? 0)).toBe(5);
      expect(countGears(night.discards[p] ?? 0)).toBe(1);
    }
  });
  it('a day ability already used cannot be used again by day', () => {
    const s = position({ crew: ['saboteur', null, null, null], codes: CODES });
    const placed = play(s, place('red', 0), place('purple', 2), place('yellow', 0), place('blue', 0), { type: 'peek' }).state;
    const next = finishRound(placed);
    const placedAgain = play(next, place('blue', 1), place('red', 1), place('grey', 1), place('grey', 2)).state;
    // Seat 1 now holds the token; seat 0 acts last in step 2.
    const atZero = play(placedAgain, turn('leave'), turn('leave'), turn('leave')).state;
    expect(gears.toAct(atZero)).toEqual([0]);
    try {
      gears.apply(atZero, 0, { type: 'peek' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalMoveError);
      expect((e as IllegalMoveError).code).toBe('ability-used');
    }
  });
  it('without characters nobody is ever asked to use an ability', () => {
    const s = position({ characters: false, codes: CODES });
    const { state } = showValues(s, [['red', 1], ['purple', 3], ['yellow', 2], ['blue', 2]]);
    expect(state.phase).not.toBe('abilities');
  });
});
