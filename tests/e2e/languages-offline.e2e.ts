// The languages offline, as a player meets them: only English is precached with the app; the
// device's own language is kept from the first start, a language chosen later once it is used
// online, and a language not kept yet, chosen offline, is said to need a connection once while
// the language shown stays. "Offline" is the server stopped: everything then comes from the
// service worker or fails. An update (a second build, served in turn on the same origin) keeps
// the languages the device kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '../../src/i18n/ja';
import { LANG_NAMES } from '../../src/i18n';
import { formatMessage } from '../../src/i18n/format';
import { installProbes, readStore, waitForData, watchErrors } from './support/app';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium';
import { en } from '../../src/i18n/en';
import { ru } from '../../src/i18n/ru';
import { DIST, type Preview, buildApp, startPreview } from './support/server';

const TMP = mkdtempSync(join(tmpdir(), 'bw-langs-'));
const NEW_DIST = join(TMP, 'new');

let browser: Browser;
let context: BrowserContext;
let server: Preview;
/** The build the server serves: the suite's, or the next version's. */
let dist = DIST;
const GAME = '?game=gears&players=3&bots=random,random,random&seed=9&speed=instant';

beforeAll(async () => {
  buildApp({ outDir: NEW_DIST, env: { BOARDWRIGHT_VERSION: 'e2e-langs-next' } });
  server = await startPreview();
  browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  // A Japanese device: the app starts in Japanese with nothing stored.
  context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 800 } });
  context.on('request', (r) => inFlight.add(r));
  context.on('requestfinished', (r) => inFlight.delete(r));
  context.on('requestfailed', (r) => inFlight.delete(r));
  await installProbes(context);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(TMP, { recursive: true, force: true });
});

async function serve(next: string): Promise<void> {
  await settle();
  const port = server.port;
  await server.stop();
  dist = next;
  server = await startPreview(port, dist);
}

async function offline<T>(run: () => Promise<T>): Promise<T> {
  // Nothing still on its way from the server: a request cut by the stop would count as a file
  // that did not come offline (the menu loads workbox-window lazily, after it is ready).
  await settle();
  const port = server.port;
  await server.stop();
  try {
    return await run();
  } finally {
    server = await startPreview(port, dist);
  }
}

/** Requests of the context's pages still on their way (followed from beforeAll). */
const inFlight = new Set<unknown>();

/** Waits until no request of the context has been on its way for 300 ms (10 s at most). */
async function settle(): Promise<void> {
  let quietSince = Date.now();
  for (const end = Date.now() + 10_000; Date.now() < end; ) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The names of the language caches (language and build). */
const langCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('boardwright-lang-')).sort());

/** The service worker's caches: each language's (by name) with the files it holds, and the precache's files. */
const cachedFiles = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name.startsWith('boardwright-lang-') ? name.replace(/-[^-]+$/, '') : 'precache'] = keys.map((r) => new URL(r.url).pathname.split('/').pop() ?? '');
    }
    return out;
  });

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** Whether the font's Japanese face (the CJK part) is loaded in the page. */
const cjkFontLoaded = (page: Page) => page.evaluate(() => [...document.fonts].some((f) => f.unicodeRange.startsWith('U+2E80') && f.status === 'loaded'));

async function openSettings(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await waitForData(page, 'scene', 'settings');
}

/** The errors left once the update checks that find no server are set aside (and the failed requests' own lines, checked apart). */
const noErrorsBut = (errors: string[]) => errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource: net::ERR_FAILED/.test(e));

/** The files a page asked for and did not get. */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(new URL(r.url()).pathname.split('/').pop() ?? ''));
  return failed;
}

describe('languages offline', () => {
  it('the first start in Japanese keeps Japanese: offline, a reload plays a Japanese table with its font', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(server.url);
    await waitForData(page, 'menu', 'ready');
    expect(await htmlLang(page)).toBe('ja');
    // The worker keeps the page's language (its chunk and the font's CJK part) once it is up.
    await expect
      .poll(async () => (await cachedFiles(page))['boardwright-lang-ja']?.length ?? 0, { timeout: 30_000 })
      .toBe(2);
    // Only then does the menu say so.
    await expect.poll(() => page.getByText(ja['menu.readyOffline']).isVisible()).toBe(true);
    const files = await cachedFiles(page);
    // The install downloaded English only: no other language and no CJK font in the precache.
    expect(files.precache?.some((f) => /^(it|ja|ru)-|cjk/.test(f))).toBe(false);
    expect(files.precache?.some((f) => f.startsWith('words-'))).toBe(true);
    expect(Object.keys(files).filter((n) => n.startsWith('boardwright-lang-'))).toEqual(['boardwright-lang-ja']);

    await offline(async () => {
      await page.goto(`${server.url}${GAME}`);
      await waitForData(page, 'status', 'playing');
      expect(await htmlLang(page)).toBe('ja');
      expect(await page.evaluate(() => document.body.textContent)).toMatch(/[\u3040-\u30ff]/);
      await expect.poll(() => cjkFontLoaded(page)).toBe(true);
      await waitForData(page, 'status', 'over', 120_000);
    });
    expect(noErrorsBut(errors)).toEqual([]);
    await page.close();
  });

  it('offline, a language not kept yet says it needs a connection once and the language stays; online it comes, and is kept', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const failed = failedRequests(page);
    await page.goto(server.url);
    await waitForData(page, 'menu', 'ready');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

    await offline(async () => {
      await page.reload();
      await waitForData(page, 'menu', 'ready');
      await openSettings(page, ja['menu.settings']);
      // A click, not check(): the choice does not hold, which is the point.
      await page.getByRole('radio', { name: LANG_NAMES.ru }).click();
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe(formatMessage(ja['settings.langNeedsConnection'], { language: LANG_NAMES.ru }, 'ja'));
      expect(await htmlLang(page)).toBe('ja');
      expect(await page.getByRole('radio', { name: LANG_NAMES.ja }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: LANG_NAMES.ru }).isChecked()).toBe(false);
      // Nor is it stored: the next start is not sent to a language it cannot load.
      const stored = (await readStore(page, 'settings')) as { key: string; value?: { lang?: string } }[];
      expect(stored.find((r) => r.key === 'settings')?.value?.lang).not.toBe('ru');
      // The screen still works: a language this device keeps comes at once.
      await page.getByRole('radio', { name: LANG_NAMES.en }).check();
      await expect.poll(() => htmlLang(page)).toBe('en');
      await expect.poll(() => alert.count()).toBe(0);
      await page.getByRole('radio', { name: LANG_NAMES.ja }).check();
      await expect.poll(() => htmlLang(page)).toBe('ja');
    });

    // Online: Russian comes, and the worker keeps it on the way.
    await page.getByRole('radio', { name: LANG_NAMES.ru }).check();
    await expect.poll(() => htmlLang(page)).toBe('ru');
    await expect.poll(async () => (await cachedFiles(page))['boardwright-lang-ru']?.length ?? 0).toBe(1);

    await offline(async () => {
      // The stored choice is Russian: a reload offline starts in it.
      await page.reload();
      await waitForData(page, 'menu', 'ready');
      expect(await htmlLang(page)).toBe('ru');
      await page.goto(`${server.url}${GAME}`);
      await waitForData(page, 'status', 'playing');
      expect(await htmlLang(page)).toBe('ru');
      expect(await page.evaluate(() => document.body.textContent)).toMatch(/[\u0400-\u04ff]/);
    });
    // The one file that did not come: Russian's words, asked for offline before they were kept.
    expect(failed.filter((f) => !f.startsWith('sw.js')).map((f) => f.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['ru']);
    expect(noErrorsBut(errors)).toEqual([]);
    await page.close();
  });

  it('an update keeps the languages this device kept: once it is active, offline, Russian and Japanese still come', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(server.url);
    await waitForData(page, 'menu', 'ready');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    expect(await htmlLang(page)).toBe('ru');
    const before = await langCaches(page);
    expect(before.map((n) => n.split('-')[2])).toEqual(['ja', 'ru']);

    await serve(NEW_DIST);
    // The new version installs (keeping both languages in its own caches) and waits for the player.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const apply = page.getByRole('button', { name: ru['notice.updateReady'] });
    await apply.waitFor({ timeout: 60_000 });
    await apply.click();
    await waitForData(page, 'menu', 'ready');
    // Active: the old version's language caches are gone, the new one's hold the same languages.
    // (The new caches are filled at install, beside the old ones; the old go once it activates.)
    await expect.poll(async () => (await langCaches(page)).filter((n) => before.includes(n)), { timeout: 30_000 }).toEqual([]);
    const after = await langCaches(page);
    expect(after.map((n) => n.split('-')[2])).toEqual(['ja', 'ru']);
    expect(after.some((n) => before.includes(n))).toBe(false);
    const files = await cachedFiles(page);
    expect(files['boardwright-lang-ja']?.length).toBe(2);
    expect(files['boardwright-lang-ru']?.length).toBe(1);

    await offline(async () => {
      await page.reload();
      await waitForData(page, 'menu', 'ready');
      expect(await htmlLang(page)).toBe('ru');
      await openSettings(page, ru['menu.settings']);
      await page.getByRole('radio', { name: LANG_NAMES.ja }).check();
      await expect.poll(() => htmlLang(page)).toBe('ja');
      await expect.poll(() => cjkFontLoaded(page)).toBe(true);
      // English, precached with the app, comes too.
      await page.getByRole('radio', { name: LANG_NAMES.en }).check();
      await expect.poll(() => page.getByRole('heading', { name: en['settings.title'] }).count()).toBe(1);
    });
    expect(noErrorsBut(errors)).toEqual([]);
    await page.close();
  });

  it("a kiosk keeps every language its rotation shows, before it shows them", async () => {
    const kiosk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await kiosk.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.url}?kiosk=gears&lang=rotate&speed=instant`);
      await waitForData(page, 'scene', 'showcase');
      // The first game is in English; the worker keeps the three others as soon as it is up.
      await expect
        .poll(async () => (await langCaches(page)).map((n) => n.split('-')[2]), { timeout: 30_000 })
        .toEqual(['it', 'ja', 'ru']);
      await expect.poll(async () => Object.values(await cachedFiles(page)).flat().filter((f) => /^(it|ja|ru)-|cjk/.test(f)).length).toBe(4);
      expect(noErrorsBut(errors)).toEqual([]);
    } finally {
      await kiosk.close();
    }
  });
});
