// How long each lesson takes: its steps, a scripted run at a pace (the table's own timing, the
// buttons pressed as soon as they are up, by role and name as tests/e2e/lessons.e2e.ts does),
// and the reading time of the coach's words at 200 words a minute (Japanese: 500 characters).
// Figures, not a test. Run after `vite build`:
//
//   npx tsx scripts/lesson-times.ts [--speed normal|fast|slow] [--lang en|it|ja|ru] [--games gears,innovation]
import type { Page } from 'playwright-core';
import { catalogs } from '../src/i18n/catalogs';
import { formatMessage } from '../src/i18n/format';
import type { Lang } from '../src/engine/core/types';
import { lessonFor } from '../src/table/lessons';
import { LESSON_RUNS, type Say } from '../tests/e2e/support/lesson-runs';

const { startPreview } = await import('../tests/e2e/support/server');
const { launchBrowser } = await import('../tests/e2e/support/chromium');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}
const speed = arg('speed', 'normal');
const lang = arg('lang', 'en') as Lang;
const games = arg('games', LESSON_RUNS.map((r) => r.game).join(',')).split(',');
const messages = catalogs[lang] as Record<string, string>;
const say: Say = (key, params) => formatMessage(messages[key] ?? key, params, lang);

/** Minutes to read every word the coach says in a lesson (its steps' words, not the why's). */
function readingMinutes(game: string): number {
  const lesson = lessonFor(game as never);
  if (!lesson) return 0;
  const text = lesson.steps.map((s) => messages[s.say] ?? '').join(' ');
  return lang === 'ja' ? text.length / 500 : text.split(/\s+/).length / 200;
}

async function readyStep(page: Page, not: string | null): Promise<string> {
  const handle = await page.waitForFunction(
    (prev) => {
      const el = document.querySelector<HTMLElement>('.lesson-coach');
      return el && el.dataset.busy === 'false' && el.dataset.step !== prev ? el.dataset.step : null;
    },
    not,
    { timeout: 120_000, polling: 50 },
  );
  return (await handle.jsonValue()) as string;
}

const server = await startPreview();
const browser = await launchBrowser();
try {
  console.log(`| lesson | steps | scripted run at ${speed} (s) | reading (min, ${lang}) |`);
  console.log('|---|---|---|---|');
  for (const run of LESSON_RUNS.filter((r) => games.includes(r.game))) {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}?lang=${lang}&speed=${speed}`);
    await page.waitForFunction(() => document.body.dataset.menu === 'ready');
    await page.getByRole('button', { name: say('learn.menu'), exact: true }).click();
    await page.waitForFunction(() => document.body.dataset.scene === 'learn' && document.body.dataset.menu === 'ready');
    await page.getByRole('button', { name: say('learn.start', { game: say(`game.${run.game}.name`) }), exact: true }).click();
    const started = Date.now();
    let step = await readyStep(page, null);
    const decision = page.getByRole('region', { name: say('table.decision') });
    const coach = page.getByRole('region', { name: say('lesson.coach') });
    while (step !== run.last) {
      const clicks = run.clicks[step];
      const opens = run.open?.[step];
      if (opens) {
        await coach.getByRole('button', { name: opens(say), exact: true }).click();
        await page.keyboard.press('Escape');
      }
      if (clicks) for (const name of clicks(say)) await decision.getByRole('button', { name, exact: true }).click();
      else await coach.getByRole('button', { name: say('lesson.next'), exact: true }).click();
      step = await readyStep(page, step);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`| ${run.game} | ${run.total} | ${seconds.toFixed(0)} | ${readingMinutes(run.game).toFixed(1)} |`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
