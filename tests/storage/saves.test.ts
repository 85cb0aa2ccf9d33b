import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { memoryBackend } from '../../src/storage/backend';
import { openStore } from '../../src/storage/index';
import { newSaveId } from '../../src/storage/saves';
import { SAVE_VERSION } from '../../src/storage/types';
import { freshDbName, fullDisk, toyRecord } from './fixtures';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('../app/toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

describe('saves: every game is its own record', () => {
  it('two games of the same game are kept side by side, newest first; the autosave updates its own record', async () => {
    const store = await openStore({ dbName: freshDbName() });
    let clock = 1_000;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
    const first = newSaveId('gears', 100);
    const second = newSaveId('gears', 100);
    expect(second).not.toBe(first); // same game, same millisecond: still two records
    expect(await store.saves.autosave(toyRecord(first, [1]))).toEqual({ ok: true });
    expect(await store.saves.autosave(toyRecord(second, [2]))).toEqual({ ok: true });
    // The first game goes on: its record is rewritten, the second one is untouched.
    await store.saves.autosave(toyRecord(first, [1, 2, 3]));
    const { records } = await store.saves.list();
    expect(records.map((r) => [r.id, r.moves.length])).toEqual([
      [first, 3],
      [second, 1],
    ]);
    now.mockRestore();
    store.close();
  });

  it('Continue opens the newest game still being played, never a finished one', async () => {
    const store = await openStore({ dbName: freshDbName() });
    let clock = 1_000;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
    expect(await store.saves.latestUnfinished()).toBeNull();
    await store.saves.autosave(toyRecord('gears:a', [1, 2]));
    await store.saves.autosave(toyRecord('gears:b', [3, 3, 3, 1], { status: 'over' }));
    expect((await store.saves.latestUnfinished())?.id).toBe('gears:a');
    await store.saves.autosave(toyRecord('gears:c', [1]));
    expect((await store.saves.latestUnfinished())?.id).toBe('gears:c');
    now.mockRestore();
    store.close();
  });

  it('Continue skips a newer game whose moves no longer replay: it is set aside and the next one opens', async () => {
    const dbName = freshDbName();
    const store = await openStore({ dbName });
    await store.saves.autosave(toyRecord('gears:older', [1]));
    const raw = await openDB(dbName);
    await raw.put('saves', { ...toyRecord('gears:newer', [1, 5]), meta: { ...toyRecord('x', [1, 5]).meta, date: Date.now() + 1000 } });
    raw.close();
    expect((await store.saves.latestUnfinished())?.id).toBe('gears:older');
    expect(await store.saves.quarantined()).toBe(1);
    store.close();
  });

  it('a record without its own id is refused, and nothing is written', async () => {
    const store = await openStore({ backend: memoryBackend() });
    const write = await store.saves.autosave(toyRecord('', [1]));
    expect(write.ok ? null : write.error.code).toBe('no-id');
    expect((await store.saves.list()).records).toEqual([]);
  });

  it('saves can be loaded and deleted; a deleted save is gone and the others stay', async () => {
    const store = await openStore({ dbName: freshDbName() });
    await store.saves.autosave(toyRecord('gears:a', [1]));
    await store.saves.autosave(toyRecord('gears:b', [1, 2]));
    const loaded = await store.saves.load('gears:b');
    expect(loaded.ok && loaded.value.moves.length).toBe(2);
    await store.saves.delete('gears:a');
    expect((await store.saves.list()).records.map((r) => r.id)).toEqual(['gears:b']);
    const gone = await store.saves.load('gears:a');
    expect(gone.ok ? null : gone.error.code).toBe('not-found');
    store.close();
  });

  it('a corrupt or unknown record is moved aside and reported while every other record still loads', async () => {
    const dbName = freshDbName();
    const first = await openStore({ dbName });
    await first.saves.autosave(toyRecord('gears:good', [1, 1]));
    await first.saves.autosave(toyRecord('gears:also-good', [2]));
    first.close();
    // Damage the disk behind the app's back: a wrong shape, a future version, moves that do not replay.
    const raw = await openDB(dbName);
    await raw.put('saves', { id: 'gears:broken', version: SAVE_VERSION, hello: 'world' });
    await raw.put('saves', { ...toyRecord('gears:future', [1]), version: SAVE_VERSION + 1 });
    await raw.put('saves', toyRecord('gears:bad-moves', [1, 5]));
    raw.close();

    const store = await openStore({ dbName });
    // At start only the shape is checked (cheap); Load replays every game and finds the third.
    expect(store.notices).toEqual([{ key: 'notice.savesUnreadable', count: 2 }]);
    const { records, unreadable } = await store.saves.list();
    expect(unreadable).toBe(1);
    expect(records.map((r) => r.id).sort()).toEqual(['gears:also-good', 'gears:good']);
    expect((await store.saves.list()).unreadable).toBe(0);
    expect(await store.saves.quarantined()).toBe(3);
    store.close();

    const check = await openDB(dbName);
    const reasons = (await check.getAll('quarantine')).map((q) => q.reason.code).sort();
    expect(reasons).toEqual(['bad-shape', 'no-replay', 'unknown-version']);
    check.close();
  });

  it('a record damaged after it was listed is still caught: listing again re-checks a changed record', async () => {
    const dbName = freshDbName();
    const store = await openStore({ dbName });
    await store.saves.autosave(toyRecord('gears:a', [1]));
    expect((await store.saves.list()).records).toHaveLength(1);
    const raw = await openDB(dbName);
    await raw.put('saves', { ...toyRecord('gears:a', [1, 5]), meta: { ...toyRecord('gears:a', [1, 5]).meta, date: 5 } });
    raw.close();
    const again = await store.saves.list();
    expect(again).toMatchObject({ records: [], unreadable: 1 });
    store.close();
  });

  it('a full disk is reported as notice.storageFull and nothing throws', async () => {
    const store = await openStore({ backend: fullDisk(memoryBackend()) });
    const write = await store.saves.autosave(toyRecord('gears:a', [1]));
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
