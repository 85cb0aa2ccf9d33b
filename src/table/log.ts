// The log's entries, built from one move at a time with the game kit's reader and grouping: one
// entry per event that has a line (nested where the line says so), under its turn or round, in
// the colour of the seat that acted; a move whose events say nothing is logged by its sentence.
import type { HistoryItem, SessionSnapshot } from '../app/table-session';
import type { GameEvent } from '../engine/core/types';
import type { LogKit, LogLine } from './kit';
import type { LogEntry } from './model';
import { type RichText, plainText } from './rich';

export type NewEntry = Omit<LogEntry, 'id'>;

const isLogLine = (x: string | RichText | LogLine): x is LogLine => typeof x === 'object' && !Array.isArray(x);
const rich = (x: string | RichText): RichText => (typeof x === 'string' ? (x ? [x] : []) : x);

/** The seat an event's entry is coloured for: who acted (by, player), else the seat it is about, else the mover. */
function seatOf(e: GameEvent, mover: number): number {
  for (const k of ['by', 'player', 'seat'] as const) if (typeof e[k] === 'number') return e[k] as number;
  return mover;
}

/**
 * One move's entries: one per event (null where the event has no line) and, when no event said
 * anything, the move's own sentence. `carried` is the group the log's last entry is under.
 */
export function moveEntries(
  log: LogKit,
  h: Pick<HistoryItem, 'events' | 'view' | 'line' | 'player'>,
  s: Pick<SessionSnapshot, 'setup' | 'viewer'>,
  carried: string | null,
): { perEvent: (NewEntry | null)[]; fallback: NewEntry | null; after: string } {
  const line = log.reader({ setup: s.setup, viewer: s.viewer, view: h.view });
  const { each, after } = log.groups(h.events, h.view, carried);
  const perEvent = h.events.map((e, i): NewEntry | null => {
    const got = line(e);
    if (got === null) return null;
    const { text, depth } = isLogLine(got) ? got : { text: got, depth: 0 };
    return { group: each[i] ?? after, seat: seatOf(e, h.player), text: rich(text), ...(depth > 0 ? { depth } : {}) };
  });
  const fallback = perEvent.every((x) => x === null) && h.line ? { group: after, seat: h.player, text: [h.line] } : null;
  return { perEvent, fallback, after };
}

/** The whole log of a game as one viewer may read it (a table opened, a hand-over, a language change). */
export function historyEntries(log: LogKit, history: readonly HistoryItem[], s: Pick<SessionSnapshot, 'setup' | 'viewer'>): { entries: NewEntry[]; carried: string | null } {
  const entries: NewEntry[] = [];
  let carried: string | null = null;
  for (const h of history) {
    const { perEvent, fallback, after } = moveEntries(log, h, s, carried);
    for (const e of perEvent) if (e) entries.push(e);
    if (fallback) entries.push(fallback);
    carried = after;
  }
  return { entries, carried };
}

/** An event's words as plain text (captions read them on their own, with a fresh reader). */
export function plainReader(log: LogKit, s: Pick<SessionSnapshot, 'setup' | 'viewer' | 'view'>): (e: GameEvent) => string | null {
  const line = log.reader(s);
  return (e) => {
    const got = line(e);
    if (got === null) return null;
    const text = isLogLine(got) ? got.text : got;
    return typeof text === 'string' ? text : plainText(text);
  };
}
