// What the table needs from each game besides its controller kit (table/kit.ts): plain facts
// and data, light enough for the Learn list and the Rules screen to read without loading a
// table. One per game (`table/<game>/game.ts`), listed once in `table/games.ts`.
import type { GameEvent } from '../engine/core/types';
import type { LessonId } from '../model/lessonIds';
import type { GlossaryEntry } from './glossary/entry';
import type { Lesson } from './lesson';

/** Which caption lines the kiosk showcase lets a passer-by read (table/showcasePace.ts). */
export interface ShowcasePace {
  /** A moment that matters: the table waits on it longer (the end of any game is one already). */
  held(e: GameEvent): boolean;
  /** A line worth reading whole: the table waits for the line before it to be read. */
  worthReading(e: GameEvent): boolean;
}

export interface TableGame {
  /** The game's catalogue prefix ('inno': its lesson's words are under inno.lesson.…). */
  prefix: string;
  /** The game's lesson (none: the game has no lesson yet). */
  lesson?: Lesson;
  /** Further lessons by the id their place is kept under (an expansion's: Echoes of the Past). */
  moreLessons?: Partial<Record<LessonId, Lesson>>;
  /** The game's terms, in the order the Rules screen lists them. */
  glossary: readonly GlossaryEntry[];
  /** The names of the cards (tiles, gears…) the coach's reasons name (none: said by id). */
  cardName?: (id: string) => string;
  pace: ShowcasePace;
}
