// @vitest-environment happy-dom
// The kiosk's layer (views/kiosk/KioskLayer.tsx) rendered headless (tests/support/table.ts) instead
// of in Chromium (issue 44): the first start on a device asks for a venue code, and the corner
// gesture leads nowhere else before one exists; the code is kept as a salted hash only, and a new
// start asks nothing; the long press then the code opens the venue screen, whose "Leave the kiosk"
// goes to the menu without ?kiosk; a wrong code only closes the pad; three wrong codes shut the
// gesture, even after a reload. The gesture's timing, the gate and its lock-out are pinned in
// tests/views/kiosk.test.ts; here, that the layer shows and binds them.
import { h } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The service worker is the build's; between games there is no new version here.
vi.mock('../../src/app/pwa', () => ({ applyUpdateBetweenGames: () => false }));
import { KIOSK_IDLE_MS, createKiosk, kioskState } from '../../src/app/kiosk';
import { SHOWCASE_ROTATION } from '../../src/app/showcase';
import { route } from '../../src/app/navigation';
import type { AppServices } from '../../src/app/services';
import { leaveKiosk } from '../../src/app/showcaseRun';
import { codeFields, codeMatches } from '../../src/app/venue';
import { loadVenueAtStart, venueFileState } from '../../src/app/venueLoad';
import { parseSpan } from '../../src/model/openingHours';
import { HOLD_MS } from '../../src/views/kiosk/longPress';
import { KioskLayer } from '../../src/views/kiosk/KioskLayer';
import { appServicesForTest, renderScreen, tick, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/?kiosk=gears');
});
// Registered before the harness's: it runs after the layer is taken down (hooks after a test run last-in first).
afterEach(() => {
  kioskState.set({ active: false, visitor: false, resetAt: null });
  vi.useRealTimers();
});
const ui = useScreen();

/** The app's services with a running kiosk (its venue's leave as main.ts wires it). */
function kioskApp(codeHash: Partial<AppServices['settings']['kiosk']> = {}): AppServices {
  const kiosk = {
    active: true,
    visitor: false,
    config: { games: [...SHOWCASE_ROTATION], lang: null, speed: 'fast', sound: false, idleMs: KIOSK_IDLE_MS },
    configure: () => undefined,
    screenAwake: vi.fn(),
    disable: () => {
      kiosk.active = false;
      kioskState.set({ active: false, visitor: false, resetAt: null });
    },
  };
  const services = appServicesForTest({}, { kiosk: kiosk as unknown as AppServices['kiosk'] });
  services.leaveKiosk = () => void leaveKiosk(services);
  Object.assign(services.settings.kiosk, codeHash);
  kioskState.set({ active: true, visitor: false, resetAt: null });
  route.set({ name: 'table' } as never);
  return services;
}

const venue = () => document.body.dataset.venue;
const layer = async () => {
  delete document.body.dataset.venue;
  ui.screen = renderScreen(h(KioskLayer, {}));
  // Its effects (the gesture's watch, the first start's question) run after the first paint.
  await waitFor(() => venue() !== undefined, 'the layer');
  await tick();
};

/** The venue's gesture: the top left corner held for three seconds (the clock faked for the hold). */
async function longPressCorner(): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.dispatchEvent(Object.assign(new Event('pointerdown'), { clientX: 12, clientY: 12, pointerId: 1 }));
  vi.advanceTimersByTime(HOLD_MS + 100);
  window.dispatchEvent(Object.assign(new Event('pointerup'), { clientX: 12, clientY: 12, pointerId: 1 }));
  vi.useRealTimers();
  await tick();
}

const button = (name: string) => {
  const b = [...document.querySelectorAll<HTMLButtonElement>('button')].find((e) => e.textContent === name);
  if (!b) throw new Error(`no button ${name}; there are: ${[...document.querySelectorAll('button')].map((e) => e.textContent).join(' | ')}`);
  return b;
};
const fill = (label: string, value: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`no field ${label}`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
/** A code entered on the pad's digits, then OK. */
async function padCode(code: string): Promise<void> {
  await waitFor(() => venue() === 'pad', 'the pad');
  for (const d of code) {
    button(d).click();
    await tick();
  }
  button('OK').click();
}

describe('the kiosk layer, headless', () => {
  it('asks for a venue code at its first start on a device; set, it is kept as a salted hash only, and a new start asks nothing', async () => {
    const services = kioskApp();
    await layer();
    await waitFor(() => venue() === 'first', 'the question');
    expect(document.querySelector('[role=dialog] h2')?.textContent).toBe('Set the venue code');
    // The corner gesture leads nowhere else before a code exists.
    await longPressCorner();
    expect(venue()).toBe('first');
    fill('New venue code', '2468');
    await tick();
    fill('The new code again', '2468');
    await tick();
    button('Set the code').click();
    await waitFor(() => venue() === 'none', 'the dialog gone', 100_000);
    const kiosk = services.settings.kiosk;
    expect(kiosk.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(kiosk)).not.toContain('2468');
    expect(await codeMatches('2468', kiosk)).toBe(true);
    // Started again: the code is there, nothing is asked.
    ui.screen?.unmount();
    await layer();
    expect(venue()).toBe('none');
  });

  it('a long press on the corner then the code opens the venue screen, which leaves the kiosk for the menu; a wrong code keeps the kiosk', async () => {
    kioskApp(await codeFields('2468'));
    await layer();
    expect(venue()).toBe('none');
    // A wrong code: the pad closes, nothing is said, the kiosk goes on.
    await longPressCorner();
    await padCode('1357');
    await waitFor(() => venue() === 'none', 'the pad closed', 100_000);
    expect(document.querySelector('.venue')).toBeNull();
    expect(kioskState.get().active).toBe(true);
    // The right code: the venue screen, and out of the kiosk to the menu.
    await longPressCorner();
    await padCode('2468');
    await waitFor(() => venue() === 'venue', 'the venue screen', 100_000);
    button('Leave the kiosk').click();
    await waitFor(() => route.get().name === 'menu', 'the menu');
    expect(kioskState.get().active).toBe(false);
    expect(location.search).not.toContain('kiosk');
  });

  it('three wrong codes shut the gesture for a minute, and a reload does not open it again', async () => {
    kioskApp(await codeFields('2468'));
    await layer();
    for (let i = 0; i < 3; i++) {
      await longPressCorner();
      await padCode('1357');
      await waitFor(() => venue() === 'none', 'the pad closed', 100_000);
    }
    // A reload: a new layer (a new gate) on the same device.
    ui.screen?.unmount();
    await layer();
    await longPressCorner();
    // Time for the pad to show, were the gesture open (it shows within a few turns: see the test above).
    for (let i = 0; i < 20; i++) await tick();
    expect(venue()).toBe('none');
    expect(document.querySelector('.kiosk-pad')).toBeNull();
  });

  it('a visitor left alone is asked "Are you still playing?" with the seconds left; a touch on its button takes it away, and the game goes on', async () => {
    kioskApp(await codeFields('2468'));
    await layer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const onIdle = vi.fn();
    // The real kiosk (its input watch on the window), with a 6 s idle wait: it warns for its last half.
    const kiosk = createKiosk({ onIdle, config: { games: [...SHOWCASE_ROTATION], lang: null, speed: 'fast', sound: false, idleMs: 6000 } });
    kiosk.enable();
    kiosk.visitorPlaying();
    await vi.advanceTimersByTimeAsync(3500);
    const ask = () => document.querySelector<HTMLElement>('[role=alertdialog]');
    expect(ask()?.querySelector('h2')?.textContent).toBe('Are you still playing?');
    expect(ask()?.querySelector('.kiosk-idle-count')?.textContent).toMatch(/^Back to the showcase in [1-3] seconds?\.$/);
    // The visitor's touch on its button (any touch would do: the kiosk starts its wait again).
    const keep = [...(ask()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Keep playing');
    keep?.dispatchEvent(Object.assign(new Event('pointerdown', { bubbles: true }), { clientX: 500, clientY: 500, pointerId: 2 }));
    await vi.advanceTimersByTimeAsync(300);
    expect(ask()).toBeNull();
    await vi.advanceTimersByTimeAsync(2500);
    expect(onIdle).not.toHaveBeenCalled();
    kiosk.disable();
  });

  it('closed with the screen black: the black card, the show stopped and the screen let sleep; at opening the card goes, the screen is wanted awake and a new show starts', async () => {
    // Monday 17:59, open until 18:00 (Sunday's span runs past midnight), open again at 19:00.
    vi.useFakeTimers({ now: new Date(2026, 11, 7, 17, 59), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const services = kioskApp(await codeFields('2468'));
    const nextShowcase = vi.fn();
    services.nextShowcase = nextShowcase;
    Object.assign(services.settings.kiosk, { hours: { sun: parseSpan('20:00-18:00'), mon: parseSpan('19:00-23:00') }, closedLook: 'black' });
    const awake = (services.kiosk as unknown as { screenAwake: ReturnType<typeof vi.fn> }).screenAwake;
    ui.screen = renderScreen(h(KioskLayer, {}));
    await vi.advanceTimersByTimeAsync(1000);
    expect(document.querySelector('.kiosk-closed')).toBeNull();
    // 18:00: the black card, no table under it, the screen let sleep.
    await vi.advanceTimersByTimeAsync(61_000);
    expect(document.querySelector('.kiosk-closed--black')).not.toBeNull();
    expect(route.get().name).toBe('boot');
    expect(awake).toHaveBeenLastCalledWith(false);
    // 19:00: awake again, a new show.
    vi.setSystemTime(new Date(2026, 11, 7, 19, 0));
    await vi.advanceTimersByTimeAsync(31_000);
    expect(document.querySelector('.kiosk-closed')).toBeNull();
    expect(awake).toHaveBeenLastCalledWith(true);
    expect(nextShowcase).toHaveBeenCalledTimes(1);
  });

  it('a bad venue file (?venue=) is refused field by field: the venue screen names each field, and the settings stay', async () => {
    const services = kioskApp(await codeFields('2468'));
    const speed = services.settings.kiosk.speed;
    venueFileState.set(null);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ games: ['gears', 'chess'], speed: 'warp', hours: { mon: '9-5' } })));
    try {
      await loadVenueAtStart(services, '?kiosk=gears&lang=en&venue=/venue-test.json', location.origin);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(services.settings.kiosk.speed).toBe(speed);
    await layer();
    await longPressCorner();
    await padCode('2468');
    await waitFor(() => venue() === 'venue', 'the venue screen', 100_000);
    const alert = await waitFor(() => [...document.querySelectorAll('[role=alert]')].find((a) => a.textContent?.includes('games:')), 'the refusal');
    expect(alert.textContent).toContain('games: a game is not one of');
    expect(alert.textContent).toContain('speed: expected slow, normal, fast or instant.');
    expect(alert.textContent).toContain('hours.mon: expected hours such as');
    const select = [...document.querySelectorAll<HTMLLabelElement>('.venue label')].find((l) => l.textContent?.startsWith('Speed'))?.querySelector('select');
    expect(select?.value).toBe(speed);
  });
});
