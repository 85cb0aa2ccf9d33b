// The card zoom, per game: how one of its cards looks large, with its full text (zoom ids are the
// game's own: 'gear:red', 'code:blue-3'…). The log's card links and a tap on the board open it
// (the table model's zoom); ZoomView renders it. A renderer is given the open table's model, if
// any (what a card offers now, the position shown). One entry per game, typed by GameId: a game
// without its entry is a type error, never a zoom that silently shows nothing.
import type { GameId } from '../../../engine/core/types';
import type { TableModel } from '../../../table/model';
import { gearAndPistonZoom } from './gear-and-piston';
import { gearsZoom } from './gears';
import { innovationZoom } from './innovation';
import type { ZoomContent, ZoomRenderer } from './types';

export type { ZoomContent, ZoomRenderer } from './types';

const ZOOMS: Record<GameId, ZoomRenderer> = {
  'gear-and-piston': gearAndPistonZoom,
  gears: gearsZoom,
  innovation: innovationZoom,
};

/** What the zoom shows for a card, or null when its game has no zoom for it. */
export function zoomContent(game: GameId, id: string, table: TableModel | null): ZoomContent | null {
  return ZOOMS[game](id, table);
}
