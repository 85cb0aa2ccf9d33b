// The board of each game, one line per game: its Phaser scene (the host adds it, under the scene's
// own key, when a table of that game first opens, and starts it with the table's controller).
import type { GameId } from '../engine/core/types';
import type { BoardScene } from './BoardScene';
import { GnpBoard } from './gear-and-piston/GnpBoard';
import { GearsBoard } from './gears/GearsBoard';
import { InnovationBoard } from './innovation/InnovationBoard';

/** A game's board scene: a class Phaser makes once, known by its key. */
export interface BoardSceneClass {
  readonly key: string;
  new (): BoardScene<never>;
}

export const BOARD_SCENES: Record<GameId, BoardSceneClass> = {
  gears: GearsBoard,
  innovation: InnovationBoard,
  'gear-and-piston': GnpBoard,
};
