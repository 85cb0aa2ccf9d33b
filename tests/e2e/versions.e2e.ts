// Versions and hosting (issue 45), the way a person meets them: a tab left open on the old
// version while a new one is deployed, or while another tab applies the service worker's update;
// a part of a screen whose code cannot load; the headers the server sends, an inline script that
// someone injected into the page, and the production build without the test hook.
// Two builds on one origin: the suite's test build (the old version) and a second one with
// another release label (the new version), served in turn by `vite preview` on the same port.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autosave, installProbes, seatZeroDecision, waitForData, watchErrors } from './support/app';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium';
import { DIST, type Preview, buildApp, startPreview } from './support/server';

const TMP = mkdtempSync(join(tmpdir(), 'bw-versions-'));
const NEW_DIST = join(TMP, 'new');
const PROD_DIST = join(TMP, 'production');
const GAME = '?game=gears&players=2&bots=easy&speed=fast';

let browser: Browser;
let server: Preview;
/** Serves the old build, or the new one, on the same port (the same origin). */
async function serve(dist: string): Promise<void> {
  const port = server?.port;
  await server?.stop();
  server = await startPreview(port, dist);
}

beforeAll(async () => {
  buildApp();
  buildApp({ outDir: NEW_DIST, env: { BOARDWRIGHT_VERSION: 'e2e-next' } });
  buildApp({ outDir: PROD_DIST, production: true });
  browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  await serve(DIST);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(TMP, { recursive: true, force: true });
});

/** A fresh browser profile; `sw: false` blocks service workers (a host without one, or page.route on every request). */
async function newContext(sw: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: sw ? 'allow' : 'block', viewport: { width: 1280, height: 800 } });
  await installProbes(context);
  // Every Content-Security-Policy violation the page meets.
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return context;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

type Hook = { play(i: number): { ok: boolean }; busy(): boolean; record(): { id: string; moves: unknown[] } };
const hook = <T>(page: Page, fn: (h: Hook) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.__boardwright)`) as Promise<T>;

const decision = seatZeroDecision;

/** Plays seat 0's first listed move and waits until the autosave holds it; returns the saved moves. */
async function playAndSave(page: Page): Promise<unknown[]> {
  const n = await decision(page);
  expect((await hook(page, (h) => h.play(0))).ok).toBe(true);
  for (let i = 0; i < 100; i++) {
    const saved = await autosave(page);
    if (saved && saved.moves.length > n) return saved.moves;
    await page.waitForTimeout(100);
  }
  throw new Error('The move was not saved.');
}

/** The page's entry script: which build it runs. */
const entryOf = (page: Page) => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src.split('/').pop() ?? '');
const entryIn = (dist: string) => /src="\.\/assets\/(index-[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];

/** Waits until the page runs the given build (across its reload). */
async function waitForEntry(page: Page, entry: string | undefined, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await entryOf(page).catch(() => '')) === entry) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`The page never ran ${entry}.`);
}

const NOTICE = 'A new version of Boardwright is running in another tab';

/** After the reload: the same game (the same save) with every move it had, and seat 0 to play on. */
async function sameGame(page: Page, id: string | undefined, moves: unknown[]): Promise<void> {
  await waitForData(page, 'scene', 'table');
  await decision(page, moves.length);
  const record = await hook(page, (h) => h.record());
  expect(record.id).toBe(id);
  expect(JSON.parse(JSON.stringify(record.moves.slice(0, moves.length)))).toEqual(moves);
}

describe('a tab on the old version', () => {
  it('after a deployment (no service worker): a tab on the new version tells it, its parts that cannot load offer a reload, and the reload opens its game with every move', async () => {
    const context = await newContext(false);
    try {
      const old = await context.newPage();
      const errors = watchErrors(old);
      await old.goto(`${server.url}${GAME}&seed=51`);
      await waitForData(old, 'scene', 'table');
      await playAndSave(old);
      const moves = await playAndSave(old);
      const id = (await autosave(old))?.id;
      expect(await entryOf(old)).toBe(entryIn(DIST));

      await serve(NEW_DIST);
      // Nothing has told the old tab yet.
      expect(await old.getByText(NOTICE).count()).toBe(0);
      const fresh = await context.newPage();
      await fresh.goto(`${server.url}?lang=en`);
      await waitForData(fresh, 'menu', 'ready');
      expect(await entryOf(fresh)).toBe(entryIn(NEW_DIST));

      const notice = old.locator('.version-notice').filter({ has: old.getByRole('alert').filter({ hasText: NOTICE }) });
      await notice.waitFor({ timeout: 10_000 });
      // The table's Settings were never loaded, and the old version's file is gone: a reload, not a dead end.
      await old.getByRole('button', { name: 'Menu', exact: true }).click();
      await old.getByRole('button', { name: 'Settings', exact: true }).click();
      const failed = old.locator('.part-failed');
      await failed.getByRole('alert').filter({ hasText: 'This part of the app could not be loaded' }).waitFor({ timeout: 10_000 });
      await failed.getByRole('button', { name: 'Close' }).click();
      await failed.waitFor({ state: 'detached' });

      await notice.getByRole('button', { name: 'Reload' }).click();
      await sameGame(old, id, moves);
      expect(await entryOf(old)).toBe(entryIn(NEW_DIST));
      expect(await old.getByText(NOTICE).count()).toBe(0);
      // The failed chunk is the only error (logged by the browser and the app).
      expect(errors.filter((e) => !/TableSettings|dynamically imported module|status of 404/.test(e))).toEqual([]);
    } finally {
      await context.close();
      await serve(DIST);
    }
  }, 150_000);

  it('when another tab applies the update (service worker): it is told before the old files go, and the reload opens its game with every move', async () => {
    const context = await newContext(true);
    try {
      const old = await context.newPage();
      const errors = watchErrors(old);
      // What the old tab hears, in order: the other tab's word, and its service worker replaced.
      await old.addInitScript(() => {
        const w = window as unknown as { __heard: string[] };
        w.__heard = [];
        new BroadcastChannel('boardwright:version').addEventListener('message', (e) => w.__heard.push((e.data as { kind: string }).kind));
        navigator.serviceWorker?.addEventListener('controllerchange', () => w.__heard.push('controllerchange'));
      });
      await old.goto(`${server.url}${GAME}&seed=52`);
      await waitForData(old, 'scene', 'table');
      // The first visit's service worker takes control and precaches the old version.
      await old.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      // The page the service worker serves keeps the policy: the cached page holds the headers it came with.
      const cachedCsp = await old.evaluate(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          const page = (await cache.keys()).find((r) => new URL(r.url).pathname.endsWith('/index.html'));
          if (page) return (await cache.match(page))?.headers.get('content-security-policy') ?? null;
        }
        return null;
      });
      expect(cachedCsp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      await playAndSave(old);
      const moves = await playAndSave(old);
      const id = (await autosave(old))?.id;

      await serve(NEW_DIST);
      // A second tab opens the old version from the cache, finds the new one and applies it from the menu.
      const other = await context.newPage();
      await other.goto(server.url);
      await waitForData(other, 'menu', 'ready');
      expect(await entryOf(other)).toBe(entryIn(DIST));
      const apply = other.getByRole('button', { name: 'A new version is ready: it will load between games.' });
      await apply.waitFor({ timeout: 60_000 });
      await apply.click();
      await waitForEntry(other, entryIn(NEW_DIST));
      await waitForData(other, 'menu', 'ready');

      // The old tab was told, and it was told first: the word came before its service worker changed
      // (the new one deletes the old files as it activates, after it takes control).
      const notice = old.locator('.version-notice').filter({ has: old.getByRole('alert').filter({ hasText: NOTICE }) });
      await notice.waitFor({ timeout: 10_000 });
      await old.waitForFunction(() => (window as unknown as { __heard: string[] }).__heard.includes('controllerchange'), undefined, { timeout: 10_000 });
      const heard = await old.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
      expect(heard.indexOf('updating')).toBeGreaterThanOrEqual(0);
      // (The first change of controller is the first visit's service worker taking control.)
      expect(heard.indexOf('updating')).toBeLessThan(heard.lastIndexOf('controllerchange'));
      // It did not reload by itself: the game goes on until the player reloads.
      expect(await entryOf(old)).toBe(entryIn(DIST));
      expect(await violations(old)).toEqual([]);

      await notice.getByRole('button', { name: 'Reload' }).click();
      await sameGame(old, id, moves);
      expect(await entryOf(old)).toBe(entryIn(NEW_DIST));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await serve(DIST);
    }
  }, 180_000);
});

describe('a part of a screen that cannot load', () => {
  it("offers a reload (and its Close), and the reload loads it into the same game", async () => {
    const context = await newContext(false);
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      const blocked = (url: URL) => /\/assets\/TableSettings-[^/]+\.js$/.test(url.pathname);
      await page.route(blocked, (route) => route.abort());
      await page.goto(`${server.url}${GAME}&seed=53`);
      await waitForData(page, 'scene', 'table');
      const moves = await playAndSave(page);
      const id = (await autosave(page))?.id;
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const failed = page.locator('.part-failed');
      await failed.getByRole('alert').filter({ hasText: 'This part of the app could not be loaded' }).waitFor({ timeout: 10_000 });

      await page.unroute(blocked);
      await failed.getByRole('button', { name: 'Reload' }).click();
      await sameGame(page, id, moves);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByRole('button', { name: 'Back to the game' }).waitFor({ timeout: 10_000 });
      expect(await page.locator('.part-failed').count()).toBe(0);
      expect(errors.filter((e) => !/TableSettings|dynamically imported module|ERR_FAILED/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('hosting', () => {
  it('the server sends the security headers, with the page’s own inline script and style by hash', async () => {
    const res = await fetch(server.url);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    const style = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(style).toHaveLength(1);
    expect(csp).toContain(`script-src 'self' ${sha(inline[0] ?? '')}`);
    expect(csp).toContain(`style-src 'self' ${sha(style[0] ?? '')}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // The same for the code, and for a file a host serves as the app (a deep link's fallback).
    const entry = await fetch(`${server.url}assets/${entryIn(DIST)}`);
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    expect(entry.headers.get('content-security-policy')).toBe(csp);
  });

  it('under the policy the app runs whole (a table, its board, the bot worker); an injected inline script runs nothing', async () => {
    const context = await newContext(false);
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.url}?game=innovation&players=2&bots=easy&seed=54&speed=fast`);
      await waitForData(page, 'scene', 'table');
      await page.waitForFunction(() => Number((window.__boardwright?.frames as (() => number) | undefined)?.() ?? 0) > 0, undefined, { timeout: 30_000 });
      await playAndSave(page);
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);

      // Someone slips a script into the page (as a cross-site scripting hole would).
      const attacked = await context.newPage();
      await attacked.route(
        (url) => url.pathname === '/',
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace('</head>', '<script>window.__injected = true</script></head>');
          await route.fulfill({ response, body });
        },
      );
      await attacked.goto(`${server.url}?lang=en`);
      await waitForData(attacked, 'menu', 'ready');
      expect(await attacked.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
      expect((await violations(attacked)).filter((v) => v.startsWith('script-src'))).toEqual(['script-src-elem inline']);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('the production build (npm start) holds no test hook; the test build does, and both have the headers file', () => {
    const js = (dist: string) =>
      readdirSync(join(dist, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(dist, 'assets', f), 'utf8'))
        .concat(readFileSync(join(dist, 'sw.js'), 'utf8'), readFileSync(join(dist, 'index.html'), 'utf8'));
    expect(js(PROD_DIST).filter((code) => code.includes('__boardwright'))).toEqual([]);
    expect(js(DIST).some((code) => code.includes('__boardwright'))).toBe(true);
    for (const dist of [PROD_DIST, DIST]) expect(readFileSync(join(dist, '_headers'), 'utf8')).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; /m);
  });
});
