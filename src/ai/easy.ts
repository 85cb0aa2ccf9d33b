// The easy bot looks one move ahead: it plays each legal move in a few worlds sampled from its
// own view, scores the result with the game's evaluation (or the outcome, if the move ends the
// game), and takes the best average, with a little noise so it is not perfectly predictable.
// A game whose heuristics value moves directly (a prior: what each move does for its player,
// such as where a part sits in a car) is played by that one-ply value instead, averaged over the
// same sampled worlds: a win-chance evaluation barely moves after one build, a move value does.
import type { Rng } from '../engine/core/rng';
import type { AnyGame, PlayerId } from '../engine/core/types';
import { heuristicsFor } from './heuristics';
import { outcomeRewards } from './rewards';
import type { Bot, BotContext } from './types';

/** Worlds sampled per decision: moves that reveal or draw hidden cards are averaged over them. */
const WORLDS = 3;
/** Uniform noise added to each move's score: on win chances, and on a prior's points. */
const NOISE = 0.03;
const PRIOR_NOISE = 0.5;

/**
 * Each legal move's one-ply value for `me`, averaged over `worlds` worlds sampled from the view
 * (every move is tried in the same worlds, so two moves' values compare fairly): a win chance in
 * [0, 1] by the evaluation, or the game's prior's points where it has one (`valuesArePoints`).
 */
export function oneStepValues(game: AnyGame, view: unknown, me: PlayerId, legal: readonly unknown[], rng: Rng, worlds = WORLDS): number[] {
  const h = heuristicsFor(game);
  const sums = new Array<number>(legal.length).fill(0);
  for (let w = 0; w < worlds; w++) {
    const world = game.determinize(view, me, rng);
    if (h.prior) {
      const values = h.prior(world, me, legal as unknown[]);
      for (let i = 0; i < legal.length; i++) sums[i] = (sums[i] ?? 0) + (values[i] ?? 0);
      continue;
    }
    for (let i = 0; i < legal.length; i++) {
      let value = 0;
      try {
        const next = game.apply(world, me, legal[i]).state;
        const outcome = game.outcome(next);
        value = (outcome ? outcomeRewards(outcome) : h.evaluate(next))[me] ?? 0;
      } catch {
        value = 0; // refused in this world: a defect of the determinization, never prefer it
      }
      sums[i] = (sums[i] ?? 0) + value;
    }
  }
  return sums.map((s) => s / worlds);
}

/** oneStepValues gives points (the game's prior) rather than win chances. */
export const valuesArePoints = (game: AnyGame): boolean => heuristicsFor(game).prior !== undefined;

export const easyBot: Bot = {
  spec: 'easy',
  needsView: true,
  choose({ game, view, player, legal, rng }: BotContext) {
    if (legal.length === 1) return legal[0];
    const values = oneStepValues(game, view, player, legal, rng);
    const noise = heuristicsFor(game).prior ? PRIOR_NOISE : NOISE;
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < legal.length; i++) {
      const score = (values[i] ?? 0) + noise * rng.next();
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return legal[best];
  },
};
