// What a game's text table gives (a field of the game's views kit, views/kit.ts).
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
