// The three tables laid out for a phone, held upright (390×844) and turned (844×390): the prompt
// with all its choices, the hand and the newest lines of the log in one column that scrolls as a
// whole (no scroll box inside it); the board the same size from step to step; every word at 12
// CSS px or more (a card's small print where a tap opens the card large, never a Gears code card's
// number), on the smallest phone (360×640) too, with Large text and without; a rotation in the
// middle of animations leaves nothing stale on the board; Large text and the colour-blind aid,
// switched on at the table, reach the board; axe finds nothing serious or critical at phone size;
// in Japanese no line of a decision starts with a closing mark (。、）」).
// The screenshots with Large text and the aid on are in tests/shots (`npm run shots`).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANDSCAPE, PORTRAIT, decisionReady, openPhone, probe, usePhones } from './support/phone';
import { lineStartingMarks } from './support/typography';
import { appSuite } from './support/suite';

const app = appSuite();
const phones = usePhones();

// The bots answer at 'instant' where the layout at each decision is what is checked (no animation
// to wait for); the rotation test keeps 'normal' speed: it turns the phone while gears fly.
const TABLES = {
  innovation: 'game=innovation&players=3&bots=human,random,random&seed=11',
  gears: 'game=gears&players=3&bots=human,random,random&seed=11',
  'gear-and-piston': 'game=gear-and-piston&players=3&bots=human,random,random&seed=11',
} as const;
type Game = keyof typeof TABLES;

/** Plays the human's first legal move (through the hook: the layout is what is under test here). */
async function playOn(page: Page): Promise<void> {
  await decisionReady(page, 60_000);
  await page.evaluate(() => window.__boardwright?.play(0));
}

/** Boxes inside the side column that scroll on their own (a scroll box inside the one that scrolls). */
const nestedScrolls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.side *')]
      .filter((el) => {
        const s = getComputedStyle(el);
        return (s.overflowY === 'auto' || s.overflowY === 'scroll') && el.scrollHeight > el.clientHeight + 1;
      })
      .map((el) => el.className),
  );

/** The canvas and the board slot: they must not move or resize between steps. */
const boardBox = (page: Page) =>
  page.evaluate(() => {
    const r = document.querySelector('.board-slot')?.getBoundingClientRect();
    const c = document.querySelector('#app canvas') as HTMLCanvasElement | null;
    return r && c ? `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)} canvas ${c.width}×${c.height}` : '';
  });

/** Every word of the HTML on screen, with its size in CSS px. */
const htmlWords = (page: Page) =>
  page.evaluate(() => {
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

type Drawn = { text: string; px: number; card?: boolean; zoom?: boolean; readOnTable?: boolean };

/**
 * Drawn text under 12 CSS px that nothing makes readable: a word, or a card's print — excused only
 * where a tap opens the card large, and never on a card read at the table (a code card's number).
 */
const unreadable = (drawn: Drawn[]) => drawn.filter((d) => d.px < 12 && (!d.card || !d.zoom || d.readOnTable));

/** axe's serious or critical violations on the page as it is. */
async function seriousAxe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Large text and the colour-blind aid, switched on in the table's settings, reach the board: its
 * words grow by a quarter (none under 12 px) and its colours change (symbols, patterns).
 */
async function largeTextAndAidReachTheBoard(page: Page): Promise<void> {
  await decisionReady(page, 60_000);
  await page.waitForTimeout(400);
  const words = async () => (await probe<Drawn[]>(page, 'texts')).filter((d) => !d.card).map((d) => d.px);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const before = await words();
  const canvasBefore = await page.locator('#app canvas').screenshot();
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('button', { name: 'Settings' }).tap();
  await page.getByLabel('Large text').tap();
  await page.getByLabel('Colour-blind aid').tap();
  await page.getByRole('button', { name: 'Back to the game' }).tap();
  await page.waitForTimeout(800);
  const after = await words();
  expect(median(after)).toBeGreaterThanOrEqual(median(before) * 1.2);
  expect(Math.min(...after)).toBeGreaterThanOrEqual(12);
  expect(Buffer.compare(canvasBefore, await page.locator('#app canvas').screenshot())).not.toBe(0);
  expect(await page.evaluate(() => [...document.documentElement.classList].sort())).toEqual(['colour-aid', 'large-text']);
}

for (const size of [PORTRAIT, LANDSCAPE]) {
  const at = `${size.width}×${size.height}`;
  describe(`a phone at ${at}`, () => {
    for (const game of Object.keys(TABLES) as Game[]) {
      it(`${game}: all the choices, the hand and the log in one scrolling column; the board does not move between steps; every word 12 px or more${size === PORTRAIT ? '; axe finds nothing serious or critical; Large text and the colour-blind aid, switched on at the table, reach the board' : ''}`, async () => {
        const { page, errors, context } = await openPhone(phones(), size, `${app.server.url}?${TABLES[game]}&speed=instant`);
        const boxes = new Set<string>();
        for (let step = 0; step < 4; step++) {
          await decisionReady(page, 60_000);
          boxes.add(await boardBox(page));
          expect(await nestedScrolls(page)).toEqual([]);
          // Every choice is on screen once the column is scrolled to it (none cut off).
          const choices = page.locator('.decision fieldset button');
          const n = await choices.count();
          expect(n).toBeGreaterThan(0);
          for (let i = 0; i < n; i++) {
            await choices.nth(i).scrollIntoViewIfNeeded();
            expect(await choices.nth(i).isVisible()).toBe(true);
          }
          await playOn(page);
        }
        await decisionReady(page, 60_000);
        expect([...boxes]).toHaveLength(1);
        // The log: its newest lines, readable, in the column.
        const lines = page.locator('[role=log] .log-entry');
        expect(await lines.count()).toBeGreaterThanOrEqual(3);
        await lines.last().scrollIntoViewIfNeeded();
        expect(await lines.last().isVisible()).toBe(true);
        if (game === 'innovation') {
          const hand = page.locator('.inno-hand-card');
          expect(await hand.count()).toBeGreaterThan(0);
          await hand.last().scrollIntoViewIfNeeded();
          expect(await hand.last().isVisible()).toBe(true);
          // A hand card's whole name is shown (wrapped if need be, never cut short).
          expect(await page.locator('.inno-chip-name').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length)).toBe(0);
        }
        const small = (await htmlWords(page)).filter((w) => w.px < 12);
        expect(small).toEqual([]);
        expect(unreadable(await probe<Drawn[]>(page, 'texts'))).toEqual([]);
        if (size === PORTRAIT) {
          // The same table, upright: axe, then Large text and the colour-blind aid reach the board.
          expect(await seriousAxe(page)).toEqual([]);
          await largeTextAndAidReachTheBoard(page);
        }
        expect(errors).toEqual([]);
        await context.close();
      }, 240_000);
    }
  });
}

describe('Japanese choices on the smallest phone, 360×640', () => {
  it('Innovation\'s dogma list: no line of the prompt or a button starts with a closing mark (a note cut before its "。")', async () => {
    const { page, errors, context } = await openPhone(phones(), { width: 360, height: 640 }, `${app.server.url}?game=innovation&players=2&bots=human,random&seed=11&speed=instant`, { lang: 'ja' });
    let shown = false;
    for (let i = 0; i < 30 && !shown; i++) {
      await decisionReady(page, 60_000);
      const menu = page.locator('.decision fieldset button:not([disabled])').filter({ hasText: /^教義…（[2-5]）/ });
      if ((await menu.count()) > 0) {
        await menu.first().tap();
        await page.locator('.decision .button-note').first().waitFor();
        shown = true;
      } else
        // Melds first, so that two top cards or more offer a dogma.
        await page.evaluate(() => {
          const h = window.__boardwright;
          const legal = (h?.legal() ?? []) as { type?: string }[];
          h?.play(Math.max(0, legal.findIndex((m) => m.type === 'meld' || m.type === 'initial-meld')));
        });
    }
    expect(shown).toBe(true);
    expect(await lineStartingMarks(page, '.decision')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('Gears on the smallest phone, 360×640', () => {
  const SMALL = { width: 360, height: 640 };
  for (const lang of ['en', 'ja'] as const)
    it(`${lang}: with Large text and without, every drawn word and every code card's number at 12 px or more (Large text: 15), a card's small print excused only where a tap opens it large`, async () => {
      for (const largeText of [false, true]) {
        const at = `${lang}${largeText ? ', Large text' : ''}`;
        const { page, errors, context } = await openPhone(phones(), SMALL, `${app.server.url}?${TABLES.gears}&speed=instant`, { lang, largeText });
        for (let i = 0; i < 3; i++) await playOn(page);
        await decisionReady(page, 60_000);
        // Every seat's four code cards drawn with their faces (a card can show a blank for a task or two).
        const codes = async () => (await probe<Drawn[]>(page, 'texts')).filter((d) => d.readOnTable);
        await expect.poll(async () => (await codes()).length, { timeout: 5_000 }).toBe(12);
        expect(Math.min(...(await codes()).map((d) => d.px)), at).toBeGreaterThanOrEqual(largeText ? 15 : 12);
        expect(unreadable(await probe<Drawn[]>(page, 'texts')), at).toEqual([]);
        expect((await htmlWords(page)).filter((w) => w.px < 12), at).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      }
    }, 240_000);
});

describe('a phone turned in the middle of the game', () => {
  it('Gears: rotated back and forth while gears fly and turn, the board ends drawn once, with nothing stale on it', async () => {
    const { page, errors, context } = await openPhone(phones(), PORTRAIT, `${app.server.url}?game=gears&players=3&bots=human,random,random&seed=11&speed=normal`);
    for (let round = 0; round < 3; round++) {
      await playOn(page);
      for (let i = 0; i < 6; i++) {
        await page.setViewportSize(i % 2 === 0 ? LANDSCAPE : PORTRAIT);
        await page.waitForTimeout(120);
      }
    }
    await page.setViewportSize(LANDSCAPE);
    await decisionReady(page, 60_000);
    await page.waitForTimeout(500);
    expect(await probe<number>(page, 'strays')).toBe(0);
    const fit = await page.evaluate(() => {
      const r = document.querySelector('.board-slot')?.getBoundingClientRect();
      const c = document.querySelector('#app canvas') as HTMLCanvasElement | null;
      return { slot: [Math.floor(r?.width ?? 0), Math.floor(r?.height ?? 0)], canvas: [c?.clientWidth, c?.clientHeight] };
    });
    expect(fit.canvas).toEqual(fit.slot);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
