// The whole product path in headless Chromium, against the production build served by
// `vite preview`: load, Continue, offline, kiosk, rules, screenshots. The tables' own tests (bots
// to the end, a human move, long tasks, undo, hot seat, replay...) are in table.e2e.ts. Tests run in order and share one browser profile (the offline test needs the
// service worker installed by the earlier visits).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { replay } from '../../src/engine/core/replay';
import { getGame } from '../../src/engine/index';
import { type Browser, launchBrowser } from './support/chromium';
import {
  autosave,
  bodyData,
  hookSnapshot,
  installProbes,
  openFromMenu,
  type SavedGame,
  waitForData,
  watchErrors,
} from './support/app';
import { type Preview, ROOT, buildWithBudget, startPreview } from './support/server';

const SHOTS = join(ROOT, 'docs', 'screenshots');
const HUMAN_VS_BOT = '?game=gears&players=2&bots=random&seed=3&speed=fast'; // seat 0 is human
const metrics: Record<string, unknown> = {};

let browser: Browser;
let server: Preview;

beforeAll(async () => {
  const log = inject('buildLog');
  const precache = /precache: .*/.exec(log)?.[0];
  metrics.precache = precache ?? 'not printed';
  console.log(precache);
  server = await startPreview();
  browser = await launchBrowser();
  await installProbes(browser.context);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(join(ROOT, 'test-results', 'e2e-metrics.json'), `${JSON.stringify(metrics, null, 2)}\n`);
  console.log('e2e metrics', metrics);
});

async function newPage(size = { width: 1280, height: 800 }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  await page.setViewportSize(size);
  return { page, errors: watchErrors(page) };
}

const HUMAN_SEED = 3;

/** Waits until only the human seat 0 owes a decision (bots done) and returns the move count. */
async function waitForHumanTurn(page: Page, needMoves = 0): Promise<number> {
  for (let i = 0; i < 150; i++) {
    const p = await toActNow(page);
    if (p.toAct.length === 1 && p.toAct[0] === 0 && p.moves >= needMoves) return p.moves;
    await page.waitForTimeout(200);
  }
  throw new Error('The human seat never got a decision.');
}

/** Moves of the human-vs-bot game so far, from its autosave ([] before the first move). */
async function humanGameMoves(page: Page): Promise<SavedGame['moves']> {
  const save = await autosave(page);
  return save && save.seed === HUMAN_SEED && save.meta.players === 2 ? save.moves : [];
}

/** Who owes a decision now: the table's own snapshot when the scenes expose it, else the
 * autosaved moves replayed with the engine in Node. */
async function toActNow(page: Page): Promise<{ toAct: number[]; moves: number }> {
  const shown = await hookSnapshot(page);
  if (shown) return { toAct: shown.toAct, moves: shown.moveCount };
  const moves = await humanGameMoves(page);
  const game = getGame('gears');
  const { state } = replay(game, { players: 2, seed: HUMAN_SEED }, HUMAN_SEED, moves);
  return { toAct: game.toAct(state), moves: moves.length };
}

describe('the build', () => {
  it('prints the precache total and fails past the budget', () => {
    expect(String(metrics.precache)).toMatch(/precache: \d+ files, [\d.]+ MiB \(budget 3\.00 MiB\)/);
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

describe('Boardwright in Chromium', () => {
  it('loads with no console errors (cold load measured)', async () => {
    const { page, errors } = await newPage();
    await page.goto(server.url);
    await waitForData(page, 'scene', 'menu');
    metrics.coldLoadMs = await page.evaluate(() => Math.round(window.__e2e?.firstScene ?? -1));
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(SHOTS, 'menu-desktop.png') });
    await page.setViewportSize({ width: 360, height: 640 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(SHOTS, 'menu-phone.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('autosave, reload, Continue: the same position, with the pending decision', async () => {
    const { page, errors } = await newPage();
    await page.goto(server.url + HUMAN_VS_BOT);
    await waitForData(page, 'status', 'playing');
    await waitForHumanTurn(page, 1);
    await page.waitForTimeout(800);
    const saved = await autosave(page);
    expect(saved?.seed).toBe(HUMAN_SEED);
    expect(saved?.meta.status).toBe('playing');
    const shownBefore = await hookSnapshot(page);
    const turnBefore = (await bodyData(page)).turn;
    await page.goto(server.url);
    await waitForData(page, 'scene', 'menu');
    await waitForData(page, 'menu', 'ready');
    // Continue, as a person would.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForData(page, 'status', 'playing');
    await page.waitForTimeout(800);
    const after = await autosave(page);
    expect(after?.moves).toEqual(saved?.moves);
    const shownAfter = await hookSnapshot(page);
    if (shownBefore && shownAfter) {
      expect(shownAfter.moveCount).toBe(shownBefore.moveCount);
      expect(shownAfter.view).toEqual(shownBefore.view);
      expect(shownAfter.legal).toEqual(shownBefore.legal);
    }
    expect((await bodyData(page)).turn).toBe(turnBefore);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the service worker takes control; with the server stopped a reload still starts and finishes a game', async () => {
    const { page, errors } = await newPage();
    await page.goto(server.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await server.stop();
    // Offline start: a fresh page, served by the service worker alone, up to the menu (a figure).
    const fresh = await newPage();
    await fresh.page.goto(server.url);
    await waitForData(fresh.page, 'scene', 'menu');
    metrics.offlineStartToMenuMs = await fresh.page.evaluate(() => Math.round(window.__e2e?.firstScene ?? -1));
    expect(fresh.errors.filter((e) => !/ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
    await fresh.page.close();
    await page.goto(`${server.url}?game=gears&players=3&bots=random,random,random&seed=9&speed=instant`);
    await waitForData(page, 'status', 'playing');
    await waitForData(page, 'status', 'over', 120_000);
    expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
    await page.close();
    server = await startPreview(server.port);
  });

  it('kiosk: runs 90 s, finishes at least one game, no console errors, no dialogs', async () => {
    const { page, errors } = await newPage({ width: 1920, height: 1080 });
    await page.goto(`${server.url}?kiosk`);
    await page.waitForTimeout(30_000);
    await page.screenshot({ path: join(SHOTS, 'kiosk-desktop.png') });
    await page.waitForTimeout(60_000);
    const overs = await page.evaluate(() => window.__e2e?.overs ?? 0);
    metrics.kioskGamesIn90s = overs;
    metrics.kioskAfter90s = await bodyData(page);
    expect(overs).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  it('?kiosk=<game> runs that game on its own table in the showcase: a caption, bots playing, no controls', async () => {
    for (const game of ['gear-and-piston', 'innovation'] as const) {
      const { page, errors } = await newPage({ width: 1920, height: 1080 });
      await page.goto(`${server.url}?kiosk=${game}`);
      await waitForData(page, 'scene', 'showcase');
      await waitForData(page, 'game', game);
      await waitForData(page, 'turn', /^([5-9]|\d{2,})$/, 90_000); // the bots are playing
      const shown = await hookSnapshot(page);
      expect(shown?.viewer).toBeNull();
      expect(shown?.legal).toEqual([]);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(SHOTS, `kiosk-${game}-desktop.png`) });
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 200_000);

  it('Rules: a tab per game, each with its own rules, reached with the keyboard', async () => {
    const { page, errors } = await newPage();
    await openFromMenu(page, server.url, 'rules');
    const shown: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(200);
      shown.push((await bodyData(page)).rules ?? '');
    }
    expect(shown.sort()).toEqual(['gear-and-piston', 'gears', 'innovation']);
    await page.screenshot({ path: join(SHOTS, 'rules-innovation-desktop.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
