import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { memoryBackend } from '../../src/storage/backend';
import { openStore } from '../../src/storage/index';
import { SAVE_VERSION } from '../../src/storage/types';
import { freshDbName, fullDisk, toyRecord } from './fixtures';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('../app/toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

describe('saves', () => {
  it('Continue opens the latest autosave of a game still being played', async () => {
    const store = await openStore({ dbName: freshDbName() });
    expect(store.kind).toBe('indexeddb');
    expect(await store.saves.latestAutosave()).toBeNull();
    const write = await store.saves.autosave(toyRecord('ignored', [1, 2, 3]));
    expect(write).toEqual({ ok: true });
    const latest = await store.saves.latestAutosave();
    expect(latest?.id).toBe('autosave:gears');
    expect(latest?.moves).toEqual(toyRecord('x', [1, 2, 3]).moves);
    store.close();
  });

  it('a finished game is not offered by Continue', async () => {
    const store = await openStore({ dbName: freshDbName() });
    await store.saves.autosave(toyRecord('a', [3, 3, 3, 1], { status: 'over' }));
    expect(await store.saves.latestAutosave()).toBeNull();
    store.close();
  });

  it('named saves can be listed, loaded and deleted', async () => {
    const store = await openStore({ dbName: freshDbName() });
    const first = await store.saves.saveAs('Before lunch', toyRecord('', [1]));
    const second = await store.saves.saveAs('After lunch', toyRecord('', [1, 2]));
    expect(first.ok && second.ok).toBe(true);
    const { records, unreadable } = await store.saves.list();
    expect(unreadable).toBe(0);
    expect(records.map((r) => r.meta.name).sort()).toEqual(['After lunch', 'Before lunch']);
    const loaded = await store.saves.load(second.id);
    expect(loaded.ok && loaded.value.moves.length).toBe(2);
    await store.saves.delete(first.id);
    expect((await store.saves.list()).records.map((r) => r.id)).toEqual([second.id]);
    const gone = await store.saves.load(first.id);
    expect(gone.ok ? null : gone.error.code).toBe('not-found');
    store.close();
  });

  it('a corrupt record is moved aside and reported while every other record still loads', async () => {
    const dbName = freshDbName();
    const first = await openStore({ dbName });
    await first.saves.saveAs('good one', toyRecord('', [1, 1]));
    await first.saves.autosave(toyRecord('', [2]));
    first.close();
    // Damage the disk behind the app's back: a wrong shape, a future version, moves that do not replay.
    const raw = await openDB(dbName);
    await raw.put('saves', { id: 'save:broken', version: SAVE_VERSION, hello: 'world' });
    await raw.put('saves', { ...toyRecord('save:future', [1]), version: SAVE_VERSION + 1 });
    await raw.put('saves', toyRecord('save:bad-moves', [1, 5]));
    raw.close();

    const store = await openStore({ dbName });
    expect(store.notices).toEqual([{ key: 'notice.savesUnreadable', count: 3 }]);
    const { records, unreadable } = await store.saves.list();
    expect(unreadable).toBe(0); // already moved aside at open
    expect(records).toHaveLength(2);
    expect(await store.saves.quarantined()).toBe(3);
    expect((await store.saves.latestAutosave())?.moves).toHaveLength(1);
    store.close();

    const check = await openDB(dbName);
    const reasons = (await check.getAll('quarantine')).map((q) => q.reason.code).sort();
    expect(reasons).toEqual(['bad-shape', 'no-replay', 'unknown-version']);
    check.close();
  });

  it('a full disk is reported as notice.storageFull and nothing throws', async () => {
    const store = await openStore({ backend: fullDisk(memoryBackend()) });
    const write = await store.saves.autosave(toyRecord('', [1]));
    expect(write.ok).toBe(false);
    if (!write.ok) {
      expect(write.error.code).toBe('quota');
      expect(write.notice).toBe('notice.storageFull');
    }
    const stat = await store.stats.recordResult({
      game: 'gears',
      level: 'random',
      result: 'won',
      rank: 1,
      players: 2,
      score: 1,
      date: 1,
    });
    expect(stat.ok ? null : stat.notice).toBe('notice.storageFull');
    const settings = await store.settings.set({ speed: 'fast' });
    expect(settings.settings.speed).toBe('fast'); // kept for this session even if not written
    expect(settings.write.ok).toBe(false);
  });
});
