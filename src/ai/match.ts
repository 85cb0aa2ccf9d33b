// Bot-vs-bot games for the ladder and the tests: one game, or a series with seats rotated.
import { Rng } from '../engine/core/rng';
import type { AnyGame, Outcome } from '../engine/core/types';
import { makeBot } from './levels';
import { outcomeRewards } from './rewards';
import type { Bot } from './types';

export interface PlayedGame {
  outcome: Outcome;
  /** Decisions made, forced ones included. */
  moves: number;
  /** Per seat: thinking time of each decision that had a choice. */
  decisionMs: number[][];
}

/** Plays one game; seat s is played by bots[s]. Each seat has its own seeded generator. */
export function playGame(
  game: AnyGame,
  options: Record<string, unknown>,
  bots: readonly (Bot | string)[],
  seed: number,
): PlayedGame {
  const seats = bots.map((b) => (typeof b === 'string' ? makeBot(b) : b));
  const full = game.normalizeOptions({ ...options, players: seats.length, seed });
  const rngs = seats.map((_, s) => Rng.seeded(seed * 31 + s + 1));
  const decisionMs = seats.map((): number[] => []);
  const cap = game.maxMoves(full);
  let state = game.setup(full);
  let moves = 0;
  for (;;) {
    const toAct: number[] = game.toAct(state);
    if (toAct.length === 0) break;
    if (moves >= cap) throw new Error(`${game.id}: passed the move cap of ${cap} (seed ${seed})`);
    const player = toAct[0] as number;
    const legal: unknown[] = game.legalMoves(state, player);
    let move = legal[0];
    if (legal.length > 1) {
      const bot = seats[player] as Bot;
      const t0 = performance.now();
      const view = bot.needsView ? game.view(state, player) : null;
      move = bot.choose({ game, view, player, legal, rng: rngs[player] as Rng, startedAt: t0 });
      (decisionMs[player] as number[]).push(performance.now() - t0);
    }
    state = game.apply(state, player, move).state;
    moves++;
  }
  return { outcome: game.outcome(state) as Outcome, moves, decisionMs };
}

export interface SeriesResult {
  games: number;
  /** Bot a's points: a win 1, a tie ½ (two seats). */
  scoreA: number;
  moves: number;
  decisionMsA: number[];
  decisionMsB: number[];
}

/** Two bots, `games` games, seats swapped every game; seeds seed, seed+1, ... */
export function playSeries(
  game: AnyGame,
  options: Record<string, unknown>,
  a: Bot | string,
  b: Bot | string,
  games: number,
  seed: number,
  from = 0,
): SeriesResult {
  const result: SeriesResult = { games: 0, scoreA: 0, moves: 0, decisionMsA: [], decisionMsB: [] };
  for (let i = from; i < from + games; i++) {
    const aSeat = i % 2;
    const bots = aSeat === 0 ? [a, b] : [b, a];
    const played = playGame(game, options, bots, seed + i);
    result.games++;
    result.scoreA += outcomeRewards(played.outcome)[aSeat] ?? 0;
    result.moves += played.moves;
    result.decisionMsA.push(...(played.decisionMs[aSeat] ?? []));
    result.decisionMsB.push(...(played.decisionMs[1 - aSeat] ?? []));
  }
  return result;
}
