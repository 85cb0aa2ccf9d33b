// What a table knows of the game it shows: the snapshot and update a session gives, and the
// session's interface — any session (a live game, a replay, a lesson, a decision tried again) and
// a live game's own parts (undo, hints, its save, its claim on the save). The table and the views
// reach a game only through these types; the class behind a live game (session.ts) is known to
// the composition root and the app's own modules.
import type { GameEvent, PlayerId } from '../engine/core/types';
import type { SessionSetup } from '../model/setup';
import type { NoticeKey, SaveRecord } from '../storage/types';
import type { Reason } from '../worker/port';
import type { HistoryItem } from './history';
import type { LessonScript } from './lessonScript';
import type { Ownership } from './ownership';
import type { RecordSnapshot } from './record';
import type { Store } from '../model/store';

export type { BotLevel, SeatSetup, SessionSetup } from '../model/setup';
export type { SaveRecord } from '../storage/types';
export type { HistoryItem } from './history';
export type { UndoBlock, UndoState } from './undo';

/** What a table shows: the record's snapshot (record.ts) and what the session around it adds. */
export interface SessionSnapshot extends RecordSnapshot {
  /** A bot seat deciding now. */
  thinking: PlayerId | null;
  /** i18n key of a short notice, e.g. 'notice.workerRestarted'. */
  notice: string | null;
  /** While autosaves fail, why ('notice.storageFull'); null once a save succeeds again. */
  saveProblem: NoticeKey | null;
}

export interface SessionUpdate {
  snapshot: SessionSnapshot;
  /** Who made the move this update reports (null: no move, e.g. a notice or a bot starting to think). */
  player: PlayerId | null;
  /** game.viewEvents(...) for the viewer, in order, to animate. */
  events: GameEvent[];
  /** describe() sentences of the moves just applied. */
  log: string[];
  /** The position changed with nothing to animate (an undo): redraw it and rebuild the log. */
  reset?: boolean;
}

/**
 * What a table needs of any session: a live game (GameSession), a replay (ReplaySession), a lesson
 * (LessonSession) or a reviewed decision tried again (RetrySession).
 */
export interface SessionBase {
  readonly kind: 'game' | 'replay' | 'lesson' | 'retry';
  readonly setup: SessionSetup;
  readonly snapshot: SessionSnapshot;
  subscribe(fn: (u: SessionUpdate) => void): () => void;
  start(): void;
  play(move: unknown): PlayResult;
  history(viewer: PlayerId | null): HistoryItem[];
  /** The table says how long its queued animations still take: moves it did not make wait for them. */
  setBacklog?(backlog: () => number): void;
  dispose(): void;
  /** Writes the game (or a lesson's place) again now: the storage-full banner's Retry. */
  retrySave?(): void;
}

/** Any session a table shows; its `kind` tells which (a decision tried again has nothing of its own). */
export type TableSession = LiveGame | ReplayTable | LessonTable | (SessionBase & { readonly kind: 'retry' });

/** A lesson at its table: its script, and this tab's claim on the lesson's place. */
export interface LessonTable extends SessionBase {
  readonly kind: 'lesson';
  readonly script: LessonScript;
  readonly ownership: Ownership | null;
}

/** Where a replay stands. */
export interface ReplayPosition {
  /** Moves shown so far (0 = the start). */
  at: number;
  total: number;
  /** Every hand open (only at the end of a finished game, where the game has a viewAll). */
  open: boolean;
  /** The game is finished and can open every hand at its end (an unfinished record never opens: its hands are still in play). */
  canOpen: boolean;
}

/** A game told again: its table moves it (the replay intents) and its controls read where it stands. */
export interface ReplayTable extends SessionBase {
  readonly kind: 'replay';
  readonly position: Store<ReplayPosition>;
  /** Shows the position after `at` moves (clamped); one step forward is animated. */
  seek(at: number): void;
  step(delta: number): void;
  /** After the last move of a finished game: every hand open, or the viewer's own view again. */
  setOpen(open: boolean): void;
}

/**
 * A live game as its table and screens reach it: besides any session's, undo, hints, the save
 * (its id, its record for an export or a review, a retry while writes fail) and this tab's claim
 * on it.
 */
export interface LiveGame extends SessionBase {
  readonly kind: 'game';
  /** This game's own save record's id. */
  readonly saveId: string;
  /** This tab's claim on the save (null: nothing is kept, or no claim asked for). */
  readonly ownership: Ownership | null;
  /** This game is kept (autosaved, so Continue and Load find it); a kiosk visitor's is not. */
  readonly kept: boolean;
  /** Hints are offered at this table at all (off in the showcase and the kiosk). */
  readonly hintsOn: boolean;
  /** Whether a hint can be asked for now: hints on, the game live, a human owing a decision. */
  readonly canHint: boolean;
  /** Takes back the human's last decision (see snapshot.undo). */
  undo(): PlayResult;
  /** The hard bot's advice for the human owing a decision. */
  hint(): Promise<HintResult>;
  /** The record the autosave keeps up to date (an export writes it to a file; the Review reads it). */
  toSaveRecord(): SaveRecord;
  /** Writes the game again now (the storage-full banner's Retry). */
  retrySave(): void;
  /** Says something to the player at this table once. */
  tell(key: NoticeKey): void;
}

export type PlayResult = { ok: true } | { ok: false; error: { code: string; message: string } };

/**
 * A hint: the hard bot's choice for the human owing a decision, from that human's own view.
 * `index` is the move's place in snapshot.legal of the position at `moveCount`; `text` is the
 * game's sentence for the whole move.
 */
export type HintResult =
  | { ok: true; move: unknown; index: number; moveCount: number; text: string; choices: HintChoice[] }
  | { ok: false; error: { code: 'hints-off' | 'not-your-turn' | 'stale' | 'failed'; message: string } };

/**
 * One of the hint's best moves: the listed legal move, its index in snapshot.legal, the game's
 * sentence for it, and the search's estimate of the player's chance of winning after it (its own
 * statistics at the root; null when no search ran: a forced move).
 */
export interface HintChoice {
  move: unknown;
  index: number;
  text: string;
  chance: number | null;
  /** Other legal moves with the same result for the player (one line: "Dogma Writing or Draw a 2"). */
  twins?: { index: number; text: string }[];
  /** Why, as data (ai/explain): the table puts them into words (table/coachWords.ts). */
  reasons?: Reason[];
}

/** The coach's reasons as the worker gives them (ai/explain/types.ts), for the table to word. */
export type { Reason, ReasonArg } from '../worker/port';


/** How many of the search's best moves a hint shows. */
export const HINT_CHOICES = 3;
