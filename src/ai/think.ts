// The worker's entry point to the bots: one decision, cancellable, within a time budget.
// Searches run in slices of a few ms and await a macrotask between slices, so the worker's
// message queue (and with it a cancel) is served while a search is under way.
import { Rng } from '../engine/core/rng';
import type { AnyGame, PlayerId } from '../engine/core/types';
import { heuristicsFor } from './heuristics';
import { Ismcts, type RootStat } from './ismcts';
import { LEVEL_TIME_CAP_MS, LEVEL_TIME_MS, levelSearch, makeBot, parseSearchSpec } from './levels';

export interface ThinkRequest {
  game: AnyGame;
  view: unknown;
  player: PlayerId;
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
}

export interface CancelToken {
  cancelled: boolean;
}

/** How long a search runs before it lets the event loop in. */
export const SLICE_MS = 8;

const macrotask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function checkCancel(cancel: CancelToken): void {
  if (cancel.cancelled) throw new Error('cancelled');
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

export interface Thought {
  move: unknown;
  /**
   * The moves the search tried, most tried first (the chosen move leads): its own statistics at the
   * root. Null when no search ran (one legal move, or a level that does not search).
   */
  ranked: RankedMove[] | null;
}

/** The root moves tried, most visited first (ties: the better mean, then the legal order). */
export function rankRoot(search: Ismcts, lines = false): RankedMove[] {
  const stats = search.rootStats().filter((r) => r.visits > 0);
  const order = stats.map((_, i) => i).sort((a, b) => {
    const x = stats[a] as RootStat;
    const y = stats[b] as RootStat;
    return y.visits - x.visits || y.mean - x.mean || a - b;
  });
  return order.map((i) => {
    const r = stats[i] as RootStat;
    return lines ? { move: r.move, visits: r.visits, chance: r.mean, line: search.principalLine(r.move) } : { move: r.move, visits: r.visits, chance: r.mean };
  });
}

/**
 * Returns the chosen move. Searches yield to the event loop every few ms so `cancel` is seen. A
 * search by time stops once its leading move could not be overtaken in the time left, at the rate
 * it has been going: the same move, sooner (a clear decision does not take the whole budget).
 */
export async function think(req: ThinkRequest, cancel: CancelToken): Promise<unknown> {
  return (await thinkRanked(req, cancel, true)).move;
}

/**
 * The chosen move and the search's ranking of the moves it tried (the coach's hint shows the best
 * few). `settle`: stop early once the move is settled (think); a ranking uses the whole budget, so
 * the other moves' chances are read from as many iterations as the time allows.
 */
export async function thinkRanked(req: ThinkRequest, cancel: CancelToken, settle = false): Promise<Thought> {
  if (req.legal.length === 0) throw new Error('think: no legal moves');
  checkCancel(cancel);
  if (req.legal.length === 1) return { move: req.legal[0], ranked: null };
  const rng = Rng.seeded(req.seed);
  const spec = parseSearchSpec(req.level);
  const level = req.level === 'normal' || req.level === 'hard' ? req.level : null;
  if (spec === null && level === null) {
    const bot = makeBot(req.level);
    return { move: bot.choose({ game: req.game, view: req.view, player: req.player, legal: req.legal, rng }), ranked: null };
  }
  const limit = level ? LEVEL_TIME_MS[level] : LEVEL_TIME_CAP_MS.hard;
  const timeMs = Math.min(req.timeMs ?? limit, limit);
  const now = performance.now();
  const start = req.askedAt === undefined ? now : Math.min(now, req.askedAt - performance.timeOrigin);
  // Before the search builds its model (in the constructor): that time is the player's too.
  const deadline = start + timeMs;
  const search = new Ismcts(req.game, req.view, req.player, req.legal, rng, level ? levelSearch(req.game, level).options : (spec?.options ?? {}));
  try {
    let left = spec?.iterations ?? Number.POSITIVE_INFINITY;
    const began = performance.now();
    while (left > 0 && performance.now() < deadline) {
      const before = search.iterations + search.failures;
      search.run(left, Math.min(deadline, performance.now() + SLICE_MS));
      left -= search.iterations + search.failures - before;
      await macrotask();
      checkCancel(cancel);
      if (settle && left === Number.POSITIVE_INFINITY) {
        const now = performance.now();
        const rate = search.iterations / Math.max(1, now - began);
        if (search.decided(Math.ceil(rate * (deadline - now)))) break;
      }
    }
    return { move: search.bestMove(), ranked: rankRoot(search, !settle) };
  } finally {
    // Cancelled or not: what this search cached is of no use to the next request.
    heuristicsFor(req.game).endSearch?.();
  }
}
