// Results per game and per bot level faced: totals kept up to date at each game over (one
// read-modify-write), so the Stats screen never scans a history.
import type { GameId } from '../engine/core/types';
import type { Backend } from './backend';
import { writeFailure } from './saves';
import type { GameResult, StatsLevel, StatsRow, WriteResult } from './types';

export interface StatsApi {
  recordResult(result: GameResult): Promise<WriteResult>;
  /** Rows for one game (or all), ordered by game then by level. */
  summary(game?: GameId): Promise<StatsRow[]>;
  reset(): Promise<void>;
}

const LEVEL_ORDER: StatsLevel[] = ['none', 'random', 'easy', 'normal', 'hard'];

export const statsKey = (game: GameId, level: StatsLevel): string => `${game}|${level}`;

export function emptyRow(game: GameId, level: StatsLevel): StatsRow {
  return {
    key: statsKey(game, level),
    game,
    level,
    played: 0,
    won: 0,
    lost: 0,
    tied: 0,
    watched: 0,
    withUndo: 0,
    withHints: 0,
    streak: 0,
    bestStreak: 0,
    bestRank: null,
    bestScore: null,
    lastPlayed: 0,
  };
}

/** Folds one result into a row. Pure, so the rules of a streak are testable on their own. */
export function addResult(row: StatsRow, r: GameResult): StatsRow {
  const next = { ...row, played: row.played + 1, lastPlayed: r.date, withUndo: row.withUndo + (r.undone ? 1 : 0), withHints: row.withHints + ((r.hints ?? 0) > 0 ? 1 : 0) };
  if (r.result === 'watched') {
    next.watched++;
    return next;
  }
  next[r.result]++;
  next.streak = r.result === 'won' ? row.streak + 1 : 0;
  next.bestStreak = Math.max(row.bestStreak, next.streak);
  next.bestRank = row.bestRank === null ? r.rank : Math.min(row.bestRank, r.rank);
  next.bestScore = row.bestScore === null ? r.score : Math.max(row.bestScore, r.score);
  return next;
}

/** A stored row, or null when it is damaged. Rows written before withUndo or withHints existed count 0. */
function readRow(x: unknown): StatsRow | null {
  if (typeof x !== 'object' || x === null) return null;
  const r = x as Record<string, unknown>;
  const ok =
    typeof r.key === 'string' &&
    typeof r.game === 'string' &&
    typeof r.level === 'string' &&
    ['played', 'won', 'lost', 'tied', 'watched', 'streak', 'bestStreak'].every((k) => typeof r[k] === 'number');
  if (!ok) return null;
  return {
    ...(r as unknown as StatsRow),
    withUndo: typeof r.withUndo === 'number' ? r.withUndo : 0,
    withHints: typeof r.withHints === 'number' ? r.withHints : 0,
  };
}

export function createStats(backend: Backend): StatsApi {
  return {
    async recordResult(r) {
      const level: StatsLevel = r.level ?? 'none';
      const key = statsKey(r.game, level);
      try {
        await backend.update('stats', key, (old) => addResult(readRow(old) ?? emptyRow(r.game, level), r));
        return { ok: true };
      } catch (e) {
        return writeFailure(e);
      }
    },
    async summary(game) {
      const rows: StatsRow[] = [];
      for (const [, value] of await backend.entries('stats')) {
        // A damaged row is skipped rather than breaking the screen; the next result rebuilds it.
        const row = readRow(value);
        if (row && (game === undefined || row.game === game)) rows.push(row);
      }
      return rows.sort((a, b) =>
        a.game === b.game ? LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level) : a.game < b.game ? -1 : 1,
      );
    },
    async reset() {
      for (const [key] of await backend.entries('stats')) await backend.delete('stats', key);
    },
  };
}
