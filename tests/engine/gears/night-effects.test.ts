// Spec §1.3: each night face's effect changes only its own round (house rules E-*).
import { describe, expect, it } from 'vitest';
import { gears } from '../../../src/engine/gears/definition';
import { gearsOf } from '../../../src/engine/gears/hand';
import { PASS, eventsOf, play, place, position, roundWinners, showValues, turn } from './fixtures';

const NO_MATCH = ['yellow-2', 'yellow-3', 'purple-2', 'purple-3'];

describe('night effects', () => {
  it('Overtime: a round winner may enter two code cards', () => {
    // R1 night: lowest card wins.
    const s = position({ card: 'R1', shift: 'night', codes: [['red-1', 'blue-1', 'yellow-2', 'purple-3'], NO_MATCH, NO_MATCH, NO_MATCH] });
    const { state } = showValues(s, [['red', 1], ['purple', 3], ['yellow', 2], ['blue', 4]]);
    const after = play(state, { type: 'enter-code', card: 0 }).state;
    expect(after.phase).toBe('code-entry');
    expect(gears.legalMoves(after, 0)).toContainEqual({ type: 'enter-code', card: 1 });
    const done = play(after, { type: 'enter-code', card: 1 }).state;
    expect(done.codes[0]?.filter((c) => c.status === 'entered')).toHaveLength(2);
    expect(gears.coverage({ ...done, phase: 'over' })).toContain('effect:overtime');
  });

  it('Overheat: every gear showing 4 jams, so the highest other value wins', () => {
    // R2 night: highest card wins.
    const { events } = showValues(position({ card: 'R2', shift: 'night' }), [['red', 4], ['purple', 3], ['yellow', 2], ['blue', 1]]);
    expect(eventsOf(events, 'jam')).toEqual([{ type: 'jam', seats: [0], value: 4 }]);
    expect(roundWinners(events)).toEqual([1]);
  });

  it('Jolt: after step 2 every gear turns up once by itself', () => {
    // R3 night: lowest odd wins. Blue 1→2, purple 2(side 0)→2, yellow 4→3, red 4(side 1)→1.
    const { events, state } = showValues(position({ card: 'R3', shift: 'night', codes: [NO_MATCH, NO_MATCH, NO_MATCH, NO_MATCH] }), [['blue', 1], ['purple', 2], ['yellow', 4], ['red', 4]]);
    const jolts = eventsOf(events, 'turn-gear').filter((e) => e.cause === 'jolt');
    expect(jolts.map((e) => e.value)).toEqual([2, 2, 3, 1]);
    expect(roundWinners(events)).toEqual([3]);
    expect(state.phase).toBe('code-entry');
  });

  it('Half turn: after step 2 every gear turns up twice by itself', () => {
    // R4 night: highest even wins. Blue 1→3, grey 2→4, yellow 4→2, red 1(side 0)→1.
    const { events } = showValues(position({ card: 'R4', shift: 'night' }), [['blue', 1], ['grey', 2], ['yellow', 4], ['red', 1]]);
    expect(eventsOf(events, 'turn-gear').filter((e) => e.cause === 'half-turn')).toHaveLength(8);
    expect(roundWinners(events)).toEqual([1]);
  });

  it('Master key: a winner may turn green any open code card, matching or not', () => {
    // R5 night: lowest even wins.
    const s = position({ card: 'R5', shift: 'night', codes: [['red-1', 'blue-3', 'yellow-2', 'purple-4'], NO_MATCH, NO_MATCH, NO_MATCH] });
    const { state } = showValues(s, [['blue', 2], ['purple', 3], ['yellow', 1], ['red', 4]]);
    const legal = gears.legalMoves(state, 0);
    expect(legal).toContainEqual({ type: 'enter-code', card: 2 });
    expect(legal).toContainEqual({ type: 'master-key', card: 0 });
    expect(legal).toContainEqual({ type: 'master-key', card: 3 });
    const { events } = play(state, { type: 'master-key', card: 3 });
    expect(eventsOf(events, 'code-entered')).toEqual([{ type: 'code-entered', seat: 0, card: 3, how: 'master-key' }]);
  });

  it("Foreman's word: the token holder may turn any one revealed gear once", () => {
    // R6 night: highest odd wins. Token at seat 2.
    const s = position({ card: 'R6', shift: 'night', token: 2, codes: [NO_MATCH, NO_MATCH, NO_MATCH, NO_MATCH] });
    const { state } = showValues(s, [['blue', 1], ['purple', 3], ['yellow', 2], ['red', 4]]);
    expect(state.phase).toBe('foreman');
    expect(gears.toAct(state)).toEqual([2]);
    expect(gears.legalMoves(state, 2)).toHaveLength(9);
    // Purple 3 (side 2) turned down shows 2: the only odd value left is seat 0's blue 1.
    expect(roundWinners(play(state, { type: 'foreman', seat: 1, dir: 'down' }).events)).toEqual([0]);
  });

  it("Foreman's word may be declined", () => {
    const s = position({ card: 'R6', shift: 'night', codes: [NO_MATCH, NO_MATCH, NO_MATCH, NO_MATCH] });
    const { state } = showValues(s, [['blue', 1], ['purple', 3], ['yellow', 2], ['red', 4]]);
    expect(roundWinners(play(state, PASS).events)).toEqual([1]);
  });

  it('Rush: gears are placed face up, one at a time, clockwise from the token holder', () => {
    // R7 night: odd cards win. Token at seat 1.
    const s = position({ card: 'R7', shift: 'night', token: 1 });
    expect(gears.toAct(s)).toEqual([1]);
    const first = gears.apply(s, 1, place('red', 0));
    expect(first.events[0]).toMatchObject({ type: 'place', seat: 1, faceUp: true, gear: 'red' });
    expect(gears.toAct(first.state)).toEqual([2]);
    expect(gears.view(first.state, 3).seats[1]?.table).toEqual({ faceUp: true, gear: 'red', side: 0, value: 1 });
    expect(() => gears.apply(first.state, 3, place('red', 0))).toThrow(/no decision/);
  });

  it('Spare parts: the played gears go back to their owners’ hands instead of the discard piles', () => {
    // R8 night: even cards win; all show odd values so nobody wins and the round ends.
    const s = position({ card: 'R8', shift: 'night', hands: [['red', 'blue'], ['red', 'blue'], ['red', 'blue'], ['red', 'blue']] });
    const { state, events } = showValues(s, [['red', 1], ['blue', 1], ['red', 1], ['blue', 3]]);
    expect(eventsOf(events, 'gear-to-hand')).toHaveLength(4);
    expect(gearsOf(state.hands[0] ?? 0)).toEqual(['red', 'blue']);
    expect(state.discards[0]).toBe(0);
  });

  it('Well oiled: no gear jams, equal values that qualify all win', () => {
    // R9 night: all except the highest win.
    const s = position({ card: 'R9', shift: 'night', codes: [NO_MATCH, NO_MATCH, NO_MATCH, NO_MATCH] });
    const { events } = showValues(s, [['blue', 2], ['grey', 2], ['yellow', 4], ['red', 1]]);
    expect(eventsOf(events, 'jam')).toEqual([]);
    expect(roundWinners(events)).toEqual([0, 1, 3]);
  });

  it('Blackout: no ability can be used and the multicolour exchange does not happen', () => {
    // R10 night: all except the lowest win. Seat 0 has a night Mechanic, ready.
    const s = position({ card: 'R10', shift: 'night', crew: ['mechanic', 'dispatcher', 'saboteur', 'codebreaker'], codes: [NO_MATCH, NO_MATCH, NO_MATCH, NO_MATCH] });
    const { state, events } = showValues(s, [['multicolour', 4], ['red', 1], ['blue', 2], ['purple', 3]]);
    expect(eventsOf(events, 'swap')).toEqual([]);
    expect(roundWinners(events)).toEqual([0, 2, 3]);
    expect(state.phase).toBe('code-entry');
    expect(state.crew.every((c) => c?.side === 'night')).toBe(true);
  });
});

it('turning in step 2 still works in a Rush round on visible gears', () => {
  const s = position({ card: 'R7', shift: 'night', players: 2 });
  const { events } = play(s, place('red', 0), place('blue', 0), turn('up'), turn('leave'));
  expect(eventsOf(events, 'reveal')).toEqual([]);
  expect(eventsOf(events, 'turn-gear')).toMatchObject([{ seat: 1, value: 2 }]);
});

it('Blackout also silences the night Codebreaker after a round they did not win', () => {
  // R10 night: all except the lowest win; seat 0 shows the lowest and loses.
  const s = position({ card: 'R10', shift: 'night', crew: ['codebreaker', null, null, null], codes: [['blue-1', 'red-1', 'red-2', 'red-3'], NO_MATCH, NO_MATCH, NO_MATCH] });
  const { state } = showValues(s, [['blue', 1], ['red', 4], ['grey', 3], ['yellow', 2]]);
  const queued = state.queue.filter((q) => q.seat === 0);
  expect(queued).toEqual([]);
});

it('Overtime: the second entry is optional', () => {
  const s = position({ card: 'R1', shift: 'night', players: 2, codes: [['red-1', 'blue-1', 'yellow-2', 'purple-3'], NO_MATCH] });
  const { state } = showValues(s, [['red', 1], ['purple', 3]]);
  const after = play(state, { type: 'enter-code', card: 0 }).state;
  expect(gears.legalMoves(after, 0)).toContainEqual(PASS);
  expect(play(after, PASS).state.round).toBe(6);
});
