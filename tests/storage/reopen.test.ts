// A connection closed under an open game (issue 45): another tab deletes the database or opens a
// newer schema (this tab steps aside), or the connection closes without a word. The next write
// opens the database again: a deleted database comes back with the game whole; a newer schema
// says plainly that this tab must be reloaded, until the database can be opened again.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { connect } from '../../src/storage/connection';
import { DB_VERSION, type Db, openDatabase } from '../../src/storage/db';
import { idbBackend } from '../../src/storage/backend';
import { createStore, openStore } from '../../src/storage/index';
import { freshDbName, toyRecord } from './fixtures';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('../app/toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

const deleted = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const req = indexedDB.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
  });

const takes = async (store: Awaited<ReturnType<typeof openStore>>, id: string) => {
  const r = await store.saves.load(id);
  return r.ok ? r.value.moves.map((m) => (m.move as { take: number }).take) : r.error.code;
};

describe('a connection closed under an open game', () => {
  it('the database deleted from another tab: the next write opens it again and stores the game whole', async () => {
    const name = freshDbName();
    const store = await openStore({ dbName: name });
    expect(await store.saves.autosave(toyRecord('gears:x', [1, 2]))).toEqual({ ok: true });
    await deleted(name); // this tab steps aside (versionchange), so the delete goes through
    expect(await store.saves.autosave(toyRecord('gears:x', [1, 2, 1]))).toEqual({ ok: true });
    expect(await takes(store, 'gears:x')).toEqual([1, 2, 1]);
    // Another tab sees it too: it is on disk, not in this tab's memory.
    const other = await openStore({ dbName: name });
    expect(await takes(other, 'gears:x')).toEqual([1, 2, 1]);
    other.close();
    store.close();
  });

  it('a newer schema opened elsewhere: writes say this tab must be reloaded; once that database is gone, a retry saves again', async () => {
    const name = freshDbName();
    const store = await openStore({ dbName: name });
    await store.saves.autosave(toyRecord('gears:y', [1]));
    const newer = await openDB(name, DB_VERSION + 1);
    expect(await store.saves.autosave(toyRecord('gears:y', [1, 2]))).toMatchObject({ ok: false, error: { code: 'reload-needed' }, notice: 'notice.storageReload' });
    // Still refused while the newer database is there (each retry tries to open it again).
    expect(await store.lessons.set('gears', { step: 'a', index: 1 })).toMatchObject({ ok: false, notice: 'notice.storageReload' });
    newer.close();
    await deleted(name);
    expect(await store.saves.autosave(toyRecord('gears:y', [1, 2]))).toEqual({ ok: true });
    expect(await takes(store, 'gears:y')).toEqual([1, 2]);
    store.close();
  });

  it('a connection closed without a word (InvalidStateError) is opened again by the next operation', async () => {
    const name = freshDbName();
    const opened: Db[] = [];
    const connection = await connect(async (onClose) => {
      const db = await openDatabase({ name, onClose });
      opened.push(db);
      return db;
    });
    const store = createStore(idbBackend(connection));
    await store.saves.autosave(toyRecord('gears:z', [1]));
    opened[0]?.close(); // no event, as when the browser drops it
    expect(await store.saves.autosave(toyRecord('gears:z', [1, 1]))).toEqual({ ok: true });
    expect(opened).toHaveLength(2);
    expect(await takes(store as Awaited<ReturnType<typeof openStore>>, 'gears:z')).toEqual([1, 1]);
    store.close();
  });
});
