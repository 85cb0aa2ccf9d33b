// Kiosk behaviour for a venue screen: fullscreen asked on input (browsers allow it only then, so
// after a visitor left it the next touch brings it back), a screen wake lock re-requested
// whenever the page becomes visible again, a hidden cursor while the showcase runs, the back
// button and the long-press menu kept from leaving, and a return to the showcase after a while
// without input in a visitor's game, its last seconds announced ("Are you still playing?", a
// countdown that any touch takes away). It never shows a dialog for a failure: they are silent.
import type { GameId, Lang } from '../engine/core/types';
import { createStore } from '../model/store';
import type { KioskControl } from './services';
import { type KioskConfig, showcaseTurn } from './showcase';

export { KIOSK_IDLE_MS } from './showcase';

export interface KioskOptions {
  /** Called after config.idleMs without input while a visitor's game is open. */
  onIdle: () => void;
  /** Called on any input while active. */
  onInput?: () => void;
  config: KioskConfig;
}

interface WakeLockSentinelLike {
  release(): Promise<void>;
  addEventListener?(type: 'release', fn: () => void): void;
}

export type Kiosk = KioskControl;

/**
 * What the HTML needs to know of the kiosk (the venue gesture listens only while active); `resetAt`:
 * a visitor's game is about to be given up at that time (Date.now), "Are you still playing?".
 */
export const kioskState = createStore<{ active: boolean; visitor: boolean; resetAt: number | null }>({ active: false, visitor: false, resetAt: null });

/** The warning before a visitor's game is given up: its last 15 s, or half of a shorter wait. */
export const idleWarningMs = (idleMs: number): number => Math.min(15_000, Math.floor(idleMs / 2));

/** A refused fullscreen request is not retried more often than this. */
const FULLSCREEN_RETRY_MS = 2000;

export function createKiosk(opts: KioskOptions): Kiosk {
  const config: KioskConfig = { ...opts.config, games: [...opts.config.games] };
  let active = false;
  let visitor = false;
  let lastFullscreenAsk = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let warnTimer: ReturnType<typeof setTimeout> | null = null;
  let resetAt: number | null = null;
  let lock: WakeLockSentinelLike | null = null;
  /** Off while the venue is closed and wants the screen off: the display may then sleep. */
  let keepAwake = true;
  let turns = 0;

  const publish = () => kioskState.set({ active, visitor, resetAt });

  const requestWakeLock = async () => {
    const wl = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } }).wakeLock;
    if (!wl || document.visibilityState !== 'visible' || lock || !keepAwake) return;
    try {
      const got = await wl.request('screen');
      // The screen may have been let go while the request was under way.
      if (!keepAwake || !active) {
        void got.release().catch(() => undefined);
        return;
      }
      lock = got;
      got.addEventListener?.('release', () => {
        if (lock === got) lock = null;
      });
    } catch {
      lock = null;
    }
  };

  const stopIdle = () => {
    if (timer) clearTimeout(timer);
    if (warnTimer) clearTimeout(warnTimer);
    timer = null;
    warnTimer = null;
    if (resetAt !== null) {
      resetAt = null;
      publish();
    }
  };

  // Any input starts the wait again (and so takes the warning away).
  const armIdle = () => {
    stopIdle();
    if (!active || !visitor) return;
    const warnMs = idleWarningMs(config.idleMs);
    warnTimer = setTimeout(() => {
      warnTimer = null;
      resetAt = Date.now() + warnMs;
      publish();
    }, config.idleMs - warnMs);
    timer = setTimeout(() => {
      timer = null;
      visitor = false;
      resetAt = null;
      publish();
      opts.onIdle();
    }, config.idleMs);
  };

  const askFullscreen = () => {
    if (document.fullscreenElement) return;
    const now = Date.now();
    if (now - lastFullscreenAsk < FULLSCREEN_RETRY_MS) return;
    lastFullscreenAsk = now;
    document.documentElement.requestFullscreen?.().catch(() => undefined);
  };

  const onInput = () => {
    if (!active) return;
    askFullscreen();
    void requestWakeLock();
    armIdle();
    opts.onInput?.();
  };

  const onVisibility = () => {
    if (active && document.visibilityState === 'visible') void requestWakeLock();
  };

  // The back button stays in the kiosk: each press is answered by a new history entry.
  const onPopState = () => {
    if (active) history.pushState({ kiosk: true }, '');
  };
  // No long-press menu on touch screens (save image, select text...).
  const onContextMenu = (e: Event) => e.preventDefault();

  const events = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

  return {
    get active() {
      return active;
    },
    get visitor() {
      return visitor;
    },
    get config() {
      return config;
    },
    enable() {
      if (active) return;
      active = true;
      // A kiosk left while closed and started again: awake until its hours say otherwise.
      keepAwake = true;
      for (const e of events) window.addEventListener(e, onInput, { capture: true, passive: true });
      window.addEventListener('contextmenu', onContextMenu, { capture: true });
      document.addEventListener('visibilitychange', onVisibility);
      if (typeof history !== 'undefined' && typeof location !== 'undefined') {
        // A reload (a new version, a crash) comes back to the kiosk, whichever way it was opened.
        if (!new URLSearchParams(location.search).has('kiosk')) history.replaceState(history.state, '', `${location.pathname}?kiosk`);
        history.pushState({ kiosk: true }, '');
        window.addEventListener('popstate', onPopState);
      }
      void requestWakeLock();
      publish();
    },
    disable() {
      active = false;
      visitor = false;
      for (const e of events) window.removeEventListener(e, onInput, { capture: true });
      window.removeEventListener('contextmenu', onContextMenu, { capture: true });
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('visibilitychange', onVisibility);
      stopIdle();
      void lock?.release().catch(() => undefined);
      lock = null;
      document.body.classList.remove('kiosk-cursorless');
      publish();
    },
    visitorPlaying() {
      visitor = true;
      publish();
      armIdle();
    },
    showcaseVisible(on: boolean) {
      if (on && visitor) {
        visitor = false;
        publish();
        armIdle();
      }
      document.body.classList.toggle('kiosk-cursorless', on && active);
    },
    screenAwake(on: boolean) {
      keepAwake = on;
      if (on && active) void requestWakeLock();
      if (!on) {
        void lock?.release().catch(() => undefined);
        lock = null;
      }
    },
    configure(patch) {
      Object.assign(config, patch);
    },
    nextTurn(appLang: Lang) {
      return showcaseTurn(config, turns++, appLang);
    },
    peekGame(): GameId {
      return showcaseTurn(config, turns, 'en').game;
    },
  };
}
