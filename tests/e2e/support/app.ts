// Reading a canvas app from the outside: body data attributes, the live region, IndexedDB, and
// probes installed before any app script runs (long tasks, game-over transitions).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { GameId } from '../../../src/engine/core/types';
import { foundRecord } from '../../support/positions';

export interface Probe {
  longtasks: { start: number; duration: number }[];
  /**
   * Long animation frames with script attribution: `drawMs` is time in requestAnimationFrame
   * callbacks (drawing), `otherMs` the longest other script in the frame (event handlers,
   * timers, worker messages: where the session and the bot answers run).
   */
  frames: { start: number; duration: number; drawMs: number; otherMs: number; other: string }[];
  overs: number;
  /** performance.now() when body.dataset.scene was first set (the app is up). */
  firstScene: number | null;
}

declare global {
  interface Window {
    __e2e?: Probe;
  }
}

/** What the table scene exposes on window.__boardwright (all optional: read, never required). */
export interface TableHooks {
  snapshot?: () => { moveCount: number; toAct: number[]; viewer: number | null; view: unknown; legal: unknown[] };
}

/** The table's session snapshot through the scenes' test hook, or null when there is none. */
export function hookSnapshot(page: Page) {
  return page.evaluate(() => {
    const hooks = (window as unknown as { __boardwright?: TableHooks }).__boardwright;
    try {
      const s = hooks?.snapshot?.();
      return s ? JSON.parse(JSON.stringify(s)) : null;
    } catch {
      return null;
    }
  }) as Promise<ReturnType<NonNullable<TableHooks['snapshot']>> | null>;
}

/** Runs in every page before the app: long-task observer and a status transition counter. */
export async function installProbes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const probe: Probe = { longtasks: [], frames: [], overs: 0, firstScene: null };
    window.__e2e = probe;
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) probe.longtasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // No long-task support: the test reports that it saw none.
    }
    type Script = { duration: number; invokerType?: string; invoker?: string; sourceURL?: string };
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { scripts?: Script[] })[]) {
          let drawMs = 0;
          let otherMs = 0;
          let other = '';
          for (const sc of e.scripts ?? []) {
            if (sc.invoker === 'FrameRequestCallback') drawMs += sc.duration;
            else if (sc.duration > otherMs) {
              otherMs = sc.duration;
              other = `${sc.invokerType ?? ''} ${sc.invoker ?? ''} ${sc.sourceURL ?? ''}`.trim();
            }
          }
          probe.frames.push({ start: e.startTime, duration: e.duration, drawMs, otherMs, other });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    } catch {
      // No long-animation-frame support.
    }
    let last: string | undefined;
    const watch = () => {
      new MutationObserver(() => {
        const ds = document.body.dataset;
        if (probe.firstScene === null && ds.scene) probe.firstScene = performance.now();
        if (ds.status !== last) {
          if (ds.status === 'over') probe.overs++;
          last = ds.status;
        }
      }).observe(document.body, { attributes: true });
    };
    if (document.body) watch();
    else document.addEventListener('DOMContentLoaded', watch);
  });
}

/** Collects console errors and uncaught page errors (and fails on any dialog). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return errors;
}

export const bodyData = (page: Page) => page.evaluate(() => ({ ...document.body.dataset }));

export async function waitForData(page: Page, key: string, value: string | RegExp, timeout = 30_000): Promise<void> {
  const pattern = typeof value === 'string' ? `^${value}$` : value.source;
  await page.waitForFunction(
    ([k, p]) => new RegExp(p as string).test(document.body.dataset[k as string] ?? ''),
    [key, pattern],
    { timeout, polling: 100 },
  );
}

/** The entries of the table's log (the HTML list with role="log"). */
export const liveLog = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[role=log] .log-entry')].map((e) => e.textContent ?? ''));

/** Every record of one store of the app's database (read as the app would). */
export function readStore(page: Page, store: 'saves' | 'stats' | 'settings' | 'quarantine'): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const req = indexedDB.open('boardwright');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const get = db.transaction(name).objectStore(name).getAll();
          get.onsuccess = () => {
            db.close();
            resolve(get.result);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    store,
  );
}

export interface SavedGame {
  id: string;
  game: string;
  seed: number;
  moves: { player: number; move: unknown }[];
  meta: { status: string; turn: number; players: number; date: number };
}

/** Every game is its own save: the newest record is the game the autosave wrote last. */
export async function autosave(page: Page): Promise<SavedGame | null> {
  const saves = (await readStore(page, 'saves')) as SavedGame[];
  return saves.sort((a, b) => b.meta.date - a.meta.date)[0] ?? null;
}

/** Stores the app's settings record (what the Settings screen keeps), as if chosen before; the app reads it when it next starts. */
export function putSettings(page: Page, value: Record<string, unknown>): Promise<void> {
  return page.evaluate(async (v) => {
    const req = indexedDB.open('boardwright');
    await new Promise((resolve) => {
      req.onsuccess = resolve;
    });
    const db = req.result;
    const tx = db.transaction('settings', 'readwrite');
    tx.objectStore('settings').put({ key: 'settings', value: v });
    await new Promise((resolve) => {
      tx.oncomplete = resolve;
    });
    db.close();
  }, value);
}

/** Writes a record into the app's saves store (a set position, opened as a player would). */
export function putSave(page: Page, record: unknown): Promise<void> {
  return page.evaluate(
    (r) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('boardwright');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const tx = req.result.transaction('saves', 'readwrite');
          tx.objectStore('saves').put(r);
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    record,
  );
}

/**
 * A game found by seeded play (seat 0 human, seat 1 a random bot), written to its autosave slot
 * and opened with the menu's Continue (`continueName`: that button in the page's language),
 * pressed by `press` (a click; a phone taps).
 */
export async function continueFound(page: Page, url: string, game: string, found: { seed: number; moves: unknown[] }, continueName: string, press: (button: Locator) => Promise<void> = (b) => b.click()): Promise<void> {
  await page.goto(url);
  await waitForData(page, 'scene', 'menu');
  await putSave(page, foundRecord(game as GameId, found));
  await page.reload();
  await waitForData(page, 'menu', 'ready');
  await press(page.getByRole('button', { name: continueName, exact: true }));
  await waitForData(page, 'scene', 'table');
}

/**
 * Waits until seat 0 owes a decision with its buttons shown (the table not busy animating);
 * returns the move count then. `detail` adds to the error when it never comes.
 */
export async function seatZeroDecision(page: Page, minMoves = 0, ms = 60_000, detail?: () => Promise<string>): Promise<number> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const s = await hookSnapshot(page);
    if (s && s.viewer === 0 && s.toAct.includes(0) && s.legal.length > 0 && s.moveCount >= minMoves) {
      const ready = await page.evaluate(() => !(window.__boardwright as { busy(): boolean } | undefined)?.busy() && document.querySelectorAll('.decision .actions button').length > 0);
      if (ready) return s.moveCount;
    }
    await page.waitForTimeout(100);
  }
  const s = await hookSnapshot(page);
  const status = await page.evaluate(() => document.body.dataset.status);
  throw new Error(`Seat 0 never got a decision (status ${status}, ${s?.moveCount} moves, to act ${s?.toAct}${detail ? `, ${await detail()}` : ''}).`);
}

/** Plays seat 0's decisions through the hook (move number mod the legal count: a careless player) until the game is over. */
export async function playToTheEnd(page: Page, ms = 240_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const state = await page.evaluate(() => {
      const h = window.__boardwright;
      const s = h?.snapshot();
      if (!h || !s) return 'waiting';
      if (s.outcome) return 'over';
      if (s.viewer === 0 && s.toAct.includes(0) && s.legal.length > 0) {
        h.play(s.moveCount % s.legal.length);
        return 'played';
      }
      return 'waiting';
    });
    if (state === 'over') return;
    if (state === 'waiting') await page.waitForTimeout(20);
  }
  throw new Error('The game did not end in time.');
}
