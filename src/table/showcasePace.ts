// The showcase's pace, as pure arithmetic: how long a caption must stay on screen to be read,
// which events are the moments a passer-by should see (held longer, the table waiting on them),
// and the caption pacer that the showcase runs on the wall clock and the estimate runs on a
// counted one. Dull stretches pass at the table's own pace: an ordinary line that comes while
// the caption before it is still being read waits, and only the newest one waiting is shown.
import type { GameEvent, GameId } from '../engine/core/types';
import { tableGame } from './games';

/** A short caption stays this long: time to notice it and read a few words. */
export const READ_MIN_MS = 2500;
/** Up to this many characters read within READ_MIN_MS. */
export const READ_FREE_CHARS = 30;
/** Each character over READ_FREE_CHARS adds this (a slow reader's pace, from a distance). */
export const READ_PER_CHAR_MS = 60;
/** However long, a caption gives way after this. */
export const READ_MAX_MS = 7000;
/** A held moment stays this much longer than its reading time, the table waiting on it. */
export const HELD_EXTRA_MS = 1500;

/** How long a caption of this text stays on screen at least. */
export function readMs(text: string): number {
  const chars = [...text].length;
  return Math.min(READ_MAX_MS, READ_MIN_MS + Math.max(0, chars - READ_FREE_CHARS) * READ_PER_CHAR_MS);
}

/** How long a held moment's caption stays, the table waiting. */
export const heldMs = (text: string): number => readMs(text) + HELD_EXTRA_MS;

/**
 * How much a caption line weighs: 'held', a moment that matters (the table waits on it longer);
 * 'line', worth reading (the table waits until the line before it has been read); 'dull', a
 * step of a dull stretch (the table goes on; the line shows if the caption before it has been
 * read, or replaces the one waiting to show).
 */
export type LineWeight = 'held' | 'line' | 'dull';

/**
 * The moments that matter, per game: Innovation's shared dogma, demand and achievement; a Gears
 * jam, a code entered and a round won; a Gear & Piston improvement and the finished car that ends
 * the game (each part built is a line worth reading); the end of any game. Each game's table
 * facts say its own (table/<game>/game.ts).
 */
export function isHeldMoment(game: GameId, e: GameEvent): boolean {
  return e.type === 'game-over' || e.type === 'game-end' || tableGame(game).pace.held(e);
}

/**
 * The lines worth reading whole per game (the table waits for the line before them to be read):
 * a round's rule, the gears revealed and a code sent; a round's first player and a part built
 * into a car. Innovation has none: its turns are many, only its held moments stop the table. The
 * rest are steps of a dull stretch.
 */
function isWorthReading(game: GameId, e: GameEvent): boolean {
  return tableGame(game).pace.worthReading(e);
}

export function lineWeight(game: GameId, e: GameEvent): LineWeight {
  return isHeldMoment(game, e) ? 'held' : isWorthReading(game, e) ? 'line' : 'dull';
}

/** What a line asks of the table: show it now, or when the caption before it has been read. */
export interface LinePlan {
  /** Wait this long before the event's animation starts (a held moment waits for the line before it). */
  before: number;
  /** When the line shows, on the pacer's clock (now, or later for a line that waits). */
  showAt: number;
  /** Wait this long after the event's animation (a held moment stays). */
  after: number;
}

/** One caption as it was on screen: its text and for how long (the estimate and the tests read them). */
export interface Shown {
  text: string;
  ms: number;
}

/**
 * The captions' clock. `line` says when a new line may show; the caller shows it then (at once,
 * or on a timer; a waiting line is replaced by a newer one). `shown` ends a caption's time.
 */
export class CaptionPacer {
  private current: { text: string; at: number; minMs: number } | null = null;
  private waiting: { text: string; at: number } | null = null;
  readonly history: Shown[] = [];

  /** A new line at `now`, of this weight. */
  line(text: string, weight: LineWeight, now: number): LinePlan {
    const free = this.current ? this.current.at + this.current.minMs : now;
    if (weight !== 'dull') {
      const at = Math.max(now, free);
      const ms = weight === 'held' ? heldMs(text) : readMs(text);
      this.waiting = null;
      this.show(text, at, ms);
      return { before: at - now, showAt: at, after: weight === 'held' ? ms : 0 };
    }
    if (free <= now) {
      this.waiting = null;
      this.show(text, now, readMs(text));
      return { before: 0, showAt: now, after: 0 };
    }
    this.waiting = { text, at: free };
    return { before: 0, showAt: free, after: 0 };
  }

  /** The waiting line's time has come (its timer): true if it is still the one to show. */
  due(text: string, now: number): boolean {
    if (this.waiting?.text !== text || this.waiting.at > now) return false;
    this.waiting = null;
    this.show(text, now, readMs(text));
    return true;
  }

  /** Shows a line at once, whatever was on screen (the table without a pacer). */
  force(text: string, now: number): void {
    this.waiting = null;
    this.show(text, now, 0);
  }

  /** The caption goes (the game ended, the card came): its time on screen is counted. */
  close(now: number): void {
    if (this.current) this.history.push({ text: this.current.text, ms: now - this.current.at });
    this.current = null;
    this.waiting = null;
  }

  private show(text: string, at: number, minMs: number): void {
    this.close(at);
    this.current = { text, at, minMs };
  }
}

/** One move of a game as the table gets it: its events, each with its caption line (if any). */
export interface PacedMove {
  events: { weight: LineWeight; line: string | null }[];
}

/** What the table's pace costs, per speed: a bot's thinking display and each event's animation. */
export interface TablePace {
  /** A bot move's minimum display delay. */
  botMs: number;
  /** One event's animation (the kit's step at the speed's scale). */
  stepMs: number;
}

export interface ShowSchedule {
  /** The game from its first move to its last caption, in ms (title and results cards apart). */
  totalMs: number;
  shown: Shown[];
  /** The median time a caption stayed on screen. */
  medianMs: number;
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/**
 * The showcase's schedule of a whole game on a counted clock, as the table runs it: each move
 * after its bot's delay, each event's animation, a held moment's wait before and after; waiting
 * lines show when their time comes unless a newer one took their place. `paced` false is the
 * table without the pacer (every line at once, nothing held: the showcase before it).
 */
export function scheduleGame(moves: readonly PacedMove[], pace: TablePace, paced = true): ShowSchedule {
  const pacer = new CaptionPacer();
  let now = 0;
  let waiting: { text: string; at: number } | null = null;
  const flush = (until: number) => {
    if (waiting && waiting.at <= until && pacer.due(waiting.text, waiting.at)) waiting = null;
  };
  let moveAt = -pace.botMs;
  for (const move of moves) {
    // A bot moves its delay after the one before, or once the table has caught up (its backlog).
    moveAt = Math.max(moveAt + pace.botMs, now);
    now = moveAt;
    for (const ev of move.events) {
      flush(now);
      if (ev.line === null) {
        now += pace.stepMs;
        continue;
      }
      if (!paced) {
        pacer.force(ev.line, now);
        now += pace.stepMs;
        continue;
      }
      const plan = pacer.line(ev.line, ev.weight, now);
      waiting = plan.showAt > now && ev.weight === 'dull' ? { text: ev.line, at: plan.showAt } : null;
      // The event's animation and a held moment's stay run together.
      now += plan.before + Math.max(pace.stepMs, plan.after);
    }
  }
  // The last line waiting shows; the last caption stays a reading time, then the results card.
  const last = waiting as { text: string; at: number } | null;
  const end = Math.max(now, last?.at ?? 0);
  flush(end);
  const totalMs = end + READ_MIN_MS;
  pacer.close(totalMs);
  return { totalMs, shown: pacer.history, medianMs: median(pacer.history.map((s) => s.ms)) };
}
