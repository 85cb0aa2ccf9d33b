// The session's view of "something that picks bot moves": the worker client in the app, a
// fake in tests. Re-exported by src/app/session.ts, where the contract names it.
import type { HadWhy, ReviewDecision, ReviewUnit, Verdict } from '../ai/review';
import type { HintLine, Reason, ReasonArg } from '../ai/explain/types';
import type { BotRequest, RankedMove, Thought } from '../ai/types';

/**
 * The Review's vocabulary, as the bot port speaks it; the bot request and its answer, one type
 * each from the session down to the search (ai/types.ts) and back, and the hint's ranking.
 */
export type { BotRequest, HadWhy, HintLine, RankedMove, Reason, ReasonArg, ReviewDecision, ReviewUnit, Thought, Verdict };
import type { GameId } from '../engine/core/types';
import type { NoticeKey } from '../model/notices';

/** A finished game's decisions to judge, each as its seat saw it (ai/review.ts). */
export interface ReviewPortRequest {
  game: GameId;
  decisions: ReviewDecision[];
  /** Say why for this many of the largest losses. */
  explain?: number;
}

/** One reviewed decision's "had you": the bot's move (`best`, an index in its legal moves) played forward. */
export interface HadPortRequest {
  game: GameId;
  decision: ReviewDecision;
  best: number;
}

export interface BotPort {
  /** Resolves with one of req.legal (the answer's move alone); rejects with BotCancelledError after cancel(). */
  chooseMove(req: BotRequest): Promise<unknown>;
  /**
   * Optional: the whole answer, with the search's best `req.rank` moves and their win chances and
   * `req.explain` lines with reasons when asked for (the coach's hint).
   */
  advise?(req: BotRequest): Promise<Thought>;
  /** Optional: judges decisions in the worker (the coach's Review); one verdict per decision, in order. */
  review?(req: ReviewPortRequest, onProgress?: (done: number, total: number) => void): Promise<{ verdicts: Verdict[]; unit: ReviewUnit }>;
  /**
   * Optional: "had you" for one reviewed decision, in the worker, behind any move being chosen;
   * `signal` stops it (the Review closed) and rejects with BotCancelledError.
   */
  had?(req: HadPortRequest, signal?: AbortSignal): Promise<HadWhy>;
  /** Stops the pending search (leaving a game); its answer, if any, is dropped. */
  cancel(): void;
  /** Optional: short notices the port raises on its own, e.g. 'notice.workerRestarted'. */
  onNotice?(fn: (key: NoticeKey) => void): () => void;
}

/** The pending request was cancelled (leaving, or superseded by a newer request). */
export class BotCancelledError extends Error {
  override readonly name = 'BotCancelledError';
}

/** The worker crashed or hung, was restarted, and the retry failed as well. */
export class BotFailedError extends Error {
  override readonly name = 'BotFailedError';
}
