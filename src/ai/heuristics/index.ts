// Per-game heuristics, found by game id. A game without its own gets the generic fallback:
// every unfinished position is worth ½ to everyone, and playouts are uniform.
import type { AnyGame } from '../../engine/core/types';
import { gearAndPistonHeuristics } from './gear-and-piston';
import { gearsHeuristics } from './gears';
import { innovationHeuristics } from './innovation';
import type { Heuristics } from './types';

export type { Heuristics } from './types';

const byGame = new Map<string, Heuristics>();

const EVEN: number[] = new Array(8).fill(0.5);

export const genericHeuristics: Heuristics = {
  // One entry per possible seat (no game seats more than 8); a search reads only real seats.
  evaluate: () => EVEN,
};

/** Registers (or replaces) a game's heuristics. The game modules below call it; tests may too. */
export function registerHeuristics(gameId: string, heuristics: Heuristics): void {
  byGame.set(gameId, heuristics);
}

registerHeuristics('gears', gearsHeuristics as Heuristics);
registerHeuristics('innovation', innovationHeuristics as Heuristics);
registerHeuristics('gear-and-piston', gearAndPistonHeuristics as Heuristics);

export function heuristicsFor(game: AnyGame): Heuristics {
  return byGame.get(game.id) ?? genericHeuristics;
}
