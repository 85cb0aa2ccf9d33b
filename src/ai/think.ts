// The worker's entry point to the bots: one decision, cancellable, within a time budget.
import type { AnyGame, PlayerId } from '../engine/core/types';
import { Rng } from '../engine/core/rng';
import { makeBot } from './levels';

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
}

export interface CancelToken {
  cancelled: boolean;
}

/** Returns the chosen move. Searches yield to the event loop every few ms so `cancel` is seen. */
export async function think(req: ThinkRequest, cancel: CancelToken): Promise<unknown> {
  if (req.legal.length === 0) throw new Error('think: no legal moves');
  if (req.legal.length === 1) return req.legal[0];
  const bot = makeBot(req.level);
  if (cancel.cancelled) throw new Error('cancelled');
  return bot.choose({ game: req.game, view: req.view, player: req.player, legal: req.legal, rng: Rng.seeded(req.seed) });
}
