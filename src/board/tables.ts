// The Phaser scene of each game's table (main.ts registers them; the TableHost starts them).
import type { GameId } from '../engine/core/types';

export const TABLE_SCENES: Record<GameId, string> = {
  gears: 'GearsTable',
  innovation: 'InnovationTable',
  'gear-and-piston': 'GearAndPistonTable',
};
