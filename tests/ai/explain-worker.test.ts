// The hint's lines as the worker answers them in each real game: after its search, the moves
// grouped by result and explained there (the UI thread only words them). Each line's moves are
// legal, the search's chosen move leads, and every line carries reasons.
import { describe, expect, it } from 'vitest';
import { gameIds, getGame } from '../../src/engine';
import { createWorkerApi } from '../../src/worker/api';
import { randomPosition } from '../support/randomPosition';

const position = randomPosition;

describe.each(gameIds())('%s: the worker explains the hint', (id) => {
  it('lines of legal moves, the chosen move first, each with a reason', async () => {
    const game = getGame(id);
    const api = createWorkerApi();
    for (const seedFrom of [1, 40]) {
      const { state, player } = position(game, seedFrom);
      const legal = game.legalMoves(state, player);
      const answer = await api.chooseMove(1, { game: id, view: game.view(state, player), player, legal, level: 'ismcts:300', seed: 3, rank: 6, explain: 3 });
      if (!answer.ok) throw new Error(answer.error.message);
      const lines = answer.value.lines ?? [];
      expect(lines.length).toBeGreaterThan(0);
      expect(lines[0]?.moves[0]).toBe(legal.findIndex((m) => JSON.stringify(m) === JSON.stringify(answer.value.move)));
      const all = lines.flatMap((l) => l.moves);
      expect(new Set(all).size).toBe(all.length);
      for (const l of lines) {
        for (const i of l.moves) expect(i >= 0 && i < legal.length).toBe(true);
        expect(l.reasons.length, `${JSON.stringify(legal[l.moves[0] as number])} has no reason`).toBeGreaterThan(0);
      }
    }
  });
});
