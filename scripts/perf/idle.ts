// A table left waiting for the human: over 10 s, the share of the page's main thread spent in
// tasks (CDP Performance.getMetrics TaskDuration, before and after) and the frames drawn (frames
// with a requestAnimationFrame callback, counted by a wrapper installed before the app: Phaser's
// loop steps through requestAnimationFrame, so a sleeping loop draws none). The menu is the
// reference row.
import type { Page } from 'playwright-core';
import { DESKTOP, PAGES, PHONE, WAITS_FOR_HUMAN, contextFor, launchChromium, markdownTable, median, pageLabel, withSpread } from './common';

const WINDOW_MS = 10_000;
/** The waiting state must hold, unchanged, this long before the window opens (the last tweens end). */
const SETTLE_MS = 2_000;

const FRAME_COUNTER = `(() => {
  const raf = window.requestAnimationFrame.bind(window);
  let last = -1;
  window.__perfFrames = 0;
  window.requestAnimationFrame = (cb) => raf((t) => {
    if (t !== last) { last = t; window.__perfFrames++; }
    cb(t);
  });
})();`;

const MENU_READY = `document.body.dataset.scene === 'menu' && document.body.dataset.menu === 'ready'`;
/** What identifies the position waited on: it must be the same after the window. */
const STATE = `[document.body.dataset.scene, document.body.dataset.turn, document.body.dataset.toAct].join('|')`;

async function state(page: Page, ready: string): Promise<string | null> {
  return (await page.evaluate(`(${ready}) ? ${STATE} : null`)) as string | null;
}

/** Waits until the page has been in one ready state for SETTLE_MS; returns that state. */
async function settle(page: Page, ready: string): Promise<string> {
  const deadline = Date.now() + 180_000;
  let seen: string | null = null;
  let since = Date.now();
  while (Date.now() < deadline) {
    const now = await state(page, ready);
    if (now !== null && now === seen) {
      if (Date.now() - since >= SETTLE_MS) return now;
    } else {
      seen = now;
      since = Date.now();
    }
    await page.waitForTimeout(200);
  }
  throw new Error(`${page.url()} never settled waiting for the human (last state ${seen}).`);
}

interface IdleRun {
  busy: number;
  frames: number;
  moved: boolean;
}

async function idleOnce(browser: Awaited<ReturnType<typeof launchChromium>>, url: string, screen: typeof PHONE, ready: string): Promise<IdleRun> {
  const context = await browser.newContext(contextFor(screen));
  try {
    await context.addInitScript({ content: FRAME_COUNTER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url);
    const waiting = await settle(page, ready);
    const metric = async () => {
      const m = (await cdp.send('Performance.getMetrics')).metrics;
      const get = (name: string) => m.find((x) => x.name === name)?.value ?? Number.NaN;
      return { task: get('TaskDuration'), at: get('Timestamp'), frames: (await page.evaluate('window.__perfFrames')) as number };
    };
    const before = await metric();
    await page.waitForTimeout(WINDOW_MS);
    const after = await metric();
    return { busy: (after.task - before.task) / (after.at - before.at), frames: after.frames - before.frames, moved: (await state(page, ready)) !== waiting };
  } finally {
    await context.close();
  }
}

export async function idlePart(base: string, runs: number): Promise<string> {
  const browser = await launchChromium();
  const screens = [PHONE, DESKTOP];
  const results = new Map<string, IdleRun[]>();
  try {
    for (let i = 0; i < runs; i++) {
      for (const screen of screens) {
        for (const page of PAGES) {
          const key = `${screen.name}\n${page.name}`;
          const run = await idleOnce(browser, base + page.path, screen, page.game ? WAITS_FOR_HUMAN : MENU_READY);
          results.set(key, [...(results.get(key) ?? []), run]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const rows: string[][] = [];
  for (const screen of screens) {
    for (const page of PAGES) {
      const all = results.get(`${screen.name}\n${page.name}`) ?? [];
      const busy = all.map((r) => r.busy);
      const frames = all.map((r) => r.frames);
      const moved = all.filter((r) => r.moved).length;
      rows.push([
        screen.name,
        pageLabel(page) + (moved ? ` (the position changed during ${moved} of ${all.length} windows)` : ''),
        withSpread(median(busy), busy, (x) => `${(x * 100).toFixed(2)} %`),
        withSpread(median(busy) * (WINDOW_MS / 1000), busy.map((x) => x * (WINDOW_MS / 1000)), (x) => `${x.toFixed(3)} s`),
        withSpread(median(frames), frames, (x) => String(Math.round(x))),
      ]);
    }
  }
  const table = markdownTable(['screen', 'page', 'main thread busy', `task time in ${WINDOW_MS / 1000} s`, `frames in ${WINDOW_MS / 1000} s`], rows);
  const legend = `Unthrottled. The window opens once the page has waited for the human, unchanged, for ${SETTLE_MS / 1000} s (tables: body data toAct holds the viewer, the test hook's busy() is false, a decision button is up; the menu: data-menu=ready). Busy: TaskDuration delta over the window's Timestamp delta (CDP Performance.getMetrics). Frames: frames with a requestAnimationFrame callback (a wrapper from an init script; no frame hook exists on window.__boardwright). Median of ${runs} (spread).`;
  return `${table}\n\n${legend}`;
}
