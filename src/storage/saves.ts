// Saved games: one autosave slot per game (Continue), named saves (Load game), and the
// quarantine for records that no longer read. Every read validates; a bad record is moved aside
// and counted, and the others still load.
import type { ErrorValue, Result } from '../engine/core/errors';
import type { GameId } from '../engine/core/types';
import { type Backend, isQuotaError } from './backend';
import type { QuarantineRecord, SaveRecord, WriteResult } from './types';

export const autosaveId = (game: GameId): string => `autosave:${game}`;
export const isAutosaveId = (id: string): boolean => id.startsWith('autosave:');

/** The listing of saved games: valid records newest first, and how many were moved aside now. */
export interface SaveListing {
  records: SaveRecord[];
  unreadable: number;
}

export interface SavesApi {
  /** Writes the game's autosave slot (the record's id is replaced by the slot id). */
  autosave(record: SaveRecord): Promise<WriteResult>;
  /** A new named save; returns its id. */
  saveAs(name: string, record: SaveRecord): Promise<WriteResult & { id: string }>;
  list(): Promise<SaveListing>;
  /** The newest autosave of a game still being played (what Continue opens), or null. */
  latestAutosave(): Promise<SaveRecord | null>;
  load(id: string): Promise<Result<SaveRecord>>;
  delete(id: string): Promise<void>;
  /** How many records sit in quarantine (for a settings screen). */
  quarantined(): Promise<number>;
}

/** `verify` checks a record read from disk (shape, then replay with the engine). */
export type Verify = (x: unknown) => Result<SaveRecord>;

export function writeFailure(e: unknown): WriteResult {
  const message = e instanceof Error ? e.message : String(e);
  if (isQuotaError(e)) return { ok: false, error: { code: 'quota', message }, notice: 'notice.storageFull' };
  return { ok: false, error: { code: 'write-failed', message }, notice: 'notice.storageWriteFailed' };
}

export function createSaves(backend: Backend, verify: Verify, now: () => number = Date.now): SavesApi {
  let counter = 0;

  async function put(record: SaveRecord): Promise<WriteResult> {
    try {
      await backend.put('saves', record);
      return { ok: true };
    } catch (e) {
      return writeFailure(e);
    }
  }

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

  async function readAll(): Promise<SaveListing> {
    const records: SaveRecord[] = [];
    let unreadable = 0;
    for (const [key, value] of await backend.entries('saves')) {
      const checked = verify(value);
      if (checked.ok && checked.value.id === key) {
        records.push(checked.value);
      } else {
        unreadable++;
        await quarantine(key, value, checked.ok ? { code: 'bad-key', message: 'Id does not match key.' } : checked.error);
      }
    }
    records.sort((a, b) => b.meta.date - a.meta.date);
    return { records, unreadable };
  }

  return {
    autosave: (record) =>
      put({ ...record, id: autosaveId(record.game), meta: { ...withoutName(record.meta), date: now() } }),
    async saveAs(name, record) {
      const id = `save:${now().toString(36)}-${(counter++).toString(36)}`;
      const result = await put({ ...record, id, meta: { ...record.meta, name, date: now() } });
      return { ...result, id };
    },
    list: readAll,
    async latestAutosave() {
      const { records } = await readAll();
      return records.find((r) => isAutosaveId(r.id) && r.meta.status === 'playing') ?? null;
    },
    async load(id) {
      const value = await backend.get('saves', id);
      if (value === undefined) return { ok: false, error: { code: 'not-found', message: `No saved game '${id}'.` } };
      const checked = verify(value);
      if (!checked.ok) await quarantine(id, value, checked.error);
      return checked;
    },
    delete: (id) => backend.delete('saves', id),
    quarantined: async () => (await backend.entries('quarantine')).length,
  };
}

function withoutName(meta: SaveRecord['meta']): SaveRecord['meta'] {
  const { name: _name, ...rest } = meta;
  return rest;
}
