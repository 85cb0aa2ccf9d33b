// What a move told a seat that was hidden from it: undo never goes back past such a move (the
// seat would replay it knowing). Two ways to learn: a card's face seen leaving a place the seat
// could not look into (a draw, a reveal), and a rule that looked at a card the seat cannot see —
// its colour or its icons, in another seat's hand or score pile or in the supply — because what
// followed (an effect that did nothing, a question asked of that seat or not) depended on it
// ('clue'). The engine notes those looks while it resolves (noteLook) and ends the move's events
// with one 'looked' event naming the seats the looked-at cards were hidden from.
import type { GameEvent, PlayerId, RevealKind } from '../core/types';
import type { Table } from './table';
import type { CardId, PlayerState } from './types';

/** The seats (a bit each) that cannot see `card` where it lies now; 0 for a card everyone sees. */
function hiddenFromSeats(t: Table, card: CardId): number {
  const s = t.s;
  if (s.revealed?.includes(card)) return 0;
  const all = (1 << s.players.length) - 1;
  for (let p = 0; p < s.players.length; p++) {
    const pl = s.players[p] as PlayerState;
    if (pl.hand.includes(card) || pl.score.includes(card) || pl.forecast?.includes(card)) return all & ~(1 << p);
    if (pl.achievements.includes(card)) return all;
    if (pl.piles.some((pile) => pile.cards.includes(card))) return 0;
  }
  if (s.removed.includes(card)) return 0;
  return all; // a supply pile or an age achievement: face down to everyone
}

/** A rule looked at a card's colour or icons: the seats it is hidden from learn from what follows. */
export function noteLook(t: Table, card: CardId): void {
  if (t.events === null) return; // search and playouts (advance) never ask what a move revealed
  t.looked |= hiddenFromSeats(t, card);
}

/** The move's last event when a rule looked at hidden cards: who could not see them. */
export function lookedEvent(t: Table): GameEvent | null {
  if (t.looked === 0) return null;
  const hiddenFrom: PlayerId[] = [];
  for (let p = 0; p < t.s.players.length; p++) if (t.looked & (1 << p)) hiddenFrom.push(p);
  return { type: 'looked', hiddenFrom };
}

/** A place the viewer could not look into before a card left it. */
function hiddenFrom(place: { zone?: unknown; player?: unknown } | undefined, viewer: PlayerId): boolean {
  const zone = place?.zone;
  if (zone === 'supply' || zone === 'achievements') return true;
  return (zone === 'hand' || zone === 'score' || zone === 'forecast') && place?.player !== viewer;
}

/**
 * What a move showed the viewer that was hidden (undo stops there): a card whose face the viewer
 * now sees leaving a place it could not look into — drawn from a supply pile into its hand, score
 * or board ('draw'), or taken out of another seat's hand or score pile, or a face-down achievement
 * ('reveal') — any reveal of cards held by another seat, and a rule's look at cards hidden from
 * the viewer ('clue').
 */
export function reveals(events: GameEvent[], viewer: PlayerId): RevealKind | null {
  let clue = false;
  for (const e of events) {
    if (e.type === 'reveal' && e.player !== viewer) return 'reveal';
    // Echoes (Tuning Fork): the viewer looked at a hidden card; its id reaches the looker only.
    if (e.type === 'look' && typeof e.card === 'string' && e.player === viewer) return 'reveal';
    if (e.type === 'looked' && (e.hiddenFrom as PlayerId[]).includes(viewer)) clue = true;
    if (e.type !== 'move-card' || typeof e.card !== 'string') continue;
    const from = e.from as { zone?: unknown; player?: unknown } | undefined;
    if (!hiddenFrom(from, viewer)) continue;
    const to = e.to as { zone?: unknown; player?: unknown } | undefined;
    return from?.zone === 'supply' && to?.player === viewer ? 'draw' : 'reveal';
  }
  return clue ? 'clue' : null;
}
