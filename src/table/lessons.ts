// Each game's lesson, one line per game (the content lives beside the game's kit).
import type { GameId } from '../engine/core/types';
import { tk } from '../i18n';
import { LESSON_IDS, type LessonId } from '../model/lessonIds';
import { gearAndPistonLesson } from './gear-and-piston/lesson';
import { gearsLesson } from './gears/lesson';
import { echoesLesson } from './innovation/echoesLesson';
import { innovationLesson } from './innovation/lesson';
import type { Lesson } from './lesson';

const LESSONS: Partial<Record<GameId, Lesson>> = {
  gears: gearsLesson,
  innovation: innovationLesson,
  'gear-and-piston': gearAndPistonLesson,
};

export const lessonFor = (game: GameId): Lesson | null => LESSONS[game] ?? null;

/** Every lesson by the id its place is kept under: each game's, then an expansion's (Echoes of the Past). */
const BY_ID: Record<LessonId, Lesson> = { gears: gearsLesson, innovation: innovationLesson, 'gear-and-piston': gearAndPistonLesson, 'innovation-echoes': echoesLesson };

export const lessonById = (id: LessonId): Lesson => BY_ID[id];

/** The lessons in the Learn list's order. */
export const lessonIds = (): readonly LessonId[] => LESSON_IDS;

/** A lesson's name in the Learn list and on its buttons: its own title, or its game's name. */
export const lessonName = (lesson: Lesson): string => tk(lesson.title ?? `game.${lesson.game}.name`);
