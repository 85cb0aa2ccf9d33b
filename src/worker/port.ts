// The session's view of "something that picks bot moves": the worker client in the app, a
// fake in tests. Re-exported by src/app/session.ts, where the contract names it.
import type { HadWhy, ReviewDecision, ReviewUnit, Verdict } from '../ai/review';
import type { HintLine, Reason, ReasonArg } from '../ai/explain/types';
import type { RankedMove } from '../ai/think';

/** The Review's vocabulary, as the bot port speaks it, and the hint's ranking. */
export type { HadWhy, HintLine, RankedMove, Reason, ReasonArg, ReviewDecision, ReviewUnit, Verdict };
import type { BotLevel } from '../model/setup';
import type { GameId, PlayerId } from '../engine/core/types';
import type { NoticeKey } from '../model/notices';

export interface BotRequest {
  game: GameId;
  view: unknown;
  player: PlayerId;
  legal: unknown[];
  level: BotLevel;
  seed: number;
  /** When the session began this decision (epoch ms, high resolution): the bot's clock starts there. */
  askedAt?: number;
}

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

/** The hint's answer: the chosen move and the search's best `rank` moves (chosen first); null without a search. */
export interface Advice {
  move: unknown;
  ranked: RankedMove[] | null;
  /** When asked for (`explain`): the best moves grouped by result, each group with its reasons (ai/explain). */
  lines?: HintLine[];
}

export interface BotPort {
  /** Resolves with one of req.legal; rejects with BotCancelledError after cancel(). */
  chooseMove(req: BotRequest): Promise<unknown>;
  /** Optional: like chooseMove, with the search's best `rank` moves and their win chances (the coach's hint). */
  advise?(req: BotRequest, rank: number, explain?: number): Promise<Advice>;
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
