// The kiosk showcase, as a mode of any table: a title card first (the bots wait), then bots play
// with full animation while captions say what happens (each kit's captions, published as each
// event's animation starts), then a results card, then the next game of the rotation. The words
// are HTML (views/kiosk). A game that stops moving (a stuck worker, a bug) is left for the next
// one rather than shown forever. Timers are the wall clock's: a card must stay its seconds.
import type { SessionSnapshot } from '../app/session';
import type { KioskSpeed } from '../app/showcase';
import type { GameEvent, GameId } from '../engine/core/types';
import type { GameCaptions } from './captions';
import type { ShowcaseFeed } from './showcaseFeed';

/** How long the title card and the results card stay up; short at instant (soak runs). */
const TITLE_MS: Record<KioskSpeed, number> = { slow: 9000, normal: 8000, fast: 7000, instant: 1500 };
const RESULTS_MS: Record<KioskSpeed, number> = { slow: 12_000, normal: 10_000, fast: 9000, instant: 4000 };
/** No event for this long while bots play: the game is stuck; the next one starts. */
const STALL_MS = 90_000;

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

  constructor(
    private readonly host: ShowcaseHost,
    private readonly game: GameId,
    private readonly captions: GameCaptions,
    /** The feed changed: the controller publishes it. */
    private readonly publish: (feed: ShowcaseFeed | null) => void,
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

  /** An event's animation starts: the caption says what it means. */
  event(e: GameEvent, s: SessionSnapshot): void {
    this.watch();
    let c: ReturnType<GameCaptions['event']> = null;
    try {
      c = this.captions.event(e, { setup: s.setup, view: s.view });
    } catch (err) {
      console.warn(`No caption for '${e.type}'.`, err);
    }
    if (!c) return;
    this.update({
      ...(c.headline ? { headline: c.headline } : {}),
      ...(c.line ? { line: c.line, seq: ++this.seq } : {}),
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
    if (this.cardTimer) clearTimeout(this.cardTimer);
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.cardTimer = null;
    this.stallTimer = null;
  }
}
