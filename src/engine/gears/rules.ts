// Step 3 as pure functions of the values on the table: which gears jam, and who wins the round.
// No state here, so every worked example of the rules is a one-line test.
import type { RoundRule } from './types';

/** What changes jamming this round. Values 1..4 are bits 1<<v in the masks. */
export interface JamModifiers {
  /** Well oiled: equal values do not jam. */
  noJams: boolean;
  /** Values that jam even when unique (Overheat's 4, a night Dispatcher's value). */
  forced: number;
  /** Values that never jam from ties (a day Dispatcher's value). */
  exempt: number;
}

export const NO_MODIFIERS: JamModifiers = Object.freeze({ noJams: false, forced: 0, exempt: 0 });

export const valueBit = (value: number): number => 1 << value;

/**
 * Which gears jam, as a bit per seat. A value shown by two or more gears jams all of them — except
 * that a single grey gear tied only with non-grey gears ignores the jam (two greys with one value
 * jam as usual). Forced jams win over Well oiled and over the grey exception: they name a value,
 * not a tie. `greys` has a bit per seat whose gear is grey. Bits, not lists: this runs at the end
 * of every round of every playout, and in the bots' combination loops.
 */
export function jamMask(values: readonly number[], greys: number, mods: JamModifiers): number {
  const n = values.length;
  // For each value v (0..5), three bits at 3v: how many gears show it, and how many of those are grey.
  let count = 0;
  let greyCount = 0;
  for (let i = 0; i < n; i++) {
    const one = 1 << (3 * (values[i] as number));
    count += one;
    if ((greys >> i) & 1) greyCount += one;
  }
  let out = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    const bit = valueBit(v);
    if (mods.forced & bit) out |= 1 << i;
    else if (mods.noJams || mods.exempt & bit || ((count >> (3 * v)) & 7) < 2) continue;
    else if (!((greys >> i) & 1 && ((greyCount >> (3 * v)) & 7) === 1)) out |= 1 << i;
  }
  return out;
}

/** jamMask as a list of flags by seat, grey flags by seat in. */
export function jams(values: readonly number[], greys: readonly boolean[], mods: JamModifiers): boolean[] {
  const jammed = jamMask(values, flagsMask(greys), mods);
  return values.map((_, i) => ((jammed >> i) & 1) === 1);
}

const flagsMask = (flags: readonly boolean[]): number => {
  let mask = 0;
  for (let i = 0; i < flags.length; i++) if (flags[i]) mask |= 1 << i;
  return mask;
};

/** The seats of a bit-per-seat mask, in seat order. */
export function seatsOf(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; mask >> i; i++) if ((mask >> i) & 1) out.push(i);
  return out;
}

/** How each winner rule reads the table: which values qualify, and who among them wins. */
interface RuleShape {
  /** 'best': the highest/lowest qualifying value; 'all': every qualifying value; 'except': all but the extreme. */
  kind: 'best' | 'all' | 'except';
  /** Seeks (or, for 'except', excludes) the highest value rather than the lowest. */
  high: boolean;
  /** 0: any value qualifies; 1: odd values only; 2: even values only. */
  parity: 0 | 1 | 2;
}

const SHAPES: Readonly<Record<RoundRule, RuleShape>> = {
  highest: { kind: 'best', high: true, parity: 0 },
  lowest: { kind: 'best', high: false, parity: 0 },
  'highest-even': { kind: 'best', high: true, parity: 2 },
  'lowest-odd': { kind: 'best', high: false, parity: 1 },
  'highest-odd': { kind: 'best', high: true, parity: 1 },
  'lowest-even': { kind: 'best', high: false, parity: 2 },
  'even-cards': { kind: 'all', high: false, parity: 2 },
  'odd-cards': { kind: 'all', high: false, parity: 1 },
  'all-except-lowest': { kind: 'except', high: false, parity: 0 },
  'all-except-highest': { kind: 'except', high: true, parity: 0 },
};

const qualifies = (parity: RuleShape['parity'], v: number): boolean =>
  parity === 0 || (parity === 2 ? v % 2 === 0 : v % 2 === 1);

/**
 * The winning gears under a round rule, as a bit per seat, given the jammed ones (a bit per seat).
 * - Highest/Lowest (any, even, odd): among non-jammed gears of the right parity, the best value;
 *   equal best values win together only when they do not jam (Well oiled, a day Dispatcher).
 * - Even/Odd cards: every non-jammed gear of that parity.
 * - All except the lowest/highest: gears at the extreme value always lose, jammed or not;
 *   every other non-jammed gear wins.
 */
export function winnerMask(rule: RoundRule, values: readonly number[], jammed: number): number {
  const { kind, high, parity } = SHAPES[rule];
  let out = 0;
  const n = values.length;
  if (kind === 'all') {
    for (let i = 0; i < n; i++) if (!((jammed >> i) & 1) && qualifies(parity, values[i] as number)) out |= 1 << i;
    return out;
  }
  if (kind === 'except') {
    let extreme = values[0] as number;
    for (let i = 1; i < n; i++) {
      const v = values[i] as number;
      if (high ? v > extreme : v < extreme) extreme = v;
    }
    for (let i = 0; i < n; i++) if (!((jammed >> i) & 1) && values[i] !== extreme) out |= 1 << i;
    return out;
  }
  let best = -1;
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    if ((jammed >> i) & 1 || !qualifies(parity, v)) continue;
    if (best === -1 || (high ? v > best : v < best)) best = v;
  }
  if (best === -1) return out;
  for (let i = 0; i < n; i++) if (!((jammed >> i) & 1) && values[i] === best) out |= 1 << i;
  return out;
}

/** Jams and winners in one call (values and greys indexed by seat). */
export function judge(
  rule: RoundRule,
  values: readonly number[],
  greys: readonly boolean[],
  mods: JamModifiers = NO_MODIFIERS,
): { jammed: boolean[]; winners: number[] } {
  const jammed = jamMask(values, flagsMask(greys), mods);
  return { jammed: values.map((_, i) => ((jammed >> i) & 1) === 1), winners: seatsOf(winnerMask(rule, values, jammed)) };
}

/**
 * The final ranking by score with the tie exclusion of the end of the game: seats sharing a
 * score are excluded like jammed gears; the best unique score wins; nobody wins if none is unique.
 * Ranking: unique scores best first (the order in which they would win), then tied groups best first.
 */
export function rankScores(scores: readonly number[]): { winners: number[]; ranking: number[][] } {
  const bySeat = scores.map((score, seat) => ({ score, seat }));
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  const unique: number[][] = [];
  const tied: number[][] = [];
  for (const score of distinct) {
    const group = bySeat.filter((e) => e.score === score).map((e) => e.seat);
    (group.length === 1 ? unique : tied).push(group);
  }
  const first = unique[0];
  return { winners: first ? [...first] : [], ranking: [...unique, ...tied] };
}
