import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_IDLE_MS, createKiosk } from '../../src/app/kiosk';
import { type KioskConfig, SHOWCASE_ROTATION } from '../../src/app/showcase';

const config: KioskConfig = { games: [...SHOWCASE_ROTATION], lang: null, speed: 'fast', sound: false, idleMs: KIOSK_IDLE_MS };

/** Just enough of a browser page for the kiosk: event targets, fullscreen, wake lock, classes. */
function fakePage() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as 'visible' | 'hidden',
    fullscreenElement: null as unknown,
    documentElement: { requestFullscreen: vi.fn(() => Promise.resolve()) },
    body: { classList: { toggle: vi.fn(), remove: vi.fn() } },
  });
  const released: (() => void)[] = [];
  const lockRequests = vi.fn(() =>
    Promise.resolve({ release: () => Promise.resolve(), addEventListener: (_type: string, fn: () => void) => released.push(fn) }),
  );
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('navigator', { wakeLock: { request: lockRequests } });
  const input = () => win.dispatchEvent(new Event('pointerdown'));
  /** What the browser does when the page is hidden: it drops the lock. */
  const dropLock = () => {
    for (const fn of released.splice(0)) fn();
  };
  return { win, doc, lockRequests, input, dropLock };
}

describe('kiosk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for fullscreen on the first input only, and for a wake lock', async () => {
    const page = fakePage();
    const kiosk = createKiosk({ onIdle: () => undefined, config });
    kiosk.enable();
    expect(page.lockRequests).toHaveBeenCalledTimes(1);
    page.input();
    page.input();
    expect(page.doc.documentElement.requestFullscreen).toHaveBeenCalledTimes(1);
    kiosk.disable();
  });

  it('re-requests the wake lock when the page becomes visible again', async () => {
    const page = fakePage();
    const kiosk = createKiosk({ onIdle: () => undefined, config });
    kiosk.enable();
    await vi.runAllTimersAsync();
    expect(page.lockRequests).toHaveBeenCalledTimes(1);
    page.doc.visibilityState = 'hidden';
    page.dropLock();
    page.doc.visibilityState = 'visible';
    page.doc.dispatchEvent(new Event('visibilitychange'));
    expect(page.lockRequests).toHaveBeenCalledTimes(2);
    kiosk.disable();
  });

  it('after 60 s without input, a visitor game returns to the showcase; any input restarts the wait', () => {
    const page = fakePage();
    const onIdle = vi.fn();
    const kiosk = createKiosk({ onIdle, config });
    kiosk.enable();
    kiosk.visitorPlaying();
    vi.advanceTimersByTime(KIOSK_IDLE_MS - 1000);
    page.input();
    vi.advanceTimersByTime(KIOSK_IDLE_MS - 1000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    kiosk.disable();
  });

  it('the showcase itself never times out, and the cursor hides only while it is shown', () => {
    const page = fakePage();
    const onIdle = vi.fn();
    const kiosk = createKiosk({ onIdle, config });
    kiosk.enable();
    kiosk.showcaseVisible(true);
    vi.advanceTimersByTime(KIOSK_IDLE_MS * 3);
    expect(onIdle).not.toHaveBeenCalled();
    expect(page.doc.body.classList.toggle).toHaveBeenLastCalledWith('kiosk-cursorless', true);
    kiosk.showcaseVisible(false);
    expect(page.doc.body.classList.toggle).toHaveBeenLastCalledWith('kiosk-cursorless', false);
    kiosk.disable();
  });
});
