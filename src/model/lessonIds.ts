// The lessons by the id their place is kept under: each game's lesson, and an expansion's own
// (Innovation's Echoes of the Past). Shared vocabulary: the table lists them, storage keeps them.
import { GAME_IDS } from '../engine/core/types';

export const LESSON_IDS = [...GAME_IDS, 'innovation-echoes'] as const;
export type LessonId = (typeof LESSON_IDS)[number];
