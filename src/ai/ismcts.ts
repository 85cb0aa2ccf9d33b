// Single-observer Information-Set MCTS (Cowling, Powley & Whitehouse 2012).
//
// One tree, seen from the searching seat. Each iteration samples a world consistent with that
// seat's view (game.determinize), walks the tree choosing only among the moves legal in that
// world (UCB with availability counts: a child's exploration term uses how often it could have
// been chosen, not how often its parent was visited), adds one node, plays out with the game's
// cheap policy up to a depth limit, scores the end with the outcome or the evaluation, and adds
// each seat's reward to the nodes that seat chose.
//
// Wide decisions: where the game gives a prior (heuristics.prior), untried moves are expanded best
// first and a node looks only at its best ⌈√visits⌉ + 1 legal moves by that prior (progressive
// widening, Coulom 2007 / Chaslot et al. 2008), so iterations are not spread over thirty builds
// of which three make sense. A game without a prior may be searched with the lookahead prior
// (SearchOptions.lookahead): each move valued by the evaluation of the position it leads to.
// Without a prior every legal move is a candidate and expansion is uniform.
//
// Simultaneous choices (several seats in toAct): the searching seat always chooses first, as it
// does at the root; the seats that chose at the same time as it then move by the playout policy
// outside the tree, because the searcher cannot see those choices — putting them in the tree
// would let its later nodes depend on what it cannot know, and would let those seats
// best-respond to a choice they did not see.
import type { Rng } from '../engine/core/rng';
import { advancer } from '../engine/core/replay';
import type { AnyGame, PlayerId } from '../engine/core/types';
import { type Heuristics, heuristicsFor } from './heuristics';
import type { WorldModel } from './heuristics/types';
import { canonicalMoveKey } from './move-key';
import { outcomeRewards } from './rewards';
import type { SearchOptions } from './types';

export type { SearchOptions };


interface Node {
  /** The seat whose move led here (the root: -1). */
  player: PlayerId;
  /**
   * The move that led here, as first met (in one sampled world: another seat's move may name a
   * card the searcher cannot see; principalLine's readers keep only what the seat could know).
   */
  move: unknown;
  visits: number;
  /** How many times this move was legal when its parent was passed through. */
  avail: number;
  /** Sum of `player`'s rewards over the visits. */
  total: number;
  children: Map<string, Node> | null;
  /** The prior of each move key met here, from the first world it was legal in (see candidates). */
  priors: Map<string, number> | null;
}

export interface RootStat {
  move: unknown;
  visits: number;
  mean: number;
}

export class Ismcts {
  iterations = 0;
  /** Iterations abandoned because a sampled world refused a move (an engine defect; should be 0). */
  failures = 0;
  private readonly view: unknown;
  private readonly root: Node = { player: -1, move: null, visits: 0, avail: 0, total: 0, children: null, priors: null };
  private readonly heuristics: Heuristics;
  private readonly exploration: number;
  private readonly depthLimit: number;
  private readonly rootMoves = new Map<string, unknown>();
  private readonly model: WorldModel | null;
  private readonly key: (move: unknown, actor: PlayerId, state: unknown) => string;
  private readonly prior: ((state: unknown, actor: PlayerId, legal: unknown[]) => number[]) | undefined;
  /** game.apply's state without its events (search never reads them). */
  private readonly advance: (state: unknown, actor: PlayerId, move: unknown) => unknown;

  constructor(
    private readonly game: AnyGame,
    view: unknown,
    private readonly me: PlayerId,
    legal: readonly unknown[],
    private readonly rng: Rng,
    options: SearchOptions = {},
  ) {
    this.heuristics = heuristicsFor(game);
    const forget = this.heuristics.forget;
    this.view = options.forget && forget ? forget(view) : view;
    this.advance = advancer(game);
    const h = this.heuristics;
    this.exploration = options.exploration ?? h.exploration ?? 0.7;
    this.depthLimit = options.playoutDepth ?? h.playoutDepth ?? 40;
    this.prior = h.prior ?? (options.lookahead ? (state, actor, legal) => legal.map((m) => this.valueAfter(state, actor, m)) : undefined);
    const moveKey = h.moveKey;
    this.key = moveKey ? (move, actor, state) => moveKey(move, actor, me, state) : canonicalMoveKey;
    // The searcher's own moves never hide anything from it: no state needed to name them.
    for (const move of legal) this.rootMoves.set(this.key(move, me, null), move);
    this.model = h.model ? h.model(this.view, me, game.determinize(this.view, me, rng), options.deepModel ?? false) : null;
  }

  /**
   * Runs up to `count` iterations, or until `deadline` (performance.now() ms) passes. With a finite
   * count it stops early once the most visited root move leads the next by more than the
   * iterations left: no outcome of those could change bestMove(), so the move (and a seeded game)
   * is the same, only sooner.
   */
  run(count: number, deadline = Number.POSITIVE_INFINITY): void {
    for (let i = 0; i < count; i++) {
      // Checked every iteration: one Innovation iteration can take several ms, and a clock read
      // is a fraction of a microsecond.
      if (deadline !== Number.POSITIVE_INFINITY && performance.now() >= deadline) return;
      this.iterate();
      if ((i & 15) === 15 && count !== Number.POSITIVE_INFINITY && this.decided(count - i - 1)) return;
    }
  }

  /**
   * True when the leading root move is ahead by more than `remaining` visits: no outcome of that
   * many more iterations could change bestMove(). A search by time asks it with the iterations
   * its remaining time would buy (think.ts).
   */
  decided(remaining: number): boolean {
    const children = this.root.children;
    if (!children) return false;
    let first = 0;
    let second = 0;
    for (const key of this.rootMoves.keys()) {
      const v = children.get(key)?.visits ?? 0;
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) second = v;
    }
    return first - second > remaining;
  }

  /** The root move tried most often (ties: the better mean, then the earlier legal move). */
  bestMove(): unknown {
    let best: unknown = this.rootMoves.values().next().value;
    let bestVisits = -1;
    let bestMean = -1;
    const children = this.root.children;
    if (!children) return best;
    for (const [key, move] of this.rootMoves) {
      const child = children.get(key);
      if (!child) continue;
      const mean = child.total / child.visits;
      if (child.visits > bestVisits || (child.visits === bestVisits && mean > bestMean)) {
        best = move;
        bestVisits = child.visits;
        bestMean = mean;
      }
    }
    return best;
  }

  rootStats(): RootStat[] {
    const out: RootStat[] = [];
    for (const [key, move] of this.rootMoves) {
      const child = this.root.children?.get(key);
      out.push({ move, visits: child?.visits ?? 0, mean: child ? child.total / child.visits : 0 });
    }
    return out;
  }

  /**
   * The search's most likely line after one of its root moves: from that move's node, the most
   * visited child again and again (up to `plies` moves, children with at least `minVisits` visits).
   * The moves are as the tree first met them: another seat's may name a hidden card of one world.
   */
  principalLine(move: unknown, plies = 4, minVisits = 2): { player: PlayerId; move: unknown; visits: number }[] {
    let node = this.root.children?.get(this.key(move, this.me, null));
    const out: { player: PlayerId; move: unknown; visits: number }[] = [];
    while (node?.children && out.length < plies) {
      let best: Node | null = null;
      for (const child of node.children.values()) if (child.visits >= minVisits && (best === null || child.visits > best.visits)) best = child;
      if (best === null) break;
      out.push({ player: best.player, move: best.move, visits: best.visits });
      node = best;
    }
    return out;
  }

  /** How the position looks to `actor` one move ahead (the lookahead prior). */
  private valueAfter(state: unknown, actor: PlayerId, move: unknown): number {
    return this.scoreOf(this.advance(state, actor, move))[actor] ?? 0;
  }

  /** Each seat's reward for a position: the outcome's where the game is over, else the evaluation. */
  private scoreOf(state: unknown): number[] {
    const outcome = this.game.outcome(state);
    return outcome ? outcomeRewards(outcome) : this.heuristics.evaluate(state);
  }

  private iterate(): void {
    const path: Node[] = [this.root];
    let rewards: number[];
    try {
      rewards = this.descend(path);
    } catch (e) {
      this.failures++;
      if (this.failures > 50 && this.failures > this.iterations) throw e;
      return;
    }
    this.iterations++;
    for (const node of path) {
      node.visits++;
      if (node.player >= 0) node.total += rewards[node.player] ?? 0;
    }
  }

  /** One walk from a fresh world: selection, one expansion, playout. Returns per-seat rewards. */
  private descend(path: Node[]): number[] {
    const { game, me, rng, heuristics: h } = this;
    const model = this.model;
    let state = game.determinize(this.view, me, rng);
    if (model?.refine) state = model.refine(state, rng);
    let node = this.root;
    let blind = 0; // bit per seat still owing the move it makes at the same time as the searcher
    let inPlayout = false;
    let playoutSteps = 0;
    for (;;) {
      const toAct: PlayerId[] = game.toAct(state);
      if (toAct.length === 0) return this.scoreOf(state);
      let actor = -1;
      if (blind !== 0) {
        for (const seat of toAct) {
          if (blind & (1 << seat)) {
            actor = seat;
            break;
          }
        }
      }
      if (actor >= 0) {
        blind &= ~(1 << actor);
        state = this.advance(state, actor, this.blindPolicy(state, actor, game.legalMoves(state, actor)));
        continue;
      }
      actor = toAct.includes(me) ? me : (toAct[0] as PlayerId);
      if (actor === me && toAct.length > 1) for (const seat of toAct) if (seat !== me) blind |= 1 << seat;
      const legal: unknown[] = game.legalMoves(state, actor);
      if (!inPlayout && actor !== me && legal.length > 1 && h.outOfTree?.(state, actor, me)) {
        state = this.advance(state, actor, this.blindPolicy(state, actor, legal));
        continue;
      }
      if (legal.length === 0) return h.evaluate(state);
      if (inPlayout) {
        if (playoutSteps >= this.depthLimit) return h.evaluate(state);
        playoutSteps++;
        state = this.advance(state, actor, this.policy(state, actor, legal));
        continue;
      }
      if (legal.length === 1) {
        state = this.advance(state, actor, legal[0]);
        continue;
      }
      const next = this.select(node, legal, actor, state);
      if (next.expanded) inPlayout = true;
      node = next.node;
      path.push(node);
      state = this.advance(state, actor, next.move);
    }
  }

  private select(node: Node, legal: unknown[], actor: PlayerId, state: unknown): { node: Node; move: unknown; expanded: boolean } {
    if (node.children === null) node.children = new Map();
    const children = node.children;
    const candidates = this.candidates(node, legal, actor, state);
    const keys = this.candidateKeys;
    let untried: unknown[] | null = null;
    let untriedKeys: string[] | null = null;
    let best: Node | null = null;
    let bestMove: unknown = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    const c = this.exploration;
    for (let k = 0; k < candidates.length; k++) {
      const move = candidates[k];
      const key = keys[k] as string;
      const child = children.get(key);
      if (child === undefined) {
        if (untried === null || untriedKeys === null) {
          untried = [];
          untriedKeys = [];
        }
        untried.push(move);
        untriedKeys.push(key);
        continue;
      }
      child.avail++;
      if (untried !== null) continue;
      const score = child.total / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
        bestMove = move;
      }
    }
    if (untried !== null && untriedKeys !== null) {
      // With a prior the candidates come best first: expand the first untried one.
      const i = this.prior ? 0 : this.rng.int(untried.length);
      const child: Node = { player: actor, move: untried[i], visits: 0, avail: 1, total: 0, children: null, priors: null };
      children.set(untriedKeys[i] as string, child);
      return { node: child, move: untried[i], expanded: true };
    }
    return { node: best as Node, move: bestMove, expanded: false };
  }

  /** Keys of the moves the last candidates() call returned, in the same order. */
  private candidateKeys: string[] = [];

  /**
   * The moves a node considers now: all of them, or the best ⌈√visits⌉ + 1 by the game's prior, best
   * first. A node keeps the prior of each move key the first time it meets it: the same move in the
   * next sampled world gets the same value, so a visit only asks the game about moves it has not
   * seen here yet (a wide decision would otherwise be valued and sorted afresh at every visit).
   */
  private candidates(node: Node, legal: unknown[], actor: PlayerId, state: unknown): unknown[] {
    const keys = this.candidateKeys;
    keys.length = 0;
    for (const move of legal) keys.push(this.key(move, actor, state));
    const prior = this.prior;
    if (!prior) return legal;
    if (node.priors === null) node.priors = new Map();
    const priors = node.priors;
    let fresh: unknown[] | null = null;
    let freshKeys: string[] | null = null;
    for (let i = 0; i < legal.length; i++) {
      if (priors.has(keys[i] as string)) continue;
      fresh ??= [];
      freshKeys ??= [];
      fresh.push(legal[i]);
      freshKeys.push(keys[i] as string);
    }
    if (fresh !== null && freshKeys !== null) {
      const values = prior(state, actor, fresh);
      for (let i = 0; i < fresh.length; i++) priors.set(freshKeys[i] as string, values[i] as number);
    }
    const width = Math.ceil(Math.sqrt(node.visits)) + 1;
    const order = legal.map((_, i) => i);
    const value = (i: number) => priors.get(keys[i] as string) as number;
    order.sort((a, b) => value(b) - value(a) || a - b);
    const out: unknown[] = [];
    const outKeys: string[] = [];
    for (let k = 0; k < order.length && k < width; k++) {
      out.push(legal[order[k] as number]);
      outKeys.push(keys[order[k] as number] as string);
    }
    this.candidateKeys = outKeys;
    return out;
  }

  /** A blind seat's move: the model's guess where it has one, else the playout policy. */
  private blindPolicy(state: unknown, actor: PlayerId, legal: unknown[]): unknown {
    const blindMove = this.model?.blindMove;
    if (blindMove) {
      const move = blindMove(state, actor, legal, this.rng);
      if (move !== null) return move;
    }
    return this.policy(state, actor, legal);
  }

  private policy(state: unknown, actor: PlayerId, legal: unknown[]): unknown {
    const playout = this.heuristics.playout;
    return playout ? playout(state, actor, legal, this.rng) : legal[this.rng.int(legal.length)];
  }
}
