// Search speed for `npm run bench`: ISMCTS iterations per second over positions spread through a
// game (a search from the opening alone says little where later decisions cost more, such as a
// crowded Gear & Piston workshop or a long Innovation dogma chain).
import { Rng } from '../engine/core/rng';
import type { AnyGame, PlayerId } from '../engine/core/types';
import { Ismcts } from './ismcts';

/** Fractions of a random game at which a search is timed. */
const AT = [0, 0.2, 0.4, 0.6, 0.8] as const;

/** Positions with a choice, taken along one seeded random game at the fractions above. */
function positions(game: AnyGame, options: { players: number; seed: number }): { state: unknown; seat: PlayerId }[] {
  const rng = Rng.seeded(options.seed);
  const line: { state: unknown; seat: PlayerId }[] = [];
  let state = game.setup(game.normalizeOptions(options));
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    const seat = toAct[0] as PlayerId;
    const legal = game.legalMoves(state, seat);
    if (legal.length > 1) line.push({ state, seat });
    state = game.apply(state, seat, rng.pick(legal)).state;
  }
  return AT.map((f) => line[Math.floor(f * line.length)]).filter((p) => p !== undefined);
}

/** Iterations per second of searches from positions through a game with the given options. */
export function ismctsIterationsPerSecond(game: AnyGame, options: Record<string, unknown>, ms: number): number {
  const full = { players: 2, seed: 1, ...options } as { players: number; seed: number };
  let iterations = 0;
  let elapsed = 0;
  for (const { state, seat } of positions(game, full)) {
    const search = new Ismcts(game, game.view(state, seat), seat, game.legalMoves(state, seat), Rng.seeded(full.seed));
    search.run(20); // warm the code paths before timing
    const start = performance.now();
    const done = search.iterations;
    search.run(Number.POSITIVE_INFINITY, start + ms / AT.length);
    elapsed += performance.now() - start;
    iterations += search.iterations - done;
  }
  return (iterations * 1000) / Math.max(elapsed, 1e-3);
}
