// The kiosk outside its opening hours: the show stops (its table closes, so nothing thinks or
// draws under the closed card) and starts afresh at opening time; the screen is kept awake by the
// Wake Lock while the show runs (asked again whenever the page is visible again), and let go while
// closed when the venue wants the screen black.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_IDLE_MS, createKiosk } from '../../src/app/kiosk';
import { route } from '../../src/app/navigation';
import type { AppServices } from '../../src/app/services';
import { type KioskConfig, SHOWCASE_ROTATION } from '../../src/app/showcase';
import { closeShow, openShow, startNextShowcase } from '../../src/app/showcaseRun';
import { type WeekHours, parseSpan } from '../../src/model/openingHours';

vi.mock('../../src/app/pwa', () => ({ applyUpdateBetweenGames: () => false }));

const config: KioskConfig = { games: [...SHOWCASE_ROTATION], lang: null, speed: 'fast', sound: false, idleMs: KIOSK_IDLE_MS };

/** A fake Wake Lock: who holds a lock now, and how often one was asked for. */
function fakeWakeLock() {
  const held = new Set<object>();
  const request = vi.fn(async () => {
    const listeners: (() => void)[] = [];
    const sentinel = {
      release: async () => {
        if (held.delete(sentinel)) for (const fn of listeners) fn();
      },
      addEventListener: (_type: string, fn: () => void) => listeners.push(fn),
    };
    held.add(sentinel);
    return sentinel;
  });
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as 'visible' | 'hidden',
    fullscreenElement: {},
    documentElement: { requestFullscreen: vi.fn(() => Promise.resolve()) },
    body: { classList: { toggle: vi.fn(), remove: vi.fn() } },
  });
  const win = new EventTarget();
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('navigator', { wakeLock: { request } });
  vi.stubGlobal('history', { state: null, pushState: vi.fn(), replaceState: vi.fn() });
  vi.stubGlobal('location', { search: '?kiosk', pathname: '/' });
  /** The browser drops the lock when the page is hidden. */
  const hide = async () => {
    doc.visibilityState = 'hidden';
    for (const s of [...held]) await (s as { release(): Promise<void> }).release();
  };
  const show = () => {
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { held, request, hide, show, touch: () => win.dispatchEvent(new Event('pointerdown')) };
}

const settle = () => vi.runAllTimersAsync();

describe('the screen stays awake while the show runs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds a lock from the start, asks again each time the page is visible again, and lets go when the kiosk ends', async () => {
    const wl = fakeWakeLock();
    const kiosk = createKiosk({ onIdle: () => undefined, config });
    kiosk.enable();
    await settle();
    expect(wl.held.size).toBe(1);
    for (let i = 0; i < 3; i++) {
      await wl.hide();
      expect(wl.held.size).toBe(0);
      wl.show();
      await settle();
      expect(wl.held.size).toBe(1);
    }
    expect(wl.request).toHaveBeenCalledTimes(4);
    kiosk.disable();
    await settle();
    expect(wl.held.size).toBe(0);
  });

  it('closed with the screen off: the lock is let go and not asked for again (not on a touch, not when visible again) until the screen is wanted awake', async () => {
    const wl = fakeWakeLock();
    const kiosk = createKiosk({ onIdle: () => undefined, config });
    kiosk.enable();
    await settle();
    kiosk.screenAwake(false);
    await settle();
    expect(wl.held.size).toBe(0);
    wl.touch();
    await wl.hide();
    wl.show();
    await settle();
    expect(wl.held.size).toBe(0);
    expect(wl.request).toHaveBeenCalledTimes(1);
    kiosk.screenAwake(true);
    await settle();
    expect(wl.held.size).toBe(1);
    // Left while closed and started again: awake until the hours say otherwise.
    kiosk.screenAwake(false);
    kiosk.disable();
    kiosk.enable();
    await settle();
    expect(wl.held.size).toBe(1);
    kiosk.disable();
  });
});

describe('closing time stops the show; opening time starts a new one', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const fakeApp = (closedLook: 'dim' | 'black') => {
    const kiosk = { enable: vi.fn(), screenAwake: vi.fn(), nextTurn: vi.fn(() => ({ game: 'gears', lang: 'en' })) };
    return {
      kiosk,
      settings: { lang: 'en', kiosk: { closedLook, hours: null as WeekHours | null } },
      newSession: vi.fn(),
      nextShowcase: vi.fn(),
    } as unknown as AppServices & { kiosk: typeof kiosk; newSession: ReturnType<typeof vi.fn>; nextShowcase: ReturnType<typeof vi.fn> } & {
      settings: { kiosk: { hours: WeekHours | null } };
    };
  };

  it('closing closes the table (no game runs under the card); a dimmed card keeps the screen awake, a black one lets it sleep', () => {
    for (const look of ['dim', 'black'] as const) {
      const app = fakeApp(look);
      route.set({ name: 'table', session: {} as never, showcase: true });
      closeShow(app);
      expect(route.get().name).toBe('boot');
      expect(app.kiosk.screenAwake).toHaveBeenLastCalledWith(look === 'dim');
    }
  });

  it('while closed, the next game (a visitor walked away after closing time, or the kiosk started at night) does not start', async () => {
    const app = fakeApp('black');
    // Monday 20:00, open 09:00-18:00: no table opens (and closes again) before the watch looks.
    app.settings.kiosk.hours = { mon: parseSpan('09:00-18:00') };
    const page = { loadedAt: new Date(2026, 11, 7, 19, 0).getTime(), now: () => new Date(2026, 11, 7, 20, 0).getTime(), reload: vi.fn() };
    await startNextShowcase(app, page);
    expect(app.newSession).not.toHaveBeenCalled();
    expect(app.kiosk.nextTurn).not.toHaveBeenCalled();
    expect(route.get().name).toBe('boot');
    expect(app.kiosk.screenAwake).toHaveBeenLastCalledWith(false);
  });

  it('opening asks for the screen awake and starts the show', () => {
    const app = fakeApp('black');
    openShow(app);
    expect(app.kiosk.screenAwake).toHaveBeenLastCalledWith(true);
    expect(app.nextShowcase).toHaveBeenCalledTimes(1);
  });
});
