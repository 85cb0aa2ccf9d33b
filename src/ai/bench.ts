// Search speed for `npm run bench`: ISMCTS iterations per second from a game's opening position.
import { Rng } from '../engine/core/rng';
import type { AnyGame } from '../engine/core/types';
import { Ismcts } from './ismcts';

/** Iterations per second of one search from the start of a game with the given options. */
export function ismctsIterationsPerSecond(game: AnyGame, options: Record<string, unknown>, ms: number): number {
  const full = game.normalizeOptions({ players: 2, seed: 1, ...options } as { players: number; seed: number });
  const state = game.setup(full);
  const seat = game.toAct(state)[0] ?? 0;
  const view = game.view(state, seat);
  const legal = game.legalMoves(state, seat);
  const search = new Ismcts(game, view, seat, legal, Rng.seeded(full.seed));
  search.run(20); // warm the code paths before timing
  const start = performance.now();
  const done = search.iterations;
  search.run(Number.POSITIVE_INFINITY, start + ms);
  const elapsed = performance.now() - start;
  return ((search.iterations - done) * 1000) / Math.max(elapsed, 1e-3);
}
