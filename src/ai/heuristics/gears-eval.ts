// Gears: what a position is worth. A seat's expected final count is its codes so far (entered 1,
// waiting ½), plus what the round in progress should bring it (gears-round.ts), plus an even
// share of the rounds still to come; the win chance is a soft comparison of those counts whose
// spread grows with the rounds left (much of this game is luck and guessing).
import { ROUNDS } from '../../engine/gears/data';
import type { GearsState } from '../../engine/gears/types';
import { expectedRoundGain } from './gears-round';

/** Code progress all seats together make in a round not yet started (about one winner, ¾ code). */
const FUTURE_GAIN_PER_ROUND = 0.7;
const CODES = 4;
/** Spread of the final count per remaining round (luck), and a floor for the round in play. */
const SPREAD_PER_ROUND = 0.45;
const SPREAD_FLOOR = 0.3;

function seatScore(s: GearsState, seat: number): number {
  let score = 0;
  for (const c of s.codes[seat] ?? []) score += c.status === 'entered' ? 1 : c.status === 'waiting' ? 0.5 : 0;
  return score;
}

/** Expected code progress per seat from entries already owed in step 3. */
function pendingGain(s: GearsState): number[] {
  const gain = new Array<number>(s.players).fill(0);
  for (const q of s.queue) if (q.kind === 'code-entry' && q.done === 0) gain[q.seat] = (gain[q.seat] ?? 0) + 0.8;
  return gain;
}

export function gearsEvaluate(s: GearsState): number[] {
  const n = s.players;
  const inRound = s.phase === 'place' || s.phase === 'turn' || s.phase === 'foreman' || s.phase === 'abilities';
  const current = inRound ? expectedRoundGain(s) : pendingGain(s);
  const roundsLeft = Math.max(0, ROUNDS - s.round - 1);
  const share = (roundsLeft * FUTURE_GAIN_PER_ROUND) / n;
  const expected: number[] = [];
  for (let seat = 0; seat < n; seat++) {
    // Progress saturates: a seat cannot enter more than its four cards.
    const now = Math.min(CODES, seatScore(s, seat) + (current[seat] ?? 0));
    const room = CODES - now;
    expected.push(room > 0 ? now + room * (1 - Math.exp(-share / room)) : now);
  }
  const spread = SPREAD_FLOOR + SPREAD_PER_ROUND * Math.sqrt(roundsLeft);
  const best = Math.max(...expected);
  const weights = expected.map((e) => Math.exp((e - best) / spread));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}
