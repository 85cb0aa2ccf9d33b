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
 * Which gears jam. A value shown by two or more gears jams all of them — except that a single
 * grey gear tied only with non-grey gears ignores the jam (two greys with one value jam as usual).
 * Forced jams win over Well oiled and over the grey exception: they name a value, not a tie.
 */
export function jams(values: readonly number[], greys: readonly boolean[], mods: JamModifiers): boolean[] {
  const count = [0, 0, 0, 0, 0, 0];
  const greyCount = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    count[v] = (count[v] as number) + 1;
    if (greys[i]) greyCount[v] = (greyCount[v] as number) + 1;
  }
  const out: boolean[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    const bit = valueBit(v);
    if (mods.forced & bit) out.push(true);
    else if (mods.noJams || mods.exempt & bit || (count[v] as number) < 2) out.push(false);
    else out.push(!(greys[i] && greyCount[v] === 1));
  }
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
 * Indices of the winning gears under a round rule, given which gears jam.
 * - Highest/Lowest (any, even, odd): among non-jammed gears of the right parity, the best value;
 *   equal best values win together only when they do not jam (Well oiled, a day Dispatcher).
 * - Even/Odd cards: every non-jammed gear of that parity.
 * - All except the lowest/highest: gears at the extreme value always lose, jammed or not;
 *   every other non-jammed gear wins.
 */
export function winners(rule: RoundRule, values: readonly number[], jammed: readonly boolean[]): number[] {
  const { kind, high, parity } = SHAPES[rule];
  const out: number[] = [];
  const n = values.length;
  if (kind === 'all') {
    for (let i = 0; i < n; i++) if (!jammed[i] && qualifies(parity, values[i] as number)) out.push(i);
    return out;
  }
  if (kind === 'except') {
    let extreme = values[0] as number;
    for (let i = 1; i < n; i++) {
      const v = values[i] as number;
      if (high ? v > extreme : v < extreme) extreme = v;
    }
    for (let i = 0; i < n; i++) if (!jammed[i] && values[i] !== extreme) out.push(i);
    return out;
  }
  let best = -1;
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    if (jammed[i] || !qualifies(parity, v)) continue;
    if (best === -1 || (high ? v > best : v < best)) best = v;
  }
  if (best === -1) return out;
  for (let i = 0; i < n; i++) if (!jammed[i] && values[i] === best) out.push(i);
  return out;
}

/** Jams and winners in one call (values and greys indexed by seat). */
export function judge(
  rule: RoundRule,
  values: readonly number[],
  greys: readonly boolean[],
  mods: JamModifiers = NO_MODIFIERS,
): { jammed: boolean[]; winners: number[] } {
  const jammed = jams(values, greys, mods);
  return { jammed, winners: winners(rule, values, jammed) };
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
