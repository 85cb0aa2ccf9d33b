// The production build: its precache total and the budget that fails it; the menu loads none of
// the table's code, and a table first opened offline loads it from the service worker's cache.
// The tables (bots to the end, a human move, long tasks, undo, hot seat, replay, screenshots) are
// in table.e2e.ts; the kiosk in kiosk.e2e.ts; the menu screens, Continue, Stats, Rules and the
// offline start in screens.e2e.ts.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForData } from './support/app';
import { launchBrowser } from './support/chromium';
import { ROOT, buildWithBudget, startPreview } from './support/server';
import { appSuite } from './support/suite';

const metrics: Record<string, unknown> = {};
const app = appSuite({ closePages: true });

/** The build's JS files a page loaded, by name without the hash (e.g. 'table'), and when each was asked for. */
const scripts = (page: Page): Promise<{ name: string; at: number }[]> =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').flatMap((e) => {
      const name = /\/assets\/([^/]+?)-[\w-]{8}\.js$/.exec(new URL(e.name).pathname)?.[1];
      return name === undefined ? [] : [{ name, at: e.startTime }];
    }),
  );
const scriptNames = async (page: Page): Promise<string[]> => (await scripts(page)).map((s) => s.name);

/**
 * The chunks only a table needs: its first screen (table), what it shares with the other screens
 * (screens), the rules engines and the board (host).
 */
const TABLE_CHUNKS = ['table', 'screens', 'engines', 'host'];
/** Phaser's parts, named by the parts of board/load.ts that load them (vite.config.ts). */
const isPhaser = (name: string) => name.startsWith('phaser');

beforeAll(() => {
  const log = inject('buildLog');
  const precache = /precache: .*/.exec(log)?.[0];
  metrics.precache = precache ?? 'not printed';
  console.log(precache);
});

afterAll(() => {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  // The other e2e files add their figures to the same file: keep what is there.
  const file = join(ROOT, 'test-results', 'e2e-metrics.json');
  const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...before, ...metrics }, null, 2)}\n`);
  console.log('e2e metrics', metrics);
});

describe('the build', () => {
  it('prints the precache total and fails past the budget', () => {
    expect(String(metrics.precache)).toMatch(/precache: \d+ files, [\d.]+ MiB \(budget 2\.00 MiB\)/);
    const out = mkdtempSync(join(tmpdir(), 'bw-budget-'));
    try {
      const r = buildWithBudget(50_000, out);
      expect(r.status).not.toBe(0);
      expect(r.log).toContain('Precache budget exceeded');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('code split at the table', () => {
  it('the menu loads no table code; a table first opened offline loads it from the cache and plays', async () => {
    const { page, errors } = await app.newPage({ width: 390, height: 844 });
    await page.goto(app.server.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await waitForData(page, 'menu', 'ready');
    const menuScripts = await scriptNames(page);
    expect(menuScripts).toContain('index');
    expect(menuScripts.filter((n) => TABLE_CHUNKS.includes(n) || isPhaser(n))).toEqual([]);
    await app.server.stop();
    try {
      // A fresh page with the server gone: everything comes from the service worker.
      const offline = await app.newPage({ width: 390, height: 844 });
      const served: Response[] = [];
      offline.page.on('response', (r) => {
        if (r.url().endsWith('.js')) served.push(r);
      });
      await offline.page.goto(app.server.url);
      await waitForData(offline.page, 'menu', 'ready');
      await offline.page.getByRole('button', { name: 'Play Gears', exact: true }).click();
      await waitForData(offline.page, 'scene', 'setup');
      await offline.page.getByRole('button', { name: 'Start', exact: true }).click();
      await waitForData(offline.page, 'status', 'playing');
      // The board is up once it has drawn a frame (its code loaded, Phaser booted).
      await offline.page.waitForFunction(() => Number((window.__boardwright?.frames as (() => number) | undefined)?.() ?? 0) > 0, undefined, { timeout: 30_000 });
      const tableScripts = await scriptNames(offline.page);
      for (const chunk of TABLE_CHUNKS) expect(tableScripts).toContain(chunk);
      expect(tableScripts.filter(isPhaser).length).toBeGreaterThanOrEqual(3);
      expect(served.length).toBeGreaterThan(0);
      expect(served.filter((r) => !r.fromServiceWorker() || !r.ok()).map((r) => r.url())).toEqual([]);
      // The service worker's update check finds no server: that is the only error allowed.
      expect(offline.errors.filter((e) => !/ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
    } finally {
      app.server = await startPreview(app.server.port);
    }
    expect(errors).toEqual([]);
  });

  // After the menu's test: this page's game is saved, and a menu with a save reads it with the engines.
  it("a table's URL shows its prompt after a few files, and fetches the board's code only once the prompt is painted", async () => {
    const { page, errors } = await app.newPage({ width: 390, height: 844 });
    // When the decision's words first appear (the table's largest paint on a phone).
    await page.addInitScript(() => {
      new MutationObserver((_, o) => {
        if (!document.querySelector('.decision .prompt')?.textContent) return;
        (window as unknown as { promptAt: number }).promptAt = performance.now();
        o.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${app.server.url}?game=innovation&players=2&bots=human,normal&seed=11`);
    await page.waitForFunction(() => Number((window.__boardwright?.frames as (() => number) | undefined)?.() ?? 0) > 0, undefined, { timeout: 30_000 });
    const promptAt = await page.evaluate(() => (window as unknown as { promptAt: number }).promptAt);
    const fetched = (await scripts(page)).map((f) => ({ name: f.name, before: f.at < promptAt }));
    const before = fetched.filter((f) => f.before).map((f) => f.name);
    metrics.scriptsBeforePrompt = before;
    // The entry, its English words and what it shares with the worker, the table, what the table
    // shares with the other screens, the engines and the bundler's runtime: ~26 files before the grouping.
    expect(before.length).toBeLessThanOrEqual(8);
    expect(before).toEqual(expect.arrayContaining(['index', 'table', 'screens', 'engines']));
    expect(before.filter((n) => n === 'host' || isPhaser(n))).toEqual([]);
    expect(fetched.filter((f) => !f.before && f.name === 'host')).toHaveLength(1);
    // The prompt's terms read as words (their style came with the table, not with a dialog's code).
    const term = await page.locator('.decision .term-link').first().evaluate((el) => {
      const s = getComputedStyle(el);
      return { padding: s.paddingTop, border: s.borderTopWidth, underline: s.textDecorationStyle };
    });
    expect(term).toEqual({ padding: '0px', border: '0px', underline: 'dotted' });
    expect(errors).toEqual([]);
  });

  it("a table's URL asks for the table's first files with the page, before the app's code has run; the menu's does not", async () => {
    // A browser of its own: the suite's has a service worker by now, which would serve the entry.
    const browser = await launchBrowser();
    const asked = async (path: string): Promise<string[]> => {
      const page = await browser.context.newPage();
      const names: string[] = [];
      page.on('request', (r) => {
        const name = /\/assets\/([^/]+?)-[\w-]{8}\.(js|css)$/.exec(new URL(r.url()).pathname)?.[1];
        if (name) names.push(name);
      });
      // The app's entry never runs: whatever is fetched, the page itself asked for.
      await page.route(/\/assets\/index-[\w-]{8}\.js$/, (route) => route.abort());
      await page.goto(`${app.server.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(300);
      return [...new Set(names)].sort();
    };
    try {
      const table = await asked('?game=innovation&players=2&bots=human,normal&seed=11');
      expect(table).toEqual(expect.arrayContaining(['table', 'screens', 'engines']));
      expect(table.filter((n) => n === 'host' || isPhaser(n))).toEqual([]);
      const menu = await asked('');
      expect(menu.filter((n) => TABLE_CHUNKS.includes(n) || isPhaser(n))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
