// Undo against the bots (src/app/undo.ts, GameSession.undo): back to the human's previous
// decision, bot replies included, as far as the start, never past a reveal; the position is the
// replay of the shorter move list; saves and stats follow.
import { describe, expect, it, vi } from 'vitest';
import { GameSession, type SessionUpdate } from '../../src/app/session';
import type { SessionSetup } from '../../src/model/setup';
import type { GameResult, SaveRecord } from '../../src/storage/types';
import { deps, fakeBots, humanVsBot, myTurn, until } from './session-harness';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('./toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});


describe('undo against the bots', () => {
  it('takes back my decision and the bot reply after it: the position is the replay of the shorter list', async () => {
    const session = GameSession.create(humanVsBot, deps());
    const start = session.snapshot;
    session.start();
    session.play({ take: 2 });
    const mine = await until(session, myTurn(2));
    expect(mine.view).toMatchObject({ pile: 7 });
    expect(mine.undo).toEqual({ can: true, to: 0 });
    const updates: SessionUpdate[] = [];
    session.subscribe((u) => updates.push(u));
    expect(session.undo()).toEqual({ ok: true });
    expect(updates[0]).toMatchObject({ reset: true, player: null, events: [] });
    expect(session.snapshot.moveCount).toBe(0);
    expect(session.snapshot.view).toEqual(start.view);
    expect(session.snapshot.legal).toEqual(start.legal);
    expect(session.snapshot.undo).toEqual({ can: false, block: 'start' });
    session.dispose();
  });

  it('goes back decision by decision as far as the start, and no further', async () => {
    const session = GameSession.create(humanVsBot, deps());
    session.start();
    session.play({ take: 1 });
    await until(session, myTurn(2));
    session.play({ take: 2 });
    await until(session, myTurn(4));
    expect(session.undo().ok).toBe(true);
    expect(session.snapshot).toMatchObject({ moveCount: 2, view: { pile: 8 } });
    expect(session.undo().ok).toBe(true);
    expect(session.snapshot).toMatchObject({ moveCount: 0, view: { pile: 10 } });
    const refused = session.undo();
    expect(refused.ok ? null : refused.error.code).toBe('undo-start');
    expect(session.snapshot.moveCount).toBe(0);
    session.dispose();
  });

  it('stops where my move showed me a secret, and says why', async () => {
    const session = GameSession.create(humanVsBot, deps());
    session.start();
    session.play({ take: 1 });
    await until(session, myTurn(2));
    session.play({ take: 3 }); // shows seat 0 the bot's secret
    const after = await until(session, myTurn(4));
    expect(after.undo).toEqual({ can: false, block: 'peek' });
    const refused = session.undo();
    expect(refused.ok ? null : refused.error.code).toBe('undo-peek');
    expect(session.snapshot.moveCount).toBe(4);
    // Once I decide again after the reveal, that later decision can be taken back.
    session.play({ take: 1 });
    await until(session, myTurn(6));
    expect(session.undo().ok).toBe(true);
    expect(session.snapshot.moveCount).toBe(4);
    session.dispose();
  });

  it('while a bot thinks, undo cancels its search and drops its late answer', async () => {
    let answer: (m: unknown) => void = () => undefined;
    const bots = fakeBots(() => new Promise((resolve) => (answer = resolve)));
    const session = GameSession.create(humanVsBot, deps({ bots }));
    session.start();
    session.play({ take: 1 });
    await until(session, (s) => s.thinking === 1);
    expect(session.undo().ok).toBe(true);
    expect(bots.cancels).toBe(1);
    expect(session.snapshot).toMatchObject({ moveCount: 0, thinking: null, toAct: [0] });
    answer({ take: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(session.snapshot.moveCount).toBe(0);
    session.dispose();
  });

  it('is off with two humans at the table, and where the app turns it off (the showcase)', () => {
    const twoHumans: SessionSetup = { ...humanVsBot, seats: [{ kind: 'human' }, { kind: 'human' }] };
    expect(GameSession.create(twoHumans, deps()).snapshot.undo).toBeNull();
    expect(GameSession.create(humanVsBot, deps({ undo: false })).snapshot.undo).toBeNull();
    const session = GameSession.create(twoHumans, deps());
    expect(session.undo().ok).toBe(false);
  });

  it('the autosave follows the undo, and a reloaded game keeps both the flag and where undo stops', async () => {
    const records: SaveRecord[] = [];
    const saves = {
      autosave: async (r: SaveRecord) => {
        records.push(structuredClone(r));
        return { ok: true as const };
      },
    };
    const session = GameSession.create(humanVsBot, deps({ saves }));
    session.start();
    session.play({ take: 3 });
    await until(session, myTurn(2));
    session.play({ take: 1 });
    await until(session, myTurn(4));
    session.undo();
    await session.flush();
    const last = records.at(-1);
    expect(last?.moves).toHaveLength(2);
    expect(last?.meta.undone).toBe(true);
    session.dispose();
    if (!last) throw new Error('no autosave');
    const reloaded = GameSession.fromSave(last, deps());
    expect(reloaded.snapshot.moveCount).toBe(2);
    expect(reloaded.snapshot.undo).toEqual({ can: false, block: 'peek' });
    expect(reloaded.toSaveRecord().meta.undone).toBe(true);
  });

  it('a game played with undo is recorded once, flagged', async () => {
    const results: GameResult[] = [];
    const stats = {
      recordResult: async (r: GameResult) => {
        results.push(r);
        return { ok: true as const };
      },
    };
    const setup: SessionSetup = { ...humanVsBot, options: { ...humanVsBot.options, pile: 4 } };
    const session = GameSession.create(setup, deps({ stats }));
    session.start();
    session.play({ take: 1 });
    await until(session, myTurn(2));
    session.undo();
    session.play({ take: 1 });
    await until(session, myTurn(2));
    session.play({ take: 2 }); // takes the last counters: the human wins
    await until(session, (s) => s.outcome !== null);
    expect(session.snapshot.undo).toEqual({ can: false, block: 'over' });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ result: 'won', undone: true });
    session.dispose();
  });
});
