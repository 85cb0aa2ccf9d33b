// How the game ends: by achievements, by score (drawing above the last age), by a dogma's win
// effect, or by the engine's length cap. Each ends at once, even in the middle of an effect.
import type { PlayerId } from '../core/types';
import { points } from './board';
import { endBit } from './coverage';
import { achievementsToWin, sideOf } from './seats';
import { GAME_ENDED, type Table } from './table';
import type { EndReason, InnovationState } from './types';

export function endGame(t: Table, winners: PlayerId[], reason: EndReason): never {
  t.s.result = { winners: winners.slice().sort((a, b) => a - b), reason };
  t.s.phase = 'over';
  t.s.frames = [];
  t.s.actionsLeft = 0;
  t.see(endBit(reason));
  t.emit({ type: 'game-over', winners: t.s.result.winners, reason });
  throw GAME_ENDED;
}

/** A side's total: one player alone, or both partners combined. */
export function sideTotal(s: InnovationState, p: PlayerId, what: 'points' | 'achievements'): number {
  let total = 0;
  for (const q of sideOf(s.options, p)) {
    const player = s.players[q];
    if (!player) continue;
    total += what === 'points' ? points(player) : player.achievements.length;
  }
  return total;
}

/** Highest score wins, then most achievements; still tied = a shared win. Teams combine. */
export function scoreWinners(s: InnovationState): PlayerId[] {
  let best: PlayerId[] = [];
  let bestPts = -1;
  let bestAch = -1;
  for (let p = 0; p < s.options.players; p++) {
    const pts = sideTotal(s, p, 'points');
    const ach = sideTotal(s, p, 'achievements');
    if (pts > bestPts || (pts === bestPts && ach > bestAch)) {
      best = [p];
      bestPts = pts;
      bestAch = ach;
    } else if (pts === bestPts && ach === bestAch) best.push(p);
  }
  return best;
}

export function endByScore(t: Table, reason: EndReason = 'score'): never {
  return endGame(t, scoreWinners(t.s), reason);
}

/** After any claim: a side with enough achievements wins at once. */
export function checkAchievementWin(t: Table, p: PlayerId): void {
  if (sideTotal(t.s, p, 'achievements') >= achievementsToWin(t.s.options)) {
    endGame(t, sideOf(t.s.options, p), 'achievements');
  }
}
