// The one IndexedDB database: its schema, the upgrade ladder, and an open that cannot hang.
import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB } from 'idb';
import type { QuarantineRecord, SaveRecord, StatsRow, StoreName } from './types';

export const DB_NAME = 'boardwright';
/**
 * v1: saves, stats, settings.
 * v2: quarantine (records that fail validation) and a by-date index on saves.
 * v3: save records of version 1 become version 2 (every game its own record, see SAVE_VERSION).
 *     The bump also closes the database in a tab still running the older app (see `blocking`),
 *     so that tab cannot read version 2 records as unknown and move them to the quarantine.
 */
export const DB_VERSION = 3;

export interface SettingsRecord {
  key: string;
  value: unknown;
}

export interface BoardwrightDB extends DBSchema {
  saves: { key: string; value: SaveRecord; indexes: { byDate: number } };
  stats: { key: string; value: StatsRow };
  settings: { key: string; value: SettingsRecord };
  quarantine: { key: string; value: QuarantineRecord };
}

export type Db = IDBPDatabase<BoardwrightDB>;

/**
 * Each step brings the schema from version n-1 to n. Steps never read app code: a user may
 * skip several versions at once, so each step must stand on its own.
 */
export function upgradeSchema(
  db: Db,
  oldVersion: number,
  tx: IDBPTransaction<BoardwrightDB, StoreName[], 'versionchange'>,
): void {
  if (oldVersion < 1) {
    db.createObjectStore('saves', { keyPath: 'id' });
    db.createObjectStore('stats', { keyPath: 'key' });
    db.createObjectStore('settings', { keyPath: 'key' });
  }
  if (oldVersion < 2) {
    db.createObjectStore('quarantine', { keyPath: 'id' });
    // Records of v1 already carry meta.date; a record without it is simply left out of the index.
    tx.objectStore('saves').createIndex('byDate', 'meta.date');
  }
  if (oldVersion < 3) {
    // Frozen on purpose (history): v1 and v2 records have the same shape; the old autosave slot
    // keeps its id and is an ordinary save from now on. Anything else is left for validation.
    const saves = tx.objectStore('saves');
    const step = (cursor: Awaited<ReturnType<typeof saves.openCursor>>): Promise<void> | undefined => {
      if (!cursor) return undefined;
      const value = cursor.value as unknown as Record<string, unknown>;
      if (typeof value === 'object' && value !== null && value.version === 1) {
        void cursor.update({ ...value, version: 2 } as unknown as SaveRecord);
      }
      return cursor.continue().then(step);
    };
    // A failed write aborts the upgrade, and the open reports that; do not report it twice.
    saves.openCursor().then(step).catch(() => undefined);
  }
}

export class OpenTimeoutError extends Error {
  override readonly name = 'OpenTimeoutError';
}

export interface OpenOptions {
  name?: string;
  /** Give up (and let the caller fall back to memory) after this long. */
  timeoutMs?: number;
  /**
   * The connection was closed under the app: another tab deleted the database or opened a newer
   * schema (versionchange: this tab steps aside), or the browser closed it ('close'). The next
   * operation must open a new one (storage/connection.ts).
   */
  onClose?: () => void;
}

/**
 * Opens the database or rejects within timeoutMs: a blocked upgrade (another tab holding an
 * older version) or a broken browser profile must never keep the app from starting.
 */
export function openDatabase(opts: OpenOptions = {}): Promise<Db> {
  const name = opts.name ?? DB_NAME;
  const timeoutMs = opts.timeoutMs ?? 3000;
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  let opening: Promise<Db>;
  try {
    opening = openDB<BoardwrightDB>(name, DB_VERSION, {
      upgrade: (db, oldVersion, _newVersion, tx) => {
        // An aborted upgrade (tab closed, timed out) already rejects the open; do not leak it twice.
        tx.done.catch(() => undefined);
        upgradeSchema(db, oldVersion, tx);
      },
      // Another tab wants a newer schema or deletes the database: step aside rather than block it.
      blocking: () => {
        opening.then(
          (db) => {
            db.close();
            opts.onClose?.();
          },
          () => undefined,
        );
      },
      // The browser closed the connection itself (storage cleared, the disk went away).
      terminated: () => opts.onClose?.(),
    });
  } catch (e) {
    // Some browsers throw synchronously (e.g. private modes that forbid storage).
    return Promise.reject(e);
  }
  return new Promise<Db>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new OpenTimeoutError(`IndexedDB did not open within ${timeoutMs} ms`));
    }, timeoutMs);
    opening.then(
      (db) => {
        clearTimeout(timer);
        if (settled) db.close();
        else resolve(db);
      },
      (e: unknown) => {
        clearTimeout(timer);
        if (!settled) reject(e);
      },
    );
  });
}
