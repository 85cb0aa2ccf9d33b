// The hint's reasons in each real game: at a position with several choices, the worker's search
// answers three moves, the chosen one first, each with a win chance from its root statistics.
import { describe, expect, it } from 'vitest';
import { gameIds, getGame } from '../../src/engine';
import { jsonEqual } from '../../src/engine/core/equal';
import { createWorkerApi } from '../../src/worker/api';
import { randomPosition } from '../support/randomPosition';

const position = randomPosition;

describe.each(gameIds())('%s: the hint’s three moves and their chances', (id) => {
  it('come from the search, the chosen move first, each one of the legal moves, chances between 0 and 1', async () => {
    const game = getGame(id);
    const { state, player } = position(game);
    const legal = game.legalMoves(state, player);
    const api = createWorkerApi();
    const answer = await api.chooseMove(1, { game: id, view: game.view(state, player), player, legal, level: 'ismcts:400', seed: 3, rank: 3 });
    if (!answer.ok) throw new Error(answer.error.message);
    const ranked = answer.value.ranked ?? [];
    expect(ranked).toHaveLength(3);
    expect(ranked[0]?.move).toEqual(answer.value.move);
    for (const r of ranked) {
      expect(legal.some((m) => jsonEqual(m, r.move))).toBe(true);
      expect(r.chance).toBeGreaterThanOrEqual(0);
      expect(r.chance).toBeLessThanOrEqual(1);
      expect(r.visits).toBeGreaterThan(0);
    }
  });
});
