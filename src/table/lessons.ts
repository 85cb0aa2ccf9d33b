// Each game's lessons, from its table facts (table/games.ts; the content lives beside the game's kit).
import type { GameId } from '../engine/core/types';
import { tk } from '../i18n';
import { LESSON_IDS, type LessonId } from '../model/lessonIds';
import { tableGame, tableGames } from './games';
import type { Lesson } from './lesson';

export const lessonFor = (game: GameId): Lesson | null => tableGame(game).lesson ?? null;

/** Every lesson by the id its place is kept under: each game's, then an expansion's (Echoes of the Past). */
const BY_ID = Object.fromEntries(
  tableGames().flatMap(([game, facts]) => [...(facts.lesson ? [[game, facts.lesson] as const] : []), ...Object.entries(facts.moreLessons ?? {})]),
) as Record<LessonId, Lesson>;

export const lessonById = (id: LessonId): Lesson => BY_ID[id];

/** The lessons in the Learn list's order. */
export const lessonIds = (): readonly LessonId[] => LESSON_IDS;

/** A lesson's name in the Learn list and on its buttons: its own title, or its game's name. */
export const lessonName = (lesson: Lesson): string => tk(lesson.title ?? `game.${lesson.game}.name`);
