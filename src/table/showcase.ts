// The kiosk showcase, as a mode of any table: a title card first (the bots wait), then bots play
// with full animation while captions say what happens (each kit's captions, published as each
// event's animation starts), then a results card, then the next game of the rotation. The words
// are HTML (views/kiosk). A game that stops moving (a stuck worker, a bug) is left for the next
// one rather than shown forever. Timers are the wall clock's: a card must stay its seconds, and
// a caption its reading time (showcasePace: the table waits on lines worth reading and on the
// moments that matter; a dull line waits its turn and gives way to a newer one).
import type { SessionSnapshot } from '../app/table-session';
import type { KioskSpeed } from '../app/showcase';
import type { GameEvent, GameId } from '../engine/core/types';
import type { Caption, GameCaptions } from './captions';
import { plainText } from './rich';
import type { ShowcaseFeed } from './showcaseFeed';
import { CaptionPacer, type LineWeight, heldMs, lineWeight, readMs } from './showcasePace';

/** How long the title card and the results card stay up; short at instant (soak runs). */
const TITLE_MS: Record<KioskSpeed, number> = { slow: 9000, normal: 8000, fast: 7000, instant: 1500 };
const RESULTS_MS: Record<KioskSpeed, number> = { slow: 12_000, normal: 10_000, fast: 9000, instant: 4000 };
/** No event for this long while bots play: the game is stuck; the next one starts. */
const STALL_MS = 90_000;

/** An event's caption, worded when the event is queued (its text sets the table's backlog). */
export interface PlannedCaption {
  caption: Caption | null;
  text: string | null;
  weight: LineWeight;
  /** How long this caption may keep the table waiting (the bots wait that much longer). */
  estimateMs: number;
  /** Its line waits for the caption before it to have been read (set as its animation starts). */
  deferred?: boolean;
}

/** What the showcase needs of the app around it (the kiosk's rotation and settings). */
export interface ShowcaseHost {
  speed(): KioskSpeed;
  /** The game the rotation shows next, without advancing it. */
  peekGame(): GameId;
  /** Starts the next game of the rotation. */
  next(): void;
  /** The showcase is on screen (the cursor hides) or not. */
  visible(on: boolean): void;
}

/** Games the showcase started, finished and gave up on since the page loaded (the soak reads them). */
export const showcaseCounts = { started: 0, finished: 0, stalled: 0 };

export class Showcase {
  private cardTimer: ReturnType<typeof setTimeout> | null = null;
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;
  private ended = false;
  private feed: ShowcaseFeed | null = null;
  private readonly pacer = new CaptionPacer();
  /** A dull line waiting for the caption before it to be read. */
  private waitTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: ShowcaseHost,
    private readonly game: GameId,
    private readonly captions: GameCaptions,
    /** The feed changed: the controller publishes it. */
    private readonly publish: (feed: ShowcaseFeed | null) => void,
    /** The captions' clock (the wall clock; tests pass a fake). */
    private readonly now: () => number = Date.now,
  ) {
    host.visible(true);
  }

  speed(): KioskSpeed {
    return this.host.speed();
  }

  /** The title card, then the game: `start` lets the bots play. */
  begin(s: SessionSnapshot, start: () => void): void {
    showcaseCounts.started++;
    const cardMs = TITLE_MS[this.speed()];
    this.set({ phase: 'title', game: this.game, setup: s.setup, headline: this.captions.headline(s.view, s.setup), line: null, detail: null, seq: 0, outcome: null, next: this.host.peekGame(), cardMs });
    this.cardTimer = setTimeout(() => {
      this.update({ phase: 'play' });
      this.watch();
      start();
    }, cardMs);
  }

  /** An event is queued: its caption, worded now, and how long it may hold the table. */
  plan(e: GameEvent, s: SessionSnapshot): PlannedCaption {
    let caption: Caption | null = null;
    try {
      caption = this.captions.event(e, { setup: s.setup, view: s.view });
    } catch (err) {
      console.warn(`No caption for '${e.type}'.`, err);
    }
    const text = caption?.line ? plainText(caption.line) : null;
    const weight = lineWeight(this.game, e);
    const estimateMs = text === null || this.speed() === 'instant' ? 0 : weight === 'held' ? heldMs(text) : weight === 'line' ? readMs(text) : 0;
    return { caption, text, weight, estimateMs };
  }

  /**
   * The event's animation is about to start: how long the table waits first (a line worth reading
   * waits for the caption before it to have been read). The caption shows when the wait is over.
   */
  before(p: PlannedCaption): { before: number; after: number } {
    this.watch();
    if (p.text === null || this.speed() === 'instant') return { before: 0, after: 0 };
    const now = this.now();
    const plan = this.pacer.line(p.text, p.weight, now);
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.waitTimer = null;
    if (p.weight === 'dull' && plan.showAt > now) {
      p.deferred = true;
      // Shown when the caption before it has been read, unless a newer line came meanwhile.
      const text = p.text;
      const { headline, ...later } = p.caption as Caption;
      if (headline) this.update({ headline });
      const at = plan.showAt;
      this.waitTimer = setTimeout(() => {
        this.waitTimer = null;
        if (!this.ended && this.pacer.due(text, Math.max(at, this.now()))) this.show(later, false);
      }, at - now);
      return { before: 0, after: 0 };
    }
    return { before: plan.before, after: plan.after };
  }

  /** The event's animation starts: the caption says what it means (a waiting dull line, later). */
  event(p: PlannedCaption): void {
    this.watch();
    const c = p.caption;
    if (!c) return;
    if (p.deferred) return;
    this.show(c, p.weight === 'held');
  }

  private show(c: Caption, held: boolean): void {
    this.update({
      ...(c.headline ? { headline: c.headline } : {}),
      ...(c.line ? { line: c.line, seq: ++this.seq, held } : {}),
      ...(c.detail !== undefined ? { detail: c.detail } : {}),
    });
  }

  /**
   * A position is drawn: the headline says where that position stands (events may have said it a
   * moment earlier, never later); once the game's last move is shown, the results card, then the
   * next game.
   */
  shown(s: SessionSnapshot): void {
    if (this.ended) return;
    if (this.feed?.phase === 'play') this.update({ headline: this.captions.headline(s.view, s.setup) });
    if (!s.outcome) return;
    this.ended = true;
    this.pacer.close(this.now());
    showcaseCounts.finished++;
    this.stopTimers();
    const cardMs = RESULTS_MS[this.speed()];
    this.update({ phase: 'results', outcome: s.outcome, next: this.host.peekGame(), cardMs });
    this.cardTimer = setTimeout(() => this.host.next(), cardMs);
  }

  dispose(): void {
    this.host.visible(false);
    this.stopTimers();
    this.set(null);
  }

  private set(feed: ShowcaseFeed | null): void {
    this.feed = feed;
    this.publish(feed);
  }

  private update(patch: Partial<ShowcaseFeed>): void {
    if (this.feed) this.set({ ...this.feed, ...patch });
  }

  private watch(): void {
    if (this.stallTimer) clearTimeout(this.stallTimer);
    if (this.ended) return;
    this.stallTimer = setTimeout(() => {
      console.warn('The showcase game stopped moving; starting the next one.');
      showcaseCounts.stalled++;
      this.host.next();
    }, STALL_MS);
  }

  private stopTimers(): void {
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.waitTimer = null;
    if (this.cardTimer) clearTimeout(this.cardTimer);
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.cardTimer = null;
    this.stallTimer = null;
  }
}
