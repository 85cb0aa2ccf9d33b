// What a move showed a seat that was hidden from it (GameDefinition.reveals): undo never goes
// back past such a move, or the seat would replay it knowing.
import type { GameEvent, PlayerId, RevealKind } from '../core/types';
import type { Place, SeenPart } from './types';
import { isHidden } from './view';

/** A place the viewer could not look into before a tile left it. */
function hiddenFrom(from: Place, viewer: PlayerId): boolean {
  if (from.zone === 'new-stack' || from.zone === 'junk-stack') return true;
  return (from.zone === 'hand' || from.zone === 'black-market') && from.player !== viewer;
}

/**
 * A tile whose face the viewer now sees leaving a stack (into its own hand or Black Market:
 * 'draw'; onto a display: 'reveal'), or another seat's hand or Black Market ('reveal'); a rival's
 * hand seen through Espionage ('peek'); and another seat starting an Upgrade ('clue'): it may only
 * when a blueprint in its hand matches a part of its car, so the start tells which.
 */
export function revealsOf(events: GameEvent[], viewer: PlayerId): RevealKind | null {
  for (const e of events) {
    if (e.type === 'reveal-hand' && e.player === viewer) return 'peek';
    if (e.type === 'upgrade' && e.player !== viewer) return 'clue';
    if (e.type !== 'move-tile' || typeof e.part !== 'string' || isHidden(e.part as SeenPart)) continue;
    const from = e.from as Place;
    if (!hiddenFrom(from, viewer)) continue;
    const to = e.to as Place;
    const mine = (to.zone === 'hand' || to.zone === 'black-market') && to.player === viewer;
    return mine && (from.zone === 'new-stack' || from.zone === 'junk-stack') ? 'draw' : 'reveal';
  }
  return null;
}
