// What a table scene tells the HTML around it. The scene draws the table and decides which
// controls a position offers (from the legal moves and the half-made choice it holds); the HTML
// views (src/views/table) render those words and buttons and call back. Both sides import this
// module, neither imports the other: scenes never touch the DOM, views never touch Phaser.
import type { SessionSnapshot } from '../app/session';
import type { GameId } from '../engine/core/types';
import type { RichText } from './rich';
import { createStore } from '../model/store';

export interface ChromeButton {
  /** Stable within a position, so keyboard focus survives a re-render. */
  id: string;
  label: string;
  kind: 'normal' | 'primary' | 'ghost';
  onPress: () => void;
  /** What the button will do, in a sentence: shown on hover and read as its description. */
  hint?: string;
  /** A toggle (a card picked in a multi-card answer). */
  pressed?: boolean;
  disabled?: boolean;
  /** Hover or keyboard focus (e.g. Innovation's dogma preview); null when it leaves. */
  onPreview?: (on: boolean) => void;
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
  /** A second line under the prompt: what the choice does, a preview, the round's rule. */
  detail: RichText | null;
  buttons: ChromeButton[];
  /** Step back out of a two-step choice (a gear picked, cards half chosen). Escape does the same. */
  back: (() => void) | null;
  /** The table runs the kiosk showcase: no controls, no menu. */
  showcase: boolean;
  /** The position the table shows now (it may trail the session while animations play). */
  snapshot: SessionSnapshot;
  /** At the end, how each score was made (games that score in parts). */
  breakdown?: ScoreBreakdown | null;
  /**
   * A move of snapshot.legal in the table's own words (its buttons' labels, step after step),
   * for the coach's hint; null when the table cannot name it.
   */
  moveWords?: (index: number) => string | null;
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

/** A card, tile or part to show large, with its full text. Each game's views know how. */
export interface ZoomRequest {
  game: GameId;
  id: string;
}

/** Short help for what the pointer is over (desktop hover; touch opens the zoom instead). */
export interface TipRequest {
  text: string;
  /** Where the thing is, in CSS pixels relative to the canvas. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export const tableChrome = createStore<TableChrome | null>(null);
export const tableLog = createStore<LogEntry[]>([]);
export const cardZoom = createStore<ZoomRequest | null>(null);
export const tableTip = createStore<TipRequest | null>(null);

let nextLogId = 1;

/** Appends entries to the log (ids are assigned here). */
export function appendLog(entries: readonly Omit<LogEntry, 'id'>[]): void {
  if (entries.length === 0) return;
  tableLog.update((log) => [...log, ...entries.map((e) => ({ ...e, id: nextLogId++ }))]);
}

/** Replaces the whole log (a table opened on a saved game, a hand-over to another human). */
export function resetLog(entries: readonly Omit<LogEntry, 'id'>[] = []): void {
  tableLog.set(entries.map((e) => ({ ...e, id: nextLogId++ })));
}

/** Leaving the table: nothing of it stays for the next screen. */
export function clearTable(): void {
  tableChrome.set(null);
  tableLog.set([]);
  cardZoom.set(null);
  tableTip.set(null);
  tableHandover.set(null);
  tableStep.set(null);
}

/** Hot seat: the table is hidden until the next human at the device says they are ready. */
export interface Handover {
  seat: number;
  name: string;
  accept: () => void;
}

export const tableHandover = createStore<Handover | null>(null);

/** Step-by-step pace: what to call to show the next step (a "Next" button, Space, Enter); null when nothing waits. */
export const tableStep = createStore<(() => void) | null>(null);
