// A move handed to the session (by a table, or back from the worker) is only a description: the
// session applies and records the legal move it names, so a save or a replay never holds the
// caller's object with its extra, inherited or `__proto__` fields.
import { type ErrorValue, type Result, errorValue } from './errors';
import { jsonEqual } from './equal';
import type { AnyGame, PlayerId } from './types';

/**
 * The legal move `move` names: the one JSON-equal to it, else the only one whose every field
 * `move` repeats (read through its prototype chain, so extra fields are ignored and inherited
 * ones count). Null when none or several fit.
 */
export function listedMove(legal: readonly unknown[], move: unknown): unknown | null {
  const exact = legal.find((m) => jsonEqual(m, move));
  if (exact !== undefined) return exact;
  if (typeof move !== 'object' || move === null) return null;
  const fields = move as Record<string, unknown>;
  const named = legal.filter(
    (m) => typeof m === 'object' && m !== null && Object.entries(m).every(([k, v]) => v === undefined || jsonEqual(fields[k], v)),
  );
  return named.length === 1 ? named[0] : null;
}

/** The refusal of a move that names none of the listed ones (and the engine gave no reason of its own). */
export const NOT_LISTED: ErrorValue = { code: 'not-listed', message: 'That is not one of the moves you can make now.' };

/** The listed move `move` names, or the 'not-listed' refusal. */
export function listedOr(legal: readonly unknown[], move: unknown): Result<unknown> {
  const listed = listedMove(legal, move);
  return listed === null ? { ok: false, error: NOT_LISTED } : { ok: true, value: listed };
}

/**
 * The move gate, once for every caller that plays a move someone handed it (a person at the table,
 * a bot's answer): the listed move `move` names, else the engine's reason for refusing it (apply
 * throws one; the state is not touched, apply never mutates), else 'not-listed'. `legal` is the
 * list `game.legalMoves(state, player)` gave.
 */
export function gateMove(game: AnyGame, state: unknown, player: PlayerId, legal: readonly unknown[], move: unknown): Result<unknown> {
  const listed = listedOr(legal, move);
  if (listed.ok) return listed;
  try {
    game.apply(state, player, move);
  } catch (e) {
    return { ok: false, error: errorValue(e) };
  }
  return listed;
}
