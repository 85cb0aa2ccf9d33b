// A lesson's place is kept like a save (issue 45, app/lessonProgress.ts): a write that fails
// (storage full) is shown on the table with the save banner's Retry and never leaves the kept
// place behind without a word; two tabs on one lesson are told as for a game: the one whose
// place is older is refused by the version check (and stops), or told by the lock that the lesson
// is open elsewhere. Two stores over one backend are two tabs.
import { describe, expect, it } from 'vitest';
import { LessonSession } from '../../src/app/lesson';
import { LessonKeeper, lessonLockId } from '../../src/app/lessonProgress';
import { type Locks, claimSave } from '../../src/app/ownership';
import { type Backend, memoryBackend } from '../../src/storage/backend';
import { createStore } from '../../src/storage/index';
import { gearsLesson } from '../../src/table/gears/lesson';
import { fillingDisk } from '../storage/fixtures';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A lesson session as Learn to play opens it: the place kept through a keeper. */
function lessonTab(backend: Backend, ownership = claimSave(lessonLockId('gears'), { locks: null })) {
  const store = createStore(backend);
  const keeper = new LessonKeeper(store.lessons, 'gears', ownership);
  const session = new LessonSession(gearsLesson, { botDelayMs: () => 0, keeper, sleep: async () => undefined }, 0);
  return { store, keeper, session };
}

describe('a lesson’s place, kept like a save', () => {
  it('storage full: the table is told (the snapshot’s saveProblem); Retry once there is room keeps the true place', async () => {
    const d = fillingDisk();
    const tab = lessonTab(d.backend);
    tab.session.goTo(2);
    await tab.keeper.flush();
    expect((await tab.store.lessons.all()).gears).toMatchObject({ index: 2 });
    d.state.full = true;
    for (const i of [3, 4, 5]) tab.session.goTo(i);
    await tab.keeper.flush();
    await settle();
    expect(tab.session.snapshot.saveProblem).toBe('notice.storageFull');
    expect((await tab.store.lessons.all()).gears).toMatchObject({ index: 2 }); // behind, but said
    d.state.full = false;
    tab.session.retrySave();
    await tab.keeper.flush();
    await settle();
    expect(tab.session.snapshot.saveProblem).toBeNull();
    expect((await tab.store.lessons.all()).gears).toMatchObject({ index: 5, step: gearsLesson.steps[5]?.id });
    tab.session.dispose();
  });

  it('the last step is kept as done', async () => {
    const tab = lessonTab(memoryBackend());
    const last = gearsLesson.steps.length - 1;
    tab.session.goTo(last);
    await tab.keeper.flush();
    expect((await tab.store.lessons.all()).gears).toMatchObject({ index: last, done: true });
    tab.session.dispose();
  });

  it('two tabs on one lesson (no locks): the tab whose place is older is refused and stops; the other’s place stays', async () => {
    const backend = memoryBackend();
    const a = lessonTab(backend);
    const b = lessonTab(backend);
    await a.store.lessons.all();
    await b.store.lessons.all();
    a.session.goTo(6);
    await a.keeper.flush();
    b.session.goTo(2); // B is behind and does not know A moved on
    await b.keeper.flush();
    await settle();
    expect(b.session.ownership?.state.get()).toBe('taken');
    expect(b.session.snapshot.saveProblem).toBe('notice.saveConflict');
    expect((await a.store.lessons.all()).gears).toMatchObject({ index: 6 });
    // B plays nothing more; A goes on.
    expect(b.session.play(b.session.snapshot.legal[0])).toMatchObject({ ok: false, error: { code: 'elsewhere' } });
    a.session.goTo(7);
    await a.keeper.flush();
    expect(a.session.snapshot.saveProblem).toBeNull();
    expect((await a.store.lessons.all()).gears).toMatchObject({ index: 7 });
    a.session.dispose();
    b.session.dispose();
  });

  it('with Web Locks the second tab is told at once that the lesson is open elsewhere, and keeps nothing', async () => {
    const held = new Set<string>();
    const locks: Locks = {
      request(name, options, callback) {
        if (held.has(name) && options.ifAvailable) return Promise.resolve(callback(null));
        held.add(name);
        return Promise.resolve(callback({ name }));
      },
    };
    const backend = memoryBackend();
    const a = lessonTab(backend, claimSave(lessonLockId('gears'), { locks }));
    const b = lessonTab(backend, claimSave(lessonLockId('gears'), { locks }));
    a.session.goTo(4);
    await a.keeper.flush();
    await b.session.ownership?.settled;
    expect(b.session.ownership?.state.get()).toBe('elsewhere');
    b.session.goTo(1);
    await b.keeper.flush();
    expect((await a.store.lessons.all()).gears).toMatchObject({ index: 4 });
    a.session.dispose();
    b.session.dispose();
  });
});
