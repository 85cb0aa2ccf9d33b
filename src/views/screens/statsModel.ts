// The numbers behind the Stats screen, apart from its markup: rows grouped by game in the
// registry's order, levels from no bot to the hardest, and the scale of a chart's axis.
import type { GameId } from '../../engine/core/types';
import type { StatsLevel, StatsRow } from '../../app/stored';

export const LEVEL_ORDER: readonly StatsLevel[] = ['none', 'random', 'easy', 'normal', 'hard'];
/** The parts of a bar, in stacking order (wins first: the chart is about wins). */
export const RESULT_PARTS = ['won', 'tied', 'lost', 'watched'] as const;
export type ResultPart = (typeof RESULT_PARTS)[number];

export interface GameStats {
  game: GameId;
  rows: StatsRow[];
  played: number;
  withUndo: number;
}

/** One group per game that has a result, in `games` order; inside, levels from none to hard. */
export function groupByGame(rows: readonly StatsRow[], games: readonly GameId[]): GameStats[] {
  const out: GameStats[] = [];
  for (const game of games) {
    const mine = rows
      .filter((r) => r.game === game && r.played > 0)
      .sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level));
    if (mine.length === 0) continue;
    out.push({
      game,
      rows: mine,
      played: mine.reduce((n, r) => n + r.played, 0),
      withUndo: mine.reduce((n, r) => n + r.withUndo, 0),
    });
  }
  return out;
}

/**
 * Axis ticks from 0 to a round maximum at or above `max`: steps of 1, 2 or 5 times a power of
 * ten, at most `most` steps, so the labels never crowd a phone-wide chart.
 */
export function axisTicks(max: number, most = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let p = 1; ; p *= 10) {
    const s = [1, 2, 5].map((k) => k * p).find((c) => Math.ceil(top / c) <= most);
    if (s !== undefined) {
      step = s;
      break;
    }
  }
  const ticks: number[] = [];
  for (let v = 0; v < top + step; v += step) {
    ticks.push(v);
    if (v >= top) break;
  }
  return ticks;
}

/** Where each part of a row's bar starts and how long it is, in axis units. */
export function barParts(row: StatsRow): { part: ResultPart; from: number; count: number }[] {
  let at = 0;
  const parts: { part: ResultPart; from: number; count: number }[] = [];
  for (const part of RESULT_PARTS) {
    const count = row[part];
    if (count > 0) parts.push({ part, from: at, count });
    at += count;
  }
  return parts;
}
