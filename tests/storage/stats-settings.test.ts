import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { openStore } from '../../src/storage/index';
import { defaultSettings, detectLang, readSettings } from '../../src/storage/settings';
import { addResult, emptyRow } from '../../src/storage/stats';
import type { GameResult } from '../../src/storage/types';
import { freshDbName, toySetup } from './fixtures';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('../app/toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

const result = (r: Partial<GameResult>): GameResult => ({
  game: 'gears',
  level: 'random',
  result: 'won',
  rank: 1,
  players: 3,
  score: 2,
  date: 5,
  ...r,
});

describe('stats', () => {
  it('a win streak grows with wins and ends with a loss or a tie; the best streak stays', () => {
    let row = emptyRow('gears', 'random');
    for (const r of ['won', 'won', 'lost', 'won', 'tied'] as const) row = addResult(row, result({ result: r }));
    expect(row).toMatchObject({ played: 5, won: 3, lost: 1, tied: 1, streak: 0, bestStreak: 2 });
  });

  it('best result keeps the best rank and the highest score', () => {
    let row = emptyRow('gears', 'easy');
    row = addResult(row, result({ result: 'lost', rank: 3, score: 1 }));
    row = addResult(row, result({ result: 'lost', rank: 2, score: 0 }));
    expect(row).toMatchObject({ bestRank: 2, bestScore: 1 });
  });

  it('a game with no human seat counts as watched, not as a win or a loss', () => {
    const row = addResult(emptyRow('gears', 'random'), result({ result: 'watched' }));
    expect(row).toMatchObject({ played: 1, watched: 1, won: 0, lost: 0, streak: 0, bestRank: null });
  });

  it('a game with a move taken back counts once, like any game, and is flagged in withUndo', () => {
    let row = emptyRow('gears', 'hard');
    row = addResult(row, result({ result: 'won', undone: true }));
    row = addResult(row, result({ result: 'lost' }));
    row = addResult(row, result({ result: 'watched', undone: true }));
    expect(row).toMatchObject({ played: 3, won: 1, lost: 1, watched: 1, withUndo: 2 });
  });

  it('a row stored before withUndo existed reads as 0 games with undo and keeps counting', async () => {
    const dbName = freshDbName();
    const store = await openStore({ dbName });
    store.close();
    const raw = await openDB(dbName);
    const { withUndo: _gone, ...old } = { ...emptyRow('gears', 'easy'), played: 4, won: 4, streak: 4, bestStreak: 4 };
    await raw.put('stats', old);
    raw.close();
    const again = await openStore({ dbName });
    expect((await again.stats.summary('gears'))[0]).toMatchObject({ played: 4, withUndo: 0 });
    await again.stats.recordResult(result({ level: 'easy', undone: true }));
    expect((await again.stats.summary('gears'))[0]).toMatchObject({ played: 5, won: 5, withUndo: 1 });
    again.close();
  });

  it('results are summed per game and per bot level faced', async () => {
    const store = await openStore({ dbName: freshDbName() });
    await store.stats.recordResult(result({ level: 'random' }));
    await store.stats.recordResult(result({ level: 'random', result: 'lost', rank: 2 }));
    await store.stats.recordResult(result({ level: 'hard', result: 'tied' }));
    await store.stats.recordResult(result({ level: null, result: 'won' }));
    const rows = await store.stats.summary('gears');
    expect(rows.map((r) => [r.level, r.played, r.won, r.lost, r.tied])).toEqual([
      ['none', 1, 1, 0, 0],
      ['random', 2, 1, 1, 0],
      ['hard', 1, 0, 0, 1],
    ]);
    expect(await store.stats.summary('innovation')).toEqual([]);
    store.close();
  });
});

describe('settings', () => {
  it('the default language follows the browser among those shipped, else English', () => {
    expect(detectLang(['ja-JP', 'en'])).toBe('ja');
    expect(detectLang(['de-DE', 'ru'])).toBe('ru');
    expect(detectLang(['de-DE'])).toBe('en');
    expect(detectLang(undefined)).toBe('en');
  });

  it('a damaged field falls back to its default and the other fields are kept', () => {
    const s = readSettings({ lang: 'klingon', speed: 'fast', sound: 'loud', lastSetup: { gears: 42 } }, defaultSettings('it'));
    expect(s).toEqual({ ...defaultSettings('it'), speed: 'fast' });
  });

  it('a stored last setup under a name that is no game (here "__proto__") is dropped, and the settings keep their shape', () => {
    const stored = JSON.parse('{"speed":"fast","lastSetup":{"__proto__":{"game":"__proto__","options":{"players":2,"seed":1},"seats":[{"kind":"human"},{"kind":"human"}]}}}');
    const s = readSettings(stored, defaultSettings());
    expect(Object.getPrototypeOf(s.lastSetup)).toBe(Object.prototype);
    expect(Object.keys(s.lastSetup)).toEqual([]);
    expect(s.speed).toBe('fast');
  });

  it('the display and play settings default to off, off, on (share warning), and keep what was stored', () => {
    expect(defaultSettings()).toMatchObject({ largeText: false, colourAid: false, confirmShare: true });
    const s = readSettings({ largeText: true, colourAid: 'yes', confirmShare: false, speed: 'step' }, defaultSettings());
    expect(s).toMatchObject({ largeText: true, colourAid: false, confirmShare: false, speed: 'step' });
  });

  it('settings and the last setup per game survive a reopen', async () => {
    const dbName = freshDbName();
    const a = await openStore({ dbName, languages: ['ru'] });
    expect((await a.settings.get()).lang).toBe('ru');
    await a.settings.set({ speed: 'instant', reduceMotion: true, lastSetup: { gears: toySetup(99) } });
    a.close();
    const b = await openStore({ dbName, languages: ['en'] });
    const s = await b.settings.get();
    expect(s).toMatchObject({ lang: 'ru', speed: 'instant', reduceMotion: true });
    expect(s.lastSetup.gears?.options.seed).toBe(99);
    b.close();
  });
});
