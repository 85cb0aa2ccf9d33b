// The words of the tables in Chromium, against the production build: a language switch in the
// middle of an Innovation game leaves no line of the old language on the table (prompt, buttons,
// header, log, the canvas) or in the log that follows (the other games' HTML: headless, in
// tests/views/table-screen.test.ts; a term opening its glossary entry: innovation-table.test.ts);
// a Gear & Piston button rings the thing it is about on the board; the Rules
// screen's glossary and pictures, and the glossary dialog, at 360×640 and 1440×900 (English,
// Japanese), with axe finding nothing serious and no line of them starting with a closing mark.
// Their screenshots are in tests/shots (`npm run shots`).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hookSnapshot, waitForData } from './support/app';
import { appSuite } from './support/suite';
import { lineStartingMarks } from './support/typography';

const app = appSuite({ closePages: true });
const { newPage } = app;

/** A word of two Latin letters or more: the Japanese catalogue has none a table shows. */
const LATIN = /[A-Za-z]{2,}/;

/** Waits until the human (seat 0) has buttons to press and nothing animates. */
async function waitForDecision(page: Page, minMoves = 0, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const s = await hookSnapshot(page);
    if (s && s.viewer === 0 && s.toAct.includes(0) && s.legal.length > 0 && s.moveCount >= minMoves) {
      const ready = await page.evaluate(() => {
        const h = window.__boardwright as { busy(): boolean } | undefined;
        return !h?.busy() && document.querySelectorAll('.decision .actions button').length > 0;
      });
      if (ready) return;
    }
    await page.waitForTimeout(150);
  }
  throw new Error('The human never got a decision.');
}

/** Every word the table says: header, decision, log (HTML), and every word drawn on the canvas. */
async function tableWords(page: Page): Promise<string[]> {
  const html = await page.evaluate(() => {
    const out: string[] = [];
    // Everything the table screen shows in HTML (header, decision, panels, log), dialogs aside.
    const screen = document.getElementById('screen');
    for (const el of screen?.children ?? []) {
      // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, one line per line on screen (hidden dialogs left out).
      if (el.tagName !== 'DIALOG') out.push((el as HTMLElement).innerText);
    }
    return out;
  });
  const canvas = (await page.evaluate(() => (window.__boardwright as { texts?: () => { text: string }[] } | undefined)?.texts?.() ?? [])).map((x) => x.text);
  return [...html, ...canvas].flatMap((t) => t.split('\n')).filter((t) => t.trim() !== '');
}

async function switchToJapanese(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Language').selectOption('ja');
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja');
  await page.getByRole('dialog').getByRole('button', { name: 'ゲームに戻る' }).click();
}

describe('the words of the tables', () => {
  // The three games' HTML words (header, decision, log) after a switch are
  // tests/views/table-screen.test.ts; what only a browser shows is the board's drawn words, and
  // Innovation's board draws the most (card names, icons' words).
  {
    const game = 'innovation';
    it(`${game}: a language switch mid-game leaves no line of the old language on the table, on its canvas or in the log`, async () => {
      const { page, errors } = await newPage();
      await page.goto(`${app.server.url}?game=${game}&players=3&bots=easy,easy&seed=12&speed=fast&lang=en`);
      await waitForDecision(page, 2);
      expect((await tableWords(page)).some((w) => LATIN.test(w))).toBe(true);
      await switchToJapanese(page);
      // At once: nothing of English is left on the table or in the log.
      await expect.poll(async () => (await tableWords(page)).filter((w) => LATIN.test(w)), { timeout: 5000 }).toEqual([]);
      // And afterwards: play on (the human's first choice, then the bots), still all Japanese.
      const before = (await hookSnapshot(page))?.moveCount ?? 0;
      // A two-step choice (a gear, then its side) takes a second press.
      for (let i = 0; i < 4 && ((await hookSnapshot(page))?.moveCount ?? 0) === before; i++) {
        await page.locator('.decision .actions button:not(.back)').first().click();
        await page.waitForTimeout(400);
      }
      await expect.poll(async () => (await hookSnapshot(page))?.moveCount ?? 0, { timeout: 30_000 }).toBeGreaterThan(before);
      await page.waitForTimeout(1500);
      expect((await tableWords(page)).filter((w) => LATIN.test(w))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('Gear & Piston: pointing at a location button rings that location on the board; leaving it clears the ring', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=gear-and-piston&players=2&bots=easy&seed=5&speed=fast&lang=en`);
    await waitForDecision(page);
    const ring = () => page.evaluate(() => (window.__boardwright as { ring?: () => { target: string | null; rects: unknown[] } } | undefined)?.ring?.() ?? null);
    const workshop = page.locator('.decision .actions button', { hasText: 'Workshop' }).first();
    await workshop.hover();
    await expect.poll(async () => (await ring())?.target).toBe('loc:workshop');
    expect((await ring())?.rects.length).toBe(1);
    await workshop.blur();
    await page.mouse.move(2, 2);
    await expect.poll(async () => (await ring())?.target ?? null).toBe(null);
    // Keyboard focus rings it as well.
    await workshop.focus();
    await expect.poll(async () => (await ring())?.target).toBe('loc:workshop');
    expect(errors).toEqual([]);
  });

  for (const lang of ['en', 'ja'] as const) {
    for (const [w, h] of [
      [360, 640],
      [1440, 900],
    ] as const) {
      it(`${lang}, ${w}×${h}: the Rules screen's glossary of each game has no line starting with a closing mark and axe finds nothing serious; a term opens the glossary dialog over a table`, async () => {
        const { page, errors } = await newPage({ width: w, height: h });
        await page.goto(`${app.server.url}?lang=${lang}`);
        await waitForData(page, 'scene', 'menu');
        await page.getByRole('button', { name: lang === 'en' ? 'Rules' : 'ルール', exact: true }).click();
        await waitForData(page, 'scene', 'rules');
        for (const game of ['innovation', 'gears', 'gear-and-piston'] as const) {
          await page.locator(`#rules-tab-${game}`).click();
          await waitForData(page, 'rules', game);
          await page.locator('.rules figure.labelled').waitFor();
          // A glossary term is a button: the "。" after one ("…1を引く。") began a line of its own.
          expect(await lineStartingMarks(page, '.rules figure.labelled, .rules .glossary'), `${lang} ${w}×${h} ${game}`).toEqual([]);
        }
        const bad = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
        expect(bad).toEqual([]);
        await page.goto(`${app.server.url}?game=innovation&players=2&bots=easy&seed=4&speed=fast&lang=${lang}`);
        await waitForDecision(page);
        await page.locator('.decision .term-link').first().click();
        await expect.poll(() => page.locator('dialog.glossary-dialog[open]').count()).toBe(1);
        // The dialog over the table, to axe (what the term opens: tests/views/innovation-table.test.ts).
        expect((await new AxeBuilder({ page }).include('dialog.glossary-dialog').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
});
