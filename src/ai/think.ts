// The worker's entry point to the bots: one decision, cancellable, within a time budget.
// Searches run in slices of a few ms and await a macrotask between slices, so the worker's
// message queue (and with it a cancel) is served while a search is under way.
import { Rng } from '../engine/core/rng';
import type { AnyGame, PlayerId } from '../engine/core/types';
import { heuristicsFor } from './heuristics';
import { Ismcts } from './ismcts';
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

/** Returns the chosen move. Searches yield to the event loop every few ms so `cancel` is seen. */
export async function think(req: ThinkRequest, cancel: CancelToken): Promise<unknown> {
  if (req.legal.length === 0) throw new Error('think: no legal moves');
  checkCancel(cancel);
  if (req.legal.length === 1) return req.legal[0];
  const rng = Rng.seeded(req.seed);
  const spec = parseSearchSpec(req.level);
  const level = req.level === 'normal' || req.level === 'hard' ? req.level : null;
  if (spec === null && level === null) {
    const bot = makeBot(req.level);
    return bot.choose({ game: req.game, view: req.view, player: req.player, legal: req.legal, rng });
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
    while (left > 0 && performance.now() < deadline) {
      const before = search.iterations + search.failures;
      search.run(left, Math.min(deadline, performance.now() + SLICE_MS));
      left -= search.iterations + search.failures - before;
      await macrotask();
      checkCancel(cancel);
    }
    return search.bestMove();
  } finally {
    // Cancelled or not: what this search cached is of no use to the next request.
    heuristicsFor(req.game).endSearch?.();
  }
}
