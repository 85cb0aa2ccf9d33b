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

export function getGame(id: string): AnyGame {
  const game = (games as Record<string, AnyGame | undefined>)[id];
  if (!game) throw new Error(`Unknown game '${id}'. Known: ${Object.keys(games).join(', ')}`);
  return game;
}

export const gameIds = (): GameId[] => Object.keys(games) as GameId[];
