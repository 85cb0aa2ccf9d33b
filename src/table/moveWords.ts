// A move in the words of the controls that make it (the buttons' labels, step after step): the
// coach says a hint this way at the table, and the Review names the player's move and the bot's
// from the deciding seat's own view. Each game has its own (table/<game>/moveWords.ts, in its kit),
// with how it says when a decision was made (the table header's turn or round).
import type { SessionSetup } from '../model/setup';
import type { PlayerId } from '../engine/core/types';
import { t } from '../i18n';

export interface DecisionAt {
  view: unknown;
  legal: readonly unknown[];
  setup: SessionSetup;
  /** The deciding seat (the view is theirs). */
  viewer: PlayerId;
}

export interface GameWords {
  /** legal[index] as the controls say it; null when no control leads to it. */
  move(d: DecisionAt, index: number): string | null;
  /** When the decision was made: the header's turn or round ("Turn 4", "Round 2 of 10 · Day"). */
  when(view: unknown): string;
}

/** The labels of the buttons pressed one after another, as one phrase ("Red gear, then Show 3"). */
export function labelPath(labels: readonly string[]): string {
  const bare = labels.map((l) => l.replace(/…$/, ''));
  return bare.slice(1).reduce((first, then) => t('coach.then', { first, then }), bare[0] ?? '');
}
