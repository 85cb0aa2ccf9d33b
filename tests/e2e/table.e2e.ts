// The tables in headless Chromium, against the production build: bots to the end, a human move by
// keyboard, bots thinking while the table plays on, a decision in each game; undo and where it stops; the
// log after a reload; Escape and Back; hot seat in the three games; a replay; the storage-full
// banner; text sizes on phones (English, Japanese); axe on each table. (The Gears table's
// screenshots at three sizes are in tests/shots, `npm run shots`.)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/model/setup';
import type { MoveRecord } from '../../src/engine/core/replay';
import { bodyData, hookSnapshot, readStore, waitForData, } from './support/app';
import { appSuite } from './support/suite';
import { ROOT } from './support/server';
import { expectedLog } from './support/table-log';

const SHOTS = join(ROOT, 'docs', 'screenshots');
const ALL_BOTS = '?game=gears&players=3&bots=random,random,random&seed=5&speed=instant';
const HUMAN_VS_BOT = '?game=gears&players=2&bots=easy&seed=3&speed=fast'; // seat 0 is human
const metrics: Record<string, unknown> = {};


const app = appSuite({ closePages: true, after: () => console.log('table e2e metrics', JSON.stringify(metrics, null, 1)) });
const { newPage } = app;

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

interface Hook {
  snapshot(): { moveCount: number; toAct: number[]; viewer: number | null; view: unknown; legal: unknown[]; outcome: unknown; undo: unknown };
  busy(): boolean;
  play(i: number): { ok: boolean };
  texts(): { text: string; px: number; card?: boolean; zoom?: boolean }[];
  record(): { id: string; setup: SessionSetup; moves: MoveRecord[] } | null;
}
declare global {
  interface Window {
    __diskFull?: boolean;
  }
}
const hook = <T,>(page: Page, fn: (h: Hook) => T): Promise<T> =>
  page.evaluate(`(${fn.toString()})(window.__boardwright)`) as Promise<T>;

/**
 * Waits until `seat` owes a decision that the table shows (animations done, buttons up); `alone`:
 * nobody else owes one (a simultaneous step where the bots have already decided).
 */
async function waitForDecision(page: Page, seat = 0, minMoves = 0, ms = 60_000, alone = false): Promise<number> {
  const deadline = Date.now() + ms;
  let last = '';
  while (Date.now() < deadline) {
    const s = await hookSnapshot(page);
    last = JSON.stringify({ viewer: s?.viewer, toAct: s?.toAct, legal: s?.legal.length, moveCount: s?.moveCount, step: await page.locator('.step-next button').count() });
    if (s && s.viewer === seat && s.toAct.includes(seat) && (!alone || s.toAct.length === 1) && s.legal.length > 0 && s.moveCount >= minMoves) {
      const ready = await page.evaluate(() => {
        const h = window.__boardwright as { busy(): boolean } | undefined;
        return !h?.busy() && document.querySelectorAll('.decision .actions button').length > 0 && !document.querySelector('dialog.handover[open]');
      });
      if (ready) return s.moveCount;
    }
    await page.waitForTimeout(150);
  }
  throw new Error(`Seat ${seat} never got a decision (last seen ${last}).`);
}

const logTexts = (page: Page) => page.locator('[role=log] .log-entry').allTextContents();
const promptText = (page: Page) => page.locator('.decision .prompt').first().textContent();

/** Tab until an HTML decision button has the focus, then Enter. */
async function pressDecisionByKeyboard(page: Page): Promise<void> {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest('.decision .actions'))) break;
  }
  await page.keyboard.press('Enter');
}

describe('the tables in Chromium', () => {
  it('an all-bot Gears game from the URL plays to the end; the log fills and the result is recorded', async () => {
    const { page, errors } = await newPage();
    await page.goto(app.server.url + ALL_BOTS);
    await waitForData(page, 'status', 'playing');
    expect((await bodyData(page)).game).toBe('gears');
    await waitForData(page, 'status', 'over', 120_000);
    expect((await logTexts(page)).length).toBeGreaterThan(20);
    const stats = (await readStore(page, 'stats')) as { game: string; played: number }[];
    expect(stats.find((r) => r.game === 'gears')?.played).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('dialog', { name: 'Game over' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a human move made with the keyboard (Tab to the HTML button, Enter) is applied', async () => {
    const { page, errors } = await newPage();
    await page.goto(app.server.url + HUMAN_VS_BOT);
    const before = await waitForDecision(page);
    // Placing takes two presses: the gear, then the side.
    await pressDecisionByKeyboard(page);
    await page.waitForTimeout(300);
    expect(await promptText(page)).toMatch(/which value faces the round card/);
    await pressDecisionByKeyboard(page);
    await waitForDecision(page, 0, before + 1);
    const moves = (await hook(page, (h) => h.record()))?.moves ?? [];
    expect(moves.slice(before).some((m) => m.player === 0)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'table-desktop.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('bots think while the table plays on: their moves arrive, and the longest main-thread task is measured', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=gears&players=3&bots=hard,normal,easy&seed=11&speed=fast`);
    await waitForData(page, 'status', 'playing');
    const from = await page.evaluate(() => performance.now());
    await page.waitForTimeout(20_000);
    const { tasks, frames } = await page.evaluate(
      (t0) => ({
        tasks: (window.__e2e?.longtasks ?? []).filter((e) => e.start >= t0),
        frames: (window.__e2e?.frames ?? []).filter((e) => e.start >= t0),
      }),
      from,
    );
    const longest = Math.max(0, ...tasks.map((t) => t.duration));
    const longestScript = Math.max(0, ...frames.map((f) => f.otherMs));
    metrics.longestTaskWhileBotsThinkMs = Math.round(longest);
    metrics.longestNonDrawingScriptMs = Math.round(longestScript);
    metrics.longestNonDrawingScript = frames.find((f) => f.otherMs === longestScript)?.other ?? '';
    // A figure, not an assertion (tests never assert times; the machine may be busy): the bots
    // cannot run on this thread at all — tests/worker/boundaries.test.ts checks the module graph.
    console.log(`while bots think: longest task ${Math.round(longest)} ms, longest non-drawing script ${Math.round(longestScript)} ms`);
    const moved = (await hook(page, (h) => h.record()))?.moves.length ?? 0;
    expect(moved).toBeGreaterThan(0);
    expect(await page.evaluate(() => Array.isArray(window.__e2e?.longtasks))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  // Gear & Piston's: gear-and-piston.e2e.ts ('a human decision through the HTML buttons').
  it('Innovation: a human decision through the table, then the bots play on', async () => {
    const { page, errors } = await newPage({ width: 1920, height: 1080 });
    await page.goto(`${app.server.url}?game=innovation&players=3&bots=easy,easy&seed=7&speed=fast`);
    const before = await waitForDecision(page);
    await page.locator('.decision .actions button').first().click();
    await waitForDecision(page, 0, before + 2);
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(SHOTS, 'innovation-table-desktop.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  it('the log keeps its newest line in view while the hand grows and its box shrinks (Innovation, 1440×900)', async () => {
    const { page, errors } = await newPage({ width: 1440, height: 900 });
    await page.goto(`${app.server.url}?game=innovation&players=2&bots=human,easy&seed=11&speed=instant`);
    // Drawing every turn: the hand grows, the side column's log box shrinks step by step, and
    // several scrolls of ours come within a frame (they once read as the reader scrolling back).
    for (let i = 0; i < 25; i++) {
      await waitForDecision(page);
      await hook(page, (h) => h.play(0));
    }
    await waitForDecision(page);
    await page.waitForTimeout(200);
    const box = await page.locator('.log-scroll').evaluate((el) => ({ top: el.scrollTop, client: el.clientHeight, height: el.scrollHeight }));
    expect(box.height).toBeGreaterThan(box.client * 2);
    expect(box.top + box.client).toBeGreaterThanOrEqual(box.height - 8);
    // A reader who scrolls back keeps their place when new lines come.
    await page.locator('.log-scroll').evaluate((el) => {
      el.scrollTop = 0;
    });
    await page.waitForTimeout(100);
    await hook(page, (h) => h.play(0));
    await waitForDecision(page);
    expect(await page.locator('.log-scroll').evaluate((el) => el.scrollTop)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  it('undo goes back to my previous decision, and stops where something hidden was shown', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=gears&players=2&bots=easy&seed=3&speed=fast`);
    // The bot has placed its gear: what I undo is mine and what came after it.
    const start = await waitForDecision(page, 0, 0, 60_000, true);
    const logAtStart = await logTexts(page);
    const undo = page.getByRole('button', { name: 'Undo' });
    expect(await undo.getAttribute('aria-disabled')).toBe('true'); // nothing of mine to take back
    await page.getByRole('button', { name: 'Red gear' }).click();
    await page.locator('.decision .actions button.primary').first().click();
    const turning = await waitForDecision(page, 0, start + 1);
    expect(await promptText(page)).toMatch(/^Turn .*’s gear\?$/);
    expect(await undo.getAttribute('aria-disabled')).toBeNull();
    // Ctrl+Z: my gear and the bot's move after it are taken back.
    await page.keyboard.press('Control+z');
    await waitForDecision(page, 0, start, 60_000, true);
    expect((await hookSnapshot(page))?.moveCount).toBe(start);
    expect(await promptText(page)).toBe('Choose a gear to place');
    expect(await logTexts(page)).toEqual(logAtStart);
    // Again, and this time turn the bot's gear: it is turned up (a reveal), so undo stops there.
    await page.getByRole('button', { name: 'Red gear' }).click();
    await page.locator('.decision .actions button.primary').first().click();
    expect(await waitForDecision(page, 0, start + 1)).toBe(turning);
    await page.getByRole('button', { name: 'Leave it' }).click();
    const after = await waitForDecision(page, 0, turning + 1);
    expect(await undo.getAttribute('aria-disabled')).toBe('true');
    expect(await undo.getAttribute('title')).toBe('Undo stops here: something hidden was shown since your last decision.');
    await undo.click({ force: true }); // aria-disabled, not disabled: pressing it says why
    expect(await page.locator('.table-status').textContent()).toBe('Undo stops here: something hidden was shown since your last decision.');
    expect((await hookSnapshot(page))?.moveCount).toBe(after);
    const id = (await hook(page, (h) => h.record()))?.id;
    const saved = (await readStore(page, 'saves')) as { id: string; meta: { undone?: boolean }; moves: unknown[] }[];
    expect(saved.find((s) => s.id === id)?.meta.undone).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the log after a reload (Continue) is the log before it', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=gears&players=2&bots=easy&seed=12&speed=fast`);
    let n = await waitForDecision(page);
    for (let k = 0; k < 3; k++) {
      await hook(page, (h) => h.play(h.snapshot().legal.length - 1));
      await page.waitForTimeout(200);
      if ((await hookSnapshot(page))?.legal.length) await hook(page, (h) => h.play(0));
      n = await waitForDecision(page, 0, n + 1);
    }
    const before = await logTexts(page);
    const groups = await page.locator('[role=log] .log-group h3').allTextContents();
    expect(before.length).toBeGreaterThan(5);
    await page.goto(app.server.url);
    await waitForData(page, 'menu', 'ready');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForDecision(page, 0, n);
    expect(await logTexts(page)).toEqual(before);
    expect(await page.locator('[role=log] .log-group h3').allTextContents()).toEqual(groups);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Escape inside a two-step choice keeps the table; with nothing half chosen it opens the menu; Back asks to leave', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=gears&players=2&bots=easy&seed=21&speed=fast`);
    // The bot has placed its gear (a simultaneous step): its move arriving after ours would animate and
    // hide the buttons while the prompt is read.
    await waitForDecision(page, 0, 0, 60_000, true);
    await page.getByRole('button', { name: 'Purple gear' }).click();
    expect(await page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await promptText(page)).toBe('Choose a gear to place');
    expect((await bodyData(page)).scene).toBe('table');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.keyboard.press('Escape');
    // Dialogs open (showModal) after the render that adds them: wait for them, as a player's eyes do.
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor({ timeout: 5000 });
    // Rules open over the table and return to it.
    await page.getByRole('button', { name: 'Rules' }).click();
    await page.getByRole('dialog', { name: 'Rules of Gears' }).waitFor({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect((await bodyData(page)).scene).toBe('table');
    // The browser's Back asks first, and says the game is saved.
    await page.goBack();
    const leave = page.getByRole('dialog', { name: 'Leave the game?' });
    await leave.waitFor({ timeout: 5000 });
    expect(await leave.textContent()).toContain('The game is saved as it stands');
    expect((await bodyData(page)).scene).toBe('table');
    await page.getByRole('button', { name: 'Stay' }).click();
    expect((await bodyData(page)).scene).toBe('table');
    await page.goBack();
    await leave.waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await waitForData(page, 'scene', 'menu');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const game of ['gears', 'innovation', 'gear-and-piston'] as const) {
    it(`hot seat (${game}): a hand-over screen hides the table between two humans, and each reads only their own log`, async () => {
      const { page, errors } = await newPage();
      await page.goto(`${app.server.url}?game=${game}&players=3&bots=human,human,easy&seed=4&speed=fast`);
      await waitForData(page, 'status', 'playing');
      let handovers = 0;
      let moves = 0;
      const deadline = Date.now() + 120_000;
      while (handovers < 4 && Date.now() < deadline) {
        const screen = page.locator('dialog.handover[open]');
        if (await screen.isVisible()) {
          const s = await hookSnapshot(page);
          const seat = s?.viewer ?? -1;
          const name = `Player ${seat + 1}`;
          expect(await screen.getByRole('heading').textContent()).toBe(`Pass to ${name} — tap when ready`);
          // Nothing of the table shows meanwhile: no log, no decision, nothing on the canvas.
          expect(await page.locator('[role=log] .log-entry').count()).toBe(0);
          expect(await page.locator('.decision button').count()).toBe(0);
          expect(await hook(page, (h) => h.texts().length)).toBe(0);
          await screen.getByRole('button', { name: `Show the table to ${name}` }).click();
          await waitForDecision(page, seat, 0, 60_000);
          // The bot may still be answering while this human decides (Innovation's first cards are
          // chosen at once): compare the log with the moves once both hold still.
          let record = await hook(page, (h) => h.record());
          let shown = await logTexts(page);
          for (let i = 0; i < 50; i++) {
            const again = await hook(page, (h) => h.record());
            const idle = await page.evaluate(() => !(window.__boardwright as { busy(): boolean } | undefined)?.busy());
            if (idle && again && record && again.moves.length === record.moves.length) break;
            await page.waitForTimeout(200);
            record = await hook(page, (h) => h.record());
            shown = await logTexts(page);
          }
          if (!record) throw new Error('no record');
          expect(shown).toEqual(expectedLog(record.setup, record.moves, seat));
          const other = expectedLog(record.setup, record.moves, 1 - seat);
          if (moves > 0) expect(shown).not.toEqual(other);
          handovers++;
        }
        const s = await hookSnapshot(page);
        // A decision on screen (its hand-over, if one is due, has been shown and accepted).
        const ready = await page.evaluate(() => {
          const h = window.__boardwright as { busy(): boolean } | undefined;
          return !h?.busy() && !document.querySelector('dialog.handover[open]') && document.querySelectorAll('.decision .actions button').length > 0;
        });
        if (s && s.viewer !== null && s.toAct.includes(s.viewer) && s.legal.length > 0 && ready) {
          await hook(page, (h) => h.play(h.snapshot().legal.length > 1 ? 1 : 0));
          moves++;
        }
        await page.waitForTimeout(250);
      }
      metrics[`hotSeatHandovers.${game}`] = handovers;
      expect(handovers).toBeGreaterThanOrEqual(3);
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }

  it('step by step: each bot action and effect waits for Next (or Space), one log line at a time, and the choices come after', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=gears&players=2&bots=easy&seed=3&speed=step`);
    const next = page.locator('.step-next button');
    // The bot's placement waits for Next before it shows: step until only my decision is left.
    let n = -1;
    for (let i = 0; i < 40 && n < 0; i++) {
      if (await next.count()) await next.click();
      n = await waitForDecision(page, 0, 0, 500, true).catch(() => -1);
    }
    expect(n).toBeGreaterThanOrEqual(0);
    await page.getByRole('button', { name: 'Red gear' }).click();
    await page.locator('.decision .actions button.primary').first().click();
    await next.waitFor({ timeout: 10_000 });
    let steps = 0;
    // A step's Next can come a moment after the last one went (the queue plays an animation
    // between them): go on until the decision is there, not merely until Next is gone.
    for (let idle = 0; steps < 20 && idle < 20; ) {
      if ((await next.count()) === 0) {
        if ((await waitForDecision(page, 0, n + 1, 600).catch(() => -1)) >= 0) break;
        idle++;
        continue;
      }
      const before = (await logTexts(page)).length;
      // While a step waits, no decision is offered and the log holds still.
      expect(await page.locator('.decision fieldset.actions button').count()).toBe(0);
      await page.waitForTimeout(300);
      expect((await logTexts(page)).length).toBe(before);
      await page.keyboard.press('Space');
      await page.waitForFunction((b) => document.querySelectorAll('[role=log] .log-entry').length > b || !document.querySelector('.step-next button'), before, { timeout: 10_000 });
      steps++;
      await page.waitForTimeout(400);
    }
    expect(steps).toBeGreaterThan(0);
    await waitForDecision(page, 0, n + 1);
    expect(errors).toEqual([]);
  });

  it('a replay of a finished game steps to its last move and matches it; every hand opens at the end', async () => {
    const { page, errors } = await newPage();
    await page.goto(app.server.url + ALL_BOTS.replace('seed=5', 'seed=6'));
    await waitForData(page, 'status', 'over', 120_000);
    await page.waitForTimeout(500);
    const final = await hookSnapshot(page);
    const finalLog = await logTexts(page);
    await page.getByRole('button', { name: 'Replay' }).click();
    await waitForData(page, 'scene', 'replay');
    const total = final?.moveCount ?? 0;
    // It opens at the start: it tells the game. Then the slider to the move before the last, then one step forward.
    expect(await page.locator('.replay-bar .prompt').textContent()).toBe('Start');
    expect((await hookSnapshot(page))?.moveCount).toBe(0);
    expect(await logTexts(page)).toEqual([]);
    await page.getByRole('slider', { name: 'Move' }).fill(String(total - 1));
    await page.waitForTimeout(300);
    await page.getByRole('button', { name: 'Next move' }).click();
    await page.waitForFunction(() => !(window.__boardwright as { busy(): boolean }).busy(), undefined, { timeout: 10_000 });
    const last = await hookSnapshot(page);
    expect(last?.moveCount).toBe(total);
    expect(last?.view).toEqual(final?.view);
    expect(await logTexts(page)).toEqual(finalLog);
    await page.getByRole('checkbox', { name: 'Show every hand' }).check();
    await page.waitForTimeout(300);
    expect((await hookSnapshot(page))?.view).not.toBeNull();
    // Closed, the replay gives the finished table back, its result showing.
    await page.getByRole('button', { name: 'Close the replay' }).click();
    await waitForData(page, 'scene', 'table');
    await waitForData(page, 'status', 'over');
    await page.getByRole('dialog', { name: 'Game over' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('storage full: a lasting banner with Retry and Export while autosaves fail; it goes when a save succeeds', async () => {
    const { page, errors } = await newPage();
    await page.addInitScript(() => {
      window.__diskFull = true;
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
        if (window.__diskFull && this.name === 'saves') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    await page.goto(`${app.server.url}?game=gears&players=2&bots=easy&seed=31&speed=fast`);
    const n = await waitForDecision(page);
    const banner = page.getByRole('alert').filter({ hasText: 'Storage is full' });
    await banner.waitFor({ timeout: 10_000 });
    // It lasts: still there after more moves.
    await hook(page, (h) => h.play(0));
    await page.waitForTimeout(200);
    await hook(page, (h) => h.play(0));
    await waitForDecision(page, 0, n + 1);
    expect(await banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Export this game' }).click();
    // The game is still being played: the file's secrets are said before it leaves.
    const warning = page.getByRole('dialog', { name: 'Export a game still being played?' });
    await warning.getByText(/rebuilds every hidden card/).waitFor();
    await warning.getByText(/Do not give it to anyone who is playing this game/).waitFor();
    const download = page.waitForEvent('download');
    await warning.getByRole('button', { name: 'Export', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/^boardwright-gears-.*\.json$/);
    await page.evaluate(() => {
      window.__diskFull = false;
    });
    await banner.getByRole('button', { name: 'Retry' }).click();
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    const record = await hook(page, (h) => h.record());
    const saved = (await readStore(page, 'saves')) as { id: string; moves: unknown[] }[];
    expect(saved.find((s) => s.id === record?.id)?.moves.length).toBe(record?.moves.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [lang, w, h] of [
    ['en', 360, 640],
    ['ja', 360, 640],
    ['en', 640, 360],
  ] as const) {
    it(`text sizes at ${w}×${h} (${lang}): every word on the Gears table is at least 12 CSS px, or its card opens large`, async () => {
      const { page, errors } = await newPage({ width: w, height: h });
      await page.goto(`${app.server.url}?game=gears&players=4&bots=easy,easy,easy&seed=3&speed=fast&lang=${lang}`);
      await waitForDecision(page);
      const html = await page.evaluate(() => {
        const out: { text: string; px: number }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || !n.textContent?.trim() || el.closest('.sr-only, script, style')) continue;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
          out.push({ text: n.textContent.trim(), px: Number.parseFloat(getComputedStyle(el).fontSize) });
        }
        return out;
      });
      const canvas = await hook(page, (h) => h.texts());
      const words = canvas.filter((c) => !c.card);
      const cards = canvas.filter((c) => c.card);
      const minHtml = Math.min(...html.map((x) => x.px));
      const minCanvas = Math.min(...words.map((x) => x.px));
      metrics[`textSizes.${w}x${h}.${lang}`] = { minHtmlPx: minHtml, minCanvasPx: Math.round(minCanvas * 10) / 10, canvasWords: words.length, cardsWithSmallPrint: cards.filter((c) => c.px < 12).length, zoomable: cards.filter((c) => c.px < 12 && c.zoom).length };
      expect(html.filter((x) => x.px < 12)).toEqual([]);
      expect(words.filter((x) => x.px < 12)).toEqual([]);
      // A card whose own print is small opens large when tapped.
      expect(cards.filter((c) => c.px < 12 && !c.zoom)).toEqual([]);
      // The zoom itself: a card link in the log opens the card, large, in HTML.
      const link = page.locator('[role=log] .card-link').first();
      if (await link.count()) {
        await link.click();
        expect(await page.locator('dialog.zoom[open]').count()).toBe(1);
        await page.keyboard.press('Escape');
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('axe: no serious or critical violation on the three tables', async () => {
    const found: Record<string, string[]> = {};
    for (const game of ['gears', 'innovation', 'gear-and-piston'] as const) {
      const { page } = await newPage();
      await page.goto(`${app.server.url}?game=${game}&players=3&bots=easy,easy&seed=9&speed=fast`);
      await waitForDecision(page);
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      found[game] = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      await page.close();
    }
    metrics.axe = found;
    expect(found).toEqual({ gears: [], innovation: [], 'gear-and-piston': [] });
  }, 120_000);
});
