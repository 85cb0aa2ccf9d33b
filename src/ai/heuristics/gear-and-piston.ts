// Gear & Piston: what a position is worth and the playout policy.
//
// A seat's worth is the score its car would get if the game ended now (the engine's own scrap
// completion and scoring, so investors, colour area, volatility and wrenches all count), plus what
// its blueprints and its placed but unresolved tokens promise while the stacks last (gnp-plan,
// gnp-policy). Win chances compare those worths softly. The playout plays the best-valued move
// with some noise, so playouts build cars the way a sensible player would.
import type { Rng } from '../../engine/core/rng';
import type { PlayerId } from '../../engine/core/types';
import type { GnpMove, GnpState } from '../../engine/gear-and-piston/types';
import { LOCATIONS } from '../../engine/gear-and-piston/types';
import { carScoreNow, forgetPlanCaches, handWorth } from './gnp-plan';
import { actorOf, moveValue, pendingFrom, tokenValue } from './gnp-policy';
import { GNP_TUNING as T } from './gnp-tuning';
import type { Heuristics } from './types';


/** The score this seat's car would get now, plus the promise of its hand and unresolved tokens. */
export function seatWorth(s: GnpState, seat: PlayerId): number {
  const owner = s.seats[seat] as (typeof s.seats)[number];
  const a = actorOf(s, seat);
  const score = carScoreNow(s, owner.car, a.needs.facts);
  if (s.phase === 'over') return score;
  const time = Math.min(1, s.newStack.length / T.stackForFullHand);
  let promise = handWorth(s, owner, a.needs);
  const from = pendingFrom(s);
  for (let loc = 0; loc < LOCATIONS.length; loc++) {
    const queue = s.queues[loc] as PlayerId[];
    for (let i = Math.min(from[loc] as number, queue.length); i < queue.length; i++) {
      if (queue[i] === seat) promise += Math.max(0, tokenValue(s, a, loc, i, from));
    }
  }
  return score + time * promise;
}

export function gnpEvaluate(s: GnpState): number[] {
  const worth = s.seats.map((_, seat) => seatWorth(s, seat));
  const left = s.newStack.length + s.junkStack.length;
  const spread = T.spreadLate + (T.spreadEarly - T.spreadLate) * Math.min(1, left / 60);
  const best = Math.max(...worth);
  const weights = worth.map((w) => Math.exp((w - best) / spread));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** The best-valued move with noise (a cheap stand-in for a sensible player). */
export function gnpPlayout(s: GnpState, player: PlayerId, legal: GnpMove[], rng: Rng): GnpMove {
  // Playouts weigh investors by their own pull (GnpTuning.playoutInvestorPull); the prior, the
  // easy bot and the evaluation keep the planner's.
  const pull = T.investorPull;
  T.investorPull = T.playoutInvestorPull;
  try {
    const a = actorOf(s, player);
    let best = legal[0] as GnpMove;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const m of legal) {
      const v = moveValue(s, a, m) + T.playoutNoise * rng.next();
      if (v > bestValue) {
        bestValue = v;
        best = m;
      }
    }
    return best;
  } finally {
    T.investorPull = pull;
  }
}

/** The tree's prior: the same move values the playout uses, without the noise. */
export function gnpPrior(s: GnpState, player: PlayerId, legal: GnpMove[]): number[] {
  const a = actorOf(s, player);
  return legal.map((m) => moveValue(s, a, m));
}

export const gearAndPistonHeuristics: Heuristics<GnpState, GnpMove> = {
  evaluate: gnpEvaluate,
  playout: gnpPlayout,
  prior: gnpPrior,
  endSearch: forgetPlanCaches,
  playoutDepth: 40,
};
