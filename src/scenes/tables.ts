// Which games have a table scene. The menu lists exactly these (data-driven: a new table is one line).
import type { GameId } from '../engine/core/types';
import { gameIds } from '../engine/index';
import { SCENES } from './services';

export const TABLE_SCENES: Partial<Record<GameId, string>> = {
  gears: SCENES.table,
  innovation: 'InnovationTable',
  'gear-and-piston': 'GearAndPistonTable',
};

/** Registered games that can be played on screen, in registry order. */
export function playableGames(): GameId[] {
  return gameIds().filter((id) => TABLE_SCENES[id] !== undefined);
}
