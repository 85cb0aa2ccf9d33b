// One tab owns a saved game at a time (app/ownership.ts): the first claim wins, a second tab is
// told the game is open elsewhere and plays and saves nothing; taking it over moves the game and
// tells the first tab it was taken. The locks here keep Web Locks' rules (ifAvailable, steal).
import { describe, expect, it, vi } from 'vitest';
import { type Locks, claimSave } from '../../src/app/ownership';
import { GameSession } from '../../src/app/session';
import type { SaveRecord, WriteResult } from '../../src/storage/types';
import { deps, humanVsBot } from './session-harness';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('./toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

/** Web Locks as one browser profile has them: a name is held by one holder; steal aborts it. */
function fakeLocks(): Locks {
  const held = new Map<string, (e: unknown) => void>();
  return {
    request(name, options, callback) {
      if (held.has(name) && options.ifAvailable) return Promise.resolve(callback(null));
      const holder = held.get(name);
      if (holder && options.steal) {
        held.delete(name);
        holder(new DOMException('The lock was stolen.', 'AbortError'));
      }
      return new Promise((resolve, reject) => {
        const waiting = callback({ name });
        if (!waiting) return resolve(undefined);
        held.set(name, reject);
        void waiting.then(() => {
          if (held.get(name) === reject) held.delete(name);
          resolve(undefined);
        });
      });
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('one tab at a time owns a saved game', () => {
  it('the first claim gets it, a second is told it is open elsewhere; a take-over moves it and the first learns it was taken', async () => {
    const locks = fakeLocks();
    const first = claimSave('gears:x', { locks });
    expect(await first.settled).toBe(true);
    expect(first.state.get()).toBe('mine');
    const second = claimSave('gears:x', { locks });
    expect(await second.settled).toBe(false);
    expect(second.state.get()).toBe('elsewhere');
    const taking = claimSave('gears:x', { locks, takeOver: true });
    expect(await taking.settled).toBe(true);
    await settle();
    expect(first.state.get()).toBe('taken');
    // Released, the game is free for the next tab to open.
    taking.release();
    await settle();
    expect(await claimSave('gears:x', { locks }).settled).toBe(true);
  });

  it('without Web Locks every tab plays, and the version check on write is the guard', async () => {
    const alone = claimSave('gears:x', { locks: null });
    expect(alone.state.get()).toBe('mine');
    expect(await alone.settled).toBe(true);
  });

  it('a session whose game another tab plays makes no move, refuses the human’s and writes nothing', async () => {
    const locks = fakeLocks();
    const other = claimSave('gears:x', { locks });
    await other.settled;
    const writes: SaveRecord[] = [];
    const saves = {
      autosave: async (r: SaveRecord): Promise<WriteResult> => {
        writes.push(r);
        return { ok: true };
      },
    };
    const record = GameSession.create(humanVsBot, deps()).toSaveRecord();
    const session = GameSession.fromSave({ ...record, id: 'gears:x' }, deps({ saves, owner: (id) => claimSave(id, { locks }) }));
    session.start();
    await session.ownership?.settled;
    await settle();
    expect(session.ownership?.state.get()).toBe('elsewhere');
    expect(session.play({ take: 1 })).toMatchObject({ ok: false, error: { code: 'elsewhere' } });
    await settle();
    expect(session.snapshot.moveCount).toBe(0);
    expect(writes).toEqual([]);
    session.dispose();
  });

  it('a version conflict on write hands the game over: the session stops playing', async () => {
    const conflict: WriteResult = { ok: false, error: { code: 'conflict', message: 'newer elsewhere' }, notice: 'notice.saveConflict' };
    const saves = { autosave: async (): Promise<WriteResult> => conflict };
    const session = GameSession.create(humanVsBot, deps({ saves, owner: (id) => claimSave(id, { locks: null }) }));
    session.start();
    expect(session.play({ take: 1 }).ok).toBe(true);
    await session.flush();
    await settle();
    expect(session.ownership?.state.get()).toBe('taken');
    expect(session.snapshot.saveProblem).toBe('notice.saveConflict');
    expect(session.play({ take: 1 }).ok).toBe(false);
    session.dispose();
  });
});
