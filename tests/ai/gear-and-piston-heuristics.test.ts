import { describe, expect, it } from 'vitest';
import { gearAndPistonHeuristics, seatWorth } from '../../src/ai/heuristics/gear-and-piston';
import { getGame } from '../../src/engine';
import { Rng } from '../../src/engine/core';
import type { GnpState } from '../../src/engine/gear-and-piston/types';

const gnp = getGame('gear-and-piston');

describe('Gear & Piston heuristics', () => {
  it('the evaluation gives every seat a chance, summing to one, through a whole game', () => {
    const rng = Rng.seeded(6);
    for (const players of [2, 4]) {
      let s: GnpState = gnp.setup(gnp.normalizeOptions({ players, seed: players }));
      while (gnp.toAct(s).length > 0) {
        const v = gearAndPistonHeuristics.evaluate(s);
        expect(v).toHaveLength(players);
        expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        const p = gnp.toAct(s)[0] as number;
        s = gnp.apply(s, p, rng.pick(gnp.legalMoves(s, p))).state;
      }
    }
  });

  it('a seat with an empty car is worth no more than its blueprints', () => {
    const s: GnpState = gnp.setup(gnp.normalizeOptions({ players: 2, seed: 1 }));
    const seat = s.seats[0];
    if (!seat) throw new Error('no seat');
    expect(seatWorth(s, seat)).toBeLessThanOrEqual(3);
  });
});
