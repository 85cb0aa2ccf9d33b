// Per-game heuristics, found by game id. A game without its own gets the generic fallback:
// every unfinished position is worth ½ to everyone, and playouts are uniform.
import type { AnyGame, GameId } from '../../engine/core/types';
import { gearAndPistonHeuristics } from './gear-and-piston';
import { gearsHeuristics } from './gears';
import { innovationHeuristics } from './innovation';
import type { Heuristics } from './types';

export type { Heuristics } from './types';

/** One entry per registered game, typed by GameId: a new game without its entry is a type error. */
const BY_GAME: Record<GameId, Heuristics> = {
  gears: gearsHeuristics as Heuristics,
  innovation: innovationHeuristics as Heuristics,
  'gear-and-piston': gearAndPistonHeuristics as Heuristics,
};

/** Games outside the registry (the tests' toy games), given heuristics by registerHeuristics. */
const others = new Map<string, Heuristics>();

const EVEN: number[] = new Array(8).fill(0.5);

export const genericHeuristics: Heuristics = {
  // One entry per possible seat (no game seats more than 8); a search reads only real seats.
  evaluate: () => EVEN,
};

/** Gives a game outside the registry (a test's toy game) its heuristics; a registered game's are fixed. */
export function registerHeuristics(gameId: string, heuristics: Heuristics): void {
  others.set(gameId, heuristics);
}

export function heuristicsFor(game: AnyGame): Heuristics {
  return (Object.hasOwn(BY_GAME, game.id) ? BY_GAME[game.id as GameId] : others.get(game.id)) ?? genericHeuristics;
}
