// The text table, per game (screen reader mode): each game registers how its table reads as text
// (an outline of the position the table shows), how one of its cards reads in full, and which
// card a legal move is about — like the card zoom and the side panel registries. Everything is a
// function of the table's model: the position on screen as the viewer may see it, never more.
import type { GameId } from '../../engine/core/types';
import type { TableChrome } from '../../table/model';
import type { NvOutline } from './outline';

export interface NvGame {
  /** The position the table shows, as text. */
  outline(chrome: TableChrome): NvOutline;
  /** A card's full text (by its zoom id), or null when the id names nothing of this game. */
  cardText(id: string, chrome: TableChrome | null): string | null;
  /** The cards a legal move is about (the card melded, the cards returned, the gear placed). */
  moveCards(move: unknown, chrome: TableChrome): string[];
}

const games = new Map<GameId, NvGame>();

export function registerNv(game: GameId, nv: NvGame): void {
  games.set(game, nv);
}

export function nvFor(game: GameId): NvGame | null {
  return games.get(game) ?? null;
}
