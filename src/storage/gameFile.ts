// A game as a file a player can keep or pass on: (setup, seed, moves) and the versions, as JSON.
// Reading one back is as strict as reading a save from disk (shape, then replay with today's
// rules), and the file is never trusted further than that: its size is checked before it is
// read, its nesting before it is parsed (a file of nested brackets would hold the page for
// seconds), and the save kept holds only the fields a game has — the setup rebuilt from its known
// parts, each move the engine's own listed move — so nothing else in the file reaches storage or a
// later export. A file that fails says why and changes nothing.
import type { ErrorValue, Result } from '../engine/core/errors';
import { listedOr } from '../engine/core/listed-move';
import type { MoveRecord } from '../engine/core/replay';
import type { AnyGame, GameId } from '../engine/core/types';
import { getGame } from '../engine/index';
import type { SeatSetup, SessionSetup } from '../model/setup';
import { SAVE_VERSION, type SaveRecord } from './types';
import { checkSaveShape } from './shape';
import { restoreSave } from './validate';

export const GAME_FILE_FORMAT = 'boardwright-game';
/** The layout of the file itself; bumped when it changes (older files must still read). */
export const GAME_FILE_VERSION = 1;
/** Far above any real game (a long Innovation game is well under 1 MB). */
export const GAME_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** Deeper than any game file nests (the file, its moves, a move, a list of cards: 4). */
export const GAME_FILE_MAX_DEPTH = 16;

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
export const IMPORT_ERRORS = ['too-big', 'too-deep', 'not-json', 'not-a-game', 'newer-file', 'bad-file', 'no-replay', 'unknown-option'] as const;
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
 * How deeply the JSON text nests its arrays and objects, counted without parsing it (brackets
 * inside strings do not count), stopping as soon as it passes `limit`.
 */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

/** The setup as a game has it: its game, players, seed and the game's own variants; seats by kind and level. */
function knownSetup(setup: SessionSetup, game: AnyGame): SessionSetup {
  const options: SessionSetup['options'] = { players: setup.options.players, seed: setup.options.seed };
  for (const v of game.variants) if (Object.hasOwn(setup.options, v.key)) options[v.key] = setup.options[v.key];
  const seats = setup.seats.map((seat): SeatSetup => (seat.kind === 'bot' ? { kind: 'bot', level: seat.level } : { kind: 'human' }));
  return { game: game.id, options, seats };
}

/** Each move as the engine lists it (its own object, none of the file's extra fields), or why not. */
function listedMoves(game: AnyGame, setup: SessionSetup, moves: readonly MoveRecord[]): Result<MoveRecord[]> {
  let state = game.setup(game.normalizeOptions({ ...setup.options }));
  const out: MoveRecord[] = [];
  for (const [i, r] of moves.entries()) {
    // The gate's listed check (a file's move is kept as the engine lists it); the refusal names the move.
    const listed = listedOr(game.legalMoves(state, r.player), r.move);
    if (!listed.ok) return refuse('no-replay', `Move ${i + 1} is not one of the moves the rules list there.`);
    out.push({ player: r.player, move: listed.value });
    state = game.apply(state, r.player, listed.value).state;
  }
  return { ok: true, value: out };
}

/** The file's size before it is read: a file far too large is refused unread. */
export function checkGameFileSize(bytes: number): Result<number> {
  return bytes > GAME_FILE_MAX_BYTES ? refuse('too-big', 'The file is too large to be a saved game.') : { ok: true, value: bytes };
}

/**
 * Turns a file's text into a new save record: the game replayed with today's engine, its status
 * and snapshot taken from that replay, only its known fields kept. Never throws.
 */
export function readGameFile(text: string, opts: ReadOptions): Result<SaveRecord> {
  const size = checkGameFileSize(text.length);
  if (!size.ok) return size;
  if (jsonDepth(text, GAME_FILE_MAX_DEPTH) > GAME_FILE_MAX_DEPTH) {
    return refuse('too-deep', `The file nests deeper than ${GAME_FILE_MAX_DEPTH} levels; no saved game does.`);
  }
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
  if (!restored.ok) {
    const code = restored.error.code;
    return refuse(code === 'unknown-game' ? 'bad-file' : code === 'unknown-option' ? 'unknown-option' : 'no-replay', restored.error.message);
  }
  const { game, state } = restored.value;
  const setup = knownSetup(shaped.value.setup, game);
  const listed = listedMoves(game, setup, shaped.value.moves);
  if (!listed.ok) return listed;
  return {
    ok: true,
    value: {
      id: shaped.value.id,
      game: game.id,
      setup,
      seed: setup.options.seed,
      moves: listed.value,
      snapshot: { moveCount: listed.value.length, state },
      meta: { ...shaped.value.meta, status: game.outcome(state) ? 'over' : 'playing' },
      version: SAVE_VERSION,
    },
  };
}
