// Choosing cards you cannot see (e.g. Rocketry returns cards from opponents' score piles). The
// chooser names such a card by its slot, "?zone:owner:index" — the same reference view() uses —
// so the legal moves leak no identity and stay the same in any determinization of their view.
import type { PlayerId } from '../core/types';
import { INFO, backOf } from './facts';
import type { CardId, CardsQuestion, InnovationState, Pile } from './types';
import { locate } from './zones';

function seenBy(s: InnovationState, card: CardId, p: PlayerId): string {
  const loc = locate(s, card);
  if (!loc || s.revealed?.includes(card)) return card;
  if (loc.zone === 'board' || loc.zone === 'removed') return card;
  if ((loc.zone === 'hand' || loc.zone === 'score' || loc.zone === 'forecast') && loc.player === p) return card;
  const owner = loc.zone === 'supply' ? backOf(card) : loc.player;
  return `?${loc.zone}:${owner}:${loc.index}`;
}

/** Whether p may name the card where it lies now (a public place, p's own hand or score, shown). */
export function identifies(s: InnovationState, card: CardId, p: PlayerId): boolean {
  return seenBy(s, card, p) === card;
}

/**
 * A quick sufficient test that p may name the card: it lies in p's hand or score pile, on a board,
 * or was shown. False only means "look closer" (seenBy decides).
 */
function plainlySeen(s: InnovationState, card: CardId, p: PlayerId): boolean {
  const pl = s.players[p];
  if (pl && (pl.hand.includes(card) || pl.score.includes(card) || pl.forecast?.includes(card))) return true;
  const info = INFO[card];
  if (info !== undefined) for (const other of s.players) if ((other.piles[info.color] as Pile).cards.includes(card)) return true;
  return s.revealed?.includes(card) ?? false;
}

/** The options as the chooser names them, or null when the chooser can see every one. */
export function shownOptions(s: InnovationState, q: CardsQuestion): string[] | null {
  let first = 0; // legal moves and apply both ask this: most often every option is plainly seen
  while (first < q.options.length && plainlySeen(s, q.options[first] as CardId, q.player)) first++;
  if (first === q.options.length) return null;
  let hidden = false;
  const shown = q.options.map((c, i) => {
    if (i < first) return c;
    const name = seenBy(s, c, q.player);
    if (name !== c) hidden = true;
    return name;
  });
  return hidden ? shown : null;
}

/** Turns the names the chooser used back into card ids (names not among the options stay as given). */
export function unblind(q: CardsQuestion, shown: string[], cards: string[]): CardId[] {
  return cards.map((name) => {
    const i = shown.indexOf(name);
    return i >= 0 ? (q.options[i] as CardId) : name;
  });
}
