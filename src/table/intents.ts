// What a person can ask of a table, as plain data: every button, tap, key and link carries one,
// and the controller's one `dispatch` takes them all (table/controller.ts). No closure crosses
// from the board or the views into the controller.
import type { GameId } from '../engine/core/types';

/** A card, tile or part to show large, with its full text. Each game's views know how. */
export interface ZoomRequest {
  game: GameId;
  id: string;
  /**
   * Where the card was tapped, when that decides what it offers (a gear of your hand, not the same
   * gear on the table): the key of the chrome's offers. Without it the card's id is the key.
   */
  at?: string;
}

/** Short help for what the pointer is over (desktop hover; touch opens the zoom instead). */
export interface TipRequest {
  text: string;
  /** Where the thing is, in CSS pixels relative to the canvas. */
  x: number;
  y: number;
}

export type Intent =
  /** Play legal move `index` of the position on screen. */
  | { kind: 'play'; index: number }
  /** A step of a half-made choice, in the game kit's own terms (pick a gear, open a menu, toggle a card). */
  | { kind: 'choose'; action: unknown }
  /** Step out of the half-made choice. */
  | { kind: 'back' }
  | { kind: 'undo' }
  | { kind: 'hint' }
  /** Show the next step (step-by-step pace). */
  | { kind: 'next' }
  /** The next human at a hot-seat table is ready. */
  | { kind: 'ready' }
  /** Open a card large (null closes it). */
  | { kind: 'zoom'; target: ZoomRequest | null }
  /** Short help for what the pointer is over (null hides it). */
  | { kind: 'tip'; tip: TipRequest | null }
  /** Pointing at a control or card (hover, focus) shows its preview; null when it leaves. */
  | { kind: 'point'; target: string | null }
  /** Say everything again in the current language (after a language change). */
  | { kind: 'refresh' }
  /** A lesson's own controls: Next (a step to read), Back and Skip a step, Try again after a wrong move. */
  | { kind: 'lesson'; action: 'next' | 'back' | 'skip' | 'retry' }
  /** A replay moves: to the start, a move back, a move on, to the end, or to the position after n moves. */
  | { kind: 'replay'; to: 'first' | 'prev' | 'next' | 'last' | number }
  /** A replay at the end of a finished game opens every hand (or shows the viewer's own view again). */
  | { kind: 'replayOpen'; open: boolean }
  /** Write the game (or the lesson's place) again now: the storage-full banner's Retry. */
  | { kind: 'retrySave' };

export const play = (index: number): Intent => ({ kind: 'play', index });
export const choose = (action: unknown): Intent => ({ kind: 'choose', action });
