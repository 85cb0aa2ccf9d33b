// The registry of games. The app, the worker, the CLI and the contract tests all read it.
import type { AnyGame, GameId } from './core/types';
import { gearAndPiston } from './gear-and-piston/definition';
import { gears } from './gears/definition';
import { innovation } from './innovation/definition';

export const games: Partial<Record<GameId, AnyGame>> = {
  'gear-and-piston': gearAndPiston,
  gears,
  innovation,
};

/**
 * Whether `id` names a registered game. Names come from outside (a URL, a save, a file), so only
 * the registry's own keys count: '__proto__' or 'constructor' must not find what every object has.
 */
export const isGameId = (id: unknown): id is GameId => typeof id === 'string' && Object.hasOwn(games, id);

export function getGame(id: string): AnyGame {
  const game = isGameId(id) ? games[id] : undefined;
  if (!game) throw new Error(`Unknown game '${id}'. Known: ${Object.keys(games).join(', ')}`);
  return game;
}

export const gameIds = (): GameId[] => Object.keys(games) as GameId[];
