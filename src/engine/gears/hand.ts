// Hands and discard piles are bitmasks over GEAR_COLORS (bit g = GEAR_COLORS[g]): cheap to copy,
// and the order of cards in a hand can never leak anything.
import { GEAR_COLORS, type GearColor } from './types';

export const GEAR_INDEX: Readonly<Record<GearColor, number>> = Object.fromEntries(GEAR_COLORS.map((g, i) => [g, i])) as Record<
  GearColor,
  number
>;

/** BY_INITIAL[first char code & 127]: the index of the one colour starting with it, or -1 (the six initials differ). */
const BY_INITIAL = new Int8Array(128).fill(-1);
for (let g = 0; g < GEAR_COLORS.length; g++) BY_INITIAL[(GEAR_COLORS[g] as string).charCodeAt(0) & 127] = g;

/**
 * The index of a gear colour in GEAR_COLORS, or -1 for anything else (untrusted input too). This
 * runs several times per move: the first letter picks the one candidate and a single compare
 * confirms it (a compare of equal interned strings is one pointer check). A record read by a name
 * that varies (GEAR_INDEX[gear]) is a megamorphic keyed load in V8, and a loop of compares pays
 * a string comparison for every colour that does not match.
 */
export function gearIndex(gear: unknown): number {
  if (typeof gear !== 'string') return -1;
  const g = BY_INITIAL[gear.charCodeAt(0) & 127] as number;
  return g >= 0 && GEAR_COLORS[g] === gear ? g : -1;
}

export const hasGear = (mask: number, gear: GearColor): boolean => (mask & (1 << gearIndex(gear))) !== 0;
export const withGear = (mask: number, gear: GearColor): number => mask | (1 << gearIndex(gear));
export const withoutGear = (mask: number, gear: GearColor): number => mask & ~(1 << gearIndex(gear));

export function gearsOf(mask: number): GearColor[] {
  const out: GearColor[] = [];
  for (let g = 0; g < GEAR_COLORS.length; g++) if (mask & (1 << g)) out.push(GEAR_COLORS[g] as GearColor);
  return out;
}

export function maskOf(gears: readonly GearColor[]): number {
  let mask = 0;
  for (const gear of gears) mask = withGear(mask, gear);
  return mask;
}

export function countGears(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** The k-th gear (0-based, GEAR_COLORS order) of a mask. */
export function nthGear(mask: number, k: number): GearColor {
  for (let g = 0; g < GEAR_COLORS.length; g++) {
    if (mask & (1 << g)) {
      if (k === 0) return GEAR_COLORS[g] as GearColor;
      k--;
    }
  }
  throw new RangeError(`no gear #${k} in mask ${mask}`);
}
