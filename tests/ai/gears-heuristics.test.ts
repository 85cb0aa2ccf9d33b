import { describe, expect, it } from 'vitest';
import { gearsEvaluate } from '../../src/ai/heuristics/gears-eval';
import { expectedRoundGain, winGain } from '../../src/ai/heuristics/gears-round';
import { faceOf } from '../../src/engine/gears/round-card';
import { gears } from '../../src/engine/gears/definition';
import type { GearsState, PlacedGear } from '../../src/engine/gears/types';

function round(rule: 'R1' | 'R2', table: PlacedGear[], phase: GearsState['phase']): GearsState {
  const s = gears.setup({ players: 2, seed: 3, characters: false });
  const roundOrder = [rule, ...s.roundOrder.filter((r) => r !== rule)];
  return { ...s, roundOrder, ...faceOf(roundOrder, 0), table, phase, step: 0 };
}

const red4: PlacedGear = { gear: 'red', side: 1, value: 4, faceUp: true };
const purple2: PlacedGear = { gear: 'purple', side: 0, value: 2, faceUp: true };

describe('Gears evaluation reads the round in progress', () => {
  it('Highest card, both gears turned: the 4 takes the round and its code progress', () => {
    const s = round('R1', [red4, purple2], 'abilities');
    const gain = expectedRoundGain(s);
    expect(gain[0]).toBe(winGain(s.codes[0] ?? [], 'red', 4));
    expect(gain[1]).toBe(0);
  });

  it('Lowest card, both gears turned: the 2 takes it instead', () => {
    const s = round('R2', [red4, purple2], 'abilities');
    expect(expectedRoundGain(s)[0]).toBe(0);
    expect(expectedRoundGain(s)[1]).toBeGreaterThan(0);
  });

  it('a gear not yet turned may still be turned either way: the sure win becomes likely', () => {
    const s = round('R1', [red4, purple2], 'turn');
    const gain = expectedRoundGain(s);
    expect(gain[0]).toBeGreaterThan(0);
    expect(gain[0]).toBeLessThan(winGain(s.codes[0] ?? [], 'red', 4));
  });

  it('the evaluation is a probability per seat and favours the seat with more codes entered', () => {
    const s = gears.setup({ players: 2, seed: 4, characters: true });
    const ahead = { ...s, codes: s.codes.map((row, p) => (p === 0 ? row.map((c, i) => (i < 2 ? { ...c, status: 'entered' as const } : c)) : row)) };
    const v = gearsEvaluate(ahead);
    expect((v[0] ?? 0) + (v[1] ?? 0)).toBeCloseTo(1, 9);
    expect(v[0]).toBeGreaterThan(0.6);
  });
});
