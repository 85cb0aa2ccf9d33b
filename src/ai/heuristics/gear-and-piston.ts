// Gear & Piston: what a position is worth and a cheap playout policy.
//
// A seat's worth is the score its car would get if the game ended now (the engine's own scrap
// completion and scoring, so investors, colour area, volatility and wrenches all count), plus a
// little for blueprints in hand (parts it can still build) and for real parts in the car (scrap
// is what a short car is padded with). Win chances compare those worths softly.
import type { Rng } from '../../engine/core/rng';
import type { PlayerId } from '../../engine/core/types';
import { realPartCount } from '../../engine/gear-and-piston/car-checks';
import { completeWithScrap } from '../../engine/gear-and-piston/scrap';
import { scoreCar } from '../../engine/gear-and-piston/scoring';
import type { GnpMove, GnpState, Seat } from '../../engine/gear-and-piston/types';
import type { Heuristics } from './types';

const BLUEPRINT_WORTH = 0.6;
const PART_WORTH = 0.35;
/** Points of spread in the worth → win-chance map (more while the game is young). */
const SPREAD_LATE = 2.5;
const SPREAD_EARLY = 5;

export function seatWorth(s: GnpState, seat: Seat): number {
  const done = completeWithScrap(seat.car);
  const cells = done.car.front;
  const score = scoreCar(cells, s.investors, done.scrap > 0).total;
  return score + PART_WORTH * realPartCount(cells) + BLUEPRINT_WORTH * Math.min(seat.hand.length, 5);
}

export function gnpEvaluate(s: GnpState): number[] {
  const worth = s.seats.map((seat) => seatWorth(s, seat));
  const left = s.newStack.length + s.junkStack.length;
  const spread = SPREAD_LATE + (SPREAD_EARLY - SPREAD_LATE) * Math.min(1, left / 60);
  const best = Math.max(...worth);
  const weights = worth.map((w) => Math.exp((w - best) / spread));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** Playout weights by move type: building is what scores; dismantling rarely helps. */
const MOVE_WEIGHT: Partial<Record<GnpMove['type'], number>> = {
  build: 8,
  swap: 4,
  upgrade: 2,
  'take-display': 2,
  dismantle: 0.1,
  'end-workshop': 0.5,
  'stop-junk': 0.5,
};

function gnpPlayout(_s: GnpState, _player: PlayerId, legal: GnpMove[], rng: Rng): GnpMove {
  let total = 0;
  for (const m of legal) total += MOVE_WEIGHT[m.type] ?? 1;
  let r = rng.next() * total;
  for (const m of legal) {
    r -= MOVE_WEIGHT[m.type] ?? 1;
    if (r < 0) return m;
  }
  return legal[legal.length - 1] as GnpMove;
}

export const gearAndPistonHeuristics: Heuristics<GnpState, GnpMove> = {
  evaluate: gnpEvaluate,
  playout: gnpPlayout,
  playoutDepth: 15,
};
