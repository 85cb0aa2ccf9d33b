// What a Gears seat knows of hidden gears (src/engine/gears/known.ts): hands are public, so the
// only secret learned is the day Saboteur's look at a face-down gear, and that gear is turned and
// shown in the same step-2 action: the fact lasts exactly as long as the look.
import { describe, expect, it } from 'vitest';
import { gears } from '../../../src/engine/gears/definition';
import { play, place, position, turn } from './fixtures';

const facts = (s: Parameters<typeof gears.view>[0], v: number | null) => gears.knownFacts!(gears.view(s, v));

describe('Saboteur’s look as a known fact', () => {
  it('the peeker knows the gear and its side until it turns it face up; nobody else knows it at any time', () => {
    const s = position({ crew: ['saboteur', null, null, null] });
    const placed = play(s, place('red', 0), place('purple', 2), place('yellow', 0), place('blue', 0)).state;
    expect(facts(placed, 0)).toEqual([]);
    const { state } = play(placed, { type: 'peek' });
    expect(facts(state, 0)).toEqual([{ item: 'purple', zone: 'table', player: 1, side: 2 }]);
    for (const v of [1, 2, 3, null]) expect(facts(state, v)).toEqual([]);
    const turned = play(state, turn('up')).state;
    expect(turned.table[1]?.faceUp).toBe(true);
    expect(facts(turned, 0)).toEqual([]);
  });
});
