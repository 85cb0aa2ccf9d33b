// The measurements behind `npm run bench` that are more than a loop and a clock: what counts as
// an action, bytes allocated per decision, and the hard bot's decision times.
import { GCProfiler, getHeapStatistics } from 'node:v8';
import { makeBot } from '../ai/levels';
import { advancer } from '../engine/core/replay';
import { Rng } from '../engine/core/rng';
import type { AnyGame, GameId, PlayerId } from '../engine/core/types';
import type { BenchConfig } from './kit';
import { CLI_KITS } from './kits';
import { median, quantile, round } from './stats';

export type { BenchConfig };

/**
 * A top-level action: a move a player makes as their turn's own choice, as opposed to the
 * answers and follow-ups a turn asks for; each game's CLI kit lists its action types.
 */
const actionsOf = (id: GameId): ReadonlySet<string> => CLI_KITS[id].actions;

/** A legal move's type, as `actionsOf` reads it (every game's moves are objects with a type). */
const typeOf = (move: unknown): string => (move as { type: string }).type;

export interface PlayedGame {
  decisions: number;
  actions: number;
}

/** One random game (seeded picks from the legal list), played as search plays: advance where the game has it. */
export function playout(
  game: AnyGame,
  config: BenchConfig,
  seed: number,
  step: (state: unknown, player: PlayerId, move: unknown) => unknown = advancer(game),
): PlayedGame {
  const rng = Rng.seeded(seed);
  // Looked up once a game, not once a move: at Gears' speed the lookup alone was ~4 % of the time.
  const actionTypes = actionsOf(game.id);
  let state = game.setup(game.normalizeOptions({ ...config, seed }));
  let decisions = 0;
  let actions = 0;
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) return { decisions, actions };
    const player = toAct[0] as PlayerId;
    const move = rng.pick(game.legalMoves(state, player));
    if (actionTypes.has(typeOf(move))) actions++;
    state = step(state, player, move);
    decisions++;
  }
}

/**
 * Bytes allocated per decision over `games` random games. V8 keeps no running total of bytes
 * allocated, so the total is rebuilt from the heap's own accounting: the growth of the used heap
 * from start to end, plus what every garbage collection in between freed (GCProfiler reports the
 * used heap before and after each one). Everything the games touch counts: the state copies, the
 * legal lists, the events (through apply), the generator of the picks.
 */
export function allocationPerDecision(game: AnyGame, config: BenchConfig, games: number, viaApply: boolean): number {
  const step = viaApply ? (s: unknown, p: PlayerId, m: unknown) => game.apply(s, p, m).state : advancer(game);
  playout(game, config, 1, step); // compile before counting
  const profiler = new GCProfiler();
  profiler.start();
  const before = getHeapStatistics().used_heap_size;
  let decisions = 0;
  for (let i = 0; i < games; i++) decisions += playout(game, config, 1000 + i, step).decisions;
  const after = getHeapStatistics().used_heap_size;
  const freed = profiler
    .stop()
    .statistics.reduce((sum, gc) => sum + gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize, 0);
  return (after - before + freed) / Math.max(decisions, 1);
}

export interface DecisionTimes {
  decisions: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * The hard bot's thinking time at `count` positions with a choice, spread evenly through one
 * seeded random game. The hard level as the CLI plays it (its iteration budget under its time
 * cap); each clock starts before the view is built, as a player's wait does.
 */
export function hardDecisionTimes(game: AnyGame, config: BenchConfig, count: number): DecisionTimes {
  const rng = Rng.seeded(7);
  const step = advancer(game);
  const line: { state: unknown; seat: PlayerId; legal: unknown[] }[] = [];
  let state = game.setup(game.normalizeOptions({ ...config, seed: 7 }));
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    const seat = toAct[0] as PlayerId;
    const legal = game.legalMoves(state, seat);
    if (legal.length > 1) line.push({ state, seat, legal });
    state = step(state, seat, rng.pick(legal));
  }
  const bot = makeBot('hard');
  const times: number[] = [];
  for (let k = 0; k < count && line.length > 0; k++) {
    const { state: at, seat, legal } = line[Math.floor((k * line.length) / count)] as (typeof line)[number];
    const startedAt = performance.now();
    const view = game.view(at, seat);
    bot.choose({ game, view, player: seat, legal, rng: Rng.seeded(k + 1), startedAt });
    times.push(performance.now() - startedAt);
  }
  return {
    decisions: times.length,
    medianMs: round(median(times), 0),
    p95Ms: round(quantile(times, 0.95), 0),
    maxMs: round(Math.max(0, ...times), 0),
  };
}
