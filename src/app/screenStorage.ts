// The screens' narrow doors into what is kept (ScreenStorage, app/services.ts), built over the
// store: main.ts spreads them into the app services, and so do the tests' services. Each method is
// one storage call, so what a screen reads or writes keeps its behaviour and its failures.
import type { Store } from '../storage';
import type { LessonKeeper } from './lessonProgress';
import { claimSave } from './ownership';
import type { ScreenStorage } from './services';

export function screenStorage(store: Store): ScreenStorage {
  return {
    storageInMemory: store.kind === 'memory',
    savedGames: async () => (await store.saves.list()).records,
    savesSetAside: () => store.saves.quarantined(),
    deleteSave: (id) => store.saves.delete(id),
    latestUnfinishedGame: () => store.saves.latestUnfinished(),
    statsSummary: (game) => store.stats.summary(game),
    lessonRecords: () => store.lessons.all(),
    markLessonOffered: async (game) => {
      await store.lessons.set(game, { offered: true });
    },
    lessonKeeper: async (game, opts = {}): Promise<LessonKeeper> => {
      // The keeper (its autosaver, the engine's error values) loads with a lesson, not with the menu.
      const { LessonKeeper, lessonLockId } = await import('./lessonProgress');
      return new LessonKeeper(store.lessons, game, claimSave(lessonLockId(game), opts));
    },
    visitRows: () => store.visits.rows(),
  };
}
