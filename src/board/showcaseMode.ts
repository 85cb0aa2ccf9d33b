// The kiosk showcase, as a mode of any table scene: a title card first (the bots wait), then bots
// play with full animation while captions say what happens (ui/<game>/captions.ts, published as
// each event's animation starts), then a results card, then the next game of the rotation
// (app/showcaseRun.ts). The words are HTML (views/kiosk); a visitor's "Play vs AI" too. A game
// that stops moving (a stuck worker, a bug) is left for the next one rather than shown forever.
import Phaser from 'phaser';
import type { SessionSnapshot } from '../app/session';
import type { KioskSpeed } from '../app/showcase';
import type { GameEvent, GameId } from '../engine/core/types';
import { type PoolEntry, trimPool } from './canvasPool';
import { cacheStats } from './cardCache';
import type { GameCaptions } from '../table/captions';
import { gnpCaptions } from '../table/gear-and-piston/captions';
import { gearsCaptions } from '../table/gears/captions';
import { innovationCaptions } from '../table/innovation/captions';
import { showcaseFeed, updateFeed } from '../table/showcaseFeed';
import { services } from './services';

const CAPTIONS: Record<GameId, GameCaptions> = { gears: gearsCaptions, innovation: innovationCaptions, 'gear-and-piston': gnpCaptions };

/** How long the title card and the results card stay up; short at instant (soak runs). */
const TITLE_MS: Record<KioskSpeed, number> = { slow: 9000, normal: 8000, fast: 7000, instant: 1500 };
const RESULTS_MS: Record<KioskSpeed, number> = { slow: 12_000, normal: 10_000, fast: 9000, instant: 4000 };
/** No event for this long while bots play: the game is stuck; the next one starts. */
const STALL_MS = 90_000;

/** What the soak test and e2e tests read: games started and finished, textures alive. */
export interface KioskTestHook {
  started: number;
  finished: number;
  stalled: number;
  textures(): number;
  cachedCards(): number;
  /** What the showcase shows now: 'title', 'play', 'results' (null between them). */
  phase(): string | null;
  /** The game the showcase shows now (null between games). */
  game(): string | null;
}

declare global {
  interface Window {
    __boardwrightKiosk?: KioskTestHook;
  }
}

const counts = { started: 0, finished: 0, stalled: 0 };

/** Phaser's canvas pool is an array its functions share by reference (not in its types). */
function trimCanvasPool(): void {
  const pool = (Phaser.Display.Canvas.CanvasPool as unknown as { pool?: PoolEntry[] }).pool;
  if (Array.isArray(pool)) trimPool(pool);
}

/** What a table does differently while it runs the showcase. */
export class ShowcaseMode {
  // Wall-clock timers, not the scene's clock: Phaser's clock slows down with the frame rate (it
  // clamps each frame's step), and a card must stay its seconds and a stall be seen as one.
  private cardTimer: ReturnType<typeof setTimeout> | null = null;
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly captions: GameCaptions;
  private seq = 0;
  private ended = false;

  constructor(
    private readonly scene: Phaser.Scene,
    readonly game: GameId,
  ) {
    const app = services(scene);
    this.captions = CAPTIONS[game];
    app.kiosk.enable();
    app.kiosk.showcaseVisible(true);
    scene.events.once('shutdown', () => {
      app.kiosk.showcaseVisible(false);
      this.stopTimers();
      showcaseFeed.set(null);
      // After every other shutdown listener (the texts and cached cards go first).
      setTimeout(trimCanvasPool, 0);
    });
    window.__boardwrightKiosk = {
      ...counts,
      textures: () => scene.textures.getTextureKeys().length,
      cachedCards: () => cacheStats().textures,
      phase: () => showcaseFeed.get()?.phase ?? null,
      game: () => showcaseFeed.get()?.game ?? null,
    };
  }

  /** The venue's speed (fast unless it says otherwise). */
  speed(): KioskSpeed {
    return services(this.scene).kiosk.config.speed;
  }

  /** The title card, then the game: `start` lets the bots play. */
  begin(s: SessionSnapshot, start: () => void): void {
    this.count('started');
    const cardMs = TITLE_MS[this.speed()];
    showcaseFeed.set({
      phase: 'title',
      game: this.game,
      setup: s.setup,
      headline: this.captions.headline(s.view, s.setup),
      line: null,
      detail: null,
      seq: 0,
      outcome: null,
      next: services(this.scene).kiosk.peekGame(),
      cardMs,
    });
    this.cardTimer = setTimeout(() => {
      updateFeed({ phase: 'play' });
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
    updateFeed({
      ...(c.headline ? { headline: c.headline } : {}),
      ...(c.line ? { line: c.line, seq: ++this.seq } : {}),
      ...(c.detail !== undefined ? { detail: c.detail } : {}),
    });
  }

  /**
   * A position is drawn: the headline says where that position stands (events may have said it
   * a moment earlier, never later); once the game's last move is shown, the results card, then
   * the next game.
   */
  shown(s: SessionSnapshot): void {
    if (this.ended) return;
    if (showcaseFeed.get()?.phase === 'play') updateFeed({ headline: this.captions.headline(s.view, s.setup) });
    if (!s.outcome) return;
    this.ended = true;
    this.count('finished');
    this.stopTimers();
    const cardMs = RESULTS_MS[this.speed()];
    updateFeed({ phase: 'results', outcome: s.outcome, next: services(this.scene).kiosk.peekGame(), cardMs });
    this.cardTimer = setTimeout(() => services(this.scene).nextShowcase(), cardMs);
  }

  private watch(): void {
    if (this.stallTimer) clearTimeout(this.stallTimer);
    if (this.ended) return;
    this.stallTimer = setTimeout(() => {
      console.warn('The showcase game stopped moving; starting the next one.');
      this.count('stalled');
      services(this.scene).nextShowcase();
    }, STALL_MS);
  }

  private stopTimers(): void {
    if (this.cardTimer) clearTimeout(this.cardTimer);
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.cardTimer = null;
    this.stallTimer = null;
  }

  private count(what: keyof typeof counts): void {
    counts[what]++;
    if (window.__boardwrightKiosk) window.__boardwrightKiosk[what] = counts[what];
  }
}
