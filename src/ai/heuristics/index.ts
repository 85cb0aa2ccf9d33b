// Per-game heuristics, found by game id (each game's AI kit, ai/kits.ts). A game without its own gets the generic fallback:
// every unfinished position is worth ½ to everyone, and playouts are uniform.
import type { AnyGame } from '../../engine/core/types';
import { aiKitFor } from '../kits';
import type { Heuristics } from './types';

export type { Heuristics } from './types';

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
  return aiKitFor(game.id)?.heuristics ?? others.get(game.id) ?? genericHeuristics;
}
