// Opening a table on a phone-sized page at 4× CPU throttling (CDP Emulation.setCPUThrottlingRate,
// set before the navigation): the longest main-thread task until the first decision is on
// screen, how many tasks passed 200 ms, and when the board and that decision appeared.
import { PHONE, contextFor, TABLES, WAITS_FOR_HUMAN, launchChromium, markdownTable, median, millis, pageLabel, withSpread } from './common';

export const THROTTLE = 4;

/**
 * Installed before the app: long tasks, and the first frame after each moment. "Words": the first
 * frame after the table set its first position in the body data (its header, decision and log
 * render with it). "Board drawn": the first frame after the board drew (its frame count, on the
 * test hook, is past 0). "Decision": the first frame once the table waits for the human with its
 * buttons up and its board open. The probe stays out of the app's tasks: the body data is watched
 * by attribute changes alone (no layout), the rest is looked for in a timer of its own (the
 * buttons' check reads layout), and the end is said on the console, so no Playwright script runs
 * in the page until it is over.
 */
const OPEN_DONE = '__perf_open_done';
const OPEN_PROBE = `(() => {
  const probe = { tasks: [], words: null, board: null, buttons: null };
  window.__perfOpen = probe;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  let words = false;
  const watchWords = () => {
    const observer = new MutationObserver(() => {
      const ds = document.body.dataset;
      if (words || ds.scene !== 'table' || ds.toAct === undefined) return;
      words = true;
      observer.disconnect();
      requestAnimationFrame(() => { probe.words = performance.now(); });
    });
    observer.observe(document.body, { attributes: true });
  };
  if (document.body) watchWords(); else document.addEventListener('DOMContentLoaded', watchWords);
  let board = false;
  const poll = () => {
    const hook = window.__boardwright;
    if (!board && hook && typeof hook.frames === 'function' && hook.frames() > 0) {
      board = true;
      requestAnimationFrame(() => { probe.board = performance.now(); });
    }
    if (!document.body || !(${WAITS_FOR_HUMAN})) return setTimeout(poll, 50);
    requestAnimationFrame(() => {
      probe.buttons = performance.now();
      // Long-task entries are delivered a little after the task ends.
      setTimeout(() => console.info('${OPEN_DONE}'), 500);
    });
  };
  setTimeout(poll, 50);
})();`;

interface OpenProbe {
  tasks: { start: number; duration: number }[];
  words: number | null;
  board: number | null;
  buttons: number | null;
}

interface OpenRun {
  longest: number;
  over200: number;
  words: number;
  board: number;
  buttons: number;
}

export async function openPart(base: string, runs: number): Promise<string> {
  const browser = await launchChromium();
  const rows: string[][] = [];
  try {
    for (const table of TABLES) {
      const all: OpenRun[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext(contextFor(PHONE));
        await context.addInitScript({ content: OPEN_PROBE });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
        const done = page.waitForEvent('console', { predicate: (m) => m.text() === OPEN_DONE, timeout: 180_000 });
        await page.goto(base + table.path);
        await done;
        const p = (await page.evaluate('window.__perfOpen')) as OpenProbe;
        await context.close();
        const until = p.buttons ?? Number.POSITIVE_INFINITY;
        const tasks = p.tasks.filter((t) => t.start < until);
        all.push({
          longest: Math.max(0, ...tasks.map((t) => t.duration)),
          over200: tasks.filter((t) => t.duration > 200).length,
          words: p.words ?? Number.NaN,
          board: p.board ?? Number.NaN,
          buttons: p.buttons ?? Number.NaN,
        });
      }
      const cell = (k: keyof OpenRun, show: (x: number) => string) => withSpread(median(all.map((r) => r[k])), all.map((r) => r[k]), show);
      rows.push([pageLabel(table), cell('longest', millis), cell('over200', String), cell('words', millis), cell('board', millis), cell('buttons', millis)]);
    }
  } finally {
    await browser.close();
  }
  const table = markdownTable(['table', 'longest task', 'tasks > 200 ms', 'words on screen', 'board drawn', 'first decision on screen'], rows);
  const legend = `${PHONE.name} (touch, device scale 3), CPU throttled ${THROTTLE}× (network not throttled), a fresh browser context per run; times from navigation start; median of ${runs} (spread). Tasks are those that started before the decision was on screen (PerformanceObserver longtask).`;
  return `${table}\n\n${legend}`;
}
