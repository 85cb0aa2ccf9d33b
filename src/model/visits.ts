// Visitor counts of a kiosk, kept on the device only and never about a person: how many visits
// (a touch after the screen was left alone starts one), how long they lasted in all, the games
// and lessons started and finished, the take-overs; one row per game and per local hour.
import { GAME_IDS, type GameId } from '../engine/core/types';

export const VISIT_COUNTS = ['sessions', 'dwellSeconds', 'gamesStarted', 'gamesFinished', 'lessonsStarted', 'lessonsFinished', 'takeOvers'] as const;
export type VisitCount = (typeof VISIT_COUNTS)[number];

export interface VisitRow extends Record<VisitCount, number> {
  /** Local hour, "YYYY-MM-DD HH:00". */
  hour: string;
  game: GameId;
}

/** Rows older than this many days are dropped at the next write: the table stays small. */
export const VISIT_DAYS_KEPT = 90;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local hour a time falls in, as a row names it. */
export function hourOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:00`;
}

export function emptyVisitRow(hour: string, game: GameId): VisitRow {
  return { hour, game, sessions: 0, dwellSeconds: 0, gamesStarted: 0, gamesFinished: 0, lessonsStarted: 0, lessonsFinished: 0, takeOvers: 0 };
}

/** Adds to one count of the row for that hour and game; rows before `oldestHour` are dropped. Pure. */
export function addVisit(rows: readonly VisitRow[], hour: string, game: GameId, count: VisitCount, by: number, oldestHour = ''): VisitRow[] {
  const kept = rows.filter((r) => r.hour >= oldestHour);
  const at = kept.findIndex((r) => r.hour === hour && r.game === game);
  const row = at >= 0 ? { ...(kept[at] as VisitRow) } : emptyVisitRow(hour, game);
  row[count] += by;
  if (at >= 0) kept[at] = row;
  else kept.push(row);
  return kept.sort((a, b) => (a.hour === b.hour ? (a.game < b.game ? -1 : 1) : a.hour < b.hour ? -1 : 1));
}

/** Stored rows, a damaged one skipped. */
export function readVisitRows(stored: unknown): VisitRow[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (r): r is VisitRow =>
      typeof r === 'object' &&
      r !== null &&
      typeof r.hour === 'string' &&
      /^\d{4}-\d\d-\d\d \d\d:00$/.test(r.hour) &&
      GAME_IDS.includes(r.game) &&
      VISIT_COUNTS.every((k) => Number.isFinite(r[k]) && r[k] >= 0),
  );
}

/** Totals per game, for the venue screen. */
export function totalsByGame(rows: readonly VisitRow[]): VisitRow[] {
  let totals: VisitRow[] = [];
  for (const r of rows) for (const k of VISIT_COUNTS) if (r[k]) totals = addVisit(totals, '', r.game, k, r[k]);
  return totals;
}

/** The rows as CSV (RFC 4180, comma, CRLF), a header first. */
export function toCsv(rows: readonly VisitRow[]): string {
  const lines = [['hour', 'game', ...VISIT_COUNTS].join(',')];
  for (const r of rows) lines.push([r.hour, r.game, ...VISIT_COUNTS.map((k) => String(Math.round(r[k])))].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Visits per hour of the day (0-23), all days and games together: when the screen is busy. */
export function visitsByHourOfDay(rows: readonly VisitRow[]): number[] {
  const hours = new Array<number>(24).fill(0);
  for (const r of rows) {
    const h = Number(r.hour.slice(11, 13));
    hours[h] = (hours[h] as number) + r.sessions;
  }
  return hours;
}
