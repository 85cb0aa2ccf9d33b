// The card zoom: a card, tile or part shown large with its full text, from anywhere a table or a
// screen names one (a card on the board, a name in the log, the card browser). Each game
// registers how to show its things; the host shows whatever cardZoom asks for in a dialog.
import type { ComponentType } from 'preact';
import type { GameId } from '../../../engine/core/types';
import { cardZoom } from '../../../ui/tableBridge';
import { Dialog } from '../../Dialog';
import { useStore } from '../../useStore';
import { innovationZoom } from './innovation';

export interface ZoomEntry {
  /** The dialog's title for a thing of this game. */
  title(id: string): string;
  Body: ComponentType<{ id: string }>;
}

/** One entry per game that has things to zoom on. */
export const ZOOMS: Partial<Record<GameId, ZoomEntry>> = {
  innovation: innovationZoom,
};

export function CardZoomHost() {
  const z = useStore(cardZoom);
  const entry = z ? ZOOMS[z.game] : undefined;
  if (!z || !entry) return null;
  return (
    <Dialog key={`${z.game}:${z.id}`} title={entry.title(z.id)} onClose={() => cardZoom.set(null)} class="card-zoom">
      <entry.Body id={z.id} />
    </Dialog>
  );
}
