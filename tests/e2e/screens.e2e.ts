// The HTML screens in headless Chromium against the production build: the menu loads, each screen
// opens from the menu by its button and axe finds no serious or critical violation on any,
// Settings apply at once (the root font size) and after a reload, text stays >= 12 px at 360x640
// in English and Japanese, and the offline start works (Install: tests/views/install-offer.test.ts). Tests run in
// order and share one browser profile. What the screens do without layout (Load's list, delete
// confirm and import; Setup's options and lesson offer; the Stats chart; the Rules tabs) is
// tests/views/screens.test.ts; saves side by side, Continue and export/import are pinned in
// tests/app and tests/storage (docs/test-time.md lists each).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readStore, waitForData } from './support/app';
import { appSuite } from './support/suite';
import { ROOT, startPreview } from './support/server';

const METRICS = join(ROOT, 'test-results', 'e2e-metrics.json');
const metrics: Record<string, unknown> = {};


const app = appSuite({
  after: () => {
    // app.e2e.ts writes the same file earlier in the run: add to it rather than replace it.
    const before = existsSync(METRICS) ? (JSON.parse(readFileSync(METRICS, 'utf8')) as Record<string, unknown>) : {};
    // The folder may not be there yet: the files run in any order (app.e2e.ts made it when it ran first).
    mkdirSync(dirname(METRICS), { recursive: true });
    writeFileSync(METRICS, `${JSON.stringify({ ...before, screens: metrics }, null, 2)}\n`);
    console.log('screens e2e metrics', JSON.stringify(metrics, null, 2));
  },
});
const { newPage } = app;

/** The menu, ready (it knows whether Continue is possible). */
async function menu(page: Page, query = ''): Promise<void> {
  await page.goto(app.server.url + query);
  await waitForData(page, 'scene', 'menu');
  await waitForData(page, 'menu', 'ready');
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

/** Each screen, the menu button that opens it (English) and its body data name. */
const SCREENS = [
  { name: 'setup', button: 'Play Gears' },
  { name: 'settings', button: 'Settings' },
  { name: 'stats', button: 'Stats' },
  { name: 'load', button: 'Load game' },
  { name: 'rules', button: 'Rules' },
] as const;

/** The menu buttons of each screen, by language (Japanese: the catalogue's words). */
const MENU_NAMES: Record<'en' | 'ja', Record<(typeof SCREENS)[number]['name'], string>> = {
  en: { setup: 'Play Gears', settings: 'Settings', stats: 'Stats', load: 'Load game', rules: 'Rules' },
  ja: { setup: 'ギアで遊ぶ', settings: '設定', stats: '成績', load: 'ロード', rules: 'ルール' },
};

/** axe on the page as it stands: the serious and critical violations, and a count per impact. */
async function axe(page: Page): Promise<{ bad: string[]; counts: Record<string, number> }> {
  const result = await new AxeBuilder({ page }).analyze();
  const counts: Record<string, number> = {};
  for (const v of result.violations) counts[v.impact ?? 'unknown'] = (counts[v.impact ?? 'unknown'] ?? 0) + v.nodes.length;
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  return { bad, counts };
}

/** Every visible text node's computed font size; returns the smallest and the ones under 12 px. */
function textSizes(page: Page): Promise<{ min: number; small: string[]; nodes: number }> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let min = Number.POSITIVE_INFINITY;
    let nodes = 0;
    const small: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      const el = n.parentElement;
      if (!text || !el) continue;
      if (el.closest('[hidden], script, style, noscript, option, title')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.getClientRects().length === 0) continue;
      const px = Number.parseFloat(style.fontSize);
      nodes++;
      min = Math.min(min, px);
      if (px < 12) small.push(`${px}px "${text.slice(0, 40)}"`);
    }
    return { min, small, nodes };
  });
}

/** Opens a screen from the menu by clicking its button, as a person would. */
async function open(page: Page, screen: (typeof SCREENS)[number]): Promise<void> {
  await button(page, screen.button).click();
  await waitForData(page, 'scene', screen.name);
}

describe('the screens', () => {
  it('the menu loads with no console errors (cold load measured)', async () => {
    const { page, errors } = await newPage();
    await menu(page);
    metrics.coldLoadMs = await page.evaluate(() => Math.round(window.__e2e?.firstScene ?? -1));
    for (const name of ['Play Gears', 'Play Innovation', 'Play Gear & Piston', 'Load game', 'Stats', 'Settings', 'Rules']) {
      await expect.poll(() => button(page, name).isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('each screen opens from the menu by its button and Back returns; axe finds nothing serious or critical', async () => {
    const { page, errors } = await newPage();
    await menu(page);
    const found: Record<string, unknown> = {};
    const menuAxe = await axe(page);
    found.menu = menuAxe.counts;
    const bad = menuAxe.bad.map((b) => `menu: ${b}`);
    for (const screen of SCREENS) {
      await open(page, screen);
      const result = await axe(page);
      found[screen.name] = result.counts;
      bad.push(...result.bad.map((b) => `${screen.name}: ${b}`));
      await button(page, 'Back').click();
      await waitForData(page, 'scene', 'menu');
    }
    metrics.axeViolationsByImpact = found;
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Settings apply at once and after a reload: Large text, the colour-blind aid, the language, step pace', async () => {
    const { page, errors } = await newPage();
    await menu(page);
    await open(page, SCREENS[1]);
    const rootPx = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
    const small = await rootPx();
    await page.getByLabel('Large text').check();
    await page.getByLabel('Colour-blind aid').check();
    await page.getByRole('radio', { name: /Step by step/ }).check();
    expect(await rootPx()).toBeCloseTo(small * 1.25, 5);
    // The last choice is written a moment after it applies: reload once it is stored.
    // The settings store is keyed: the preferences are the record 'settings' (lessons keep one of their own).
    const storedSpeed = async () => ((await readStore(page, 'settings')) as { key: string; value?: { speed?: string } }[]).find((r) => r.key === 'settings')?.value?.speed;
    await expect.poll(storedSpeed).toBe('step');
    await page.reload();
    await waitForData(page, 'scene', 'menu');
    expect(await page.evaluate(() => [...document.documentElement.classList].sort())).toEqual(['colour-aid', 'large-text']);
    await open(page, SCREENS[1]);
    expect(await page.getByRole('radio', { name: /Step by step/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: '日本語' }).check();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('設定');
    // Back to the defaults for the tests that follow.
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByLabel('Large text').uncheck();
    await page.getByLabel('Colour-blind aid').uncheck();
    await page.getByRole('radio', { name: /Normal/ }).check();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 360x640 every visible text is at least 12 CSS px, in English and in Japanese, on every screen (and axe agrees)', async () => {
    const { page, errors } = await newPage({ width: 360, height: 640 });
    const found: Record<string, number> = {};
    const axeFound: Record<string, Record<string, number>> = {};
    const small: string[] = [];
    const bad: string[] = [];
    const measure = async (where: string) => {
      const r = await textSizes(page);
      found[where] = r.min;
      small.push(...r.small.map((s) => `${where} ${s}`));
      const a = await axe(page);
      axeFound[where] = a.counts;
      bad.push(...a.bad.map((b) => `${where} ${b}`));
    };
    for (const lang of ['en', 'ja'] as const) {
      await menu(page, `?lang=${lang}`);
      await measure(`${lang}/menu`);
      for (const screen of SCREENS) {
        await button(page, MENU_NAMES[lang][screen.name]).click();
        await waitForData(page, 'scene', screen.name);
        await measure(`${lang}/${screen.name}`);
        await menu(page, `?lang=${lang}`);
      }
    }
    metrics.minTextPxAt360x640 = found;
    metrics.axeAt360x640ByImpact = axeFound;
    expect(small).toEqual([]);
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the service worker takes control and the menu says "Ready offline"; with the server stopped the app starts and plays', async () => {
    const { page, errors } = await newPage();
    await page.goto(app.server.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await waitForData(page, 'menu', 'ready');
    await expect.poll(() => page.getByText('Ready offline').isVisible()).toBe(true);
    await app.server.stop();
    // Offline start: a fresh page, served by the service worker alone, up to the menu (a figure).
    const fresh = await newPage();
    await fresh.page.goto(app.server.url);
    await waitForData(fresh.page, 'scene', 'menu');
    metrics.offlineStartToMenuMs = await fresh.page.evaluate(() => Math.round(window.__e2e?.firstScene ?? -1));
    expect(fresh.errors.filter((e) => !/ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
    await fresh.page.close();
    await page.goto(`${app.server.url}?game=gears&players=3&bots=random,random,random&seed=9&speed=instant`);
    await waitForData(page, 'status', 'playing');
    await waitForData(page, 'status', 'over', 120_000);
    expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
    await page.close();
    app.server = await startPreview(app.server.port);
  });
});
