// The worker's entry point to the bots: one decision, cancellable, within a time budget.
// Searches run in slices of a few ms and await a macrotask between slices, so the worker's
// message queue (and with it a cancel) is served while a search is under way.
import { Rng } from '../engine/core/rng';
import { errorValue } from '../engine/core/errors';
import type { AnyGame } from '../engine/core/types';
import { explainHint } from './explain/index';
import { heuristicsFor } from './heuristics';
import { Ismcts, type RootStat } from './ismcts';
import { LEVEL_TIME_CAP_MS, LEVEL_TIME_MS, levelSearch, makeBot, parseSearchSpec } from './levels';
import type { BotRequest, RankedMove, Thought } from './types';

export type { BotRequest, RankedMove, Thought };

export interface CancelToken {
  cancelled: boolean;
}

/** How long a search runs before it lets the event loop in. */
export const SLICE_MS = 8;

const macrotask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function checkCancel(cancel: CancelToken): void {
  if (cancel.cancelled) throw new Error('cancelled');
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
 * Answers one request: the chosen move and, when asked for (`rank`, `explain`), the search's best
 * moves and the hint's lines. Searches yield to the event loop every few ms so `cancel` is seen.
 * A plain move stops once its leading move could not be overtaken in the time left, at the rate it
 * has been going: the same move, sooner (a clear decision does not take the whole budget); a
 * ranking uses the whole budget, so the other moves' chances are read from as many iterations as
 * the time allows. `game` is the request's game, resolved by the caller.
 */
export async function think(game: AnyGame, req: BotRequest, cancel: CancelToken, log: (message: string) => void = (m) => console.warn(m)): Promise<Thought> {
  if (req.rank === undefined) return { move: (await thinkRanked(game, req, cancel, true)).move };
  const thought = await thinkRanked(game, req, cancel);
  // The lines of play are for the explainers only: they do not cross back.
  const ranked = thought.ranked === null ? null : thought.ranked.slice(0, Math.max(1, req.rank)).map(({ line: _line, ...r }) => r);
  if (req.explain === undefined) return { move: thought.move, ranked };
  // A forced move (no search) still gets its reasons: the one legal move, ranked alone.
  const all = thought.ranked ?? [{ move: thought.move, visits: 0, chance: Number.NaN }];
  try {
    const lines = explainHint({ game, view: req.view, me: req.player, legal: req.legal, ranked: all, seed: req.seed, count: req.explain });
    return { move: thought.move, ranked, lines };
  } catch (e) {
    // A hint without its reasons is still a hint: the chances stand alone.
    log(`The coach could not explain this hint: ${errorValue(e).message}`);
    return { move: thought.move, ranked };
  }
}

/**
 * think()'s search: the chosen move and the search's whole ranking of the moves it tried, with
 * their lines unless `settle`. `settle`: stop early once the move is settled (think); a ranking uses the whole budget, so
 * the other moves' chances are read from as many iterations as the time allows.
 */
export async function thinkRanked(game: AnyGame, req: BotRequest, cancel: CancelToken, settle = false): Promise<Thought & { ranked: RankedMove[] | null }> {
  if (req.legal.length === 0) throw new Error('think: no legal moves');
  checkCancel(cancel);
  if (req.legal.length === 1) return { move: req.legal[0], ranked: null };
  const rng = Rng.seeded(req.seed);
  const spec = parseSearchSpec(req.level);
  const level = req.level === 'normal' || req.level === 'hard' ? req.level : null;
  if (spec === null && level === null) {
    const bot = makeBot(req.level);
    return { move: bot.choose({ game, view: req.view, player: req.player, legal: req.legal, rng }), ranked: null };
  }
  const limit = level ? LEVEL_TIME_MS[level] : LEVEL_TIME_CAP_MS.hard;
  const timeMs = Math.min(req.timeMs ?? limit, limit);
  const now = performance.now();
  const start = req.askedAt === undefined ? now : Math.min(now, req.askedAt - performance.timeOrigin);
  // Before the search builds its model (in the constructor): that time is the player's too.
  const deadline = start + timeMs;
  const search = new Ismcts(game, req.view, req.player, req.legal, rng, level ? levelSearch(game, level).options : (spec?.options ?? {}));
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
    heuristicsFor(game).endSearch?.();
  }
}
