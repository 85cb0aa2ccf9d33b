// A move handed to the session (by a table, or back from the worker) is only a description: the
// session applies and records the legal move it names, so a save or a replay never holds the
// caller's object with its extra, inherited or `__proto__` fields.
import { jsonEqual } from './equal';

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
