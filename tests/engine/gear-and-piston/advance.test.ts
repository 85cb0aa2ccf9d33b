// advance (apply without events, for searches) gives exactly apply's state, and refuses what apply refuses.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/core/rng';
import type { GnpMove } from '../../../src/engine/gear-and-piston/types';
import { game } from './fixtures';

describe('advance', () => {
  it('Over seeded random games at 2, 4 and 6 players every step leaves the same state as apply', () => {
    let steps = 0;
    for (const players of [2, 4, 6]) {
      for (let seed = 1; seed <= 4; seed++) {
        const rng = Rng.seeded(seed);
        let state = game.setup({ players, seed });
        while (game.toAct(state).length > 0) {
          const seat = game.toAct(state)[0]!;
          const move = rng.pick(game.legalMoves(state, seat));
          const applied = game.apply(state, seat, move).state;
          expect(game.advance!(state, seat, move)).toEqual(applied);
          state = applied;
          steps++;
        }
      }
    }
    expect(steps).toBeGreaterThan(1000);
  });

  it('An illegal move is refused the same way', () => {
    const s = game.setup({ players: 2, seed: 1 });
    const bad = { type: 'build', part: 'N01', side: 'front', col: 0 } as GnpMove;
    expect(() => game.apply(s, s.actor!, bad)).toThrow(/does not answer/);
    expect(() => game.advance!(s, s.actor!, bad)).toThrow(/does not answer/);
  });
});
