// The Innovation table in Chromium, against the production build: a dogma a bot shares shows its
// preview and asks first; an over-pick is refused with its reason; all-bot games in Russian and
// Japanese show no English card name in the log, the chrome or the canvas labels; the card
// browser lists 105 cards; axe finds nothing serious. (The screenshots at three sizes are in
// tests/shots, `npm run shots`.)
// Set positions come from saves: a game found in Node by seeded play (options, seed, moves) is
// written to the autosave slot and opened with Continue, as a player would.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/core/rng';
import { CARD_FACTS } from '../../src/engine/innovation/cards/data';
import { innovation } from '../../src/engine/innovation/definition';
import { dogmaPreview } from '../../src/engine/innovation/preview';
import type { InnovationState, Move } from '../../src/engine/innovation/types';
import { continueFound, hookSnapshot, waitForData, } from './support/app';
import { decisionReady } from './support/phone';
import { appSuite } from './support/suite';
import { ROOT } from './support/server';

const app = appSuite({ size: { width: 1440, height: 900 } });
const { newPage } = app;

const SHOTS = join(ROOT, 'docs', 'screenshots');

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

interface Found {
  seed: number;
  moves: { player: number; move: Move }[];
  state: InnovationState;
}

/** Seeded random play of a 2-player game until seat 0 faces what `want` looks for. */
function findGame(want: (s: InnovationState) => boolean, seeds = 400): Found {
  for (let seed = 1; seed <= seeds; seed++) {
    let state = innovation.setup(innovation.normalizeOptions({ players: 2, seed }));
    const rng = Rng.seeded(seed * 31 + 7);
    const moves: Found['moves'] = [];
    for (let n = 0; n < 500 && innovation.outcome(state) === null; n++) {
      const seat = innovation.toAct(state)[0] as number;
      if (seat === 0 && want(state)) return { seed, moves, state };
      const legal = innovation.legalMoves(state, seat);
      // Drawing more often than not fills hands, so multi-card questions come up.
      const draw = legal.find((m) => m.type === 'draw');
      const move = draw && rng.next() < 0.45 ? draw : rng.pick(legal);
      state = innovation.apply(state, seat, move).state;
      moves.push({ player: seat, move });
    }
  }
  throw new Error('No seed gave the wanted position.');
}

/** Opens a found game as the autosave Continue picks up (seat 0 human, seat 1 a bot). */
async function openFound(page: Page, found: Found): Promise<void> {
  await continueFound(page, app.server.url, 'innovation', found, 'Continue');
  await page.waitForFunction(() => (window.__boardwright?.legal().length ?? 0) > 0 && !window.__boardwright?.busy(), undefined, { timeout: 20_000 });
}

const ENGLISH_NAMES = CARD_FACTS.map((c) => c.name);
const englishIn = (text: string): string[] => ENGLISH_NAMES.filter((n) => new RegExp(`(^|[^A-Za-z])${n.replace('.', '\\.')}([^A-Za-z]|$)`).test(text));

describe('Innovation table', () => {
  it('a dogma a bot shares shows its preview, and asks before it runs', async () => {
    const found = findGame((s) => {
      if (s.phase !== 'play' || s.frames.length > 0 || s.current !== 0) return false;
      const view = innovation.view(s, 0);
      return innovation.legalMoves(s, 0).some((m) => m.type === 'dogma' && dogmaPreview(view, 0, m.card, { judge: false }).opponentSharers.length > 0);
    });
    const view = innovation.view(found.state, 0);
    const dogma = innovation.legalMoves(found.state, 0).find((m) => m.type === 'dogma' && dogmaPreview(view, 0, m.card, { judge: false }).opponentSharers.length > 0) as Move & { card: string };
    const name = CARD_FACTS.find((c) => c.id === dogma.card)?.name as string;
    const { page, errors } = await newPage();
    await openFound(page, found);
    // The four actions in their fixed order, then the dogma menu.
    const actions = await page.locator('.decision fieldset button').allTextContents();
    expect(actions.slice(0, 4).map((a) => a.replace(/\s*\(.*$/, '').replace(/^Draw.*/, 'Draw'))).toEqual(['Draw', 'Meld...', 'Dogma...', 'Achieve...']);
    await page.getByRole('button', { name: /^Dogma\.\.\./ }).click();
    const button = page.getByRole('button', { name: new RegExp(`^Dogma ${name} \\(`) });
    await button.hover();
    await expect.poll(() => page.locator('.inno-preview').textContent()).toContain('Bot 2 shares and acts first.');
    expect(await page.locator('.inno-preview').textContent()).toContain(`${name} features the`);
    await page.screenshot({ path: join(SHOTS, 'innovation-preview-1440x900.png') });
    await button.click();
    await expect.poll(() => page.locator('.prompt').first().textContent()).toBe(`Bot 2 shares ${name} and acts first. Run it anyway?`);
    const before = (await hookSnapshot(page))?.moveCount ?? 0;
    await page.getByRole('button', { name: `Run ${name}` }).click();
    await expect.poll(async () => (await hookSnapshot(page))?.moveCount ?? 0).toBeGreaterThan(before);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('a multi-card pick stops at its maximum and says why; Confirm appears only when the pick is valid', async () => {
    const found = findGame((s) => {
      const f = s.frames[s.frames.length - 1];
      const q = f?.type === 'effect' ? f.question : null;
      return q?.kind === 'cards' && q.player === 0 && q.max >= 2 && q.options.length > q.max && innovation.legalMoves(s, 0).some((m) => m.type === 'cards' && m.cards.length > 1);
    });
    const f = found.state.frames[found.state.frames.length - 1];
    const q = f?.type === 'effect' && f.question?.kind === 'cards' ? f.question : null;
    const hi = Math.min(q?.max ?? 0, q?.options.length ?? 0);
    const { page, errors } = await newPage();
    await openFound(page, found);
    const options = page.locator('.decision fieldset button[aria-pressed]');
    expect(await options.count()).toBeGreaterThan(hi);
    for (let i = 0; i < hi; i++) await options.nth(i).click();
    await expect.poll(() => page.locator('.decision fieldset button[aria-pressed="true"]').count()).toBe(hi);
    await expect.poll(() => page.getByRole('button', { name: `Confirm (${hi})` }).count()).toBe(1);
    // One more is refused: still hi picked, the reason in the detail, Confirm still there.
    await options.nth(hi).click();
    await expect.poll(() => page.locator('.prompt-detail').textContent()).toContain(`Not more than ${hi} cards: unpick one first.`);
    expect(await page.locator('.decision fieldset button[aria-pressed="true"]').count()).toBe(hi);
    await page.screenshot({ path: join(SHOTS, 'innovation-overpick-1440x900.png') });
    // Unpicking one removes Confirm until the pick is valid again (an exact-size question).
    await options.nth(0).click();
    if ((q?.min ?? 1) >= hi) await expect.poll(() => page.getByRole('button', { name: /^Confirm/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  for (const lang of ['ru', 'ja'] as const)
    it(`an all-bot game in ${lang} names no card in English: log, chrome and canvas`, async () => {
      const { page, errors } = await newPage();
      await page.goto(`${app.server.url}?game=innovation&players=3&bots=random,random,random&seed=21&speed=instant&lang=${lang}`);
      await waitForData(page, 'scene', 'table');
      await page.waitForFunction(() => Number(document.body.dataset.turn ?? 0) >= 45 || document.body.dataset.status === 'over', undefined, { timeout: 60_000 });
      await page.waitForTimeout(500);
      const log = (await page.locator('[role="log"]').textContent()) ?? '';
      const chrome = (await page.locator('.table-header, .decision').allTextContents()).join(' ');
      const labels = await page.evaluate(() => (window.__boardwright?.labels as (() => string[]) | undefined)?.() ?? []);
      expect(log.length).toBeGreaterThan(200);
      expect(labels.length).toBeGreaterThan(20);
      expect(englishIn(log)).toEqual([]);
      expect(englishIn(chrome)).toEqual([]);
      expect(englishIn(labels.join('\n'))).toEqual([]);
      // The log does name cards, in the language: some card link is there.
      expect(await page.locator('[role="log"] .card-link').count()).toBeGreaterThan(5);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);

  it('the card browser lists the 105 cards and the five specials, and finds by word', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=innovation&players=2&bots=random&seed=4&speed=fast`);
    await waitForData(page, 'scene', 'table');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Card list' }).click();
    await expect.poll(() => page.locator('.inno-browser-card').count()).toBe(105);
    expect(await page.locator('.inno-browser-special').count()).toBe(5);
    expect(await page.locator('.inno-browser-search output').getAttribute('data-count')).toBe('105');
    await page.getByLabel('Search by name or word').fill('castle');
    const found = await page.locator('.inno-browser-card').count();
    expect(found).toBeGreaterThan(3);
    expect(found).toBeLessThan(105);
    await page.getByLabel('Search by name or word').fill('');
    await page.locator('.inno-browser-card[data-card="oars"] button').click();
    await expect.poll(() => page.locator('.card-zoom h2').textContent()).toBe('Oars');
    // Oars plays differently in the two editions: both texts are in the zoom.
    expect(await page.locator('.card-zoom').textContent()).toContain('First edition');
    await page.screenshot({ path: join(SHOTS, 'innovation-browser-1440x900.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('axe finds no serious or critical violation on the Innovation table', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=innovation&players=3&bots=easy,easy&seed=7&speed=fast`);
    await page.waitForFunction(() => (window.__boardwright?.legal().length ?? 0) > 0 && !window.__boardwright?.busy(), undefined, { timeout: 30_000 });
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`);
    // The opening choice; then an action turn (hand, menus, log with card links); then a card zoom.
    expect(await serious()).toEqual([]);
    await page.locator('.decision fieldset button').first().click();
    // The bots' seeds are secret and fresh each session, so their first turns differ from run to
    // run: a bot's dogma may demand something of the human (Archery) or share an effect with them,
    // and the answer comes before the action turn. Answer as a player would, with the first button.
    for (let answered = 0; ; answered++) {
      await decisionReady(page);
      const action = await page.evaluate(() => window.__boardwright?.legal().some((m) => (m as { type: string }).type === 'draw') ?? false);
      if (action) break;
      expect(answered).toBeLessThan(10);
      await page.locator('.decision fieldset button').first().click();
    }
    await page.getByRole('button', { name: /^Dogma\.\.\./ }).click();
    expect(await serious()).toEqual([]);
    await page.locator('[role="log"] .card-link').last().click();
    await page.locator('.card-zoom').waitFor();
    expect(await serious()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
