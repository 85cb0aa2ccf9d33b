// The coach's Review: how far each of a player's decisions fell below the bot's best. A decision
// is judged from the deciding seat's own view only (what it could see then), by the easy bot's
// one-ply look-ahead (easy.ts): every legal move is tried in the same few worlds sampled from
// that view and valued by the game's evaluation (a win chance) or, where the game values moves
// directly, its prior (points). One method for every decision of a game keeps the losses
// comparable, so the three largest are the three worst decisions. The cost is bounded: about
// BUDGET move tries per decision, whatever the number of legal moves (at least two worlds).
import { Rng } from '../engine/core/rng';
import type { AnyGame, PlayerId } from '../engine/core/types';
import { oneStepValues, valuesArePoints } from './easy';

/** One decision as the deciding seat saw it. Never the state: a review sees what a bot may. */
export interface ReviewDecision {
  /** Moves made before this decision (the replay position). */
  at: number;
  player: PlayerId;
  view: unknown;
  legal: unknown[];
  /** The move the player made: its index in `legal`. */
  chosen: number;
  /** A one-way seed for the worlds sampled (bot-seed.ts): nothing of the game seed. */
  seed: number;
}

export interface Verdict {
  at: number;
  player: PlayerId;
  chosen: number;
  /** The bot's best move (index in legal); `chosen` when the player's move was as good. */
  best: number;
  chosenValue: number;
  bestValue: number;
  /** bestValue - chosenValue: 0 when the player's move was as good as any. */
  loss: number;
  /**
   * Every legal move's value, in the order of legal, from the same worlds: a retry of this
   * decision (app/review.ts retryVerdict) compares another choice with the bot's by these.
   */
  values: number[];
}

/** What a review's values are: win chances in [0, 1], or the game's move points. */
export type ReviewUnit = 'chance' | 'points';

/** Move tries per decision (worlds × legal moves); a wide decision gets fewer worlds. */
const BUDGET = 240;
const MIN_WORLDS = 2;
const MAX_WORLDS = 8;
/** Values this close are the same: float noise is not a mistake. */
const SAME = 1e-9;

export const reviewUnit = (game: AnyGame): ReviewUnit => (valuesArePoints(game) ? 'points' : 'chance');

export function judgeDecision(game: AnyGame, d: ReviewDecision): Verdict {
  const worlds = Math.max(MIN_WORLDS, Math.min(MAX_WORLDS, Math.floor(BUDGET / Math.max(1, d.legal.length))));
  const values = oneStepValues(game, d.view, d.player, d.legal, Rng.seeded(d.seed), worlds);
  const chosenValue = values[d.chosen] ?? 0;
  let best = d.chosen;
  let bestValue = chosenValue;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? 0;
    if (v > bestValue + SAME) {
      best = i;
      bestValue = v;
    }
  }
  return { at: d.at, player: d.player, chosen: d.chosen, best, chosenValue, bestValue, loss: Math.max(0, bestValue - chosenValue), values };
}
