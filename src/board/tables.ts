// The Phaser scene of each game's board (the host registers them and starts the one a table needs).
import type { GameId } from '../engine/core/types';

export const BOARD_SCENES: Record<GameId, string> = {
  gears: 'GearsBoard',
  innovation: 'InnovationBoard',
  'gear-and-piston': 'GearAndPistonBoard',
};
