// The kiosk, left running: builds the app (into dist-soak/), serves it, opens the showcase in
// headless Chromium at instant speed and, every few minutes, prints what a venue screen would
// run out of after days: games played, the JS heap of the page and of the bot worker after a
// garbage collection, the renderer process's memory, the canvases alive and Phaser's textures
// (each the peak of samples taken every 30 s over the interval; the worker's is read on the next
// title card, between games, when no bot is thinking).
// At the end it judges growth after the first ten minutes (the warm-up) as scripts/soak-judge.ts
// says (the highest row of the last 20 minutes against the highest of the 20 after the warm-up)
// and fails past 10 %, on any console error, or when a game did not finish.
//
//   npm run soak -- --minutes 120 [--every 5] [--url http://host/] [--lang rotate] [--size 1920x1080]
//   npm run soak -- --minutes 240 --every 10   (issue 42: the second hour against the last one)
//   [--warmup 60] [--window 60]               (minutes left out first; the length of each judged window)
//   npm run soak -- --rows saved-soak.txt     (judges the rows of an earlier run's output again)
//
// Not part of `npm test`: it takes as long as it is told to.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CDPSession, chromium } from 'playwright-core';
import { FIGURES, judge, parseRows, type SoakRow } from './soak-judge';

const ROOT = join(import.meta.dirname, '..');
process.env.E2E_DIST ??= join(ROOT, 'dist-soak');
const { buildApp, startPreview } = await import('../tests/e2e/support/server');
const { CHROMIUM_FLAGS, chromiumPath } = await import('../tests/e2e/support/chromium');
const { passFirstStart } = await import('../tests/e2e/support/venue');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}

const MINUTES = Number(arg('minutes', '120'));
const EVERY_MIN = Number(arg('every', '5'));
/**
 * The warm-up left out of the verdict: ten minutes, or half of a shorter run; from three hours
 * on, the first hour (issue 42 judges the second hour against the last one). --warmup sets it.
 */
const warmupFor = (minutes: number) => Number(arg('warmup', String(minutes >= 180 ? 60 : Math.min(10, minutes / 2))));
const WARMUP_MIN = warmupFor(MINUTES);
const LANG = arg('lang', 'rotate');
const [WIDTH, HEIGHT] = arg('size', '1920x1080').split('x').map(Number) as [number, number];
const LIMIT = 0.1;
/** The length of the early and the late window the growth is judged on: an hour each from three hours on. --window sets it. */
const windowFor = (minutes: number) => Number(arg('window', String(minutes >= 180 ? 60 : 20)));
const WINDOW_MIN = windowFor(MINUTES);
const SAMPLE_MS = 30_000;

/**
 * Counts canvases alive in the page (created minus collected) and their pixels. A string, not a
 * function: the page gets it as written (no helpers a bundler might add).
 */
const CANVAS_PROBE = `(() => {
  const live = new Set();
  const registry = new FinalizationRegistry((ref) => live.delete(ref));
  const track = (c) => { const ref = new WeakRef(c); live.add(ref); registry.register(c, ref); return c; };
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function (tag, opts) {
    const el = create.call(this, tag, opts);
    return el instanceof HTMLCanvasElement ? track(el) : el;
  };
  if (typeof OffscreenCanvas !== 'undefined') {
    const Native = OffscreenCanvas;
    globalThis.OffscreenCanvas = class extends Native { constructor(w, h) { super(w, h); track(this); } };
  }
  window.__canvases = () => {
    let count = 0, pixels = 0;
    for (const ref of live) { const c = ref.deref(); if (c) { count++; pixels += c.width * c.height; } }
    return { count, pixels };
  };
})();`;

/** The larger of two readings; a figure not read (NaN: the worker's, between title cards) is skipped. */
function peakOf(x: number, y: number): number {
  return Number.isNaN(x) ? y : Number.isNaN(y) ? x : Math.max(x, y);
}

/** The larger of each figure (the row's minute and games from the later sample). */
function maxRow(a: SoakRow, b: SoakRow): SoakRow {
  const out = { ...b };
  for (const f of FIGURES) out[f] = peakOf(Number(a[f]), Number(b[f]));
  return out;
}

/** The bot worker's CDP session (through the page's auto-attach; a respawned worker re-attaches). */
function workerChannel(cdp: CDPSession) {
  let session: string | null = null;
  let nextId = 1;
  const waiting = new Map<number, (m: { result?: unknown }) => void>();
  cdp.on('Target.attachedToTarget', (e) => {
    if (e.targetInfo.type === 'worker') session = e.sessionId;
  });
  cdp.on('Target.detachedFromTarget', (e) => {
    if (e.sessionId === session) session = null;
  });
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const m = JSON.parse(e.message) as { id?: number; result?: unknown };
    if (m.id === undefined) return;
    waiting.get(m.id)?.(m);
    waiting.delete(m.id);
  });
  const send = (method: string) =>
    new Promise<{ result?: unknown }>((resolve) => {
      if (!session) return resolve({});
      const id = nextId++;
      waiting.set(id, resolve);
      setTimeout(() => {
        if (waiting.delete(id)) resolve({});
      }, 10_000);
      void cdp.send('Target.sendMessageToTarget', { sessionId: session, message: JSON.stringify({ id, method, params: {} }) }).catch(() => resolve({}));
    });
  return {
    attach: () => cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false }),
    async heapAfterGc(): Promise<number> {
      await send('HeapProfiler.collectGarbage');
      const usage = (await send('Runtime.getHeapUsage')).result as { usedSize?: number } | undefined;
      return usage?.usedSize ?? Number.NaN;
    },
  };
}

function rssMB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const pad = (v: string | number, n: number) => String(v).padStart(n);
const fmt = (r: SoakRow) =>
  [pad(r.min, 5), pad(r.games, 6), pad(r.mainMB.toFixed(1), 8), pad(r.workerMB.toFixed(1), 8), pad(r.rendererMB.toFixed(0), 9), pad(r.canvases, 9), pad(r.canvasMpx.toFixed(2), 8), pad(r.textures, 9), pad(r.cards, 6)].join(' |');
const HEADER = `${['  min', ' games', ' main MB', 'workr MB', 'render MB', ' canvases', '  canv Mpx', ' textures', ' cards'].join(' |')}`;

/** Prints the growth of each figure and says whether all stayed within the limit. */
function report(rows: SoakRow[], warmupMin: number, windowMin = WINDOW_MIN): boolean {
  const growth = judge(rows, warmupMin, windowMin, LIMIT);
  if (growth.length === 0) {
    console.log(`\ntoo few rows after minute ${warmupMin} to judge growth: run longer`);
    return false;
  }
  console.log(`\ngrowth after minute ${warmupMin}: highest row of the last window against the highest of the first after the warm-up (each at most ${windowMin} min and half the rows, no row in both) (limit ${LIMIT * 100} %; first row against last in brackets):`);
  for (const g of growth) {
    console.log(`  ${g.figure.padEnd(11)} ${g.early.toFixed(2)} -> ${g.late.toFixed(2)}  ${(g.growth * 100).toFixed(1)} %  (${(g.rowGrowth * 100).toFixed(1)} %)  ${g.ok ? 'ok' : 'TOO MUCH'}`);
  }
  return growth.every((g) => g.ok);
}

async function main(): Promise<void> {
  const saved = arg('rows', '');
  if (saved) {
    const rows = parseRows(readFileSync(saved, 'utf8'));
    const end = rows[rows.length - 1]?.min ?? 0;
    const ok = report(rows, warmupFor(end), windowFor(end));
    console.log(ok ? 'growth within the limit' : 'TOO MUCH growth');
    process.exit(ok ? 0 : 1);
  }
  let url = arg('url', '');
  let stop: (() => Promise<void>) | null = null;
  if (!url) {
    console.log('building into dist-soak/ ...');
    buildApp();
    const preview = await startPreview();
    url = preview.url;
    stop = preview.stop;
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  await context.addInitScript({ content: CANVAS_PROBE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('crash', () => errors.push('the page crashed'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const worker = workerChannel(cdp);
  await worker.attach();
  const browserCdp = await browser.newBrowserCDPSession();
  const target = `${url}?kiosk&speed=instant&lang=${LANG}`;
  console.log(`soak: ${target} at ${WIDTH}x${HEIGHT} for ${MINUTES} min, a row every ${EVERY_MIN} min`);
  await page.goto(target);
  await passFirstStart(page);

  const rendererPid = async (): Promise<number> => {
    const info = (await browserCdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number; cpuTime: number }[] };
    // The page's renderer is the one doing the work.
    const renderers = info.processInfo.filter((p) => p.type === 'renderer').sort((a, b) => b.cpuTime - a.cpuTime);
    return renderers[0]?.id ?? -1;
  };

  /**
   * The worker's heap after GC on a title card, when no bot is thinking: at any other moment the
   * figure is a search's working set (a tree, its sampled worlds), which depends on the game and the
   * position and says nothing of what the worker keeps. What it keeps from game to game is a leak.
   * Always the title card of the same game (the first one seen): the worker's compiled code and
   * caches differ with the game that ran just before, so only like compares with like. Polled
   * between samples (a title card lasts 1.5 s at instant speed); null when none is up.
   */
  let titleGame: string | null = null;
  let titleRead = -1;
  const workerAtTitle = async (): Promise<number | null> => {
    const at = await page.evaluate(() => {
      const k = window.__boardwrightKiosk;
      return k?.phase?.() === 'title' ? { game: k.game?.() ?? null, started: k.started } : null;
    });
    if (at?.game == null || at.started === titleRead) return null;
    if (titleGame === null) {
      titleGame = at.game;
      console.log(`  (the worker's heap is read at each title card of ${at.game})`);
    }
    if (at.game !== titleGame) return null;
    titleRead = at.started;
    return worker.heapAfterGc();
  };

  const sample = async (min: number, workerBytes: number): Promise<SoakRow> => {
    await cdp.send('HeapProfiler.collectGarbage');
    // Finalizers run after the collection: give them a moment before counting canvases.
    await page.waitForTimeout(500);
    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
    const inPage = await page.evaluate(() => {
      const k = window.__boardwrightKiosk;
      const c = (window as unknown as { __canvases?: () => { count: number; pixels: number } }).__canvases?.() ?? { count: -1, pixels: 0 };
      return { games: k?.finished ?? 0, started: k?.started ?? 0, stalled: k?.stalled ?? 0, textures: k?.textures() ?? -1, cards: k?.cachedCards() ?? -1, canvases: c.count, pixels: c.pixels };
    });
    return {
      min,
      games: inPage.games,
      mainMB: heap / 2 ** 20,
      workerMB: workerBytes / 2 ** 20,
      rendererMB: rssMB(await rendererPid()),
      canvases: inPage.canvases,
      canvasMpx: inPage.pixels / 1e6,
      textures: inPage.textures,
      cards: inPage.cards,
    };
  };

  // Each row holds the peaks of samples taken every SAMPLE_MS over its interval: one snapshot
  // would depend on which game happens to be on screen (Innovation holds more than Gears).
  const rows: SoakRow[] = [];
  console.log(HEADER);
  const started = Date.now();
  let peak: SoakRow | null = null;
  // Samples keep to the wall clock: a row is five real minutes, whatever a sample costs.
  let workerPeak = Number.NaN;
  for (let t = 0, next = 0; t <= MINUTES * 60_000; t += SAMPLE_MS) {
    while (Date.now() < started + t) {
      const w = await workerAtTitle();
      if (w !== null) workerPeak = peakOf(workerPeak, w);
      await page.waitForTimeout(Math.max(0, Math.min(100, started + t - Date.now())));
    }
    const s = await sample(Math.round(t / 60_000), workerPeak);
    workerPeak = Number.NaN;
    peak = peak ? maxRow(peak, s) : s;
    if (t >= next * 60_000) {
      rows.push(peak);
      console.log(fmt(peak));
      peak = null;
      next += EVERY_MIN;
    }
  }
  const counts = await page.evaluate(() => ({ started: window.__boardwrightKiosk?.started ?? 0, finished: window.__boardwrightKiosk?.finished ?? 0, stalled: window.__boardwrightKiosk?.stalled ?? 0 }));
  await browser.close();
  await stop?.();

  let ok = report(rows, WARMUP_MIN);
  // Every game started has finished, but the one on screen when the soak stopped.
  const unfinished = counts.started - counts.finished - 1;
  console.log(`games: ${counts.started} started, ${counts.finished} finished, ${counts.stalled} stalled; console errors: ${errors.length}`);
  for (const e of errors.slice(0, 20)) console.log(`  error: ${e}`);
  if (errors.length > 0 || counts.stalled > 0 || unfinished > 0) ok = false;
  console.log(ok ? 'SOAK PASSED' : 'SOAK FAILED');
  process.exit(ok ? 0 : 1);
}

await main();
