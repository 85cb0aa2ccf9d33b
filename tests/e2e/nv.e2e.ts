// Screen reader mode in Chromium, against the production build: with ?nv=1 there is no canvas and
// Phaser is never fetched; a whole game of each of the three games is played to the end through
// the accessibility tree alone — the decision's buttons found by role and name, pressed with the
// keyboard, the end found by the game-over dialog and the announcements (the live region's text)
// — never the test hook; the reading keys answer through the live region; axe finds nothing
// serious (a hot-seat hand-over hiding the text table: tests/views/table-screen.test.ts). The Innovation game is played with Tab and
// Enter from where the focus lands, and prints how many presses each of the human's turns took.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DIST } from './support/server';
import { appSuite } from './support/suite';

const figures: Record<string, unknown> = {};
const app = appSuite({ closePages: true, after: () => console.log('screen reader mode e2e figures', JSON.stringify(figures, null, 1)) });
const { newPage } = app;

/** The built chunk that holds Phaser (found by its own name in the code, not by the file's). */
function phaserChunk(): string {
  const assets = join(DIST, 'assets');
  const hit = readdirSync(assets).find((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes('Phaser'));
  if (!hit) throw new Error('No built chunk holds Phaser.');
  return hit;
}

const choices = (page: Page) => page.getByRole('group', { name: 'Choices' }).getByRole('button');
const news = (page: Page) => page.getByRole('log', { name: 'Announcements' });
const gameOver = (page: Page) => page.getByRole('dialog', { name: 'Game over' });
const lastNews = (page: Page) => news(page).locator('p').last().textContent();

/** Waits for the game's end or a decision of the human's: true once the game is over. */
async function nextDecision(page: Page, ms = 60_000): Promise<boolean> {
  const over = gameOver(page);
  const any = choices(page).first();
  await expect.poll(async () => (await over.isVisible()) || (await any.isVisible()), { timeout: ms, interval: 20 }).toBe(true);
  return over.isVisible();
}

/** The choice to make: Confirm once a pick is complete, else the first enabled choice not picked yet. */
async function firstChoice(page: Page): Promise<Locator | null> {
  const all = choices(page);
  const confirm = all.filter({ hasText: /^Confirm/ });
  if ((await confirm.count()) > 0 && (await confirm.first().isEnabled())) return confirm.first();
  const n = await all.count();
  for (let i = 0; i < n; i++) {
    const b = all.nth(i);
    if (!(await b.isEnabled()) || (await b.getAttribute('aria-pressed')) === 'true') continue;
    return b;
  }
  return null;
}

/** Plays with Enter on the chosen button until the game-over dialog opens; returns the presses. */
async function playToTheEnd(page: Page, choose = firstChoice, cap = 4000): Promise<number> {
  let presses = 0;
  while (!(await nextDecision(page))) {
    const b = await choose(page);
    if (!b) {
      // The buttons of a decision just taken are on their way out.
      await page.waitForTimeout(20);
      continue;
    }
    await b.press('Enter').catch(() => undefined);
    if (++presses > cap) throw new Error(`No end after ${cap} presses.`);
  }
  return presses;
}

/** Opens a table in screen reader mode and checks there is no canvas and no Phaser. */
async function openTable(page: Page, query: string): Promise<void> {
  const chunk = phaserChunk();
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto(`${app.server.url}${query}&nv=1`);
  await expect.poll(() => choices(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  expect(await page.locator('canvas').count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'The table in words' }).count()).toBe(1);
  expect(fetched.filter((u) => u.includes(chunk))).toEqual([]);
}

async function axeSerious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('screen reader mode', () => {
  it('Gears: a whole game by role and keyboard; reading keys answer in the live region; axe clean', async () => {
    const { page, errors } = await newPage();
    await openTable(page, '?game=gears&players=2&bots=random&seed=11&speed=instant');
    // Seat headings and the round card in words.
    const table = page.getByRole('region', { name: 'The table in words' });
    expect(await table.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Round card', 'You', 'Bot 2 (Random)', 'Scores']);
    expect(await axeSerious(page)).toEqual([]);
    // B: your board, said without moving the focus.
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('b');
    await expect.poll(() => lastNews(page)).toMatch(/^You\. /);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(focused);
    // W: what you can do; ?: the keys.
    await page.keyboard.press('w');
    await expect.poll(() => lastNews(page)).toMatch(/^Choose a gear to place\. .*Choices: /);
    await page.keyboard.press('Shift+?');
    await expect.poll(() => lastNews(page)).toMatch(/^W: what you can do now\. B: your board\./);
    // C on a gear button: its full text.
    await choices(page).first().focus();
    await page.keyboard.press('Alt+Shift+C');
    await expect.poll(() => lastNews(page)).toMatch(/gear\. Sides /);
    figures.gearsPresses = await playToTheEnd(page);
    const said = await news(page).locator('p').allTextContents();
    expect(said.join('\n')).toMatch(/Game over\./);
    expect(await page.locator('canvas').count()).toBe(0);
    // At the end, a long list of announcements and a finished table: still nothing serious.
    await gameOver(page).getByRole('button', { name: 'Close' }).press('Enter');
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);

  it('Gear & Piston: a whole game by role and keyboard; the cars as tables of rows; axe clean', async () => {
    const { page, errors } = await newPage();
    await openTable(page, '?game=gear-and-piston&players=2&bots=random&seed=5&speed=instant');
    expect(await axeSerious(page)).toEqual([]);
    figures.gnpPresses = await playToTheEnd(page);
    // At the end every car is a table whose rows are its columns.
    await gameOver(page).getByRole('button', { name: 'Close' }).press('Enter');
    const cars = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Column' }) });
    expect(await cars.count()).toBeGreaterThan(0);
    expect(await page.getByRole('rowheader').first().textContent()).toMatch(/column 1$/i);
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 360_000);

  it('Innovation: a whole game with Tab and Enter from where the focus lands; presses per turn; axe clean', async () => {
    const { page, errors } = await newPage();
    await openTable(page, '?game=innovation&players=2&bots=random&seed=7&speed=instant');
    expect(await axeSerious(page)).toEqual([]);
    // A player's mix: meld on the first action of a turn, a dogma on the second, else draw; inside
    // a menu or a question the first option; Confirm once a pick is complete.
    const want = async (p: Page): Promise<Locator | null> => {
      const prompt = (await p.locator('.decision .prompt').textContent()) ?? '';
      const named = (re: RegExp) => choices(p).filter({ hasText: re });
      const enabled = async (l: Locator) => (await l.count()) > 0 && (await l.first().isEnabled());
      if (/^Your turn: 2 actions/.test(prompt) && (await enabled(named(/^Meld\.\.\./)))) return named(/^Meld\.\.\./).first();
      if (/^Your turn: 1 action/.test(prompt) && (await enabled(named(/^Dogma\.\.\./)))) return named(/^Dogma\.\.\./).first();
      return firstChoice(p);
    };
    const turns = new Map<string, number>();
    let presses = 0;
    while (!(await nextDecision(page))) {
      const target = await want(page);
      if (!target) {
        await page.waitForTimeout(20);
        continue;
      }
      const turn = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      let n = 0;
      // From where the focus is (the first choice when a decision appears), Tab to the target.
      for (; n < 60 && !(await target.evaluate((el) => el === document.activeElement).catch(() => true)); n++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      n++;
      turns.set(turn, (turns.get(turn) ?? 0) + n);
      if (++presses > 4000) throw new Error('No end after 4000 choices.');
    }
    const perTurn = [...turns.values()].sort((a, b) => a - b);
    figures.innovation = {
      turns: perTurn.length,
      keysPerTurnMedian: perTurn[Math.floor(perTurn.length / 2)],
      keysPerTurnMean: Number((perTurn.reduce((s, x) => s + x, 0) / perTurn.length).toFixed(1)),
      keysPerTurnMax: perTurn[perTurn.length - 1],
    };
    const said = (await news(page).locator('p').allTextContents()).join('\n');
    expect(said).toMatch(/Game over\./);
    await gameOver(page).getByRole('button', { name: 'Close' }).press('Enter');
    expect(await axeSerious(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 480_000);

  it('names read as words: a side is "Show 1, turned up 4…", a seat has no symbol even with the colour-blind aid, and a gear\'s sides are announced', async () => {
    const { page, errors } = await newPage();
    await openTable(page, '?game=gears&players=2&bots=random&seed=11&speed=instant');
    await page.evaluate(() => document.documentElement.classList.add('colour-aid'));
    const table = page.getByRole('region', { name: 'The table in words' });
    expect(await table.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Round card', 'You', 'Bot 2 (Random)', 'Scores']);
    // The seat names as a screen reader names them: the aid's symbol is drawn, not said.
    const seatNames = await page.locator('.seat-name').evaluateAll((els) => els.map((e) => getComputedStyle(e, '::before').content));
    for (const content of seatNames) expect(content === 'none' || content.endsWith('/ ""')).toBe(true);
    expect(await page.getByRole('heading', { name: /^[●▲■◆★✚]/ }).count()).toBe(0);
    // A gear, then its sides: the sides are announced, and each is named in words.
    await (await firstChoice(page))?.press('Enter');
    await expect.poll(() => lastNews(page)).toMatch(/^Choices: Show \d, turned up \d, turned down \d/);
    const names = await choices(page).evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(names.some((n) => /^Show \d, turned up \d, turned down \d$/.test(n))).toBe(true);
    for (const n of names) expect(n).not.toMatch(/[▲▼●■◆]/);
    expect(errors).toEqual([]);
  }, 120_000);
});
