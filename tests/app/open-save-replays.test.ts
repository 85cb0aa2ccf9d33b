// Opening a saved game replays it once. Continue reads the newest unfinished save, checks it (the
// full check replays it with today's rules), opens a session on it (undo needs each move's
// reveals) and the table tells the log (each viewer's history): before, each of these replayed
// the game again, four times in three layers. Counted here on the real path, with the engine's
// own set-up and apply watched: every replay starts with one set-up and applies every move.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameSession, type SessionDeps } from '../../src/app/session';
import type { SessionSetup } from '../../src/model/setup';
import { getGame } from '../../src/engine/index';
import { createStore } from '../../src/storage';
import { memoryBackend } from '../../src/storage/backend';
import { SAVE_VERSION, type SaveRecord } from '../../src/storage/types';
import { TableController } from '../../src/table/controller';
import { kitFor } from '../../src/table/kits';
import { firstMoves } from '../support/positions';

const setup: SessionSetup = {
  game: 'innovation',
  options: { players: 2, seed: 11 },
  seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
};

/** A game of `count` moves (each seat to act plays its first legal move), as its autosave would keep it. */
function savedGame(count: number): SaveRecord {
  const { moves, state } = firstMoves(setup, count);
  return {
    id: 'innovation:open-once',
    game: setup.game,
    setup,
    seed: setup.options.seed,
    moves,
    snapshot: { moveCount: moves.length, state },
    meta: { players: 2, turn: moves.length, date: 1, status: 'playing' },
    version: SAVE_VERSION,
  };
}

const deps = (): SessionDeps => ({
  bots: { chooseMove: () => new Promise(() => undefined), cancel: () => undefined },
  botDelayMs: () => 0,
  botSecret: [1, 2, 3, 4],
});

afterEach(() => vi.restoreAllMocks());

describe('opening a save', () => {
  it('Continue replays the game once: the check, the session (undo), and the table log share one replay', async () => {
    const record = savedGame(40);
    expect(record.moves).toHaveLength(40);
    const backend = memoryBackend();
    await createStore(backend).saves.autosave(record);
    // A new page: its store has checked nothing yet.
    const store = createStore(backend);
    const game = getGame(setup.game);
    const setups = vi.spyOn(game, 'setup');
    const applies = vi.spyOn(game, 'apply');

    const latest = await store.saves.latestUnfinished();
    expect(latest?.id).toBe(record.id);
    const session = GameSession.fromSave(latest as SaveRecord, deps());
    const table = new TableController(session, kitFor(setup.game), {
      settings: () => ({ speed: 'instant', reduceMotion: false, sound: false, confirmShare: false }),
      sleep: async () => undefined,
    });
    table.start();

    expect(setups).toHaveBeenCalledTimes(1);
    expect(applies).toHaveBeenCalledTimes(record.moves.length);
    // The one replay gave everything the table shows: the position, undo, the log.
    expect(session.snapshot.moveCount).toBe(40);
    expect(session.snapshot.undo).not.toBeNull();
    expect(session.history(0)).toHaveLength(40);
    expect(table.model.get().log.length).toBeGreaterThan(0);
    expect(setups).toHaveBeenCalledTimes(1);
    table.dispose();
  });

  it('a save this page checked before (the menu, then Continue) is replayed once on opening', async () => {
    const record = savedGame(30);
    const backend = memoryBackend();
    await createStore(backend).saves.autosave(record);
    const store = createStore(backend);
    await store.saves.latestUnfinished(); // the menu shows Continue: checked once
    const game = getGame(setup.game);
    const setups = vi.spyOn(game, 'setup');
    const latest = await store.saves.latestUnfinished(); // unchanged: not checked again
    const session = GameSession.fromSave(latest as SaveRecord, deps());
    session.history(0);
    session.history(1);
    expect(setups).toHaveBeenCalledTimes(1);
    session.dispose();
  });
});
