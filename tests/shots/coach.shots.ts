// The coach's screenshots (docs/screenshots/coach-*.png; the README shows three), in Chromium
// against the production build, on an emulated phone (touch, 390×844) and at 1440×900: the "What
// you know" panel, Hint's reasons per game (en, ja; Gear & Piston in Russian), the Review saying
// why (with the UI thread's long tasks printed for docs/bots/coach-reasons.md) and Try again. Its
// checks run headless in `npm test`: tests/views/coach-table.test.ts, known-table.test.ts and
// review-table.test.ts (issue 44); a page that logs a console error fails its shot. `npm run shots`.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/core/rng';
import { innovation } from '../../src/engine/innovation/definition';
import type { Move } from '../../src/engine/innovation/types';
import { hookSnapshot, playToTheEnd, putSave, putSettings, readStore, waitForData } from '../e2e/support/app';
import { foundRecord } from '../support/positions';
import { PORTRAIT, decisionReady, newPhone, usePhones } from '../e2e/support/phone';
import { ROOT } from '../e2e/support/server';
import { appSuite } from '../e2e/support/suite';

const SHOTS = join(ROOT, 'docs', 'screenshots');
const DESKTOP = { width: 1440, height: 900 };

const app = appSuite({ size: DESKTOP, closePages: true });
const phones = usePhones();

/** A fresh phone (its own storage) on the menu, with these settings stored. Density 1: screenshots for the docs. */
async function phoneOnMenu(settings: Record<string, unknown>): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { page, errors, context } = await newPhone(phones(), PORTRAIT, 1);
  await page.goto(app.server.url);
  await waitForData(page, 'scene', 'menu');
  await putSettings(page, settings);
  return { page, errors, close: () => context.close() };
}

interface GivenAway {
  seed: number;
  moves: { player: number; move: Move }[];
  /** The cards seat 0 once held that it knows are in seat 1's hand or score pile now. */
  given: string[];
}

/**
 * Seeded random play of a 2-player Innovation game (in Node, with the engine) until seat 0 owes
 * a decision and its own view knows a card of its own is now in seat 1's hand or score pile.
 */
function findGivenAway(seeds = 100): GivenAway {
  for (let seed = 1; seed <= seeds; seed++) {
    let state = innovation.setup(innovation.normalizeOptions({ players: 2, seed }));
    const rng = Rng.seeded(seed * 31 + 7);
    const held = new Set<string>();
    const moves: GivenAway['moves'] = [];
    for (let n = 0; n < 500 && innovation.outcome(state) === null; n++) {
      for (const c of state.players[0]?.hand ?? []) held.add(c);
      const seat = innovation.toAct(state)[0] as number;
      const known = innovation.view(state, 0).known ?? [];
      const given = known.filter((k) => (k.zone === 'hand' || k.zone === 'score') && k.player === 1 && held.has(k.card)).map((k) => k.card);
      if (seat === 0 && given.length > 0) return { seed, moves, given };
      const legal = innovation.legalMoves(state, seat);
      const draw = legal.find((m) => m.type === 'draw');
      const move = draw && rng.next() < 0.45 ? draw : rng.pick(legal);
      state = innovation.apply(state, seat, move).state;
      moves.push({ player: seat, move });
    }
  }
  throw new Error('No seed gave a card away.');
}

/** Plays seat 0's first legal move (through the test hook) until its decision has at least `n` choices. */
async function decisionWith(page: Page, n: number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await decisionReady(page, 60_000);
    const s = await hookSnapshot(page);
    if (s && s.viewer === 0 && s.toAct.length === 1 && s.toAct[0] === 0 && s.legal.length >= n) return;
    await page.evaluate(() => window.__boardwright?.play(0));
    await page.waitForTimeout(100);
  }
  throw new Error(`No decision with ${n} choices came.`);
}

describe('What you know', () => {
  it('Innovation, by touch: the panel (a setting) lists the card the player gave away, in the opponent’s hand', async () => {
    const found = findGivenAway();
    const { page, errors, close } = await phoneOnMenu({ whatYouKnow: true });
    try {
      await putSave(page, foundRecord('innovation', found));
      await page.reload();
      await waitForData(page, 'menu', 'ready');
      await page.getByRole('button', { name: 'Continue', exact: true }).tap();
      await waitForData(page, 'scene', 'table');
      await decisionReady(page);
      // Folded on a phone, to its count: a tap opens it.
      const panel = page.locator('details.known');
      await panel.waitFor();
      expect(await panel.getAttribute('open')).toBeNull();
      const summary = panel.locator('summary');
      expect(await summary.textContent()).toMatch(/^What you know\d+ things?$/);
      await summary.scrollIntoViewIfNeeded();
      await summary.tap();
      await expect.poll(() => panel.getAttribute('open')).toBe('');
      const lines = await panel.locator('.known-lines li').allTextContents();
      const names = await page.evaluate((ids) => ids.map((id) => document.querySelector(`.known-lines [data-card="${id}"]`)?.textContent ?? ''), found.given);
      for (const name of names) {
        expect(name).not.toBe('');
        expect(lines).toContain(`${name}: in the hand of Bot 2`);
      }
      // The card named opens in the zoom, as a player reads it.
      await panel.locator(`[data-card="${found.given[0]}"]`).tap();
      await page.locator('dialog.card-zoom[open]').waitFor();
      expect(await page.locator('dialog.card-zoom[open]').textContent()).toContain(names[0]);
      await page.keyboard.press('Escape');
      const axe = await new AxeBuilder({ page }).include('details.known').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await summary.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'coach-known-390x844-en.png') });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('off by default: no panel; on in the table’s settings, it shows at once (1440×900)', async () => {
    const { page, errors } = await app.newPage();
    await page.goto(`${app.server.url}?game=innovation&players=2&bots=easy&seed=21&speed=fast`);
    await decisionReady(page);
    expect(await page.locator('details.known').count()).toBe(0);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('checkbox', { name: 'What you know' }).check();
    await page.getByRole('button', { name: 'Back to the game' }).click();
    const panel = page.locator('details.known');
    await panel.waitFor();
    expect(await panel.getAttribute('open')).toBe('');
    expect(await panel.locator('.known-none').textContent()).toBe('Nothing hidden that you have seen.');
    expect(errors).toEqual([]);
  });
});

const HINT_GAMES = [
  { game: 'gears', url: '?game=gears&players=2&bots=easy&seed=21&speed=fast' },
  { game: 'innovation', url: '?game=innovation&players=2&bots=easy&seed=21&speed=fast' },
  { game: 'gear-and-piston', url: '?game=gear-and-piston&players=2&bots=easy&seed=21&speed=fast' },
] as const;

describe('Hint shows its reasons', () => {
  for (const g of HINT_GAMES) {
    for (const lang of ['en', 'ja'] as const) {
      it(`${g.game}, ${lang}, by touch at 390×844: Hint lists up to three lines, each with its reasons, then its chance of winning in percent`, async () => {
        const { page, errors, close } = await phoneOnMenu({});
        try {
          await page.goto(`${app.server.url}${g.url}&lang=${lang}`);
          await waitForData(page, 'scene', 'table');
          await decisionWith(page, 3);
          await page.locator('button.hint-button').first().tap();
          const said = page.locator('.decision .coach-hint:not(.coach-hint--asking)');
          await said.waitFor({ timeout: 30_000 });
          const items = page.locator('.coach-choices li');
          await items.first().waitFor({ timeout: 20_000 });
          const texts = await items.allTextContents();
          expect(texts.length).toBeGreaterThanOrEqual(1);
          expect(texts.length).toBeLessThanOrEqual(3);
          // Every listed line carries at least one reason, and its chance comes last.
          const reasons = await items.evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.reasons)));
          for (const n of reasons) expect(n).toBeGreaterThanOrEqual(1);
          for (const item of texts) expect(item).toMatch(/ — \d{1,3}%$/);
          // Lines are different results: no move is named on two lines.
          expect(new Set(texts).size).toBe(texts.length);
          const size = await items.first().evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
          expect(size).toBeGreaterThanOrEqual(12);
          const axe = await new AxeBuilder({ page }).include('.decision').analyze();
          expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
          await page.locator('.coach-choices').scrollIntoViewIfNeeded();
          await page.screenshot({ path: join(SHOTS, `coach-reasons-${g.game}-390x844-${lang}.png`) });
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }

  it('Gear & Piston at 1440×900, in Russian: the percent as Russian writes it', async () => {
    const { page, errors } = await app.newPage();
    await page.goto(`${app.server.url}${HINT_GAMES[2].url}&lang=ru`);
    await decisionWith(page, 3);
    await page.keyboard.press('h');
    const items = page.locator('.coach-choices li');
    await items.first().waitFor({ timeout: 20_000 });
    for (const item of await items.allTextContents()) expect(item).toMatch(/ — \d{1,3}\u00a0%$/);
    await page.screenshot({ path: join(SHOTS, 'coach-reasons-gear-and-piston-1440x900-ru.png') });
    expect(errors).toEqual([]);
  });
});


/** Starts recording the UI thread's long tasks (over 50 ms) from now: the Review's figures. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: [number, number][]; __pressedAt: number };
    w.__longTasks = [];
    w.__pressedAt = performance.now();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push([Math.round(e.startTime - w.__pressedAt), Math.round(e.duration)]);
    }).observe({ type: 'longtask' });
  });
}

/** The long tasks since watchLongTasks: [start after the press, duration], in ms. */
async function longTasks(page: Page): Promise<{ durations: [number, number][]; pressedAt: number }> {
  return page.evaluate(() => {
    const w = window as unknown as { __longTasks: [number, number][]; __pressedAt: number };
    return { durations: w.__longTasks, pressedAt: w.__pressedAt };
  });
}

describe('Review says why', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`Gears, ${lang}, at 390×844: the first flagged decision says what followed in the game and what the bot's move does; "had you" is worked out after the list is up`, async () => {
      const { page, errors, close } = await phoneOnMenu({});
      try {
        await page.goto(`${app.server.url}?game=gears&players=2&bots=easy&seed=31&speed=instant&lang=${lang}`);
        await playToTheEnd(page);
        await waitForData(page, 'status', 'over', 240_000);
        await watchLongTasks(page);
        await page.getByRole('dialog').locator('button').filter({ hasText: lang === 'en' ? /^Review$/ : /^ふりかえり$/ }).first().tap();
        const first = page.locator('.dialog.review .review-entry').first();
        await first.waitFor({ timeout: 60_000 });
        const listAt = await page.evaluate(() => performance.now());
        const followed = (await first.locator('.review-followed').textContent()) ?? '';
        const preferred = (await first.locator('.review-preferred').textContent()) ?? '';
        expect(followed).toMatch(lang === 'en' ? /^What followed: \S/ : /^その後：\S/);
        expect(preferred).toMatch(lang === 'en' ? /^The bot's move: \S/ : /^ボットの手：\S/);
        // "Had you" is worked out after the list is up, one decision at a time: the first entry says
        // so in words until its comparison is filled in (the app's state, however long the worker takes).
        const had = first.locator('.review-had');
        const hadState = await had.getAttribute('data-had');
        if (hadState === 'working') expect(await had.textContent()).toMatch(lang === 'en' ? /^Had you played .+: working it out…$/ : /を選んでいたら：検討中です…$/);
        await expect.poll(() => had.getAttribute('data-had'), { timeout: 240_000, interval: 250 }).toBe('done');
        const hadAt = await page.evaluate(() => performance.now());
        expect(await had.textContent()).toMatch(lang === 'en' ? /^Had you played .+, within the same \d+ moves?: \S/ : /を選んでいたら、同じ\d+手のうちに：\S/);
        // The others follow, one at a time.
        await expect.poll(() => page.locator('.dialog.review [data-had="working"]').count(), { timeout: 240_000, interval: 250 }).toBe(0);
        const allAt = await page.evaluate(() => performance.now());
        expect(await page.locator('.dialog.review [data-had="failed"]').count()).toBe(0);
        // Figures for the note (docs/bots/coach-reasons.md), printed, not asserted: the UI thread's long tasks.
        const tasks = await longTasks(page);
        // While "had you" is worked out (the list up, the worker searching) the UI thread only waits.
        const list = Math.round(listAt - tasks.pressedAt);
        const during = tasks.durations.filter(([at]) => at >= list);
        console.log(`coach-reasons ${lang}: Review pressed → list ${list} ms, → first "had you" ${Math.round(hadAt - tasks.pressedAt)} ms, → all ${Math.round(allAt - tasks.pressedAt)} ms; long tasks [start, ms] before the list ${JSON.stringify(tasks.durations.filter(([at]) => at < list))}, after it ${JSON.stringify(during)}`);
        await first.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, `coach-review-why-390x844-${lang}.png`) });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

describe('Review lets the player retry', () => {
  it('Gears: Try again opens the decision as the player saw it; each new choice is compared with the bot’s best; nothing is played or saved; back to the Review', async () => {
    const { page, errors } = await app.newPage();
    await page.goto(`${app.server.url}?game=gears&players=2&bots=easy&seed=31&speed=instant`);
    await playToTheEnd(page);
    await waitForData(page, 'status', 'over', 240_000);
    await page.getByRole('dialog').getByRole('button', { name: 'Review', exact: true }).click();
    const first = page.locator('.dialog.review .review-entry').first();
    await first.waitFor({ timeout: 60_000 });
    const when = ((await first.locator('.review-when').textContent()) ?? '').trim();
    const at = /at the start$/.test(when) ? 0 : Number(/after move (\d+)$/.exec(when)?.[1]);
    const played = ((await first.locator('.review-yours').textContent()) ?? '').replace(/^Played: /, '').trim();
    const savesBefore = JSON.stringify(await readStore(page, 'saves'));
    await first.getByRole('button', { name: 'Try again' }).click();
    await waitForData(page, 'scene', 'retry');
    const note = page.locator('.retry-note');
    await note.waitFor();
    expect(await note.locator('.review-when').textContent()).toContain(when);
    // The position of that decision, through the player's own eyes, its choices as buttons.
    await decisionReady(page);
    const s = await hookSnapshot(page);
    expect(s?.moveCount).toBe(at);
    expect(s?.viewer).toBe(0);
    const legal = s?.legal.length ?? 0;
    expect(legal).toBeGreaterThan(1);
    // A choice by its buttons (a gear, then its side): the verdict says how it compares.
    for (let step = 0; step < 3 && (await note.locator('.retry-now').count()) === 0; step++) {
      await page.locator('.decision fieldset button:not([disabled]):not(.back)').first().click();
      await page.waitForTimeout(150);
    }
    const verdict = note.locator('.retry-now');
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/^Your new choice, .+(: \d+% below the best move, .+\.|: a little below the best move, .+\.|, is the bot's best move\.|, is as good as the bot's best move, .+\.)$/);
    expect(await note.locator('.retry-first').textContent()).toBe(`In the game you played ${played}: ${/(\d+)%/.exec((await note.locator('.retry-first').textContent()) ?? '')?.[1]}% below the best.`);
    // Every choice is judged; one of them is the bot's best. The position never moves on.
    const verdicts: string[] = [];
    for (let i = 0; i < legal; i++) {
      await decisionReady(page);
      expect(await page.evaluate((k) => window.__boardwright?.play(k).ok, i)).toBe(true);
      await page.waitForTimeout(150);
      verdicts.push((await verdict.textContent()) ?? '');
      expect((await hookSnapshot(page))?.moveCount).toBe(at);
    }
    expect(verdicts.some((v) => /is the bot's best move\.$/.test(v))).toBe(true);
    expect(verdicts.some((v) => v.startsWith(`Your new choice, ${played}`) && / below the best move, /.test(v))).toBe(true);
    const axe = await new AxeBuilder({ page }).include('.decision').include('.retry-note').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(SHOTS, `coach-retry-${w}x${h}-en.png`) });
    }
    await page.setViewportSize(DESKTOP);
    expect(JSON.stringify(await readStore(page, 'saves'))).toBe(savesBefore);
    // Back to the Review: the replay at that decision, the Review's list up.
    await note.getByRole('button', { name: 'Back to the Review' }).click();
    await waitForData(page, 'scene', 'replay');
    await page.locator('.dialog.review .review-entry').first().waitFor();
    expect((await hookSnapshot(page))?.moveCount).toBe(at);
    expect(errors).toEqual([]);
  });
});
