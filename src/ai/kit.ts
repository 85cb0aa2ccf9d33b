// What the bots need from each game: one kit per game (in the game's own folder,
// `ai/<game>/kit.ts`), listed once in `ai/kits.ts`.
import type { PlayerId } from '../engine/core/types';
import type { Explainer, Reason } from './explain/types';
import type { Heuristics } from './heuristics/types';
import type { SearchOptions } from './types';

export type SearchLevel = 'normal' | 'hard';

/** One search: an iteration budget and its options (what an 'ismcts:N…' spec names). */
export interface SearchSpec {
  iterations: number;
  options: SearchOptions;
}

/** Hard's opponent model predicts more (see WorldModel). */
export const HARD_MODEL: SearchOptions = { deepModel: true };

/** One public figure per seat, at the end of a line, counted from the decision's view. */
export interface Figure {
  seat: PlayerId;
  value: number;
}
export type Figures = Record<string, Figure[]>;

/** What "had you played the bot's move" compares (explain/had.ts), in public figures only. */
export interface HadKit {
  /** The figures at the end of a line (`after`), counted from the decision's view (`before`). */
  figures(before: unknown, after: unknown, me: PlayerId): Figures;
  /** Reason kinds by figure: [the seat's own, a rival's], in the order they are said. */
  kinds: Readonly<Record<string, readonly [string, string]>>;
  /** The reason kind for "no figure differs". */
  same: string;
}

export interface AiKit {
  /** Evaluation, playout policy, prior and opponent model. */
  heuristics: Heuristics;
  /**
   * How the normal and hard levels search: an iteration budget calibrated to the level's time on
   * the reference machine (levels.ts) and the game's own search options.
   */
  search: Readonly<Record<SearchLevel, SearchSpec>>;
  /** The coach's reasons for a move (none: only its chances). */
  explainer: Explainer<never, never, never>;
  /**
   * What followed a reviewed decision (explain/followed.ts), from the deciding seat's views at the
   * decision and a few moves later: public figures only.
   */
  followed(before: unknown, after: unknown, me: PlayerId): Reason[];
  had: HadKit;
}
