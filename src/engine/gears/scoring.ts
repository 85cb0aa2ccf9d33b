// The end of the game: entered codes score 1, codes waiting for verification ½; the best unique
// count wins (tied seats are excluded, as with jammed gears).
import type { Outcome } from '../core/types';
import { WAITING_SCORE } from './data';
import { rankScores } from './rules';
import type { CodeCard, GearsState } from './types';

export { rankScores };

export function scoreOf(codes: readonly CodeCard[]): number {
  let score = 0;
  for (const c of codes) {
    if (c.status === 'entered') score += 1;
    else if (c.status === 'waiting') score += WAITING_SCORE;
  }
  return score;
}

export const scores = (s: GearsState): number[] => s.codes.map(scoreOf);

export function outcome(s: GearsState): Outcome | null {
  if (s.phase !== 'over' || !s.ended) return null;
  const points = scores(s);
  const { winners, ranking } = rankScores(points);
  return { winners, ranking, scores: points, reason: s.ended };
}
