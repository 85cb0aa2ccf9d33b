// One tab owns a saved game at a time (app/ownership.ts): the first claim wins, a second tab is
// told the game is open elsewhere and plays and saves nothing; taking it over moves the game and
// tells the first tab it was taken. The locks here keep Web Locks' rules (ifAvailable, steal).
import { describe, expect, it, vi } from 'vitest';
import { type Locks, claimSave } from '../../src/app/ownership';
import { GameSession } from '../../src/app/session';
import { memoryBackend } from '../../src/storage/backend';
import { createStore } from '../../src/storage/index';
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

/** Two people at one device: every move is a human's, so nothing moves unless the test plays it. */
const hotSeat = { ...humanVsBot, seats: [{ kind: 'human' as const }, { kind: 'human' as const }] };
const takes = (r: { moves: { move: unknown }[] }) => r.moves.map((m) => (m.move as { take: number }).take);

describe('a take-over raced by a move of the tab it takes the game from (issue 45)', () => {
  /**
   * Tab A plays; tab B has read the record to take it over; A's move is saved over that version
   * before A learns its lock was stolen. Two stores over one disk are two tabs.
   */
  async function race() {
    const locks = fakeLocks();
    const disk = memoryBackend();
    const tabA = createStore(disk);
    const tabB = createStore(disk);
    const a = GameSession.create(hotSeat, deps({ saves: tabA.saves, owner: (id) => claimSave(id, { locks }) }));
    a.start();
    await a.ownership?.settled;
    expect(a.play({ take: 1 }).ok).toBe(true);
    await a.flush();
    const read = await tabB.saves.load(a.saveId); // Take over here: the record as it stands
    if (!read.ok) throw new Error(read.error.message);
    expect(a.play({ take: 2 }).ok).toBe(true); // A's late move, saved before B's claim
    await a.flush();
    const b = GameSession.fromSave(read.value, deps({ saves: tabB.saves, owner: (id) => claimSave(id, { locks, takeOver: true }) }));
    b.start();
    return { a, b, tabA, tabB };
  }

  it('the take-over meets the late write, reads the record again and goes on from it: one owner, no move lost', async () => {
    const { a, b, tabA } = await race();
    await b.ownership?.settled;
    await b.flush();
    await settle();
    expect(a.ownership?.state.get()).toBe('taken');
    expect(b.ownership?.state.get()).toBe('mine');
    expect(b.snapshot.moveCount).toBe(2); // A's late move is on B's table
    expect(b.snapshot.saveProblem).toBeNull();
    expect(b.play({ take: 3 }).ok).toBe(true);
    await b.flush();
    expect(b.snapshot.saveProblem).toBeNull();
    const stored = await tabA.saves.load(a.saveId);
    expect(stored.ok && takes(stored.value)).toEqual([1, 2, 3]);
    // The tab the game was taken from writes nothing more.
    expect(a.play({ take: 1 }).ok).toBe(false);
    a.dispose();
    b.dispose();
  });

  it('a take-over that has played already writes its own game over the late one and stays the owner', async () => {
    const { a, b, tabA } = await race();
    expect(b.play({ take: 3 }).ok).toBe(true); // before its claim is even answered
    await b.ownership?.settled;
    await b.flush();
    await settle();
    expect(a.ownership?.state.get()).toBe('taken');
    expect(b.ownership?.state.get()).toBe('mine');
    expect(b.snapshot.saveProblem).toBeNull();
    const stored = await tabA.saves.load(a.saveId);
    expect(stored.ok && takes(stored.value)).toEqual([1, 3]);
    // Tab A still has its own move to go on with as a copy.
    expect(takes(a.toSaveRecord())).toEqual([1, 2]);
    a.dispose();
    b.dispose();
  });

  it('a second conflict is another tab’s: the take-over re-reads once only, then gives the game up', async () => {
    let calls = 0;
    const conflict: WriteResult = { ok: false, error: { code: 'conflict', message: 'newer elsewhere' }, notice: 'notice.saveConflict' };
    const record = GameSession.create(hotSeat, deps()).toSaveRecord();
    const saves = {
      autosave: async (): Promise<WriteResult> => {
        calls++;
        return conflict;
      },
      load: async () => ({ ok: true as const, value: record }),
    };
    const b = GameSession.fromSave(record, deps({ saves, owner: (id) => claimSave(id, { locks: null, takeOver: true }) }));
    await b.ownership?.settled;
    await b.flush();
    await settle();
    expect(calls).toBe(2);
    expect(b.ownership?.state.get()).toBe('taken');
    b.dispose();
  });
});
