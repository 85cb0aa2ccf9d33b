// The screenshots of the README and docs/ (docs/screenshots/*.png; the HTML screens go to
// test-results/screens): the tables, the screens, the phones, the Review and the glossary, in
// English and Japanese. Each only pictures what an e2e or unit test checks; a page that logs a
// console error fails its shot. Run with `npm run shots`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogs } from '../../src/i18n/catalogs';
import { formatMessage } from '../../src/i18n/format';
import { LESSON_RUNS, type Say } from '../e2e/support/lesson-runs';
import { lessonStep } from '../e2e/support/lesson-step';
import { continueFound, hookSnapshot, playToTheEnd, waitForData } from '../e2e/support/app';
import { WORKSHOP } from '../e2e/support/gnp-positions';
import { CARD_FACTS } from '../../src/engine/innovation/cards/data';
import { innovation } from '../../src/engine/innovation/definition';
import { OVER_PICK, SHARED_DOGMA, sharedDogma } from '../support/positions';
import { LANDSCAPE, PORTRAIT, decisionReady, openPhone, usePhones } from '../e2e/support/phone';
import { ROOT } from '../e2e/support/server';
import { appSuite } from '../e2e/support/suite';

const DOCS = join(ROOT, 'docs', 'screenshots');
const SCREENS = join(ROOT, 'test-results', 'screens');
const app = appSuite({ closePages: true, size: { width: 1440, height: 900 } });
const { newPage } = app;
const phones = usePhones();

beforeAll(() => {
  mkdirSync(DOCS, { recursive: true });
  mkdirSync(SCREENS, { recursive: true });
});

/** The hook's legal moves are up and nothing animates. */
const settled = (page: Page, timeout = 30_000) =>
  page.waitForFunction(() => (window.__boardwright?.legal().length ?? 0) > 0 && !window.__boardwright?.busy(), undefined, { timeout });

/** Seat 0 has buttons to press, nothing animates, and at least `minMoves` moves were made. */
async function humanDecision(page: Page, minMoves = 0, ms = 60_000): Promise<number> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const s = await hookSnapshot(page);
    if (s && s.viewer === 0 && s.toAct.includes(0) && s.legal.length > 0 && s.moveCount >= minMoves) {
      const ready = await page.evaluate(() => !window.__boardwright?.busy() && document.querySelectorAll('.decision .actions button').length > 0);
      if (ready) return s.moveCount;
    }
    await page.waitForTimeout(150);
  }
  throw new Error('The human never got a decision.');
}


describe('the tables', () => {
  it('Gears at 360×640, 640×360 and 1920×1080 (English, Japanese)', async () => {
    for (const lang of ['en', 'ja'] as const) {
      for (const [w, h] of [
        [360, 640],
        [640, 360],
        [1920, 1080],
      ] as const) {
        const { page, errors } = await newPage({ width: w, height: h });
        await page.goto(`${app.server.url}?game=gears&players=3&bots=easy,easy&seed=4&speed=fast&lang=${lang}`);
        const n = await humanDecision(page);
        // Into a round: place a gear, so the board shows placed gears and a step-2 choice.
        await page.evaluate(() => window.__boardwright?.play(0));
        await page.waitForTimeout(200);
        if ((await hookSnapshot(page))?.legal.length) await page.evaluate(() => window.__boardwright?.play(0));
        await humanDecision(page, n + 1).catch(() => undefined);
        await page.waitForTimeout(600);
        await page.screenshot({ path: join(DOCS, `gears-table-${w}x${h}-${lang}.png`) });
        if (lang === 'en' && w === 360) await page.screenshot({ path: join(DOCS, 'table-phone.png') });
        if (lang === 'en' && w === 640) await page.screenshot({ path: join(DOCS, 'table-phone-landscape.png') });
        expect(errors).toEqual([]);
        await page.close();
      }
    }
  });

  // Moved from table.e2e.ts and gear-and-piston.e2e.ts (issue 44): the README's desktop tables,
  // a decision each, at 1280×720 (the e2e default) for Gears and 1920×1080 for the other two.
  it('the README desktop tables: Gears by keyboard, Innovation and Gear & Piston after a human decision', async () => {
    const gearsPage = await newPage({ width: 1280, height: 720 });
    await gearsPage.page.goto(`${app.server.url}?game=gears&players=2&bots=easy&seed=3&speed=fast`);
    const n = await humanDecision(gearsPage.page);
    await gearsPage.page.evaluate(() => window.__boardwright?.play(0));
    await gearsPage.page.waitForTimeout(300);
    if ((await hookSnapshot(gearsPage.page))?.legal.length) await gearsPage.page.evaluate(() => window.__boardwright?.play(0));
    await humanDecision(gearsPage.page, n + 1);
    await gearsPage.page.screenshot({ path: join(DOCS, 'table-desktop.png') });
    expect(gearsPage.errors).toEqual([]);
    await gearsPage.page.close();
    for (const [game, url, file] of [
      ['innovation', '?game=innovation&players=3&bots=easy,easy&seed=7&speed=fast', 'innovation-table-desktop.png'],
      ['gear-and-piston', '?game=gear-and-piston&players=3&bots=easy,easy&seed=7&speed=fast', 'gear-and-piston-table-desktop.png'],
    ] as const) {
      const { page, errors } = await newPage({ width: 1920, height: 1080 });
      await page.goto(app.server.url + url);
      const before = await humanDecision(page);
      // Gear & Piston: the Workshop's token placed (the e2e smoke game's move), then the bots' turns.
      if (game === 'innovation') await page.locator('.decision .actions button').first().click();
      else await page.locator('.decision').getByRole('button', { name: 'Workshop', exact: true }).click();
      await humanDecision(page, before + (game === 'innovation' ? 2 : 3));
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(DOCS, file) });
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('Innovation, four players some way in, at 1440×900, 390×844 and 844×390 (English, Japanese)', async () => {
    for (const lang of ['en', 'ja'] as const) {
      for (const size of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
        { width: 844, height: 390 },
      ]) {
        const { page, errors } = await newPage(size);
        await page.goto(`${app.server.url}?game=innovation&players=4&bots=random,random,random&seed=12&speed=instant&lang=${lang}`);
        let rng = 7;
        for (let i = 0; i < 14; i++) {
          await settled(page);
          const n = await page.evaluate(() => window.__boardwright?.legal().length ?? 0);
          rng = (rng * 1103515245 + 12345) & 0x7fffffff;
          await page.evaluate((k) => window.__boardwright?.play(k), rng % n);
        }
        await settled(page);
        await page.waitForTimeout(800);
        await page.screenshot({ path: join(DOCS, `innovation-${lang}-${size.width}x${size.height}.png`) });
        expect(errors).toEqual([]);
        await page.close();
      }
    }
  });

  it('Gear & Piston in the Workshop at 1440×900, 390×844 and 1920×1080 (English, Japanese)', async () => {
    const found = WORKSHOP();
    for (const lang of ['en', 'ja'] as const) {
      const { page, errors } = await newPage();
      await continueFound(page, `${app.server.url}?lang=${lang}`, 'gear-and-piston', found, catalogs[lang]['menu.continue']);
      for (const size of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
        { width: 1920, height: 1080 },
      ]) {
        await page.setViewportSize(size);
        await page.waitForTimeout(800);
        await settled(page);
        await page.waitForTimeout(150);
        await page.screenshot({ path: join(DOCS, `gear-and-piston-${size.width}x${size.height}-${lang}.png`) });
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  // Moved from gear-and-piston.e2e.ts (issue 44): the e2e tests keep their checks, without pictures.
  it('Gear & Piston details: the score breakdown, the legend and a part large (1440×900, 390×844); the Workshop at 1440×900, 360×640 and 640×360 (English, Japanese)', async () => {
    const over = await newPage();
    await over.page.goto(`${app.server.url}?game=gear-and-piston&players=3&bots=random,random,random&seed=5&speed=instant`);
    await waitForData(over.page, 'status', 'over', 150_000);
    await over.page.locator('.over-breakdown').waitFor({ timeout: 20_000 });
    await over.page.screenshot({ path: join(DOCS, 'gear-and-piston-over-1440x900.png') });
    await over.page.setViewportSize({ width: 390, height: 844 });
    await over.page.waitForTimeout(600);
    await over.page.screenshot({ path: join(DOCS, 'gear-and-piston-over-390x844.png') });
    expect(over.errors).toEqual([]);
    await over.page.close();

    const found = WORKSHOP();
    const { page, errors } = await newPage();
    await continueFound(page, `${app.server.url}?lang=en`, 'gear-and-piston', found, catalogs.en['menu.continue']);
    await settled(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(DOCS, 'gear-and-piston-workshop-1440x900.png') });
    const legend = page.getByRole('dialog', { name: 'Legend' });
    const zoom = page.locator('dialog.zoom');
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: 'Legend', exact: true }).click();
      await legend.waitFor();
      await page.screenshot({ path: join(DOCS, `gear-and-piston-legend-${size.width}x${size.height}.png`) });
      await page.keyboard.press('Escape');
      await legend.waitFor({ state: 'detached' });
      await page.locator('.log .card-link').last().click();
      await zoom.waitFor();
      await page.screenshot({ path: join(DOCS, `gear-and-piston-zoom-${size.width}x${size.height}.png`) });
      await page.keyboard.press('Escape');
      await zoom.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await page.close();

    for (const lang of ['en', 'ja'] as const) {
      const small = await newPage({ width: 360, height: 640 });
      await continueFound(small.page, `${app.server.url}?lang=${lang}`, 'gear-and-piston', found, catalogs[lang]['menu.continue']);
      for (const size of [
        { width: 360, height: 640 },
        { width: 640, height: 360 },
      ]) {
        await small.page.setViewportSize(size);
        await small.page.waitForTimeout(700);
        await settled(small.page);
        await small.page.screenshot({ path: join(DOCS, `gear-and-piston-${size.width}x${size.height}-${lang}.png`) });
      }
      expect(small.errors).toEqual([]);
      await small.page.close();
    }
  }, 300_000);

  // Moved from innovation.e2e.ts (issue 44): the checks are headless now (tests/views/innovation-table.test.ts).
  it('Innovation details at 1440×900: the preview of a dogma a bot shares, an over-pick refused, the card browser', async () => {
    const shared = SHARED_DOGMA();
    const dogma = innovation.legalMoves(shared.state, 0).find((m) => sharedDogma(shared.state, m)) as { card: string };
    const name = CARD_FACTS.find((c) => c.id === dogma.card)?.name as string;
    const a = await newPage();
    await continueFound(a.page, app.server.url, 'innovation', shared, 'Continue');
    await settled(a.page);
    await a.page.getByRole('button', { name: /^Dogma\.\.\./ }).click();
    await a.page.getByRole('button', { name: new RegExp(`^Dogma ${name} \\(`) }).hover();
    await a.page.locator('.inno-preview').waitFor();
    await a.page.screenshot({ path: join(DOCS, 'innovation-preview-1440x900.png') });
    expect(a.errors).toEqual([]);
    await a.page.close();

    const over = OVER_PICK();
    const f = over.state.frames[over.state.frames.length - 1];
    const q = f?.type === 'effect' && f.question?.kind === 'cards' ? f.question : null;
    const hi = Math.min(q?.max ?? 0, q?.options.length ?? 0);
    const b = await newPage();
    await continueFound(b.page, app.server.url, 'innovation', over, 'Continue');
    await settled(b.page);
    const options = b.page.locator('.decision fieldset button[aria-pressed]');
    for (let i = 0; i <= hi; i++) await options.nth(i).click();
    await b.page.locator('.prompt-detail').filter({ hasText: 'unpick one first' }).waitFor();
    await b.page.screenshot({ path: join(DOCS, 'innovation-overpick-1440x900.png') });
    expect(b.errors).toEqual([]);
    await b.page.close();

    const c = await newPage();
    await c.page.goto(`${app.server.url}?game=innovation&players=2&bots=random&seed=4&speed=fast`);
    await waitForData(c.page, 'scene', 'table');
    await c.page.getByRole('button', { name: 'Menu' }).click();
    await c.page.getByRole('button', { name: 'Card list' }).click();
    await c.page.locator('.inno-browser-card[data-card="oars"] button').click();
    await c.page.locator('.card-zoom h2').filter({ hasText: 'Oars' }).waitFor();
    await c.page.screenshot({ path: join(DOCS, 'innovation-browser-1440x900.png') });
    expect(c.errors).toEqual([]);
    await c.page.close();
  }, 180_000);

  it('each table on a phone at 390×844 (Japanese) and 844×390 (English), Large text and the colour-blind aid on', async () => {
    const tables = {
      innovation: 'game=innovation&players=3&bots=human,random,random&seed=11',
      gears: 'game=gears&players=3&bots=human,random,random&seed=11',
      'gear-and-piston': 'game=gear-and-piston&players=3&bots=human,random,random&seed=11',
    } as const;
    for (const [size, lang] of [
      [PORTRAIT, 'ja'],
      [LANDSCAPE, 'en'],
    ] as const) {
      for (const game of Object.keys(tables) as (keyof typeof tables)[]) {
        const { page, context } = await openPhone(phones(), size, `${app.server.url}?${tables[game]}&speed=fast`, { lang, largeText: true, colourAid: true }, 1);
        for (let i = 0; i < (game === 'gears' ? 0 : 4); i++) {
          await decisionReady(page, 60_000);
          await page.evaluate(() => window.__boardwright?.play(0));
        }
        await decisionReady(page, 60_000);
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(DOCS, `${game}-phone-${size.width}x${size.height}-${lang}-large-aid.png`) });
        await context.close();
      }
    }
  });
});

describe('the screens', () => {
  const SCREEN_NAMES = ['setup', 'settings', 'stats', 'load', 'rules'] as const;
  /** The menu buttons of each screen, by language (Japanese: the catalogue's words). */
  const MENU_NAMES: Record<'en' | 'ja', Record<(typeof SCREEN_NAMES)[number], string>> = {
    en: { setup: 'Play Gears', settings: 'Settings', stats: 'Stats', load: 'Load game', rules: 'Rules' },
    ja: { setup: 'ギアで遊ぶ', settings: '設定', stats: '成績', load: 'ロード', rules: 'ルール' },
  };
  const menu = async (page: Page, lang: string) => {
    await page.goto(`${app.server.url}?lang=${lang}`);
    await waitForData(page, 'scene', 'menu');
    await waitForData(page, 'menu', 'ready');
  };
  const shot = async (page: Page, name: string) => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SCREENS, `${name}.png`) });
  };

  it('each screen at 360x640, 640x360 and 1440x900, in English and Japanese', async () => {
    for (const size of [
      { width: 360, height: 640 },
      { width: 640, height: 360 },
      { width: 1440, height: 900 },
    ]) {
      const { page } = await newPage(size);
      for (const lang of ['en', 'ja'] as const) {
        await menu(page, lang);
        await shot(page, `menu-${lang}-${size.width}x${size.height}`);
        for (const screen of SCREEN_NAMES) {
          await page.getByRole('button', { name: MENU_NAMES[lang][screen], exact: true }).click();
          await waitForData(page, 'scene', screen);
          await shot(page, `${screen}-${lang}-${size.width}x${size.height}`);
          await menu(page, lang);
        }
      }
      await page.close();
    }
  });

  for (const lang of ['en', 'ja'] as const) {
    it(`the Review and a reviewed position, 360×640 and 1440×900 (${lang})`, async () => {
      const { page, errors } = await newPage({ width: 1440, height: 900 });
      await page.goto(`${app.server.url}?game=gears&players=2&bots=easy&seed=31&speed=instant&lang=${lang}`);
      await playToTheEnd(page);
      await waitForData(page, 'status', 'over', 240_000);
      await page.locator('.dialog.over .dialog-actions button').nth(1).click(); // Review, in any language
      await page.locator('.dialog.review .review-entry').first().waitFor({ timeout: 60_000 });
      for (const [w, h] of [[1440, 900], [360, 640]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(DOCS, `review-${w}x${h}-${lang}.png`) });
      }
      await page.locator('.dialog.review .review-open').first().click();
      await page.locator('.replay-bar .review-note').waitFor();
      for (const [w, h] of [[1440, 900], [360, 640]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(DOCS, `review-replay-${w}x${h}-${lang}.png`) });
      }
      expect(errors).toEqual([]);
    });
  }

  for (const lang of ['en', 'ja'] as const) {
    it(`the Rules screen's glossary of each game, and the glossary dialog over a table, 360×640 and 1440×900 (${lang})`, async () => {
      for (const [w, h] of [
        [360, 640],
        [1440, 900],
      ] as const) {
        const { page, errors } = await newPage({ width: w, height: h });
        await page.goto(`${app.server.url}?lang=${lang}`);
        await waitForData(page, 'scene', 'menu');
        await page.getByRole('button', { name: lang === 'en' ? 'Rules' : 'ルール', exact: true }).click();
        await waitForData(page, 'scene', 'rules');
        for (const game of ['innovation', 'gears', 'gear-and-piston'] as const) {
          await page.locator(`#rules-tab-${game}`).click();
          await waitForData(page, 'rules', game);
          // The glossary's heading at the top of the screen: the picture under it, then the terms.
          await page.locator('.rules figure.labelled').evaluate((el) => el.previousElementSibling?.scrollIntoView({ block: 'start' }));
          await page.screenshot({ path: join(DOCS, `glossary-rules-${game}-${w}x${h}-${lang}.png`) });
        }
        await page.goto(`${app.server.url}?game=innovation&players=2&bots=easy&seed=4&speed=fast&lang=${lang}`);
        await humanDecision(page);
        await page.locator('.decision .term-link').first().click();
        await expect.poll(() => page.locator('dialog.glossary-dialog[open]').count()).toBe(1);
        await page.locator('dialog.glossary-dialog summary').click();
        await page.screenshot({ path: join(DOCS, `glossary-dialog-${w}x${h}-${lang}.png`) });
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }
});

// Moved from lessons.e2e.ts (issue 44): each lesson played by its script (the runs' own clicks,
// lesson-runs.ts), its chosen steps photographed at 360×640 and 1440×900; the e2e runs keep the checks.
describe('the lessons', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`each lesson's chosen steps at 360×640 and 1440×900 (${lang})`, async () => {
      const say: Say = (key, params) => formatMessage((catalogs[lang] as Record<string, string>)[key] ?? key, params, lang);
      for (const run of LESSON_RUNS) {
        const { page, errors } = await newPage({ width: 1440, height: 900 });
        await page.goto(`${app.server.url}?lang=${lang}&speed=fast`);
        await waitForData(page, 'menu', 'ready');
        await page.getByRole('button', { name: say('learn.menu'), exact: true }).click();
        await waitForData(page, 'scene', 'learn');
        await waitForData(page, 'menu', 'ready');
        await page.getByRole('main').getByRole('button', { name: say('learn.start', { game: run.name(say) }), exact: true }).click();
        await waitForData(page, 'scene', 'lesson');
        const coach = page.getByRole('region', { name: say('lesson.coach') });
        const decision = page.getByRole('region', { name: say('table.decision') });
        let step = await lessonStep(page);
        for (;;) {
          if (run.shots.includes(step)) {
            for (const size of [
              { width: 360, height: 640 },
              { width: 1440, height: 900 },
            ]) {
              await page.setViewportSize(size);
              await page.waitForTimeout(400);
              await page.screenshot({ path: join(DOCS, `lesson-${run.id}-${step}-${size.width}x${size.height}-${lang}.png`) });
            }
          }
          if (step === run.last) break;
          const opens = run.open?.[step];
          if (opens) {
            await coach.getByRole('button', { name: opens(say), exact: true }).click();
            await page.locator('dialog.card-zoom[open]').waitFor();
            await page.keyboard.press('Escape');
            await page.locator('dialog.card-zoom[open]').waitFor({ state: 'detached' });
          }
          const clicks = run.clicks[step];
          if (clicks) for (const name of clicks(say)) await decision.getByRole('button', { name, exact: true }).click();
          else await coach.getByRole('button', { name: say('lesson.next'), exact: true }).click();
          step = await lessonStep(page, step);
        }
        expect(errors).toEqual([]);
        await page.close();
      }
    }, 300_000);
  }
});
