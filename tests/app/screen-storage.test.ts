// The screens' narrow doors into what is kept (app/screenStorage.ts): each method reads or writes
// the store it was built over, as the screen's own storage call did before (views never hold the
// store: tests/worker/boundaries.test.ts). One memory store per test.
import { describe, expect, it } from 'vitest';
import { screenStorage } from '../../src/app/screenStorage';
import { memoryBackend } from '../../src/storage/backend';
import { createStore } from '../../src/storage/index';
import { newGame, seats } from '../support/table';

const fresh = () => {
  const store = createStore(memoryBackend());
  return { store, screens: screenStorage(store) };
};

describe('the screens’ storage methods', () => {
  it('saves: Load’s list, Continue’s latest game still played, Delete', async () => {
    const { store, screens } = fresh();
    expect(screens.storageInMemory).toBe(true);
    expect(await screens.savedGames()).toEqual([]);
    expect(await screens.latestUnfinishedGame()).toBeNull();
    const record = newGame({ game: 'gears', options: { players: 2, seed: 5 }, seats: seats(2) }).toSaveRecord();
    expect((await store.saves.autosave(record)).ok).toBe(true);
    expect((await screens.savedGames()).map((r) => r.id)).toEqual([record.id]);
    expect((await screens.latestUnfinishedGame())?.id).toBe(record.id);
    expect(await screens.savesSetAside()).toBe(0);
    await screens.deleteSave(record.id);
    expect(await screens.savedGames()).toEqual([]);
  });

  it('stats of one game or of all', async () => {
    const { store, screens } = fresh();
    const result = { level: 'easy', result: 'won', rank: 1, players: 2, score: 3, date: 1 } as const;
    await store.stats.recordResult({ ...result, game: 'gears' });
    await store.stats.recordResult({ ...result, game: 'innovation' });
    expect((await screens.statsSummary('gears')).map((r) => [r.game, r.level, r.won])).toEqual([['gears', 'easy', 1]]);
    expect((await screens.statsSummary()).map((r) => r.game)).toEqual(['gears', 'innovation']);
  });

  it('lessons: the records, Setup’s offer kept, and a keeper that writes the place reached', async () => {
    const { screens } = fresh();
    expect(await screens.lessonRecords()).toEqual({});
    await screens.markLessonOffered('gears');
    expect((await screens.lessonRecords()).gears?.offered).toBe(true);
    const keeper = await screens.lessonKeeper('gears');
    expect(keeper.game).toBe('gears');
    keeper.keep({ step: 'two', index: 1 });
    await keeper.flush();
    expect((await screens.lessonRecords()).gears).toMatchObject({ step: 'two', index: 1, offered: true });
  });

  it('a kiosk’s visitor counts, every hour’s row', async () => {
    const { store, screens } = fresh();
    expect(await screens.visitRows()).toEqual([]);
    await store.visits.add(Date.UTC(2026, 0, 5, 10, 30), 'gears', 'sessions');
    const rows = await screens.visitRows();
    expect(rows.map((r) => [r.game, r.sessions])).toEqual([['gears', 1]]);
  });
});
