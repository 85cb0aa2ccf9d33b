// Where each lesson stands, kept in IndexedDB: the step reached (by id, so a lesson whose steps
// moved still resumes at the right one), done, and whether Setup offered it; a damaged record is
// read field by field and never stops the app.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/storage/index';
import { memoryBackend } from '../../src/storage/backend';
import { createLessons, readLessons } from '../../src/storage/lessons';
import { freshDbName } from './fixtures';

describe('lesson progress', () => {
  it('a step reached survives closing and opening the database again', async () => {
    const name = freshDbName();
    const store = await openStore({ dbName: name });
    expect(await store.lessons.all()).toEqual({});
    expect(await store.lessons.set('gears', { step: 'jam', index: 7 })).toEqual({ ok: true });
    store.close();
    const again = await openStore({ dbName: name });
    expect((await again.lessons.all()).gears).toEqual({ step: 'jam', index: 7, done: false, offered: false });
    again.close();
  });

  it('a patch merges into the game’s record and leaves the other games alone', async () => {
    const lessons = createLessons(memoryBackend());
    await lessons.set('gears', { offered: true });
    await lessons.set('innovation', { step: 'splay', index: 7 });
    await lessons.set('gears', { step: 'end', index: 18, done: true });
    expect(await lessons.all()).toEqual({
      gears: { step: 'end', index: 18, done: true, offered: true },
      innovation: { step: 'splay', index: 7, done: false, offered: false },
    });
  });

  it('the Echoes lesson keeps its place apart from the base Innovation lesson', async () => {
    const lessons = createLessons(memoryBackend());
    await lessons.all();
    await lessons.keep('innovation', { step: 'splay', index: 7 });
    await lessons.keep('innovation-echoes', { step: 'promote', index: 4 });
    expect(await lessons.all()).toEqual({
      innovation: { step: 'splay', index: 7, done: false, offered: false },
      'innovation-echoes': { step: 'promote', index: 4, done: false, offered: false },
    });
  });

  it('a damaged record keeps its good fields; unknown games and junk are dropped', () => {
    expect(readLessons({ gears: { step: 3, index: -2, done: 'yes', offered: true }, chess: { step: 'x' }, innovation: 'broken' })).toEqual({
      gears: { step: null, index: 0, done: false, offered: true },
    });
    expect(readLessons(null)).toEqual({});
  });

  it('the place is version-checked like a save: a tab writes it only over what it last read or wrote (issue 45)', async () => {
    const disk = memoryBackend();
    const a = createLessons(disk);
    const b = createLessons(disk);
    await a.all();
    await b.all();
    expect(await a.keep('gears', { step: 'jam', index: 7 })).toEqual({ ok: true });
    expect(await b.keep('gears', { step: 'start', index: 1 })).toMatchObject({ ok: false, error: { code: 'conflict' }, notice: 'notice.saveConflict' });
    expect((await a.all()).gears).toMatchObject({ step: 'jam', index: 7 });
    // Another game's place, and Setup's offer, are not in the way.
    expect(await b.keep('innovation', { step: 'meld', index: 2 })).toEqual({ ok: true });
    expect(await b.set('gears', { offered: true })).toEqual({ ok: true });
    expect(await a.keep('gears', { step: 'end', index: 18, done: true })).toEqual({ ok: true });
    // Read again, B may write over A's place.
    await b.all();
    expect(await b.keep('gears', { step: 'start', index: 1 })).toEqual({ ok: true });
    expect((await a.all()).gears).toEqual({ step: 'start', index: 1, done: true, offered: true });
  });
});
