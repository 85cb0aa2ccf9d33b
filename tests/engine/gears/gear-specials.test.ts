// Spec §1.1: what each gear shows and what it does.
import { describe, expect, it } from 'vitest';
import { gears } from '../../../src/engine/gears/definition';
import { GEARS } from '../../../src/engine/gears/data';
import { gearsOf } from '../../../src/engine/gears/hand';
import { turnedSide } from '../../../src/engine/gears/turning';
import type { GearsMove } from '../../../src/engine/gears/types';
import { eventsOf, play, place, position, roundWinners, showValues, turn } from './fixtures';

const ALL_OPEN_NO_MATCH = ['yellow-1', 'yellow-2', 'yellow-3', 'purple-1'];

describe('gear values', () => {
  it('red shows 1-4-1-4, purple 2-2-3-3, yellow 4-3-2-1; blue, grey and multicolour 1-2-3-4', () => {
    expect(GEARS.red.values).toEqual([1, 4, 1, 4]);
    expect(GEARS.purple.values).toEqual([2, 2, 3, 3]);
    expect(GEARS.yellow.values).toEqual([4, 3, 2, 1]);
    for (const g of ['blue', 'grey', 'multicolour'] as const) expect(GEARS[g].values).toEqual([1, 2, 3, 4]);
  });
  it('turning up goes to the next side, down to the previous one, wrapping around', () => {
    expect(turnedSide(0, 'up')).toBe(1);
    expect(turnedSide(3, 'up')).toBe(0);
    expect(turnedSide(0, 'down')).toBe(3);
  });
  it('yellow: an "increase" lowers its value', () => {
    const s = position();
    // Seat 3 turns seat 0's gear, last in step 2.
    const { events } = play(s, place('yellow', 0), place('red', 0), place('red', 0), place('red', 0), turn('leave'), turn('leave'), turn('leave'), turn('up'));
    expect(eventsOf(events, 'turn-gear')).toEqual([
      { type: 'turn-gear', seat: 0, by: 3, cause: 'step-2', dir: 'up', from: 0, to: 1, value: 3 },
    ]);
  });
  it('red: an up turn from 1 gives 4', () => {
    const s = position();
    const { events } = play(s, place('red', 0), place('blue', 0), place('blue', 1), place('blue', 2), turn('leave'), turn('leave'), turn('leave'), turn('up'));
    expect(eventsOf(events, 'reveal')[3]).toMatchObject({ seat: 0, gear: 'red', value: 4 });
    expect(roundWinners(events)).toEqual([0]);
  });
});

describe('blue gear: returns a discarded gear when it did not win', () => {
  it('a blue gear that lost lets its owner choose a gear to bring back from the discard pile', () => {
    const s = position({ discards: [['red', 'grey']], hands: [['blue', 'yellow', 'purple', 'multicolour']] });
    const { state } = showValues(s, [['blue', 1], ['purple', 3], ['yellow', 2], ['red', 4]]);
    expect(state.phase).toBe('blue-return');
    expect(gears.toAct(state)).toEqual([0]);
    expect(gears.legalMoves(state, 0)).toEqual([
      { type: 'return-gear', gear: 'red' },
      { type: 'return-gear', gear: 'grey' },
    ]);
    const after = play(state, { type: 'return-gear', gear: 'grey' }).state;
    expect(gearsOf(after.discards[0] ?? 0)).toContain('red');
    expect(gearsOf(after.discards[0] ?? 0)).not.toContain('grey');
    expect(gearsOf(after.hands[0] ?? 0)).toContain('grey');
  });
  it('with a single discarded gear the return happens by itself', () => {
    const s = position({ discards: [['red']] });
    const { events, state } = showValues(s, [['blue', 1], ['purple', 3], ['yellow', 2], ['red', 4]]);
    expect(eventsOf(events, 'blue-return')).toEqual([{ type: 'blue-return', seat: 0, gear: 'red' }]);
    expect(gearsOf(state.hands[0] ?? 0)).toContain('red');
  });
  it('a blue gear that won brings nothing back', () => {
    const s = position({ discards: [['red']], codes: [ALL_OPEN_NO_MATCH, [], [], []] });
    const { events } = showValues(s, [['blue', 4], ['purple', 3], ['yellow', 2], ['red', 1]]);
    expect(roundWinners(events)).toEqual([0]);
    expect(eventsOf(events, 'blue-return')).toEqual([]);
  });
  it('with an empty discard pile nothing comes back', () => {
    const s = position();
    const { events } = showValues(s, [['blue', 1], ['purple', 3], ['yellow', 2], ['red', 4]]);
    expect(eventsOf(events, 'blue-return')).toEqual([]);
  });
});

describe('grey gear', () => {
  it('a grey gear tied with a non-grey gear ignores the jam and wins; the other still jams; the jam names the grey that ignored it', () => {
    const { events } = showValues(position(), [['grey', 4], ['red', 4], ['blue', 3], ['purple', 2]]);
    expect(eventsOf(events, 'jam')).toEqual([{ type: 'jam', seats: [1], value: 4, grey: 0 }]);
    expect(roundWinners(events)).toEqual([0]);
  });
  it('two grey gears with the same value jam as usual', () => {
    const { events } = showValues(position(), [['grey', 4], ['grey', 4], ['blue', 3], ['purple', 2]]);
    expect(eventsOf(events, 'jam')).toEqual([{ type: 'jam', seats: [0, 1], value: 4 }]);
    expect(roundWinners(events)).toEqual([2]);
  });
  it('a grey gear enters codes by number only', () => {
    const s = position({ codes: [['red-1', 'blue-4', 'red-2', 'purple-3'], [], [], []] });
    const { state } = showValues(s, [['grey', 4], ['red', 1], ['blue', 3], ['purple', 2]]);
    expect(gears.legalMoves(state, 0)).toEqual([{ type: 'enter-code', card: 1 }]);
  });
  it('a grey gear with no number match must send a code for verification (no colour matches grey)', () => {
    const s = position({ codes: [['red-1', 'blue-1', 'yellow-2', 'purple-3'], [], [], []] });
    const { state } = showValues(s, [['grey', 4], ['red', 1], ['blue', 3], ['purple', 2]]);
    const legal = gears.legalMoves(state, 0);
    expect(legal.every((m) => m.type === 'send')).toBe(true);
    expect(legal).toHaveLength(4);
  });
});

describe('multicolour gear', () => {
  it('swaps values with the gear of the player to its right, even a value that gear cannot show', () => {
    // Seat 1's right neighbour is seat 0.
    const s = position({ card: 'R2', codes: [['yellow-1', 'red-2', 'red-3', 'red-4'], [], [], []] });
    const { events, state } = showValues(s, [['purple', 2], ['multicolour', 1], ['yellow', 4], ['red', 4]]);
    expect(eventsOf(events, 'swap')).toEqual([{ type: 'swap', seat: 1, with: 0, values: [1, 2] }]);
    expect(state.table[0]).toMatchObject({ gear: 'purple', value: 1 });
    expect(roundWinners(events)).toEqual([0]);
    // The received value is the gear's value for codes: the purple "1" matches yellow-1 by number.
    expect(gears.legalMoves(state, 0)).toContainEqual({ type: 'enter-code', card: 0 });
  });
  it('does not swap when the gear to its right is multicolour too', () => {
    // Seat 1 (right: seat 0, multicolour) keeps its value; seat 0 (right: seat 3) swaps.
    const { events } = showValues(position(), [['multicolour', 3], ['multicolour', 1], ['yellow', 4], ['red', 1]]);
    expect(eventsOf(events, 'swap')).toEqual([{ type: 'swap', seat: 0, with: 3, values: [3, 1] }]);
  });
  it('in a two-player game it swaps with the other player', () => {
    const { events } = showValues(position({ players: 2 }), [['multicolour', 4], ['red', 1]]);
    expect(eventsOf(events, 'swap')).toEqual([{ type: 'swap', seat: 0, with: 1, values: [4, 1] }]);
    // The red now counts 4 and wins the highest-card round.
    expect(roundWinners(events)).toEqual([1]);
  });
  it('matches every code card by colour', () => {
    const s = position({ players: 2, codes: [['red-1', 'blue-1', 'yellow-1', 'purple-1'], []] });
    const { state } = showValues(s, [['multicolour', 1], ['red', 4]]);
    // After the swap the multicolour shows 4 and wins; all four cards match by colour.
    const enter = gears.legalMoves(state, 0).filter((m: GearsMove) => m.type === 'enter-code');
    expect(enter).toHaveLength(4);
  });
});
