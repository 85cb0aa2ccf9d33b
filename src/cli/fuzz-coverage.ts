// What a fuzz run exercised, and whether that is all it had to: the option sets a run plays
// (`--expansions echoes` keeps those with Echoes), the content it must have seen with
// `--require-coverage` (each card of the set in play executed — its dogma or its echo effect,
// coverage.ts — and each way of ending), and the report of both. The names are the engine's
// coverage names (game.coverage): 'dogma:ruler', 'end:score'.
import type { GameId } from '../engine/core/types';
import { CONTRACT_CONFIGS, type OptionSet } from './configs';
import type { CoverageGoal } from './kit';
import { CLI_KITS } from './kits';

export type { CoverageGoal };

/** The option sets a run cycles through: all of the game's, or those with the expansion asked for. */
export function fuzzConfigs(game: string, expansions?: string): readonly OptionSet[] {
  const all = CONTRACT_CONFIGS[game as GameId];
  if (expansions === undefined) return all;
  const some = all.filter((c) => c.expansions === expansions);
  if (some.length === 0) throw new Error(`${game} has no option set with --expansions ${expansions}`);
  return some;
}

/** What a run must show (the game's CLI kit's `coverage`); null for a game that records no coverage. */
export function coverageGoal(game: string, expansions?: string): CoverageGoal | null {
  return Object.hasOwn(CLI_KITS, game) ? (CLI_KITS[game as GameId].coverage?.(expansions) ?? null) : null;
}

/** Adds one game's coverage names to a tally (name -> games that showed it). */
export function tallyCoverage(tally: Record<string, number>, names: readonly string[]): void {
  for (const name of names) tally[name] = (tally[name] ?? 0) + 1;
}

/** Adds one tally to another. */
export function mergeCoverage(into: Record<string, number>, from: Record<string, number>): void {
  for (const [name, n] of Object.entries(from)) into[name] = (into[name] ?? 0) + n;
}

export interface CoverageReport {
  /** Lines for the console: cards executed (each with the games it ran in), end reasons seen. */
  lines: string[];
  /** Required names no game showed, in the required order. */
  missing: string[];
}

/** Joins `name n` items into lines of about `width` characters, indented. */
function wrap(items: string[], width = 100): string[] {
  const out: string[] = [];
  let line = '';
  for (const item of items) {
    if (line.length > 0 && line.length + item.length + 2 > width) {
      out.push(`  ${line},`);
      line = '';
    }
    line = line.length > 0 ? `${line}, ${item}` : item;
  }
  if (line.length > 0) out.push(`  ${line}`);
  return out;
}

/** The report of what a run covered of its goal (counts are games that showed each name). */
export function coverageReport(goal: CoverageGoal, covered: Readonly<Record<string, number>>): CoverageReport {
  const { required } = goal;
  const missing = required.filter((name) => !covered[name]);
  const cards = required.filter((name) => name.startsWith('dogma:'));
  const ends = [...required, ...goal.reportedOnly].filter((name) => name.startsWith('end:'));
  const seenCards = cards.filter((name) => covered[name]);
  // Fewest games first: the cards random play reaches least are the ones to look at.
  const byCount = seenCards.slice().sort((a, b) => (covered[a] as number) - (covered[b] as number) || a.localeCompare(b));
  const lines = [`cards executed (dogma or echo effect; games each): ${seenCards.length} of ${cards.length}`];
  lines.push(...wrap(byCount.map((name) => `${name.slice(6)} ${covered[name]}`)));
  const unseen = cards.filter((name) => !covered[name]);
  if (unseen.length > 0) lines.push(`cards never executed: ${unseen.map((name) => name.slice(6)).join(', ')}`);
  const endWords = ends.map((name) => `${name.slice(4)} ${covered[name] ?? 0}${goal.reportedOnly.includes(name) ? ' (not required)' : ''}`);
  lines.push(`end reasons (games): ${endWords.join(', ')}`);
  return { lines, missing };
}
