// Each game's lesson, one line per game (the content lives beside the game's kit).
import type { GameId } from '../engine/core/types';
import { gearAndPistonLesson } from './gear-and-piston/lesson';
import { gearsLesson } from './gears/lesson';
import { innovationLesson } from './innovation/lesson';
import type { Lesson } from './lesson';

const LESSONS: Partial<Record<GameId, Lesson>> = {
  gears: gearsLesson,
  innovation: innovationLesson,
  'gear-and-piston': gearAndPistonLesson,
};

export const lessonFor = (game: GameId): Lesson | null => LESSONS[game] ?? null;
