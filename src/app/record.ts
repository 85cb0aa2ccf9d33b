// The game as a record: a plain value (set-up, moves, and what one replay of them yields) and pure
// functions that start one, restore one from a save, play a move on one, take moves back and give
// a viewer's snapshot of one. The live session (session.ts) keeps the newest record and reacts to
// a new one (the bots, the autosave, the result); nothing here waits, reads a clock or holds state.
//
// Records are never changed once made: every function returns a new one. Its arrays are fresh
// copies (a move copies four arrays of pointers, the positions themselves are shared, the engine
// never mutates a state), so a record handed out stays valid whatever happens to the game after.
import { type ErrorValue, type Result, errorValue } from '../engine/core/errors';
import { gateMove } from '../engine/core/listed-move';
import type { MoveRecord } from '../engine/core/replay';
import type { AnyGame, GameEvent, Outcome, PlayerId, RevealKind } from '../engine/core/types';
import type { SessionSetup } from '../model/setup';
import { type GameResult, SAVE_VERSION, type SaveRecord } from '../storage/types';
import { restoreSave } from '../storage/validate';
import { revealsFor } from './history';
import { gameResult } from './result';
import { type UndoState, undoState } from './undo';

export interface GameRecord {
  readonly setup: SessionSetup;
  readonly moves: readonly MoveRecord[];
  /** The replay move by move: `states[k]` is the position after k moves (states[0] the set-up). */
  readonly states: readonly unknown[];
  /** `steps[k]`: the raw events of move k (each viewer's log is told from them). */
  readonly steps: readonly GameEvent[][];
  /** The seat undo may serve: the one human at the table, in a game that says what reveals; else null. */
  readonly undoSeat: PlayerId | null;
  /** Per move: what it showed `undoSeat` that was hidden (null: nothing); [] without an undo seat. */
  readonly revealed: readonly (RevealKind | null)[];
  /** The outcome of the last position (null while the game goes on). */
  readonly outcome: Outcome | null;
  /** Undo was used in this game (saved with it; the stats flag the result). */
  readonly undone: boolean;
  /** Hints given in this game (saved with it; the stats count games played with hints). */
  readonly hints: number;
}

/** The position now: the last kept one. */
export function positionOf(record: GameRecord): unknown {
  return record.states[record.moves.length];
}

/** The one human seat of a set-up, when the game can tell what a move reveals (undo needs that). */
function undoSeatOf(game: AnyGame, setup: SessionSetup): PlayerId | null {
  const humans = setup.seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
  return humans.length === 1 && game.reveals ? (humans[0] ?? null) : null;
}

function recordOf(game: AnyGame, setup: SessionSetup, moves: readonly MoveRecord[], states: readonly unknown[], steps: readonly GameEvent[][], undone: boolean, hints: number): GameRecord {
  const undoSeat = undoSeatOf(game, setup);
  const revealed = undoSeat === null ? [] : steps.map((events) => revealsFor(game, undoSeat, events));
  return { setup, moves, states, steps, undoSeat, revealed, outcome: game.outcome(states[moves.length]), undone, hints };
}

/** A new game's record. Throws (IllegalOptionsError or Error) on a set-up the game refuses. */
export function startRecord(game: AnyGame, setup: SessionSetup): GameRecord {
  const options = game.normalizeOptions({ ...setup.options });
  if (setup.seats.length !== options.players) {
    throw new Error(`The setup has ${setup.seats.length} seats for ${options.players} players.`);
  }
  return recordOf(game, setup, [], [game.setup(options)], [], false, 0);
}

export interface RestoredRecord {
  game: AnyGame;
  record: GameRecord;
  /** False when the save's stored snapshot disagreed with the replay (the replay wins). */
  snapshotAgreed: boolean;
}

/**
 * A save as a record, by the one replay: restoreSave's (a save its check has just replayed is not
 * replayed again), whose positions and events the record keeps whole.
 */
export function restoreRecord(save: SaveRecord, resolveGame?: (id: string) => AnyGame): Result<RestoredRecord> {
  const restored = restoreSave(save, resolveGame);
  if (!restored.ok) return restored;
  const { game, states, steps, snapshotAgreed } = restored.value;
  const record = recordOf(game, save.setup, save.moves.slice(), states.slice(), steps.slice(), save.meta.undone === true, save.meta.hints ?? 0);
  return { ok: true, value: { game, record, snapshotAgreed } };
}

export type Played = { ok: true; record: GameRecord; events: GameEvent[] } | { ok: false; error: ErrorValue };

/**
 * `player` makes `move`: through the move gate (gateMove: the listed move it names, else the
 * engine's reason, else 'not-listed'), the record with the listed move (never the caller's
 * object) and the move's raw events. A refused move leaves the record as it was. `legal` is the
 * list the caller already has for this position and seat (a snapshot's), else it is listed here.
 */
export function playMove(game: AnyGame, record: GameRecord, player: PlayerId, move: unknown, legal?: readonly unknown[]): Played {
  const state = positionOf(record);
  try {
    const gated = gateMove(game, state, player, legal ?? game.legalMoves(state, player), move);
    if (!gated.ok) return gated;
    const applied = game.apply(state, player, gated.value);
    const seat = record.undoSeat;
    return {
      ok: true,
      events: applied.events,
      record: {
        ...record,
        moves: [...record.moves, { player, move: gated.value }],
        states: [...record.states, applied.state],
        steps: [...record.steps, applied.events],
        revealed: seat === null ? record.revealed : [...record.revealed, revealsFor(game, seat, applied.events)],
        outcome: game.outcome(applied.state),
      },
    };
  } catch (e) {
    return { ok: false, error: errorValue(e) };
  }
}

/**
 * The record as it was after its first `to` moves, marked as undone: its position is the one kept
 * since, which is the replay of the shorter move list. A position with a move after it is not
 * over. Throws RangeError for a `to` that is not a kept position.
 */
export function undoRecord(record: GameRecord, to: number): GameRecord {
  if (!Number.isInteger(to) || to < 0 || to > record.moves.length) throw new RangeError(`No position after ${to} moves to go back to.`);
  return {
    ...record,
    moves: record.moves.slice(0, to),
    states: record.states.slice(0, to + 1),
    steps: record.steps.slice(0, to),
    revealed: record.revealed.slice(0, to),
    outcome: to === record.moves.length ? record.outcome : null,
    undone: true,
  };
}

/** The record with one more hint counted. */
export function hintedRecord(record: GameRecord): GameRecord {
  return { ...record, hints: record.hints + 1 };
}

/** What a table shows of a record: one viewer's view and moves, who acts, the outcome, undo. */
export interface RecordSnapshot {
  setup: SessionSetup;
  /** Whose eyes the table shows: the human seat owing a decision, else the first human, else null. */
  viewer: PlayerId | null;
  /** game.view(state, viewer). */
  view: unknown;
  /** Moves the viewer may make now ([] when none). */
  legal: unknown[];
  toAct: PlayerId[];
  outcome: Outcome | null;
  moveCount: number;
  /** Undo for the one human at the table; null where it is off (showcase, two humans, no human). */
  undo: UndoState | null;
}

/**
 * The table's viewer: the human seat owing a decision; while only bots owe one, `kept` (the human
 * whose eyes it showed last); else the first human; null without one.
 */
export function tableViewer(setup: SessionSetup, toAct: readonly PlayerId[], kept: PlayerId | null): PlayerId | null {
  const humans = setup.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const keep = kept !== null && humans.includes(kept) ? kept : null;
  return humans.find((h) => toAct.includes(h)) ?? keep ?? humans[0] ?? null;
}

export interface SnapshotOptions {
  /** Whose eyes: a seat (or null: nobody's); when absent, the table's viewer (tableViewer). */
  viewer?: PlayerId | null;
  /** The human the table showed last (tableViewer's `kept`). */
  kept?: PlayerId | null;
  /** Undo is offered at this table (default on); its state is given only for the record's undo seat. */
  undo?: boolean;
}

/** A viewer's snapshot of the record: the view carries only what that seat may see. */
export function snapshotOf(game: AnyGame, record: GameRecord, opts: SnapshotOptions = {}): RecordSnapshot {
  const state = positionOf(record);
  const toAct = game.toAct(state);
  const viewer = opts.viewer !== undefined ? opts.viewer : tableViewer(record.setup, toAct, opts.kept ?? null);
  const seat = opts.undo === false ? null : record.undoSeat;
  return {
    setup: record.setup,
    viewer,
    view: game.view(state, viewer),
    legal: viewer === null ? [] : game.legalMoves(state, viewer),
    toAct,
    outcome: record.outcome,
    moveCount: record.moves.length,
    undo: seat === null ? null : undoState(record.moves, record.revealed, seat, record.outcome !== null),
  };
}

/** The save of a record (what the autosave writes and an export keeps): its moves and position, dated `date`. */
export function saveRecordOf(record: GameRecord, id: string, date: number): SaveRecord {
  const { setup, moves } = record;
  return {
    id,
    game: setup.game,
    setup,
    seed: setup.options.seed,
    moves: moves.slice(),
    snapshot: { moveCount: moves.length, state: positionOf(record) },
    meta: {
      players: setup.seats.length,
      turn: moves.length,
      date,
      status: record.outcome ? 'over' : 'playing',
      ...(record.undone ? { undone: true } : {}),
      ...(record.hints > 0 ? { hints: record.hints } : {}),
    },
    version: SAVE_VERSION,
  };
}

/**
 * How a finished record counts in the stats, dated `date` (null while the game goes on): a game
 * with undo counts once, flagged; so does a game with hints, with how many.
 */
export function resultOf(record: GameRecord, date: number): GameResult | null {
  if (!record.outcome) return null;
  return {
    ...gameResult(record.setup, record.outcome, date),
    ...(record.undone ? { undone: true } : {}),
    ...(record.hints > 0 ? { hints: record.hints } : {}),
  };
}
