// The coach's Review: how far each of a player's decisions fell below the bot's best. A decision
// is judged from the deciding seat's own view only (what it could see then), by the easy bot's
// one-ply look-ahead (easy.ts): every legal move is tried in the same few worlds sampled from
// that view and valued by the game's evaluation (a win chance) or, where the game values moves
// directly, its prior (points). One method for every decision of a game keeps the losses
// comparable, so the three largest are the three worst decisions. The cost is bounded: about
// BUDGET move tries per decision, whatever the number of legal moves (at least two worlds).
import { Rng } from '../engine/core/rng';
import { explainHint } from './explain/index';
import { followed } from './explain/followed';
import { compareLines, forwardLine } from './explain/had';
import type { Reason } from './explain/types';
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
  /**
   * The same seat's view a few moves later in the game played (app/review.ts: eight moves, or at
   * the end): what followed the decision, as that seat saw it (ai/explain/followed.ts).
   */
  after?: unknown;
  /** How many moves (of any seat) after the decision `after` was taken: what "had you" replays. */
  afterMoves?: number;
}

/** What a flagged decision led to and what the bot's move would have done, as reasons (ai/explain). */
export interface VerdictWhy {
  /** What followed in the game played, from the seat's views. */
  followed: Reason[];
  /** The bot's move: what it gains or denies, by the explainer, at the decision's view. */
  preferred: Reason[];
  /** The move made, the same way. */
  played: Reason[];
}

/**
 * Had the seat played the bot's move: that line played forward for `moves` moves (the decision's
 * afterMoves, ai/explain/had.ts) against what followed, in the same figures. Asked for one shown
 * decision at a time, after the Review's list is up (it costs up to seven normal searches).
 */
export interface HadWhy {
  had: Reason[];
  /** How many moves the comparison spans (0 when not measured: no reasons). */
  moves: number;
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
  /** For the decisions a review shows (the largest losses): why, as data. */
  why?: VerdictWhy;
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

/** The `n` largest losses (a decision as good as the bot's is none), worst first, ties by time: app/review.ts worst's order. */
export function worstVerdicts(verdicts: readonly Verdict[], n: number): Verdict[] {
  return verdicts
    .filter((v) => v.loss > 0)
    .sort((a, b) => b.loss - a.loss || a.at - b.at)
    .slice(0, n);
}

/**
 * Why a flagged decision mattered: what followed it in the game played (the seat's view then and a
 * few moves later) and what the bot's move and the move made each do, by the game's explainer
 * over worlds sampled from the decision's view. Reads views only, like the verdict.
 */
export function explainVerdict(game: AnyGame, d: ReviewDecision, v: Verdict): VerdictWhy {
  const lines = explainHint({
    game,
    view: d.view,
    me: d.player,
    legal: d.legal,
    ranked: [v.best, v.chosen].map((i) => ({ move: d.legal[i], visits: 1, chance: Number.NaN })),
    seed: d.seed,
    count: 2,
  });
  const of = (i: number) => lines.find((l) => l.moves.includes(i))?.reasons ?? [];
  return {
    followed: d.after === undefined ? [] : followed(game.id, d.view, d.after, d.player),
    preferred: of(v.best),
    played: of(v.chosen),
  };
}

/** Whether "had you" can be measured for this decision: a better move, and a view of what followed. */
export const hadMeasurable = (d: ReviewDecision, best: number): boolean => d.after !== undefined && d.afterMoves !== undefined && d.afterMoves >= 1 && best !== d.chosen;

/**
 * The bot's move (`best`) played forward as far as what followed was measured, compared with the
 * game played. A generator yielding between slices of its searches (forwardLine): the worker runs
 * it a slice at a time; hadWhy below runs it at once.
 */
export function* hadSteps(game: AnyGame, d: ReviewDecision, best: number, sliceMs?: number): Generator<void, HadWhy> {
  if (!hadMeasurable(d, best)) return { had: [], moves: 0 };
  const moves = d.afterMoves as number;
  const had = yield* forwardLine(game, d.view, d.player, d.legal[best], moves, d.seed, sliceMs);
  const reasons = had === null ? [] : compareLines(game.id, d.view, had, d.after, d.player);
  return { had: reasons, moves: reasons.length > 0 ? moves : 0 };
}

/** hadSteps run to its end at once (tests and scripts). */
export function hadWhy(game: AnyGame, d: ReviewDecision, best: number): HadWhy {
  const steps = hadSteps(game, d, best);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
