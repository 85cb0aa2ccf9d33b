// The database connection, and a new one when it was closed under the app. A tab's connection
// can close while a game is open: another tab deletes the database or opens a newer schema
// (this tab steps aside, db.ts `blocking`), or the browser closes it. Before, every later write
// met a closed connection (InvalidStateError) and Retry could never save again; now the next
// operation opens the database again. A deleted database comes back empty and the open game's
// next write stores it whole (a record holds every move). A newer schema cannot be opened by
// this tab's older code: that write fails with ReloadNeededError, and the table says plainly
// that this tab must be reloaded (after an export).
import type { Db } from './db';

/** This tab's code cannot open the database any more (a newer version changed it): reload the tab. */
export class ReloadNeededError extends Error {
  override readonly name = 'ReloadNeededError';
}

export interface Connection {
  /** The open database; a new connection first when the last one was closed. */
  get(): Promise<Db>;
  /** Runs `op` on the database; once more on a new connection when the one it met was closed. */
  run<T>(op: (db: Db) => Promise<T>): Promise<T>;
  close(): void;
}

/** A transaction asked of a closed (or closing) connection throws InvalidStateError. */
export function isClosedError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'InvalidStateError';
}

/**
 * `open(onClose)` opens the database and calls onClose when that connection is closed under the
 * app. Resolves once the first connection is open (rejects as that open does: the caller falls
 * back to memory).
 */
export async function connect(open: (onClose: () => void) => Promise<Db>): Promise<Connection> {
  let closedByApp = false;
  /** The connection in use, or the one being opened; null once closed under the app. */
  let current: Promise<Db> | null = null;
  const opened = (): Promise<Db> => {
    const attempt: Promise<Db> = open(() => {
      if (current === attempt) current = null;
    }).catch((e: unknown) => {
      if (current === attempt) current = null;
      // An older schema than the one on disk: only a reload brings this tab's code up to date.
      if (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'VersionError') {
        throw new ReloadNeededError('A newer version of the app changed the database: reload this tab.');
      }
      throw e;
    });
    current = attempt;
    return attempt;
  };
  await opened();
  const get = (): Promise<Db> => {
    if (closedByApp) return Promise.reject(new Error('The database was closed.'));
    return current ?? opened();
  };
  return {
    get,
    async run(op) {
      const db = await get();
      try {
        return await op(db);
      } catch (e) {
        // Closed without a word (the 'close' event may come later, or never): open a new one.
        // A transaction refused on a closed connection never started, so doing it again is safe.
        if (!isClosedError(e)) throw e;
        if (current !== null && (await current.catch(() => null)) === db) current = null;
        return op(await get());
      }
    },
    close() {
      closedByApp = true;
      void current?.then((db) => db.close(), () => undefined);
      current = null;
    },
  };
}
