import { describe, expect, it } from 'vitest';
import { eloEstimate } from '../../src/cli/ladder';

describe('ladder Elo estimate', () => {
  it('anchors the first level at 0 and orders levels by their results', () => {
    const elo = eloEstimate(
      ['random', 'easy', 'hard'],
      [
        { a: 'random', b: 'easy', games: 100, scoreA: 20, moves: 0 },
        { a: 'random', b: 'hard', games: 100, scoreA: 5, moves: 0 },
        { a: 'easy', b: 'hard', games: 100, scoreA: 25, moves: 0 },
      ],
    );
    expect(elo.random).toBe(0);
    expect(elo.easy).toBeGreaterThan(150);
    expect(elo.hard).toBeGreaterThan((elo.easy ?? 0) + 100);
  });

  it('an even match gives equal ratings', () => {
    const elo = eloEstimate(['a', 'b'], [{ a: 'a', b: 'b', games: 50, scoreA: 25, moves: 0 }]);
    expect(elo.b).toBe(0);
  });
});
