// Opening a lesson (fresh, or at the step it was left at, kept in IndexedDB through storage) and
// the first real game that follows it.
import { LessonSession } from '../../app/lesson';
import { navigate } from '../../app/navigation';
import { appServices } from '../../app/services';
import { getLang } from '../../i18n';
import { BOT_DELAY_MS } from '../../model/setup';
import type { LessonId, LessonRecord } from '../../app/stored';
import type { Lesson } from '../../table/lesson';
import { lessonById } from '../../table/lessons';
import { firstGameSetup } from '../screens/setupModel';
import { leaveTable } from './leave';

/**
 * The step a kept record resumes at: by its id (steps may have moved), else its place. A lesson
 * left at its last step, or never begun, starts again from the first.
 */
export function resumeIndex(lesson: Lesson, record: LessonRecord | undefined): number {
  if (!record) return 0;
  const last = lesson.steps.length - 1;
  const byId = lesson.steps.findIndex((s) => s.id === record.step);
  const at = byId >= 0 ? byId : Math.min(record.index, last);
  return at === last ? 0 : at;
}

/**
 * Opens a lesson (a game's, or an expansion's): where it was left, or from its first step. The place is kept like a
 * save (app/lessonProgress.ts): one tab at a time (`takeOver`: from the tab that has it, at the
 * place that tab kept), its failures shown on the table.
 */
export async function openLesson(game: LessonId, fresh = false, opts: { takeOver?: boolean; unkept?: boolean; onDone?: () => void } = {}): Promise<void> {
  const app = appServices();
  const lesson = lessonById(game);
  // A kiosk visitor's lesson (`unkept`) starts at the first step and keeps nothing: the kiosk saves
  // nothing of a visit. Otherwise read even when starting again: this tab's writes go over the version it read.
  const records = opts.unkept ? {} : await app.lessonRecords();
  const record = fresh ? undefined : records[game];
  const keeper = opts.unkept ? undefined : await app.lessonKeeper(game, opts);
  const start = resumeIndex(lesson, record);
  const session = new LessonSession(
    lesson,
    {
      // A lesson plays its scripted answers at the player's pace ('step' waits for nothing here).
      botDelayMs: () => BOT_DELAY_MS[app.settings.speed],
      lang: () => getLang(),
      keeper,
      // The last step reached: a kiosk counts the lesson finished.
      ...(opts.onDone ? { onStep: (index: number) => index === lesson.steps.length - 1 && opts.onDone?.() } : {}),
    },
    start,
  );
  // Starting again forgets the old place at once; resuming keeps it as it is.
  if (fresh || !record) keeper?.keep({ step: lesson.steps[start]?.id ?? '', index: start });
  navigate({ name: 'lesson', session });
}

/**
 * After a lesson: Setup, filled in for the first real game (two players, the lesson's bot level
 * named, Hint on), so the player sees what they start before it starts.
 */
export function playFirstGame(id: LessonId): void {
  const lesson = lessonById(id);
  leaveTable({ name: 'setup', game: lesson.game, first: firstGameSetup(lesson.firstGame) });
}
