// Hands and discard piles are bitmasks over GEAR_COLORS (bit g = GEAR_COLORS[g]): cheap to copy,
// and the order of cards in a hand can never leak anything.
import { GEAR_COLORS, type GearColor } from './types';

export const GEAR_INDEX: Readonly<Record<GearColor, number>> = Object.fromEntries(GEAR_COLORS.map((g, i) => [g, i])) as Record<
  GearColor,
  number
>;

/**
 * The index of a gear colour in GEAR_COLORS, or -1 for anything else (untrusted input too). The
 * engine's hot path uses this loop of compares rather than GEAR_INDEX[gear]: in V8 a record read
 * by a name that varies is a megamorphic keyed load, several times slower.
 */
export function gearIndex(gear: unknown): number {
  for (let g = 0; g < GEAR_COLORS.length; g++) if (GEAR_COLORS[g] === gear) return g;
  return -1;
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
