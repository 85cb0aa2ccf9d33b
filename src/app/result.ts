// How a finished game counts in the stats: from the first human seat's point of view, against
// the strongest bot at the table; a game with no human seat is counted as watched.
import type { Outcome, PlayerId } from '../engine/core/types';
import type { GameResult, ResultKind } from '../storage/types';
import { type SessionSetup, strongestBotLevel } from '../model/setup';

/** 1-based rank of a seat in the outcome's ranking (tied seats share a rank). */
export function rankOf(outcome: Outcome, seat: PlayerId): number {
  let rank = 1;
  for (const group of outcome.ranking) {
    if (group.includes(seat)) return rank;
    rank += group.length;
  }
  return rank;
}

export function resultFor(outcome: Outcome, seat: PlayerId): ResultKind {
  if (outcome.winners.includes(seat)) return outcome.winners.length > 1 ? 'tied' : 'won';
  // Nobody won and this seat shares the top group: a draw.
  const top = outcome.ranking[0] ?? [];
  if (outcome.winners.length === 0 && top.length > 1 && top.includes(seat)) return 'tied';
  return 'lost';
}

export function gameResult(setup: SessionSetup, outcome: Outcome, date: number): GameResult {
  const human = setup.seats.findIndex((s) => s.kind === 'human');
  const base = { game: setup.game, level: strongestBotLevel(setup.seats), players: setup.seats.length, date };
  if (human < 0) {
    return { ...base, result: 'watched', rank: 1, score: Math.max(0, ...outcome.scores) };
  }
  return { ...base, result: resultFor(outcome, human), rank: rankOf(outcome, human), score: outcome.scores[human] ?? 0 };
}
