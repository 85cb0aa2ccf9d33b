// Cold start from the cache: one online visit lets the service worker precache the app; then the
// context goes offline and a fresh page opens `/`. Time to the menu's first visible button,
// unthrottled and at 4× CPU throttling.
import { PHONE, contextFor, launchChromium, markdownTable, median, millis, withSpread } from './common';
import { THROTTLE } from './open';

/** The first frame in which the menu shows a button (body data scene=menu, a button with a box). */
const MENU_PROBE = `(() => {
  const probe = { button: null };
  window.__perfMenu = probe;
  let asked = false;
  const check = () => {
    if (asked || document.body.dataset.scene !== 'menu') return;
    if (![...document.querySelectorAll('button')].some((b) => b.getClientRects().length > 0)) return;
    asked = true;
    requestAnimationFrame(() => { probe.button = performance.now(); });
  };
  const watch = () => new MutationObserver(check).observe(document.body, { attributes: true, childList: true, subtree: true });
  if (document.body) watch(); else document.addEventListener('DOMContentLoaded', watch);
})();`;

/** Resolves once the service worker is active (its precache complete) and controls the page. */
const CONTROLLED = `navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ? true :
  new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true })))`;

async function coldStart(browser: Awaited<ReturnType<typeof launchChromium>>, base: string, rate: number): Promise<number> {
  const context = await browser.newContext(contextFor(PHONE));
  try {
    const online = await context.newPage();
    await online.goto(base);
    await online.evaluate(CONTROLLED);
    await online.close();
    await context.setOffline(true);
    await context.addInitScript({ content: MENU_PROBE });
    const page = await context.newPage();
    if (rate !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
    const response = await page.goto(base);
    if (!response?.fromServiceWorker()) throw new Error('The offline start was not served by the service worker.');
    await page.waitForFunction('window.__perfMenu.button !== null', null, { timeout: 60_000, polling: 100 });
    return (await page.evaluate('window.__perfMenu.button')) as number;
  } finally {
    await context.close();
  }
}

export async function offlinePart(base: string, runs: number): Promise<string> {
  const browser = await launchChromium();
  const times: Record<number, number[]> = { 1: [], [THROTTLE]: [] };
  try {
    for (let i = 0; i < runs; i++) {
      for (const rate of [1, THROTTLE]) times[rate]?.push(await coldStart(browser, base, rate));
    }
  } finally {
    await browser.close();
  }
  const cell = (xs: number[]) => withSpread(median(xs), xs, millis);
  const table = markdownTable(['start', 'unthrottled', `CPU ${THROTTLE}×`], [['offline, `/` to the first menu button', cell(times[1] ?? []), cell(times[THROTTLE] ?? [])]]);
  return `${table}\n\n${PHONE.name}; a fresh context per run (online visit, service worker in control, then offline); from navigation start to the first frame with a menu button; median of ${runs} (spread).`;
}
