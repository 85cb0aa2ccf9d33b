// What the app keeps on the device: saved games, results, settings. Plain JSON records, one
// database, and the vocabulary of what can go wrong while reading or writing them.
import type { BotLevel, SessionSetup, Speed } from '../model/setup';
import type { WeekHours } from '../model/openingHours';
import type { MoveRecord } from '../engine/core/replay';
import type { ErrorValue } from '../engine/core/errors';
import type { GameId, Lang } from '../engine/core/types';

/**
 * Bumped when the meaning or shape of a SaveRecord changes; older versions are migrated in
 * validate.ts (and on disk by the database upgrade, db.ts).
 * v1: one autosave slot per game ('autosave:<game>', overwritten by the next game) and named saves.
 * v2: every game is its own record, its id made when the session starts (newSaveId); the
 *     session's autosave keeps that record up to date. A v1 record keeps its id and is an
 *     ordinary save.
 */
export const SAVE_VERSION = 2;

export const SAVE_STATUSES = ['playing', 'over'] as const;
export type SaveStatus = (typeof SAVE_STATUSES)[number];

export interface SaveMeta {
  players: number;
  /** Moves played so far (the engine has no turn counter that fits every game). */
  turn: number;
  /** Milliseconds since the epoch, when the record was written. */
  date: number;
  /** Present on the named saves of version 1 only. */
  name?: string;
  status: SaveStatus;
  /** Undo was used in this game (its result is flagged in the stats). */
  undone?: boolean;
  /** Hints asked for and given in this game (missing: none). */
  hints?: number;
}

/**
 * A game is (options, seed, moves): replaying them with the engine gives the position back.
 * The snapshot is only an accelerator and a cross-check; a mismatch means replay wins.
 */
export interface SaveRecord {
  id: string;
  game: GameId;
  setup: SessionSetup;
  seed: number;
  moves: MoveRecord[];
  snapshot?: SaveSnapshot;
  meta: SaveMeta;
  version: number;
  /**
   * How many times the record was written (absent: never counted, as 0). A tab writes a record
   * only over the one it last read or wrote: another tab's newer write refuses it (saves.ts).
   */
  rev?: number;
}

export interface SaveSnapshot {
  moveCount: number;
  state: unknown;
}

/** A record that failed validation, kept aside (never deleted silently) with the reason. */
export interface QuarantineRecord {
  id: string;
  from: StoreName;
  reason: ErrorValue;
  date: number;
  original: unknown;
}

export const STORE_NAMES = ['saves', 'stats', 'settings', 'quarantine'] as const;
export type StoreName = (typeof STORE_NAMES)[number];

/** Every store uses an in-line key: this field of the record. */
export const STORE_KEYS: Record<StoreName, string> = { saves: 'id', stats: 'key', settings: 'key', quarantine: 'id' };

export type WriteResult = { ok: true } | { ok: false; error: ErrorValue; notice: NoticeKey };

import type { NoticeKey } from '../model/notices';

export { NOTICES, type NoticeKey } from '../model/notices';

/** A notice with an optional count ("1 saved game could not be read"). */
export interface StoreNotice {
  key: NoticeKey;
  count?: number;
}

// --- stats -------------------------------------------------------------------------------

export const RESULTS = ['won', 'lost', 'tied', 'watched'] as const;
/** From the first human seat's point of view; 'watched' when every seat was a bot. */
export type ResultKind = (typeof RESULTS)[number];

/** What the session reports at game over. `level` is the strongest bot faced (null: humans only). */
export interface GameResult {
  game: GameId;
  level: BotLevel | null;
  result: ResultKind;
  /** 1 = first; seats tied share a rank. For 'watched', the winner's rank (1). */
  rank: number;
  players: number;
  score: number;
  date: number;
  /** The player took a move back during the game (counted once, and flagged in the stats). */
  undone?: boolean;
  /** Hints the player was given during the game (missing: none). */
  hints?: number;
}

export type StatsLevel = BotLevel | 'none';

/** Totals per game and per bot level faced. played = won + lost + tied + watched. */
export interface StatsRow {
  key: string;
  game: GameId;
  level: StatsLevel;
  played: number;
  won: number;
  lost: number;
  tied: number;
  watched: number;
  /** Games (among played) in which a move was taken back. */
  withUndo: number;
  /** Games (among played) in which a hint was given. */
  withHints: number;
  /** Current run of wins (reset by a loss or a tie). */
  streak: number;
  bestStreak: number;
  /** Best finishing rank and best score seen, null before the first played game. */
  bestRank: number | null;
  bestScore: number | null;
  lastPlayed: number;
}

// --- settings ----------------------------------------------------------------------------

export interface Settings {
  lang: Lang;
  speed: Speed;
  reduceMotion: boolean;
  sound: boolean;
  /** Every word 25 % larger (class large-text on <html>). */
  largeText: boolean;
  /** Each colour also carries a symbol or a pattern (class colour-aid on <html>). */
  colourAid: boolean;
  /** Innovation: ask before a dogma that an opponent will share. */
  confirmShare: boolean;
  /** Screen reader mode: the table is text (views/nv), the canvas and Phaser are never loaded. */
  screenReader: boolean;
  /** The table lists the hidden things the player has seen and where they are now ("What you know"). */
  whatYouKnow: boolean;
  lastSetup: Partial<Record<GameId, SessionSetup>>;
  /** The venue's kiosk: what the showcase shows and the code that leaves it. */
  kiosk: VenueSettings;
}

/** What a venue sets on the kiosk's venue screen (src/views/kiosk/VenueScreen.tsx). */
export interface VenueSettings {
  /** SHA-256 (hex) of salt + code; null until the venue sets a code. The code itself is never kept. */
  codeHash: string | null;
  salt: string;
  /** The rotation, in order. */
  games: GameId[];
  /** One language, 'rotate' (the four in turn, a game each), or null (the app's language). */
  lang: Lang | 'rotate' | null;
  speed: Speed;
  sound: boolean;
  /** A visitor's game left alone this long goes back to the showcase. */
  idleMs: number;
  /** Opening hours per weekday, or null: always open. */
  hours: WeekHours | null;
  /** Outside opening hours: a dimmed clock-and-title card, or a black screen. */
  closedLook: ClosedLook;
}

export type ClosedLook = 'dim' | 'black';
