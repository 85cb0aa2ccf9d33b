// The vocabulary of a lesson's content: the script the engine plays (app/lessonScript.ts) plus
// what the coach says at each step, what it points at, and why another move is not the step's.
// Each game keeps its lesson as data beside its kit (table/<game>/lesson.ts); every word is a
// catalogue key (src/i18n/lessons), so translating a lesson is editing a catalogue.
import type { LessonScript, LessonStepScript } from '../app/lessonScript';
import type { GameId } from '../engine/core/types';
import type { MessageKey } from '../i18n';
import type { SessionSetup } from '../model/setup';
import type { LessonId } from '../model/lessonIds';
import type { RichToken } from './rich';

/**
 * A word in a coach's sentence: a number or plain text, a word of the game's own catalogue (so
 * the coach says "Red gear" exactly as the buttons and the log do), or a card the zoom can open.
 */
export type LessonParam = string | number | { key: MessageKey } | { card: string };

/** What the coach's words are about: the step's move (its buttons light up) or a thing on the board. */
export type LessonPoint = 'move' | { board: string };

export interface LessonStep extends LessonStepScript {
  /** The coach's words: one idea, one or two sentences. */
  say: MessageKey;
  params?: Readonly<Record<string, LessonParam>>;
  /** Default: the step's move when it teaches one, else nothing. */
  point?: LessonPoint;
  /** Why another move is not this step's, by that move's type (else the general words). */
  why?: Readonly<Partial<Record<string, MessageKey>>>;
  /**
   * A step to read that asks the learner to open this card large (its zoom: on a phone the board
   * shows no card text): Next is offered once it has been opened, from the board or a link.
   */
  open?: string;
}

export interface Lesson extends LessonScript {
  /** Kept under this id (model/lessonIds.ts): an expansion's lesson; none: the game's id. */
  id?: LessonId;
  /** Its name in the Learn list ("Learn {name}"); none: the game's name. */
  title?: MessageKey;
  steps: readonly LessonStep[];
  /** About how long a first run takes, for the menu and Setup's offer. */
  minutes: number;
  /** The one-screen summary of the rules (the last step and the in-table menu show it). */
  summary: readonly MessageKey[];
  /** A card a sentence names, as the log names it (a token the zoom opens). */
  card?(id: string): RichToken;
  /** The first real game after the lesson: against easy bots (the seed is drawn when it starts). */
  firstGame: Omit<SessionSetup, 'options'> & { options: { players: number } & Record<string, unknown> };
}

export type LessonRegistry = { readonly [G in GameId]: Lesson };

/** The id a lesson's place is kept under (model/lessonIds.ts). */
export const lessonIdOf = (lesson: Lesson): LessonId => (lesson.id ?? lesson.game) as LessonId;
