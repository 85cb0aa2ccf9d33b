// The one table model a controller publishes (table/controller.ts): everything the HTML views and
// the board read about an open table — the header and decision, the log, a game's side panel,
// what the board draws and which of its things can be tapped, the hot-seat hand-over, the
// step-by-step gate, the card zoom and help, the coach's hint, the showcase captions. Every
// control carries an intent (table/intents.ts), plain data the controller's dispatch takes.
import type { SessionSnapshot, UndoState } from '../app/session';
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

/** What the decision panel shows of the coach: a hint being looked for, or the hint's move in the table's words. */
export type HintShown = { kind: 'asking' } | { kind: 'shown'; index: number; text: string };

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
}

/** document.body's data while the table is open (tests and screen readers wait on it). */
export interface TableBody {
  scene: 'table' | 'replay' | 'showcase';
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
  /** The header's Hint button (null where hints are off) and what it found. */
  hint: { available: boolean; busy: boolean; shown: HintShown | null } | null;
  /** The header's Undo (null where undo is off). */
  undo: UndoState | null;
  /** A short word in the header for a few seconds (why undo stops, that it worked, a hint failed). */
  flash: string | null;
  showcase: ShowcaseFeed | null;
  body: TableBody;
}
