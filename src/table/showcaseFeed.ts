// What a table running the kiosk showcase tells the HTML around it (src/views/kiosk), as part of
// its model: which card is up (the title before the game, the results after it), and the
// captions, published as the animation reaches each event so they never run ahead of the table
// nor behind it.
import type { GameId, Outcome } from '../engine/core/types';
import type { SessionSetup } from '../model/setup';
import type { RichText } from './rich';

export type ShowcasePhase = 'title' | 'play' | 'results';

export interface ShowcaseFeed {
  phase: ShowcasePhase;
  game: GameId;
  setup: SessionSetup;
  /** Where the game stands, in words ("Round 4 of 10: highest odd wins"). */
  headline: RichText;
  /** What just happened ("Ada turns Ben's gear up to 3"); null before the first move. */
  line: RichText | null;
  /** What it means, in smaller type (a night effect, the card text being carried out). */
  detail: RichText | null;
  /** Counts caption lines: a view animates each new one. */
  seq: number;
  /** The line is a moment that matters, held on screen (a view marks it). */
  held?: boolean;
  outcome: Outcome | null;
  /** The game the rotation shows next (the results card announces it). */
  next: GameId;
  /** How long the title or results card stays up, in ms (a progress bar shows it). */
  cardMs: number;
}
