// Choosing cards you cannot see (e.g. Rocketry returns cards from opponents' score piles). The
// chooser names such a card by its slot, "?zone:owner:index" — the same reference view() uses —
// so the legal moves leak no identity and stay the same in any determinization of their view.
import type { PlayerId } from '../core/types';
import { ageOf } from './facts';
import type { CardId, CardsQuestion, InnovationState } from './types';
import { locate } from './zones';

function seenBy(s: InnovationState, card: CardId, p: PlayerId): string {
  const loc = locate(s, card);
  if (!loc || s.revealed?.includes(card)) return card;
  if (loc.zone === 'board' || loc.zone === 'removed') return card;
  if ((loc.zone === 'hand' || loc.zone === 'score') && loc.player === p) return card;
  const owner = loc.zone === 'supply' ? ageOf(card) : loc.player;
  return `?${loc.zone}:${owner}:${loc.index}`;
}

/** Whether p may name the card where it lies now (a public place, p's own hand or score, shown). */
export function identifies(s: InnovationState, card: CardId, p: PlayerId): boolean {
  return seenBy(s, card, p) === card;
}

/** The options as the chooser names them, or null when the chooser can see every one. */
export function shownOptions(s: InnovationState, q: CardsQuestion): string[] | null {
  let hidden = false;
  const shown = q.options.map((c) => {
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
