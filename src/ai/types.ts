import type { AnyGame, GameId, PlayerId } from '../engine/core/types';
import type { Rng } from '../engine/core/rng';
import type { HintLine } from './explain/types';

/**
 * One decision to make, as the session asks it and the search reads it: the same value crosses
 * the bot port, the worker's message and think() (the game goes by id because rules objects do
 * not cross postMessage; the worker resolves it). Only the seat's view, never the state.
 */
export interface BotRequest {
  game: GameId;
  view: unknown;
  player: PlayerId;
  /** The moves legal for this seat now; the answer's move is one of them. */
  legal: unknown[];
  /** A bot spec: 'random', 'easy', 'normal', 'hard', 'ismcts:N'. */
  level: string;
  seed: number;
  /** Upper bound on thinking time in ms (levels have their own, smaller, defaults). */
  timeMs?: number;
  /**
   * When the asker began this decision, before it built the view: epoch ms on the high-resolution
   * clock (performance.timeOrigin + performance.now(), comparable across threads). The time
   * budget runs from here, so the view, the message and the search's model all count against it.
   */
  askedAt?: number;
  /** Also answer this many of the search's best moves with their estimated win chance (the coach's hint). */
  rank?: number;
  /**
   * With `rank`: also group the best moves by what they lead to and give each group its reasons
   * (ai/explain), this many lines. Computed from the request's view only.
   */
  explain?: number;
}

/** One root move of a search: how often it was tried and the searcher's mean reward after it. */
export interface RankedMove {
  move: unknown;
  visits: number;
  /** The search's estimate of the searcher's chance of winning after this move (ties count half). */
  chance: number;
  /**
   * The search's most likely line after this move (a ranking asked for by the coach): as the tree
   * met it, so another seat's move may name a card of one sampled world — the explainers
   * (ai/explain) use only what the seat could know of it.
   */
  line?: { player: PlayerId; move: unknown; visits: number }[];
}

/** The answer to a BotRequest, from think() back to the session unchanged. */
export interface Thought {
  /** One of the request's legal moves. */
  move: unknown;
  /**
   * Only when asked for (BotRequest.rank): the search's best moves, most tried first (the chosen
   * move leads), at most `rank`; null when no search ran (one legal move, or a level that does
   * not search).
   */
  ranked?: RankedMove[] | null;
  /** Only when asked for (BotRequest.explain): the hint's lines with their reasons. */
  lines?: HintLine[];
}

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
