// A lesson's coach (views/table/LessonCoach.tsx) says when its step is ready: the e2e lesson runs and the lesson
// screenshots wait for it the same way.
import type { Page } from 'playwright-core';

/** The coach's step once it is ready (the answers played and the table showing it), and not `not`. */
export async function lessonStep(page: Page, not?: string): Promise<string> {
  const handle = await page.waitForFunction(
    (prev) => {
      const el = document.querySelector<HTMLElement>('.lesson-coach');
      const step = el?.dataset.step;
      return el && el.dataset.busy === 'false' && step !== prev ? step : null;
    },
    not ?? null,
    { timeout: 60_000, polling: 100 },
  );
  return (await handle.jsonValue()) as string;
}
