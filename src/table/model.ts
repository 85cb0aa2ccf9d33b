// The one table model a controller publishes (table/controller.ts): everything the HTML views and
// the board read about an open table — the header and decision, the log, a game's side panel,
// what the board draws and which of its things can be tapped, the hot-seat hand-over, the
// step-by-step gate, the card zoom and help, the coach's hint, the showcase captions. Every
// control carries an intent (table/intents.ts), plain data the controller's dispatch takes.
import type { SessionSnapshot, UndoState } from '../app/table-session';
import type { GameId } from '../engine/core/types';
import type { Intent, TipRequest, ZoomRequest } from './intents';

export type { TipRequest, ZoomRequest } from './intents';
import type { RichText } from './rich';
import type { ShowcaseFeed } from './showcaseFeed';

export interface ButtonModel {
  /** Stable within a position, so keyboard focus survives a re-render. */
  id: string;
  label: string;
  kind: 'normal' | 'primary' | 'ghost';
  intent: Intent;
  /** What the button will do, in a sentence: shown on hover and read as its description. */
  hint?: string;
  /**
   * A short line shown under the label, always (Innovation's dogma menu: who shares, whom the
   * demand hits). Not part of the button's name: the hint, read as its description, says it whole.
   */
  note?: string;
  /** A toggle (a card picked in a multi-card answer). */
  pressed?: boolean;
  disabled?: boolean;
  /** A shorter label where the card is already named beside it (the hand list's "Meld"). */
  short?: string;
  /** Pointing at it (hover, focus) shows the kit's words for this target (Innovation: a dogma preview). */
  point?: string;
  /**
   * Indices in snapshot.legal of the moves this button plays or is the first step towards (a
   * gear before its side, a blueprint before its cell): a hint for one of them lights it up.
   */
  leadsTo?: readonly number[];
  /** A lesson: not this step's (shown dimmed, still pressable), and why — pressing it explains. */
  dim?: string;
  /** A lesson: the control of the step's move (lit). */
  coached?: boolean;
}

export type Tone = 'normal' | 'error' | 'warn';

/**
 * How each seat's final score was made, for the game-over dialog's table: one column per part of
 * the score (the last is the total), one row per seat in ranking order.
 */
export interface ScoreBreakdown {
  caption: string;
  columns: string[];
  rows: { seat: number; cells: (string | number)[] }[];
}

/** The header and the decision. */
export interface TableChrome {
  game: GameId;
  /** The game's name and where the game stands ("Turn 3", "Round 4/10 · Night"). */
  title: string;
  progress: string;
  /** Whose decision it is, who is thinking, or a notice. */
  status: { text: string; tone: 'normal' | 'notice' };
  /** What the viewer is asked, or why a move was refused. */
  prompt: RichText;
  promptTone: Tone;
  /** A second line under the prompt: what the choice does, the round's rule. */
  detail: RichText | null;
  buttons: ButtonModel[];
  /**
   * What each card offers now, by the key its zoom opens with (its id, or where it was tapped):
   * a tap on a card opens it, and acting on it is one of these buttons in the zoom.
   */
  offers: Readonly<Record<string, readonly ButtonModel[]>>;
  /** Steps out of a half-made choice (null when there is none). Escape does the same. */
  back: Intent | null;
  /** The table runs the kiosk showcase: no controls, no menu. */
  showcase: boolean;
  /** The position the table shows now (it may trail the session while animations play). */
  snapshot: SessionSnapshot;
  /** At the end, how each score was made (games that score in parts). */
  breakdown: ScoreBreakdown | null;
}

export interface LogEntry {
  id: number;
  /** The turn or round the entry belongs to ("Turn 3"): entries are grouped under it. */
  group: string;
  /** The seat whose colour the entry takes (null: the game itself). */
  seat: number | null;
  text: RichText;
  /** Nested under the entry before it (an effect inside a dogma). */
  depth?: number;
}

/** Hot seat: the table is hidden until the next human at the device says they are ready. */
export interface Handover {
  seat: number;
  name: string;
}

/**
 * One of a hint's best moves: its index in snapshot.legal, the move in the table's words, and the
 * search's estimate of the player's chance of winning after it (0..1; null when no search ran).
 */
export interface HintChoiceShown {
  index: number;
  /** The line's moves in the table's words: one move, or several with the same result. */
  text: string;
  chance: number | null;
  /** Why, one sentence a reason (table/coachWords.ts); absent where the worker gave none. */
  why?: string[];
}

/**
 * What the decision panel shows of the coach: a hint being looked for, or the hint's move in the
 * table's words with its reasons — the search's best moves (the hint's first), best first.
 */
export type HintShown = { kind: 'asking' } | { kind: 'shown'; index: number; text: string; choices: readonly HintChoiceShown[] };

/**
 * How the board draws its words and colours for this player: the Large text and colour-blind aid
 * settings, which the HTML follows too (classes on <html>).
 */
export interface BoardLook {
  /** Every word on the board this many times its size (1.25 with Large text). */
  text: number;
  /** Colours also carry a symbol or a pattern (seats' tokens, card colours, part colours). */
  aid: boolean;
}

export const PLAIN_LOOK: BoardLook = { text: 1, aid: false };

/** What the board draws: the position and, in the game's own shape, what it marks and accepts. */
export interface BoardModel<Marks = unknown> {
  snapshot: SessionSnapshot;
  marks: Marks;
  look: BoardLook;
  /** A lesson: the thing the coach's words are about, ringed on the board (a board target name). */
  spotlight?: string | null;
}

/**
 * A lesson's coach: the step's words and what they point at (the step's move, whose buttons are
 * lit, or a thing on the board, which the board rings), an explanation after a move that was not
 * the step's, and the lesson's own controls.
 */
export interface LessonBubble {
  /** The step's id (tests and resuming name steps by it). */
  step: string;
  index: number;
  total: number;
  title: string;
  say: RichText;
  /** Why the last move was not the step's (Try again clears it). */
  oops: RichText | null;
  /** The board target the words are about (the board rings it), or null. */
  spot: string | null;
  /** That target in words ("the round card"), for everybody who does not see the ring. */
  spotLabel: string | null;
  /** The words are about the step's move: its controls are lit. */
  pointsAtMove: boolean;
  /** A step to read: Next goes on. */
  next: boolean;
  /** The opponents are answering, or the table is still showing it: no controls for now. */
  busy: boolean;
  /** Busy because an opponent's answer is being shown or is still to come (not the learner's own move playing out). */
  watch: boolean;
  back: boolean;
  skip: boolean;
  /** The last step: the lesson is done. */
  end: boolean;
}

/** document.body's data while the table is open (tests and screen readers wait on it). */
export interface TableBody {
  scene: 'table' | 'replay' | 'showcase' | 'lesson' | 'retry';
  game: GameId;
  turn: string;
  status: 'playing' | 'over';
  toAct: string;
  round: string;
  viewer: string;
}

export interface TableModel {
  game: GameId;
  /** Null while the table is hidden for a hand-over, or before the first drawing. */
  chrome: TableChrome | null;
  log: readonly LogEntry[];
  /**
   * Entries from this id on were appended as their events played; older ones were told again from
   * the game's history (the table opened, another human's eyes, a language change, an undo). Screen
   * reader mode announces only the former.
   */
  liveFrom: number;
  /** A game's own panel beside the board (Innovation: the hand and what each card offers), or null. */
  panel: unknown;
  /** What pointing at a control or a card shows under the decision (Innovation's dogma preview). */
  pointed: RichText | null;
  /** The point target of the control under the pointer or with the focus: the board rings what it names. */
  pointing: string | null;
  board: BoardModel | null;
  handover: Handover | null;
  /** At the step-by-step pace, a step waits for Next. */
  step: boolean;
  zoom: ZoomRequest | null;
  tip: TipRequest | null;
  /**
   * The "What you know" panel: what the viewer's own view knows of hidden things, a line each
   * (null where the setting is off, in the showcase, or with no seat's eyes).
   */
  known: readonly RichText[] | null;
  /** The header's Hint button (null where hints are off) and what it found. */
  hint: { available: boolean; busy: boolean; shown: HintShown | null } | null;
  /** The header's Undo (null where undo is off). */
  undo: UndoState | null;
  /** A short word in the header for a few seconds (why undo stops, that it worked, a hint failed). */
  flash: string | null;
  showcase: ShowcaseFeed | null;
  /** A lesson's coach (null at any other table). */
  lesson: LessonBubble | null;
  body: TableBody;
}
