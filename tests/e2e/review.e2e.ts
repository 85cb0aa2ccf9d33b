// The coach's Review in headless Chromium, against the production build: in each game a short
// game against a bot is played to its end through the table (the human's moves go through the
// scene's own play path), Review lists up to three decisions (the worker judges them from the
// player's view, with progress), and one opens in the replay at that position, through the
// player's eyes, with the move made and the bot's said beside the board. (Its screenshots are in
// tests/shots, `npm run shots`.)
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hookSnapshot, waitForData, } from './support/app';
import { appSuite } from './support/suite';

const app = appSuite({ closePages: true });
const { newPage } = app;

/**
 * Plays seat 0's decisions through the scene (move number mod the legal count: a fixed, careless
 * player) until the game is over.
 */
async function playToTheEnd(page: Page, ms = 240_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const state = await page.evaluate(() => {
      const h = window.__boardwright as { snapshot(): { moveCount: number; toAct: number[]; viewer: number | null; legal: unknown[]; outcome: unknown }; busy(): boolean; play(i: number): unknown } | undefined;
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

const GAMES = [
  { game: 'gears', url: '?game=gears&players=2&bots=easy&seed=31&speed=instant' },
  { game: 'gear-and-piston', url: '?game=gear-and-piston&players=2&bots=easy&seed=31&speed=instant' },
  { game: 'innovation', url: '?game=innovation&players=2&bots=easy&seed=31&speed=instant' },
] as const;

/** Opens Review from the game-over panel and waits for its list. */
async function openReview(page: Page): Promise<void> {
  await waitForData(page, 'status', 'over', 240_000);
  await page.getByRole('dialog').getByRole('button', { name: 'Review', exact: true }).click();
  await page.locator('.dialog.review .review-count').waitFor({ timeout: 60_000 });
}

describe('the Review in Chromium', () => {
  for (const g of GAMES) {
    it(`${g.game}: after a finished game, Review lists up to three decisions and opens one in the replay with both moves`, async () => {
      const { page, errors } = await newPage();
      await page.goto(app.server.url + g.url);
      await playToTheEnd(page);
      await openReview(page);
      const entries = page.locator('.dialog.review .review-entry');
      const n = await entries.count();
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
      const count = (await page.locator('.dialog.review .review-count').textContent()) ?? '';
      expect(count).toMatch(/^\d+ decisions? with a choice reviewed\./);
      if (n < 3) expect(count).toMatch(/Only (one decision|\d+ decisions) fell below the bot's best\./);
      const first = entries.first();
      const yours = ((await first.locator('.review-yours').textContent()) ?? '').trim();
      const bots = ((await first.locator('.review-bots').textContent()) ?? '').trim();
      expect(yours).toMatch(/^Played: \S/);
      expect(bots).toMatch(/^The bot preferred: \S/);
      expect(yours.slice('Played: '.length)).not.toBe(bots.slice('The bot preferred: '.length));
      expect(await first.locator('.review-reason').textContent()).toMatch(/^By its reckoning /);
      const when = ((await first.locator('.review-when').textContent()) ?? '').trim();
      const at = /at the start$/.test(when) ? 0 : Number(/after move (\d+)$/.exec(when)?.[1]);
      expect(at).toBeGreaterThanOrEqual(0);
      const axe = await new AxeBuilder({ page }).include('.dialog.review').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      // Keyboard: the entry's button is reachable and opens the replay.
      await first.getByRole('button', { name: 'Show in the replay' }).focus();
      await page.keyboard.press('Enter');
      await waitForData(page, 'scene', 'replay');
      const note = page.locator('.replay-bar .review-note');
      await note.waitFor();
      expect(((await note.locator('.review-yours').textContent()) ?? '').trim()).toBe(yours);
      expect(((await note.locator('.review-bots').textContent()) ?? '').trim()).toBe(bots);
      // The position before that decision, through seat 0's own eyes.
      const s = await hookSnapshot(page);
      expect(s?.moveCount).toBe(at);
      expect(s?.viewer).toBe(0);
      expect(await page.locator('.replay-bar .prompt').first().textContent()).toMatch(at === 0 ? /^Start$/ : new RegExp(`^Move ${at} of \\d+$`));
      // Stepping away and back.
      await page.getByRole('button', { name: 'Next move' }).click();
      await page.getByRole('button', { name: 'To this decision' }).click();
      expect((await hookSnapshot(page))?.moveCount).toBe(at);
      // The replay of a finished game offers the Review again.
      await page.locator('.replay-bar').getByRole('button', { name: 'Review', exact: true }).click();
      await page.locator('.dialog.review .review-entry').first().waitFor();
      expect(await page.locator('.dialog.review .review-entry').count()).toBe(n);
      expect(errors).toEqual([]);
    });
  }
});
