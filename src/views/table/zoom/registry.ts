// The card zoom, per game: each game registers how one of its cards looks large, with its full
// text (zoom ids are the game's own: 'gear:red', 'code:blue-3'…). The log's card links and a tap
// on the board open it (the table model's zoom); ZoomView renders what is registered. A renderer
// is given the open table's model, if any (what a card offers now, the position shown).
// Innovation and Gear & Piston add theirs with registerZoom in a file of their own here.
import type { ComponentChildren } from 'preact';
import type { GameId } from '../../../engine/core/types';
import type { TableModel } from '../../../table/model';

export interface ZoomContent {
  /** The card's name: the dialog's title. */
  title: string;
  body: ComponentChildren;
}

export type ZoomRenderer = (id: string, table: TableModel | null) => ZoomContent | null;

const renderers = new Map<GameId, ZoomRenderer>();

export function registerZoom(game: GameId, render: ZoomRenderer): void {
  renderers.set(game, render);
}

/** What the zoom shows for a card, or null when its game has no zoom for it. */
export function zoomContent(game: GameId, id: string, table: TableModel | null): ZoomContent | null {
  return renderers.get(game)?.(id, table) ?? null;
}
