// The tables in headless Chromium, against the production build: bots to the end, a human move by
// keyboard, bots thinking while the table plays on, a decision in Innovation (the smoke game; Gear &
// Piston's is in gear-and-piston.e2e.ts), the log box's scrolling, text sizes on phones (English,
// Japanese) and axe on each table. What the table screen binds without a browser (undo keys,
// Escape and Back, the hot seat, the step pace, the replay, the storage banners, the log after a
// reload) is tests/views/table-screen.test.ts; the pictures (table-desktop.png,
// innovation-table-desktop.png and the Gears sizes) are tests/shots, `npm run shots`.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/model/setup';
import type { MoveRecord } from '../../src/engine/core/replay';
import { bodyData, hookSnapshot, readStore, waitForData, } from './support/app';
import { appSuite } from './support/suite';
const ALL_BOTS = '?game=gears&players=3&bots=random,random,random&seed=5&speed=instant';
const HUMAN_VS_BOTS = '?game=gears&players=3&bots=hard,normal&seed=3&speed=fast'; // seat 0 is human
const metrics: Record<string, unknown> = {};


const app = appSuite({ closePages: true, after: () => console.log('table e2e metrics', JSON.stringify(metrics, null, 1)) });
const { newPage } = app;

interface Hook {
  snapshot(): { moveCount: number; toAct: number[]; viewer: number | null; view: unknown; legal: unknown[]; outcome: unknown; undo: unknown };
  busy(): boolean;
  play(i: number): { ok: boolean };
  texts(): { text: string; px: number; card?: boolean; zoom?: boolean }[];
  record(): { id: string; setup: SessionSetup; moves: MoveRecord[] } | null;
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
    // The panel is a lazy part: its code may still be on its way when the status turns to "over".
    await page.getByRole('dialog', { name: 'Game over' }).waitFor({ state: 'visible', timeout: 15_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a human move made with the keyboard (Tab to the HTML button, Enter) is applied; the bots think while the table plays on: their moves arrive, and the longest main-thread task is measured', async () => {
    const { page, errors } = await newPage();
    await page.goto(app.server.url + HUMAN_VS_BOTS);
    const before = await waitForDecision(page);
    const from = await page.evaluate(() => performance.now());
    // Placing takes two presses: the gear, then the side.
    await pressDecisionByKeyboard(page);
    // The bots think meanwhile (Gears places at once): on a busy machine the next question takes a moment.
    await expect.poll(() => promptText(page)).toMatch(/which value faces the round card/);
    await pressDecisionByKeyboard(page);
    // The bots (hard and normal) think in their worker while the table shows their moves; the
    // human's next decision comes once both have answered.
    await waitForDecision(page, 0, before + 1);
    await expect.poll(async () => ((await hook(page, (h) => h.record()))?.moves ?? []).slice(before).filter((m) => m.player !== 0).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    const moves = (await hook(page, (h) => h.record()))?.moves ?? [];
    expect(moves.slice(before).some((m) => m.player === 0)).toBe(true);
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
    expect(await page.evaluate(() => Array.isArray(window.__e2e?.longtasks))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  // Innovation's smoke game (Gear & Piston's: gear-and-piston.e2e.ts, 'a human decision through the HTML buttons').
  it('Innovation: a human decision through the table, then the bot plays on; the log keeps its newest line in view while the hand grows and its box shrinks (1440×900)', async () => {
    const { page, errors } = await newPage({ width: 1440, height: 900 });
    await page.goto(`${app.server.url}?game=innovation&players=2&bots=human,easy&seed=11&speed=instant`);
    const before = await waitForDecision(page);
    await page.locator('.decision .actions button').first().click();
    // The click is a move of seat 0's (the bot may have made its own first meld before or after it).
    await waitForDecision(page, 0, before + 1);
    const moved = async () => ((await hook(page, (h) => h.record()))?.moves ?? []).slice(before);
    expect((await moved()).some((m) => m.player === 0)).toBe(true);
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
    // The bot played on after the clicked decision.
    expect((await moved()).some((m) => m.player === 1)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

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

  it('axe: no serious or critical violation on the three tables, with a hint and its reasons shown', async () => {
    const found: Record<string, string[]> = {};
    for (const game of ['gears', 'innovation', 'gear-and-piston'] as const) {
      const { page } = await newPage();
      await page.goto(`${app.server.url}?game=${game}&players=3&bots=easy,easy&seed=9&speed=fast`);
      await waitForDecision(page);
      // The coach's words on the real CSS too (its behaviour: tests/views/coach-table.test.ts).
      await page.keyboard.press('h');
      await page.locator('.decision .coach-hint:not(.coach-hint--asking)').waitFor({ timeout: 30_000 });
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      found[game] = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      await page.close();
    }
    metrics.axe = found;
    expect(found).toEqual({ gears: [], innovation: [], 'gear-and-piston': [] });
  }, 120_000);
});
