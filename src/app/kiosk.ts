// Kiosk behaviour for a venue screen: fullscreen on the first input (browsers allow it only
// then), a screen wake lock re-requested whenever the page becomes visible again, a hidden
// cursor while the showcase runs, and a return to the showcase after a minute without input.
// It never shows a dialog: every failure (no wake lock, fullscreen refused) is silent.
import type { KioskControl } from './services';

export interface KioskOptions {
  /** Called after idleMs without input while a visitor game is open. */
  onIdle: () => void;
  /** Called on any input while active (the showcase offers "Play vs AI"). */
  onInput?: () => void;
  idleMs?: number;
}

interface WakeLockSentinelLike {
  release(): Promise<void>;
  addEventListener?(type: 'release', fn: () => void): void;
}

export interface Kiosk extends KioskControl {
  /** The showcase is on screen: hide the cursor. */
  showcaseVisible(on: boolean): void;
}

export const KIOSK_IDLE_MS = 60_000;

export function createKiosk(opts: KioskOptions): Kiosk {
  const idleMs = opts.idleMs ?? KIOSK_IDLE_MS;
  let active = false;
  let askedFullscreen = false;
  let visitor = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lock: WakeLockSentinelLike | null = null;

  const requestWakeLock = async () => {
    const wl = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } }).wakeLock;
    if (!wl || document.visibilityState !== 'visible' || lock) return;
    try {
      lock = await wl.request('screen');
      lock.addEventListener?.('release', () => {
        lock = null;
      });
    } catch {
      lock = null;
    }
  };

  const armIdle = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!active || !visitor) return;
    timer = setTimeout(() => {
      visitor = false;
      opts.onIdle();
    }, idleMs);
  };

  const onInput = () => {
    if (!active) return;
    if (!askedFullscreen && !document.fullscreenElement) {
      askedFullscreen = true;
      document.documentElement.requestFullscreen?.().catch(() => undefined);
    }
    void requestWakeLock();
    armIdle();
    opts.onInput?.();
  };

  const onVisibility = () => {
    if (active && document.visibilityState === 'visible') void requestWakeLock();
  };

  const events = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

  return {
    get active() {
      return active;
    },
    enable() {
      if (active) return;
      active = true;
      for (const e of events) window.addEventListener(e, onInput, { capture: true, passive: true });
      document.addEventListener('visibilitychange', onVisibility);
      void requestWakeLock();
    },
    disable() {
      active = false;
      visitor = false;
      for (const e of events) window.removeEventListener(e, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer) clearTimeout(timer);
      void lock?.release().catch(() => undefined);
      lock = null;
      document.body.classList.remove('kiosk-cursorless');
    },
    visitorPlaying() {
      visitor = true;
      armIdle();
    },
    showcaseVisible(on: boolean) {
      if (on) visitor = false;
      document.body.classList.toggle('kiosk-cursorless', on && active);
    },
  };
}
