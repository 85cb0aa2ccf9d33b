import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DB_VERSION, openDatabase } from '../../src/storage/db';
import { openStore } from '../../src/storage/index';
import { SAVE_VERSION } from '../../src/storage/types';
import { freshDbName, toyRecord } from './fixtures';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('../app/toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

describe('opening the database', () => {
  const realIndexedDB = globalThis.indexedDB;
  afterEach(() => {
    globalThis.indexedDB = realIndexedDB;
  });

  it('upgrades a version 1 database step by step and keeps its saves and stats', async () => {
    const dbName = freshDbName();
    // The layout version 1 of the app created (frozen here on purpose: it is history).
    const v1 = await openDB(dbName, 1, {
      upgrade(db) {
        db.createObjectStore('saves', { keyPath: 'id' });
        db.createObjectStore('stats', { keyPath: 'key' });
        db.createObjectStore('settings', { keyPath: 'key' });
      },
    });
    await v1.put('saves', toyRecord('save:old', [1, 2]));
    await v1.put('settings', { key: 'settings', value: { lang: 'it', speed: 'slow' } });
    v1.close();

    const store = await openStore({ dbName });
    expect(store.kind).toBe('indexeddb');
    expect(store.notices).toEqual([]);
    expect((await store.saves.list()).records.map((r) => r.id)).toEqual(['save:old']);
    expect((await store.settings.get()).lang).toBe('it');
    store.close();

    const db = await openDatabase({ name: dbName });
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['quarantine', 'saves', 'settings', 'stats']);
    expect([...db.transaction('saves').store.indexNames]).toEqual(['byDate']);
    db.close();
  });

  it('version 2 databases move to one record per game: the old autosave slot becomes an ordinary save, named saves stay', async () => {
    const dbName = freshDbName();
    // The layout version 2 of the app created, with records of save version 1 (history).
    const v2 = await openDB(dbName, 2, {
      upgrade(db) {
        const saves = db.createObjectStore('saves', { keyPath: 'id' });
        saves.createIndex('byDate', 'meta.date');
        db.createObjectStore('stats', { keyPath: 'key' });
        db.createObjectStore('settings', { keyPath: 'key' });
        db.createObjectStore('quarantine', { keyPath: 'id' });
      },
    });
    await v2.put('saves', { ...toyRecord('autosave:gears', [1, 2, 3]), version: 1 });
    await v2.put('saves', { ...toyRecord('save:lunch', [1], { name: 'Before lunch' }), version: 1 });
    v2.close();

    const store = await openStore({ dbName });
    expect(store.notices).toEqual([]);
    const { records } = await store.saves.list();
    expect(records.map((r) => [r.id, r.version, r.moves.length, r.meta.name])).toEqual([
      ['autosave:gears', SAVE_VERSION, 3, undefined],
      ['save:lunch', SAVE_VERSION, 1, 'Before lunch'],
    ]);
    // A new game gets a record of its own: the old autosave is not overwritten.
    await store.saves.autosave(toyRecord('gears:new', [2]));
    expect((await store.saves.list()).records.map((r) => r.id).sort()).toEqual(['autosave:gears', 'gears:new', 'save:lunch']);
    store.close();

    const raw = await openDB(dbName);
    expect(raw.version).toBe(DB_VERSION);
    expect((await raw.getAll('saves')).map((r) => r.version)).toEqual([SAVE_VERSION, SAVE_VERSION, SAVE_VERSION]);
    raw.close();
  });

  it('never hangs at start: an upgrade blocked by another tab falls back to memory and says so', async () => {
    const dbName = freshDbName();
    // Another tab holds version 1 open and ignores the request to close it.
    const otherTab = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(dbName, 1);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    // Resolving at all is the point (a hang would meet the test's timeout); no clock is read.
    const store = await openStore({ dbName, timeoutMs: 150 });
    expect(store.kind).toBe('memory');
    expect(store.notices).toEqual([{ key: 'notice.storageUnavailable' }]);
    // Play goes on: saving works for this session.
    expect(await store.saves.autosave(toyRecord('gears:a', [1]))).toEqual({ ok: true });
    expect((await store.saves.latestUnfinished())?.moves).toHaveLength(1);
    otherTab.close();
  });

  it('a browser without IndexedDB gets the memory store', async () => {
    globalThis.indexedDB = undefined as unknown as IDBFactory;
    const store = await openStore();
    expect(store.kind).toBe('memory');
  });
});
