// Two tabs, one save: the version check on write. Each tab writes a record only over the version
// it last read or wrote; once another tab wrote, its write is refused ('conflict') rather than
// dropping the other tab's moves. Two createStore calls over one backend are two tabs.
import { describe, expect, it, vi } from 'vitest';
import { memoryBackend } from '../../src/storage/backend';
import { createStore } from '../../src/storage/index';
import { toyRecord } from './fixtures';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('../app/toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

describe('two tabs writing one save', () => {
  it('the tab that did not see the other tab’s write is refused, and the stored moves are the other tab’s', async () => {
    const disk = memoryBackend();
    const a = createStore(disk);
    const b = createStore(disk);
    expect(await a.saves.autosave(toyRecord('gears:x', [1]))).toEqual({ ok: true });
    // Tab B opens the game (Continue reads it), then both play on.
    expect((await b.saves.latestUnfinished())?.moves).toHaveLength(1);
    expect(await a.saves.autosave(toyRecord('gears:x', [1, 2]))).toEqual({ ok: true });
    const refused = await b.saves.autosave(toyRecord('gears:x', [1, 3]));
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' }, notice: 'notice.saveConflict' });
    const stored = await a.saves.load('gears:x');
    expect(stored.ok && stored.value.moves.map((m) => m.move)).toEqual([{ take: 1 }, { take: 2 }]);
    // Tab A goes on as before; tab B, after reading the game again, may write over that version.
    expect(await a.saves.autosave(toyRecord('gears:x', [1, 2, 1]))).toEqual({ ok: true });
    await b.saves.load('gears:x');
    expect(await b.saves.autosave(toyRecord('gears:x', [1, 2, 1, 1]))).toEqual({ ok: true });
    expect(await a.saves.autosave(toyRecord('gears:x', [1, 2, 1, 2]))).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });

  it('a record this tab never read is not overwritten either', async () => {
    const disk = memoryBackend();
    const a = createStore(disk);
    const b = createStore(disk);
    await a.saves.autosave(toyRecord('gears:y', [1]));
    expect(await b.saves.autosave(toyRecord('gears:y', [2]))).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });

  it('one tab alone writes again and again, and each write counts up the record', async () => {
    const disk = memoryBackend();
    const a = createStore(disk);
    for (let n = 1; n <= 3; n++) expect(await a.saves.autosave(toyRecord('gears:z', Array(n).fill(1)))).toEqual({ ok: true });
    const stored = await a.saves.load('gears:z');
    expect(stored.ok && stored.value.rev).toBe(3);
  });
});
