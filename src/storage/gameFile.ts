// A game as a file a player can keep or pass on: (setup, seed, moves) and the versions, as JSON.
// Reading one back is as strict as reading a save from disk (shape, then replay with today's
// rules); a file that fails says why and changes nothing.
import type { ErrorValue, Result } from '../engine/core/errors';
import type { AnyGame, GameId } from '../engine/core/types';
import { getGame } from '../engine/index';
import { SAVE_VERSION, type SaveRecord } from './types';
import { checkSaveShape } from './shape';
import { restoreSave } from './validate';

export const GAME_FILE_FORMAT = 'boardwright-game';
/** The layout of the file itself; bumped when it changes (older files must still read). */
export const GAME_FILE_VERSION = 1;
/** Far above any real game (a long Innovation game is well under 1 MB). */
export const GAME_FILE_MAX_BYTES = 8 * 1024 * 1024;

export interface GameFile {
  format: typeof GAME_FILE_FORMAT;
  version: number;
  /** The save record version the moves were written under. */
  saveVersion: number;
  game: SaveRecord['game'];
  setup: SaveRecord['setup'];
  seed: number;
  moves: SaveRecord['moves'];
  /** ISO date of the export, for people reading the file. */
  exported: string;
}

/** Why a file was refused; the UI has a sentence for each code (import.error.<code>). */
export const IMPORT_ERRORS = ['too-big', 'not-json', 'not-a-game', 'newer-file', 'bad-file', 'no-replay'] as const;
export type ImportError = (typeof IMPORT_ERRORS)[number];

export function makeGameFile(record: SaveRecord, now: number = Date.now()): GameFile {
  return {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    saveVersion: record.version,
    game: record.game,
    setup: record.setup,
    seed: record.seed,
    moves: record.moves,
    exported: new Date(now).toISOString(),
  };
}

/** boardwright-gears-2025-03-14-1530.json (local time): sorts by date in a folder. */
export function gameFileName(record: SaveRecord, now: number = Date.now()): string {
  const d = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  return `boardwright-${record.game}-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.json`;
}

const refuse = (code: ImportError, message: string): { ok: false; error: ErrorValue } => ({ ok: false, error: { code, message } });

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export interface ReadOptions {
  /** The new save's id (a game record of its own) and its date. */
  newId: (game: GameId) => string;
  now: number;
  resolve?: (id: string) => AnyGame;
}

/**
 * Turns a file's text into a new save record: the game replayed with today's engine, its status
 * and snapshot taken from that replay. Never throws.
 */
export function readGameFile(text: string, opts: ReadOptions): Result<SaveRecord> {
  if (text.length > GAME_FILE_MAX_BYTES) return refuse('too-big', 'The file is too large to be a saved game.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return refuse('not-json', `The file is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!isObj(data) || data.format !== GAME_FILE_FORMAT) return refuse('not-a-game', 'The file is not a Boardwright game.');
  if (typeof data.version !== 'number' || !Number.isInteger(data.version) || data.version < 1) {
    return refuse('bad-file', 'The file has no valid format version.');
  }
  if (data.version > GAME_FILE_VERSION || (typeof data.saveVersion === 'number' && data.saveVersion > SAVE_VERSION)) {
    return refuse('newer-file', 'The file was written by a newer version of Boardwright.');
  }
  const moves = Array.isArray(data.moves) ? data.moves : null;
  const seats = isObj(data.setup) && Array.isArray(data.setup.seats) ? data.setup.seats.length : 0;
  const candidate = {
    id: typeof data.game === 'string' ? opts.newId(data.game as GameId) : '',
    game: data.game,
    setup: data.setup,
    seed: data.seed,
    moves,
    meta: { players: seats, turn: moves?.length ?? 0, date: opts.now, status: 'playing' },
    version: SAVE_VERSION,
  };
  const shaped = checkSaveShape(candidate);
  if (!shaped.ok) return refuse('bad-file', shaped.error.message);
  const restored = restoreSave(shaped.value, opts.resolve ?? getGame);
  if (!restored.ok) return refuse(restored.error.code === 'unknown-game' ? 'bad-file' : 'no-replay', restored.error.message);
  const { game, state } = restored.value;
  const record = shaped.value;
  return {
    ok: true,
    value: {
      ...record,
      snapshot: { moveCount: record.moves.length, state },
      meta: { ...record.meta, status: game.outcome(state) ? 'over' : 'playing' },
    },
  };
}
