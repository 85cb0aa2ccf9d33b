// Rewards in [0, 1] per seat from a finished game: the win is shared among the winners (a lone
// winner 1, a two-player tie ½ each, a game nobody wins 1/n each), and with three or more seats a
// small part follows the ranking, so a bot still prefers second place to last.
import type { Outcome } from '../engine/core/types';

const RANK_SHARE = 0.1;

export function outcomeRewards(outcome: Outcome): number[] {
  const players = outcome.scores.length;
  const rewards = new Array<number>(players).fill(0);
  const winners = outcome.winners;
  if (winners.length === 0) rewards.fill(1 / players);
  else for (const seat of winners) rewards[seat] = 1 / winners.length;
  if (players < 3) return rewards;
  let placed = 0;
  for (const group of outcome.ranking) {
    // The group covers places placed .. placed+size-1; place k (0 = best) is worth 1 - k/(n-1).
    const meanPlace = placed + (group.length - 1) / 2;
    const rank = 1 - meanPlace / (players - 1);
    for (const seat of group) rewards[seat] = (1 - RANK_SHARE) * (rewards[seat] ?? 0) + RANK_SHARE * rank;
    placed += group.length;
  }
  return rewards;
}
