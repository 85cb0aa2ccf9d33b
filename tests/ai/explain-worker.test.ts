// The hint's lines as the worker answers them in each real game: after its search, the moves
// grouped by result and explained there (the UI thread only words them). Each line's moves are
// legal, the search's chosen move leads, and every line carries reasons.
import { describe, expect, it } from 'vitest';
import { gameIds, getGame } from '../../src/engine';
import { Rng } from '../../src/engine/core/rng';
import type { AnyGame, PlayerId } from '../../src/engine/core/types';
import { createWorkerApi } from '../../src/worker/api';

/** A position some random moves into a 2-player game where the seat to act has at least three moves. */
function position(game: AnyGame, seedFrom = 1): { state: unknown; player: PlayerId } {
  const rng = Rng.seeded(17);
  for (let seed = seedFrom; ; seed++) {
    let state = game.setup(game.normalizeOptions({ players: 2, seed }));
    for (let step = 0; step < 200 && game.toAct(state).length > 0; step++) {
      const player = game.toAct(state)[0] as PlayerId;
      const legal = game.legalMoves(state, player);
      if (step >= 12 && legal.length >= 3) return { state, player };
      state = game.apply(state, player, rng.pick(legal)).state;
    }
  }
}

describe.each(gameIds())('%s: the worker explains the hint', (id) => {
  it('lines of legal moves, the chosen move first, each with a reason', async () => {
    const game = getGame(id);
    const api = createWorkerApi();
    for (const seedFrom of [1, 40]) {
      const { state, player } = position(game, seedFrom);
      const legal = game.legalMoves(state, player);
      const answer = await api.chooseMove({ id: 1, game: id, view: game.view(state, player), player, legal, level: 'ismcts:300', seed: 3, rank: 6, explain: 3 });
      if (!answer.ok) throw new Error(answer.error.message);
      const lines = answer.lines ?? [];
      expect(lines.length).toBeGreaterThan(0);
      expect(lines[0]?.moves[0]).toBe(legal.findIndex((m) => JSON.stringify(m) === JSON.stringify(answer.move)));
      const all = lines.flatMap((l) => l.moves);
      expect(new Set(all).size).toBe(all.length);
      for (const l of lines) {
        for (const i of l.moves) expect(i >= 0 && i < legal.length).toBe(true);
        expect(l.reasons.length, `${JSON.stringify(legal[l.moves[0] as number])} has no reason`).toBeGreaterThan(0);
      }
    }
  });
});
