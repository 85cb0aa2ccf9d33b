import type { AnyGame, PlayerId } from '../engine/core/types';
import type { Rng } from '../engine/core/rng';

/** What a bot may know: the game's rules, its own view, and the moves it may make now. */
export interface BotContext<V = unknown, M = unknown> {
  game: AnyGame;
  view: V;
  player: PlayerId;
  /** The moves legal for this seat now (what the UI would offer a human). */
  legal: M[];
  rng: Rng;
  budget?: BotBudget;
  /**
   * performance.now() when this decision began, before its view was built: a time budget runs
   * from here, so building the view and the search's model count against it. Absent: from the
   * moment the bot is asked.
   */
  startedAt?: number;
}

export interface BotBudget {
  /** Wall-clock limit in ms (the worker uses it); the CLI prefers iterations for determinism. */
  timeMs?: number;
  iterations?: number;
}

export interface Bot {
  /** The spec that names it, e.g. 'random', 'hard', 'ismcts:2000'. */
  spec: string;
  /** True when the bot needs the view (random bots skip computing it: cheaper in playouts). */
  needsView: boolean;
  choose(ctx: BotContext): unknown;
}

/** How one search runs (an 'ismcts:N…' spec's options; each game's levels in its AI kit). */
export interface SearchOptions {
  exploration?: number;
  playoutDepth?: number;
  /** Let the game's opponent model predict more of the other seats' choices (the hard level). */
  deepModel?: boolean;
  /**
   * Search as if the seat remembered nothing it cannot see now (the game's `forget`): for tuning
   * runs that measure what the memory in views is worth ('ismcts:N:nomem').
   */
  forget?: boolean;
  /**
   * Where the game gives no prior, order each node's moves by the evaluation of the position each
   * leads to (one move ahead, in the world sampled when the node first meets the move). Costs one
   * move and one evaluation per move a node meets; Innovation's hard level pays it (levels.ts).
   */
  lookahead?: boolean;
}
