// The text table, per game (screen reader mode): how each game's table reads as text (an outline
// of the position the table shows), how one of its cards reads in full, and which card a legal
// move is about — like the card zoom and the side panel registries, one entry per game typed by
// GameId. Everything is a function of the table's model: the position on screen as the viewer
// may see it, never more.
import type { GameId } from '../../engine/core/types';
import { gearAndPistonNv } from './gear-and-piston';
import { gearsNv } from './gears';
import { innovationNv } from './innovation';
import type { NvGame } from './types';

export type { NvGame } from './types';

const GAMES: Record<GameId, NvGame> = {
  'gear-and-piston': gearAndPistonNv,
  gears: gearsNv,
  innovation: innovationNv,
};

export function nvFor(game: GameId): NvGame {
  return GAMES[game];
}
