// The lessons in headless Chromium against the production build. Each lesson is played to its
// end through the UI, by role and name only (the names come from the language's catalogue), in
// English and in Japanese on a phone (390×844, touch: every control is tapped); in each, one move that is not the step's is
// answered with its explanation and Try again works; leaving mid-lesson and coming back through
// Learn to play resumes at the same step; axe finds nothing serious or critical on a lesson step.
// The pictures of each lesson's chosen steps (docs/screenshots/lesson-<game>-<step>-<size>-<lang>.png)
// are tests/shots, `npm run shots`; Setup's offer of a lesson and the end of a lesson (the first
// real game's set-up, Hint, the rules summary) are tests/views/screens.test.ts. The time a scripted run takes is
// printed (clicking as soon as the controls are up), never asserted.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/engine/core/types';
import { catalogs } from '../../src/i18n/catalogs';
import { formatMessage } from '../../src/i18n/format';
import { readStore, waitForData, watchErrors } from './support/app';
import { lessonStep } from './support/lesson-step';
import { PORTRAIT, usePhones } from './support/phone';
import { appSuite } from './support/suite';
import { LESSON_RUNS, type Say } from './support/lesson-runs';

const times: Record<string, number> = {};

const app = appSuite({ closePages: true, after: () => console.log('lesson runs (s, tapping as soon as controls are up)', JSON.stringify(times)) });

// One phone for the lesson runs (its storage carries a lesson's record from one test to the next,
// as a person's phone would): touch, 390×844.
const phones = usePhones();
let phone: BrowserContext;

beforeAll(async () => {
  phone = await phones().newContext({ viewport: PORTRAIT, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
});

// A page left open keeps its lesson (one tab at a time holds one): each test closes its own.
const opened: Page[] = [];
afterEach(async () => {
  for (const p of opened.splice(0)) await p.close().catch(() => undefined);
});

async function phonePage(): Promise<{ page: Page; errors: string[] }> {
  const page = await phone.newPage();
  opened.push(page);
  return { page, errors: watchErrors(page) };
}

/** A catalogue's words, as the app formats them. */
const sayer =
  (lang: Lang): Say =>
  (key, params) =>
    formatMessage((catalogs[lang] as Record<string, string>)[key] ?? key, params, lang);

const coach = (page: Page, say: Say): Locator => page.getByRole('region', { name: say('lesson.coach') });
const decision = (page: Page, say: Say): Locator => page.getByRole('region', { name: say('table.decision') });

/** A button by its name: tapped on the phone, clicked elsewhere. */
async function press(scope: Locator, name: string): Promise<void> {
  const button = scope.getByRole('button', { name, exact: true });
  if (scope.page().context() === phone) await button.tap();
  else await button.click();
}

async function openLearn(page: Page, say: Say, query: string): Promise<void> {
  await page.goto(app.server.url + query);
  await waitForData(page, 'scene', 'menu');
  await waitForData(page, 'menu', 'ready');
  await press(page.locator('body'), say('learn.menu'));
  await waitForData(page, 'scene', 'learn');
  await waitForData(page, 'menu', 'ready');
}

/**
 * A game's lesson record as the page stored it (IndexedDB 'boardwright', the settings store's
 * 'lessons' entry). Each step is written as it shows, without waiting: a test that closes its page
 * at the last step must first see that step stored, or the next test's Learn screen offers to
 * resume the lesson one step before its end.
 */
async function storedLesson(page: Page, game: string): Promise<{ index: number; done: boolean } | null> {
  const settings = (await readStore(page, 'settings')) as { key: string; value?: Record<string, { index: number; done: boolean }> }[];
  const record = settings.find((r) => r.key === 'lessons')?.value?.[game];
  return record ? { index: record.index, done: record.done } : null;
}

describe('Learn to play, in Chromium', () => {
  for (const run of LESSON_RUNS) {
    for (const lang of ['en', 'ja'] as const) {
      it(`${run.id} (${lang}): played to its end by role and name; a wrong move is explained and Try again works; leaving resumes at the same step`, async () => {
        const say = sayer(lang);
        const { page, errors } = await phonePage();
        // The scripted answers at 'instant': what is checked is each step's controls and words, not
        // the pace (the table's animations and bot delays are tested elsewhere).
        await openLearn(page, say, `?lang=${lang}&speed=instant`);
        await press(page.getByRole('main'), say('learn.start', { game: run.name(say) }));
        await waitForData(page, 'scene', 'lesson');
        const started = Date.now();
        let step = await lessonStep(page);
        let left = false;
        let wrong = false;
        const seen: string[] = [];
        for (;;) {
          seen.push(step);
          if (step === run.wrong.step && !wrong) {
            // Not the step's move: the coach explains (an alert), the position stays; Try again clears it.
            wrong = true;
            for (const name of run.wrong.press(say)) await press(decision(page, say), name);
            const alert = coach(page, say).getByRole('alert');
            await expect.poll(() => alert.textContent()).toContain(say(run.wrong.why));
            expect(await page.locator('.lesson-coach').getAttribute('data-step')).toBe(step);
            await press(coach(page, say), say('lesson.retry'));
            await expect.poll(() => alert.count()).toBe(0);
            if (lang === 'en') {
              const axe = await new AxeBuilder({ page }).analyze();
              expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
            }
          }
          if (step === run.leaveAt && !left) {
            // Leave through the table's menu, come back through Learn to play: the same step.
            left = true;
            await press(page.locator('body'), say('table.menu'));
            await press(page.getByRole('dialog'), say('lesson.leave'));
            await waitForData(page, 'scene', 'learn');
            await waitForData(page, 'menu', 'ready');
            const n = run.stepCount(step);
            await press(page.getByRole('main'), say('learn.resume', { game: run.name(say), n: n + 1, total: run.total }));
            await waitForData(page, 'scene', 'lesson');
            expect(await lessonStep(page)).toBe(step);
          }
          const clicks = run.clicks[step];
          if (step === run.last) break;
          const opens = run.open?.[step];
          if (opens) {
            // A step that asks for a card to be read large: Next comes once its zoom has opened.
            await press(coach(page, say), opens(say));
            await page.locator('dialog.card-zoom[open]').waitFor();
            await page.keyboard.press('Escape');
            await page.locator('dialog.card-zoom[open]').waitFor({ state: 'detached' });
          }
          if (clicks) for (const name of clicks(say)) await press(decision(page, say), name);
          else await press(coach(page, say), say('lesson.next'));
          step = await lessonStep(page, step);
        }
        times[`${run.id}-${lang}`] = Math.round((Date.now() - started) / 1000);
        expect(seen.length).toBe(run.total);
        await expect.poll(() => coach(page, say).getByRole('button', { name: say('lesson.playFirst'), exact: true }).count()).toBe(1);
        expect(wrong && left).toBe(true);
        // Played to its end: stored as done, at its last step (Learn to play offers it from the start).
        await expect.poll(() => storedLesson(page, run.id)).toEqual({ index: run.total - 1, done: true });
        expect(errors).toEqual([]);
      });
    }
  }
});
