// Which age a draw really gives: the rule's own arithmetic (a value below 1 draws a 1, an empty
// pile draws from the next higher one, past the last age the game ends), over pile sizes only, so
// a table can name the draw before it happens from what every player sees (zones.ts drawCard
// does the drawing itself).
import type { PlayerId } from '../core/types';
import { highestTop } from './board';
import { isEchoes } from './facts';
import type { CardId, InnovationOptions, Pile } from './types';
import { MAX_AGE } from './types';

/** The age a draw of `age` takes its card from, or 'end' when it would end the game by score. */
export type DrawResult = { age: number } | { end: true };

/** What drawing `age` gives with these supply pile sizes (index 0 = age 1). */
export function drawResult(supply: readonly number[], age: number, maxAge: number = MAX_AGE): DrawResult {
  const limit = Math.min(MAX_AGE, maxAge);
  let a = Math.max(age, 1);
  while (a <= limit && (supply[a - 1] ?? 0) === 0) a++;
  return a > limit ? { end: true } : { age: a };
}

/** The draw action of a seat: the value asked (its highest top card, at least 1) and what it gives. */
export function actionDraw(
  s: { supply: readonly (number | readonly unknown[])[]; players: readonly { piles: Pile[] }[]; options: Pick<InnovationOptions, 'maxAge'> },
  seat: PlayerId,
): { asked: number; result: DrawResult } {
  const pl = s.players[seat];
  const asked = Math.max(1, pl ? highestTop(pl) : 1);
  const sizes = s.supply.map((p) => (typeof p === 'number' ? p : p.length));
  return { asked, result: drawResult(sizes, asked, s.options.maxAge) };
}

/**
 * Echoes' draw rule (docs/rules/innovation-echoes.md, 3): whether a hand takes the Echoes card of
 * the value drawn instead of a base one — yes when it is not empty and holds no Echoes card (a
 * drawn-and-revealed card still lies in the hand, so it counts, as Rulings 5 asks). A hand card is
 * named, or in another seat's view its back: a number, negative for an Echoes back (facts.ts).
 */
export function handDrawsEchoes(hand: readonly (CardId | number)[]): boolean {
  if (hand.length === 0) return false;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as CardId | number;
    if (typeof c === 'number' ? c < 0 : isEchoes(c)) return false;
  }
  return true;
}
