// What a game may teach the bots: how good a position looks, how to play a cheap playout move,
// and how to name a move as the searching seat sees it. Everything is optional but `evaluate`.
import type { Rng } from '../../engine/core/rng';
import type { PlayerId } from '../../engine/core/types';

/**
 * A model of how the other seats choose, built once per search from the searcher's view (and a
 * sample world, for the rules' own types). It may only use what the view shows.
 */
export interface WorldModel<S = unknown, M = unknown> {
  /** Redraws a sampled world's hidden choices by the model; must keep view(world, me) unchanged. */
  refine?(world: S, rng: Rng): S;
  /** A move for a seat that acts blind to the searcher's secret in the position searched. */
  blindMove?(state: S, seat: PlayerId, legal: M[], rng: Rng): M | null;
}

export interface Heuristics<S = unknown, M = unknown> {
  /**
   * Each seat's expected reward in [0, 1] (1 = sure win, 0 = sure loss, ties ½) for a position
   * that is not over. Reads a full state: inside a search that state is a determinization of the
   * searching seat's view, so no secret leaks through it.
   */
  evaluate(state: S): number[];
  /** A cheap playout move; default: uniform among the legal moves. */
  playout?(state: S, player: PlayerId, legal: M[], rng: Rng): M;
  /**
   * A short stable name for a move, as `observer` would see it when `actor` makes it in `state`
   * (a move that hides a card from the observer should name it without the card, so the tree
   * does not split on what the observer cannot know). Default: canonical JSON.
   */
  moveKey?(move: M, actor: PlayerId, observer: PlayerId, state: S): string;
  /**
   * Builds the opponent model for one search (see WorldModel). `deep`: the hard level asks the
   * model to predict more of the other seats' choices, at more cost.
   */
  model?(view: unknown, me: PlayerId, world: S, deep: boolean): WorldModel<S, M> | null;
  /**
   * True when `actor` chooses here without seeing something only the searcher knows (e.g. turns
   * the searcher's face-down gear): such moves are played by the model or the playout policy
   * outside the tree, so the tree cannot let that seat answer a secret it never saw.
   */
  outOfTree?(state: S, actor: PlayerId, me: PlayerId): boolean;
  /**
   * How promising each legal move looks to `actor` (any scale, higher is better), for the tree:
   * untried moves are expanded best first, and a node considers only its best ⌈√visits⌉ + 1 moves
   * (progressive widening), so a wide decision spends its iterations on the sensible moves. It
   * reads a sampled world like `evaluate`. Default: none (uniform expansion over every move).
   */
  prior?(state: S, actor: PlayerId, legal: M[]): number[];
  /**
   * Drops what the heuristics cached during one search. Called when a decision is made: a worker
   * that goes on to another game (the kiosk rotates them) should not keep this one's cars alive.
   */
  endSearch?(): void;
  /**
   * The view without what the seat remembers but cannot see now (its memory of hidden cards):
   * a search told to forget (SearchOptions.forget) plays from it. Default: none (no memory to drop).
   */
  forget?(view: unknown): unknown;
  /** Playout length before the evaluation scores the position (default 40). */
  playoutDepth?: number;
  /** UCB exploration constant for rewards in [0, 1] (default 0.7). */
  exploration?: number;
}
