// A game open while its database is closed under it (issue 45), through the session and the
// real storage over fake-indexeddb: deleted from another tab, the next move stores the game
// whole; a newer schema opened elsewhere, the session shows 'notice.storageReload' until the
// database can be opened again, and then Retry saves every move.
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { GameSession } from '../../src/app/session';
import { DB_VERSION } from '../../src/storage/db';
import { openStore } from '../../src/storage/index';
import { freshDbName } from '../storage/fixtures';
import { deps, humanVsBot, myTurn, until } from './session-harness';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('./toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

const deleted = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const req = indexedDB.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
  });

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a session whose database is closed under it', () => {
  it('deleted, then a newer schema: nothing is lost, and Retry saves again once it can', async () => {
    const name = freshDbName();
    const store = await openStore({ dbName: name });
    const session = GameSession.create(humanVsBot, deps({ saves: store.saves, stats: store.stats }));
    session.start();
    const stored = async () => {
      const r = await store.saves.load(session.saveId);
      return r.ok ? r.value.moves.length : -1;
    };
    expect(session.play({ take: 1 }).ok).toBe(true);
    await until(session, myTurn(2));
    await session.flush();
    expect(await stored()).toBe(2);

    await deleted(name); // another tab deleted the database
    expect(session.play({ take: 1 }).ok).toBe(true);
    await until(session, myTurn(4));
    await session.flush();
    expect(session.snapshot.saveProblem).toBeNull();
    expect(await stored()).toBe(4);

    const newer = await openDB(name, DB_VERSION + 1); // a newer version of the app, in another tab
    expect(session.play({ take: 1 }).ok).toBe(true);
    await until(session, myTurn(6));
    await session.flush();
    await settle();
    expect(session.snapshot.saveProblem).toBe('notice.storageReload');
    newer.close();
    await deleted(name);
    session.retrySave();
    await session.flush();
    await settle();
    expect(session.snapshot.saveProblem).toBeNull();
    expect(await stored()).toBe(6);
    session.dispose();
    store.close();
  });
});
