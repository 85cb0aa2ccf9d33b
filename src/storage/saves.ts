// Saved games: every game is its own record, made when its session starts (newSaveId) and kept
// up to date by the session's autosave; Load lists them, Continue opens the newest unfinished
// one. Every read validates; a bad record is moved to the quarantine and counted, and the others
// still load. Two tabs may open the same game: each write counts up the record's `rev`, and a tab
// writes only over the record it last read or wrote — when another tab wrote since, the write is
// refused ('conflict') instead of silently dropping that tab's moves (the last guard behind the
// one-tab-at-a-time lock, app/ownership.ts).
import type { ErrorValue, Result } from '../engine/core/errors';
import type { GameId } from '../engine/core/types';
import { type Backend, isQuotaError } from './backend';
import { ReloadNeededError } from './connection';
import type { QuarantineRecord, SaveRecord, WriteResult } from './types';
import { checkSaveShape } from './shape';

/** The listing of saved games: valid records newest first, and how many were moved aside now. */
export interface SaveListing {
  records: SaveRecord[];
  unreadable: number;
}

export interface SavesApi {
  /** Writes a game's record under its own id (a session's autosave, or an imported game). */
  autosave(record: SaveRecord): Promise<WriteResult>;
  /** Every readable game, each checked by replaying its moves (Load). */
  list(): Promise<SaveListing>;
  /** The same, checking only the records' shape: cheap enough for the start of the app. */
  scan(): Promise<SaveListing>;
  /** The newest game still being played (what Continue opens), or null. */
  latestUnfinished(): Promise<SaveRecord | null>;
  load(id: string): Promise<Result<SaveRecord>>;
  delete(id: string): Promise<void>;
  /** How many records sit in the quarantine (Load says so). */
  quarantined(): Promise<number>;
}

/** `verify` checks a record read from disk (shape, then replay with the engine, which it may load first). */
export type Verify = (x: unknown) => Promise<Result<SaveRecord>>;

/**
 * A new game's record id: the game, the time it started and a random tail, so two games
 * started in the same millisecond (or in two tabs) never share a record.
 */
export function newSaveId(game: GameId, now: number = Date.now()): string {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  const tail = [...words].map((w) => w.toString(36)).join('');
  return `${game}:${now.toString(36)}-${tail}`;
}

export function writeFailure(e: unknown): WriteResult {
  const message = e instanceof Error ? e.message : String(e);
  if (e instanceof ReloadNeededError) return { ok: false, error: { code: 'reload-needed', message }, notice: 'notice.storageReload' };
  if (isQuotaError(e)) return { ok: false, error: { code: 'quota', message }, notice: 'notice.storageFull' };
  return { ok: false, error: { code: 'write-failed', message }, notice: 'notice.storageWriteFailed' };
}

/** Thrown inside the write's transaction when another tab wrote the record since this one last saw it. */
class Conflict extends Error {}

const revOf = (x: unknown): number => {
  const rev = (x as { rev?: unknown } | undefined)?.rev;
  return typeof rev === 'number' ? rev : 0;
};

export function createSaves(backend: Backend, verify: Verify, now: () => number = () => Date.now()): SavesApi {
  /** Per record, the write count this tab last read or wrote. */
  const seen = new Map<string, number>();

  async function put(record: SaveRecord): Promise<WriteResult> {
    if (!record.id) return { ok: false, error: { code: 'no-id', message: 'A saved game needs an id.' }, notice: 'notice.storageWriteFailed' };
    try {
      const written = await backend.update('saves', record.id, (stored) => {
        // A record this tab never saw is new to it (a new game, an import): nothing to overwrite.
        const known = seen.get(record.id);
        if (stored !== undefined && known !== undefined && revOf(stored) !== known) throw new Conflict();
        if (stored !== undefined && known === undefined) throw new Conflict();
        return { ...record, rev: revOf(stored) + 1 };
      });
      seen.set(record.id, written.rev);
      return { ok: true };
    } catch (e) {
      if (e instanceof Conflict) {
        return { ok: false, error: { code: 'conflict', message: 'Another tab saved this game since this tab last did.' }, notice: 'notice.saveConflict' };
      }
      return writeFailure(e);
    }
  }

  /** A record read from disk: later writes of this tab go over this version of it. */
  const noteRead = (r: SaveRecord): SaveRecord => {
    seen.set(r.id, revOf(r));
    return r;
  };

  async function quarantine(key: string, original: unknown, reason: ErrorValue): Promise<void> {
    const record: QuarantineRecord = { id: `${key}@${now()}`, from: 'saves', reason, date: now(), original };
    try {
      await backend.move('saves', key, 'quarantine', record);
    } catch (e) {
      // The disk may be full or the record not cloneable: at least stop it from failing every load.
      console.warn('Could not quarantine a saved game; deleting it instead.', e);
      await backend.delete('saves', key).catch(() => undefined);
    }
  }

  // Verifying replays the whole game; a record read again unchanged (same write time and move
  // count) was verified already in this page, so Menu and Load do not replay every game each time.
  const verified = new Map<string, string>();
  const fingerprint = (r: SaveRecord): string => `${r.version}|${r.meta.date}|${r.moves.length}`;

  /** The full check of a record that has the right shape: replayed, unless seen unchanged. */
  async function verifyOnce(key: string, shaped: SaveRecord, raw: unknown): Promise<Result<SaveRecord>> {
    if (verified.get(key) === fingerprint(shaped)) return { ok: true, value: shaped };
    const checked = await verify(raw);
    if (checked.ok) verified.set(key, fingerprint(checked.value));
    return checked;
  }

  /**
   * Every record, newest first. `replay`: also replay each game (Load); without it only the
   * shape is checked (the start of the app, Continue), which costs nothing per move.
   */
  async function readAll(replay: boolean): Promise<SaveListing> {
    const records: SaveRecord[] = [];
    let unreadable = 0;
    for (const [key, value] of await backend.entries('saves')) {
      const shaped = checkSaveShape(value);
      const checked = shaped.ok && replay ? await verifyOnce(key, shaped.value, value) : shaped;
      if (checked.ok && checked.value.id === key) {
        records.push(noteRead(checked.value));
      } else {
        unreadable++;
        await quarantine(key, value, checked.ok ? { code: 'bad-key', message: 'Id does not match key.' } : checked.error);
      }
    }
    records.sort((a, b) => b.meta.date - a.meta.date);
    return { records, unreadable };
  }

  return {
    autosave: (record) => put({ ...record, meta: { ...record.meta, date: now() } }),
    list: () => readAll(true),
    scan: () => readAll(false),
    async latestUnfinished() {
      // Only the game Continue would open is replayed; one that no longer replays is set aside
      // and the next newest is tried.
      for (const r of (await readAll(false)).records) {
        if (r.meta.status !== 'playing') continue;
        const checked = await verifyOnce(r.id, r, r);
        if (checked.ok) return checked.value;
        await quarantine(r.id, r, checked.error);
      }
      return null;
    },
    async load(id) {
      const value = await backend.get('saves', id);
      if (value === undefined) return { ok: false, error: { code: 'not-found', message: `No saved game '${id}'.` } };
      const checked = await verify(value);
      if (!checked.ok) await quarantine(id, value, checked.error);
      else noteRead(checked.value);
      return checked;
    },
    delete(id) {
      verified.delete(id);
      seen.delete(id);
      return backend.delete('saves', id);
    },
    quarantined: async () => (await backend.entries('quarantine')).length,
  };
}
