// Unchecked data from the disk becomes a SaveRecord of the right shape here, or an error value
// that says why not: the cheap level of the checks, with no rules engine (the app's start and the
// menu run it). The replay that proves the moves legal is storage/validate.ts, loaded when needed.
import { BOT_LEVELS } from '../model/setup';
import type { ErrorValue, Result } from '../engine/core/errors';
import { SAVE_STATUSES, SAVE_VERSION, type SaveRecord } from './types';

export const fail = (code: string, message: string): { ok: false; error: ErrorValue } => ({
  ok: false,
  error: { code, message },
});

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/**
 * Older record versions are brought up to SAVE_VERSION here, one step at a time. A version we do
 * not know (e.g. written by a newer app) is refused.
 */
function migrate(record: Record<string, unknown>): Result<Record<string, unknown>> {
  const version = record.version;
  if (!isInt(version) || version < 1 || version > SAVE_VERSION) {
    return fail('unknown-version', `Saved game version ${String(version)} is not one this app can read.`);
  }
  let r = record;
  // v1 -> v2: the shape is the same; an 'autosave:<game>' id stops naming a slot that the next
  // game overwrites and becomes the id of that one game (nothing writes to it any more).
  if (r.version === 1) r = { ...r, version: 2 };
  return { ok: true, value: r };
}

function checkSetup(setup: unknown): string | null {
  if (!isObj(setup)) return 'it has no setup';
  if (typeof setup.game !== 'string') return 'its setup names no game';
  const options = setup.options;
  if (!isObj(options) || !isInt(options.players) || !isInt(options.seed)) return 'its options lack players or seed';
  if (!Array.isArray(setup.seats) || setup.seats.length !== options.players) return 'its seats do not match players';
  for (const seat of setup.seats) {
    if (!isObj(seat)) return 'a seat is not an object';
    if (seat.kind === 'human') continue;
    if (seat.kind !== 'bot' || !(BOT_LEVELS as readonly unknown[]).includes(seat.level)) return 'a seat is unknown';
  }
  return null;
}

/** The record has the shape of a SaveRecord of a version we read. No engine involved. */
export function checkSaveShape(x: unknown): Result<SaveRecord> {
  if (!isObj(x)) return fail('bad-shape', 'The saved game is not a record.');
  const migrated = migrate(x);
  if (!migrated.ok) return migrated;
  const r = migrated.value;
  const problem = ((): string | null => {
    if (typeof r.id !== 'string' || r.id === '') return 'it has no id';
    if (typeof r.game !== 'string') return 'it names no game';
    const setupProblem = checkSetup(r.setup);
    if (setupProblem) return setupProblem;
    const setup = r.setup as SaveRecord['setup'];
    if (setup.game !== r.game) return 'its setup is for another game';
    if (!isInt(r.seed) || r.seed !== setup.options.seed) return 'its seed does not match its setup';
    if (!Array.isArray(r.moves)) return 'it has no move list';
    for (const m of r.moves) if (!isObj(m) || !isInt(m.player) || !('move' in m)) return 'a move record is malformed';
    const meta = r.meta;
    if (!isObj(meta)) return 'it has no metadata';
    if (!isInt(meta.players) || !isInt(meta.turn) || typeof meta.date !== 'number') return 'its metadata is malformed';
    if (!(SAVE_STATUSES as readonly unknown[]).includes(meta.status)) return 'its status is unknown';
    if (meta.name !== undefined && typeof meta.name !== 'string') return 'its name is not text';
    if (meta.hints !== undefined && !(isInt(meta.hints) && meta.hints >= 0)) return 'its hint count is malformed';
    if (r.snapshot !== undefined && (!isObj(r.snapshot) || !isInt(r.snapshot.moveCount))) return 'its snapshot is malformed';
    if (r.rev !== undefined && !(isInt(r.rev) && r.rev >= 0)) return 'its write count is malformed';
    return null;
  })();
  if (problem) return fail('bad-shape', `The saved game cannot be read: ${problem}.`);
  return { ok: true, value: r as unknown as SaveRecord };
}
