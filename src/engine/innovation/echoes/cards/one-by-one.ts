// "Any number of cards" and "five cards from your score pile", asked one card at a time, as the
// base game's Masonry melds any number: one question listing every subset has 2^n answers (a hand
// of 25 cards: 33 million), which no legal-move list, search or bot can hold — a hard bot ran out
// of memory on Umbrella. The outcome is the same: the cards move together after the last pick.
import type { Step } from '../../entry';
import type { Exec } from '../../exec';
import type { CardId, Zone } from '../../types';

export interface OneByOne {
  /** The vars entry that collects the picks. */
  key: string;
  prompt: string;
  zone?: Zone;
  /** Where the cards are picked from (those already picked are left out). */
  options: (x: Exec) => CardId[];
  /** How many must be picked (0: the player may stop at any time). */
  min: (x: Exec) => number;
  /** How many may be picked at most (default: all the options). */
  max?: (x: Exec) => number;
}

/** The cards picked so far by the oneByOne steps that collect into `key`. */
export const picked = (x: Exec, key: string): CardId[] => (x.vars[key] as CardId[] | undefined) ?? [];

/**
 * Two steps, at index `at` and `at + 1` of their effect: ask for one more card (declinable once
 * `min` are picked; skipped when `max` are picked or nothing is left; all the rest taken without a
 * question when no more are left than must be picked), then record it and ask again. The effect's next step reads the picks with picked(x, key).
 */
export const oneByOne = (at: number, o: OneByOne): Step[] => [
  (x) => {
    const so = picked(x, o.key);
    const options = o.options(x).filter((c) => !so.includes(c));
    const max = o.max ? o.max(x) : Number.POSITIVE_INFINITY;
    if (options.length === 0 || so.length >= max) return x.goto(at + 2);
    // No choice left: what must still be picked is all there is (as a forced answer would be).
    if (so.length + options.length <= o.min(x)) {
      x.vars[o.key] = [...so, ...options];
      return x.goto(at + 2);
    }
    const ask = { prompt: o.prompt, ...(o.zone ? { zone: o.zone } : {}) };
    if (so.length >= o.min(x)) x.mayChooseCards(options, ask);
    else x.chooseCards(options, ask);
  },
  (x) => {
    const c = x.chosenCard;
    if (c === null) return; // declined: the picks are complete
    x.vars[o.key] = [...picked(x, o.key), c];
    x.goto(at);
  },
];
