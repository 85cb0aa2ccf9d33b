// The HTML screens in headless Chromium against the production build: each opens from the menu
// by its button, axe finds no serious or critical violation on any, Setup starts the game it
// shows, games are saved side by side, export and import round-trip a game, a bad file is
// refused, text stays >= 12 px at 360x640 in English and Japanese, Stats draws its chart,
// Continue and the offline start work. Tests run in order and share one browser profile.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { autosave, bodyData, hookSnapshot, readStore, type SavedGame, waitForData, } from './support/app';
import { appSuite } from './support/suite';
import { ROOT, startPreview } from './support/server';

const SHOTS = join(ROOT, 'test-results', 'screens');
const METRICS = join(ROOT, 'test-results', 'e2e-metrics.json');
const metrics: Record<string, unknown> = {};


const app = appSuite({
  after: () => {
    // app.e2e.ts writes the same file earlier in the run: add to it rather than replace it.
    const before = existsSync(METRICS) ? (JSON.parse(readFileSync(METRICS, 'utf8')) as Record<string, unknown>) : {};
    writeFileSync(METRICS, `${JSON.stringify({ ...before, screens: metrics }, null, 2)}\n`);
    console.log('screens e2e metrics', JSON.stringify(metrics, null, 2));
  },
});
const { newPage } = app;

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

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

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Waits until a table's session lets seat 0 (a human) decide. */
async function humanDecision(page: Page, needMoves = 0): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const s = await hookSnapshot(page);
    if (s?.toAct.includes(0) && s.legal.length > 0 && s.moveCount >= needMoves) return;
    await page.waitForTimeout(100);
  }
  throw new Error('The human seat never got a decision.');
}

/** Plays seat 0's first legal move through the table's hook and waits for its autosave. */
async function playOneMove(page: Page): Promise<SavedGame> {
  await humanDecision(page);
  const before = (await hookSnapshot(page))?.moveCount ?? 0;
  const r = await page.evaluate(() => window.__boardwright?.play(0));
  expect(r?.ok).toBe(true);
  for (let i = 0; i < 100; i++) {
    const saved = await autosave(page);
    if (saved && saved.moves.length > before) return saved;
    await page.waitForTimeout(100);
  }
  throw new Error('The move was not autosaved.');
}

/** A game set up through the Setup screen: players, then each seat, then Start. */
async function setUp(page: Page, game: string, seats: string[], extra: (page: Page) => Promise<void> = async () => undefined) {
  await button(page, `Play ${game}`).click();
  await waitForData(page, 'scene', 'setup');
  await page.getByRole('radio', { name: String(seats.length), exact: true }).check();
  for (const [i, seat] of seats.entries()) await page.getByLabel(`Seat ${i + 1}`, { exact: true }).selectOption(seat);
  await extra(page);
  await button(page, 'Start').click();
  await waitForData(page, 'status', 'playing');
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

  it('Setup: a first-edition Innovation game for two, set up on the Setup screen, starts with those options', async () => {
    const { page, errors } = await newPage();
    await menu(page);
    await setUp(page, 'Innovation', ['human', 'normal'], async (p) => {
      // Teams exist only for four players: with two they are offered but cannot be chosen.
      await expect.poll(() => p.getByLabel(/Teams/).isDisabled()).toBe(true);
      // Echoes of the Past is offered with the last edition; the first edition turns it off and says why.
      await p.getByRole('radio', { name: 'Echoes of the Past' }).check();
      await p.getByRole('radio', { name: /First edition/ }).check();
      await expect.poll(() => p.getByRole('radio', { name: 'None' }).isChecked()).toBe(true);
      expect(await p.getByText('Echoes of the Past is played with the last edition only').count()).toBe(1);
    });
    const setup = await page.evaluate(() => window.__boardwright?.snapshot().setup);
    expect(setup).toMatchObject({
      game: 'innovation',
      options: { players: 2, edition: 'first', teams: false, expansions: 'none' },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'normal' }],
    });
    // Remembered for next time.
    await menu(page);
    await button(page, 'Play Innovation').click();
    await expect.poll(() => page.getByRole('radio', { name: /First edition/ }).isChecked()).toBe(true);
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

  it('two Gears games are saved side by side and both listed in Load; Continue opens the newer one', async () => {
    const { page, errors } = await newPage();
    await menu(page);
    await setUp(page, 'Gears', ['human', 'easy']);
    const first = await playOneMove(page);
    await menu(page);
    await setUp(page, 'Gears', ['human', 'hard']);
    const second = await playOneMove(page);
    expect(second.id).not.toBe(first.id);
    const saves = (await readStore(page, 'saves')) as SavedGame[];
    expect(saves.map((s) => s.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    await menu(page);
    await open(page, SCREENS[3]);
    const items = page.getByRole('listitem').filter({ hasText: 'Gears' });
    await expect.poll(() => items.filter({ hasText: 'In progress' }).count()).toBeGreaterThanOrEqual(2);
    const texts = await items.allTextContents();
    expect(texts.some((t) => t.includes('Human and Easy'))).toBe(true);
    expect(texts.some((t) => t.includes('Human and Hard'))).toBe(true);
    await shot(page, 'load-en-1280x800');

    await menu(page);
    await button(page, 'Continue').click();
    await waitForData(page, 'status', 'playing');
    const shown = await hookSnapshot(page);
    expect((shown as unknown as { setup: { seats: unknown[] } }).setup.seats).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'hard' }]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('autosave, reload, Continue: the same position, with the pending decision', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=gears&players=2&bots=random&seed=3&speed=fast`);
    await waitForData(page, 'status', 'playing');
    const saved = await playOneMove(page);
    await humanDecision(page, saved.moves.length);
    await page.waitForTimeout(500);
    const before = await hookSnapshot(page);
    const record = await autosave(page);
    await menu(page);
    await button(page, 'Continue').click();
    await waitForData(page, 'status', 'playing');
    const after = await hookSnapshot(page);
    expect(after?.moveCount).toBe(before?.moveCount);
    expect(after?.view).toEqual(before?.view);
    expect(after?.legal).toEqual(before?.legal);
    expect((await autosave(page))?.moves).toEqual(record?.moves);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('export then import: the file becomes a new save that opens at the same position', async () => {
    const { page, errors } = await newPage();
    await menu(page);
    await open(page, SCREENS[3]);
    const first = page.getByRole('listitem').first();
    const downloaded = page.waitForEvent('download');
    await first.getByRole('button', { name: /^Export/ }).click();
    // A game still being played asks first (what the file reveals); a finished one goes at once.
    const warning = page.getByRole('dialog', { name: 'Export a game still being played?' });
    if (await warning.waitFor({ timeout: 1000 }).then(() => true, () => false)) await warning.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^boardwright-[a-z-]+-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    const file = join(SHOTS, download.suggestedFilename());
    await download.saveAs(file);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { format: string; version: number; seed: number; setup: object; moves: unknown[] };
    expect(data).toMatchObject({ format: 'boardwright-game', version: 1 });
    expect(Array.isArray(data.moves) && typeof data.seed === 'number').toBe(true);

    // The original position, opened from Load.
    await first.getByRole('button', { name: /^Open/ }).click();
    await waitForData(page, 'status', /playing|over/);
    const original = await hookSnapshot(page);
    const count = ((await readStore(page, 'saves')) as unknown[]).length;

    await menu(page);
    await open(page, SCREENS[3]);
    await page.locator('[data-testid=import-file]').setInputFiles(file);
    await waitForData(page, 'status', /playing|over/);
    const imported = await hookSnapshot(page);
    expect(imported?.moveCount).toBe(original?.moveCount);
    expect(imported?.view).toEqual(original?.view);
    expect(imported?.legal).toEqual(original?.legal);
    expect(((await readStore(page, 'saves')) as unknown[]).length).toBe(count + 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a bad import file is refused with its message shown, and the saves stay as they were', async () => {
    const { page, errors } = await newPage();
    await menu(page);
    await open(page, SCREENS[3]);
    const before = await readStore(page, 'saves');
    const picker = page.locator('[data-testid=import-file]');
    await picker.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"shopping":["eggs"]}') });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('This file holds no Boardwright game. Nothing was imported.');
    await picker.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"boardwright-game","version":1,') });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('This file is not a Boardwright game file. Nothing was imported.');
    const illegal = { format: 'boardwright-game', version: 1, saveVersion: 2, game: 'gears', seed: 1, setup: { game: 'gears', options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] }, moves: [{ player: 0, move: { type: 'nonsense' } }] };
    await picker.setInputFiles({ name: 'illegal.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(illegal)) });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not legal under these rules');
    expect(await bodyData(page)).toMatchObject({ scene: 'load' });
    expect(await readStore(page, 'saves')).toEqual(before);
    const result = await axe(page);
    expect(result.bad).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Load deletes a game only after a confirm', async () => {
    const { page, errors } = await newPage();
    await menu(page);
    await open(page, SCREENS[3]);
    // The list comes once every save is read again (and the replay check has loaded).
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
    const count = await page.getByRole('listitem').count();
    await page.getByRole('listitem').first().getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this saved game?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect((await axe(page)).bad).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('listitem').count()).toBe(count);
    await page.getByRole('listitem').first().getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.getByRole('listitem').count()).toBe(count - 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Stats: an all-bot game counts, and its chart (SVG) and table show it', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=gears&players=3&bots=random,random,random&seed=5&speed=instant`);
    await waitForData(page, 'status', 'over', 120_000);
    await expect.poll(async () => ((await readStore(page, 'stats')) as { game: string; played: number }[]).find((r) => r.game === 'gears')?.played ?? 0).toBeGreaterThanOrEqual(1);
    await menu(page);
    await open(page, SCREENS[2]);
    const section = page.getByRole('region', { name: 'Gears', exact: true });
    const chart = section.getByRole('img', { name: /Gears: results by strongest bot faced/ });
    await expect.poll(() => chart.isVisible()).toBe(true);
    expect(await chart.locator('rect.bar').count()).toBeGreaterThanOrEqual(1);
    expect(await chart.locator('text').allTextContents()).toEqual(expect.arrayContaining(['Games played', '0']));
    const table = section.getByRole('table');
    const watched = table.getByRole('row', { name: /^Watched/ });
    expect(Number((await watched.getByRole('cell').first().textContent()) ?? 0)).toBeGreaterThanOrEqual(1);
    expect((await axe(page)).bad).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Rules: a tab per game, each with its own rules, reached and switched with the keyboard', async () => {
    const { page, errors } = await newPage();
    await menu(page);
    await open(page, SCREENS[4]);
    await page.keyboard.press('Tab'); // from the title to the selected tab
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    const shown: string[] = [(await bodyData(page)).rules ?? ''];
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('ArrowRight');
      // The page reports the shown game once it has rendered it.
      await expect.poll(async () => (await bodyData(page)).rules).not.toBe(shown.at(-1));
      shown.push((await bodyData(page)).rules ?? '');
    }
    expect(shown.sort()).toEqual(['gear-and-piston', 'gears', 'innovation']);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    expect(focused).toBe('tab');
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Gear & Piston');
    expect(await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).textContent()).toBe('Rules of Gear & Piston');
    // Escape leaves a screen, as its Back button does.
    await page.keyboard.press('Escape');
    await waitForData(page, 'scene', 'menu');
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

  it('Install appears when the browser offers it and asks the browser once', async () => {
    const { page, errors } = await newPage();
    await menu(page);
    // Chromium may offer to install the app by itself; the test gives the page an offer of its
    // own (one it can see being used) in place of the browser's.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { __prompted: number }).__prompted = ((window as unknown as { __prompted?: number }).__prompted ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await button(page, 'Install Boardwright').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted?: number }).__prompted)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __prompted?: number }).__prompted)).toBe(1);
    await expect.poll(() => button(page, 'Install Boardwright').count()).toBe(0);
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
