// Content a game exercised, for the simulator's coverage table: one bit per card's dogma, per
// special achievement and per way of ending, kept in the state (`seen`, 32 bits a word).
// Bits, not names: recording one runs on every dogma, and a name list was scanned each time.
// The base game's bits come first and keep their places; Echoes' cards and specials follow.
import { ALL_CARD_IDS, ECHOES_CARD_IDS, INFO } from './facts';
import type { CardId, EchoesSpecial, EndReason, Special } from './types';
import { ECHOES_SPECIALS, END_REASONS, SPECIALS } from './types';

const NAMES: readonly string[] = [
  ...ALL_CARD_IDS.map((id) => `dogma:${id}`),
  ...SPECIALS.map((sp) => `achievement:${sp}`),
  ...END_REASONS.map((r) => `end:${r}`),
  ...ECHOES_CARD_IDS.map((id) => `dogma:${id}`),
  ...ECHOES_SPECIALS.map((sp) => `achievement:${sp}`),
];
const BASE_BITS = ALL_CARD_IDS.length + SPECIALS.length + END_REASONS.length;
const ECHOES_SPECIAL_BITS = BASE_BITS + ECHOES_CARD_IDS.length;

/** A card's bit: its index for a base card; Echoes cards (indexes 105 on) come after the base bits. */
export const dogmaBit = (card: CardId): number => {
  const index = (INFO[card] as { index: number }).index;
  return index < ALL_CARD_IDS.length ? index : BASE_BITS + index - ALL_CARD_IDS.length;
};
export const specialBit = (special: Special): number => {
  const k = (SPECIALS as readonly string[]).indexOf(special);
  return k >= 0 ? ALL_CARD_IDS.length + k : ECHOES_SPECIAL_BITS + ECHOES_SPECIALS.indexOf(special as EchoesSpecial);
};
export const endBit = (reason: EndReason): number => ALL_CARD_IDS.length + SPECIALS.length + END_REASONS.indexOf(reason);

/** The bit set with one more bit: the same array when it is already set, else a new one. */
export function withBit(seen: number[], bit: number): number[] {
  const w = bit >>> 5;
  const mask = 1 << (bit & 31);
  if (((seen[w] ?? 0) & mask) !== 0) return seen;
  const out = seen.slice();
  while (out.length <= w) out.push(0);
  out[w] = ((out[w] as number) | mask) >>> 0;
  return out;
}

/** The names of the content a bit set records ('dogma:writing', 'achievement:world', 'end:score'). */
export function coverageNames(seen: readonly number[]): string[] {
  const out: string[] = [];
  for (let bit = 0; bit < NAMES.length; bit++) if (((seen[bit >>> 5] ?? 0) >>> (bit & 31)) & 1) out.push(NAMES[bit] as string);
  return out;
}
