// The Innovation table in Chromium, against the production build: all-bot games in Russian and
// Japanese show no English card name in the log, the chrome or the canvas labels; axe finds nothing
// serious on the opening, an action turn's menus and a card's zoom. The share preview, the
// over-pick and the card browser are headless now (tests/views/innovation-table.test.ts); the
// pictures (three sizes, the preview, the over-pick, the browser) are tests/shots, `npm run shots`.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { CARD_FACTS } from '../../src/engine/innovation/cards/data';
import { waitForData } from './support/app';
import { decisionReady } from './support/phone';
import { appSuite } from './support/suite';

const app = appSuite({ size: { width: 1440, height: 900 } });
const { newPage } = app;

const ENGLISH_NAMES = CARD_FACTS.map((c) => c.name);
const englishIn = (text: string): string[] => ENGLISH_NAMES.filter((n) => new RegExp(`(^|[^A-Za-z])${n.replace('.', '\\.')}([^A-Za-z]|$)`).test(text));

describe('Innovation table', () => {
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
