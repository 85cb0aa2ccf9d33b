import { describe, expect, it, vi } from 'vitest';
import { GameSession, type SessionSnapshot, type SessionUpdate } from '../../src/app/session';
import type { SessionSetup } from '../../src/model/setup';
import type { GameResult, SaveRecord, WriteResult } from '../../src/storage/types';
import { type SayState, sayGame } from './say-game';
import { deps, fakeBots, humanVsBot, until } from './session-harness';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('./toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

const allBots: SessionSetup = {
  game: 'gears',
  options: { players: 3, seed: 5, pile: 12 },
  seats: [
    { kind: 'bot', level: 'random' },
    { kind: 'bot', level: 'easy' },
    { kind: 'bot', level: 'random' },
  ],
};

function fakeSaves(result: WriteResult = { ok: true }) {
  const records: SaveRecord[] = [];
  return {
    records,
    autosave: async (r: SaveRecord) => {
      records.push(structuredClone(r));
      return result;
    },
  };
}

const humanToMove = (s: SessionSnapshot) => s.outcome !== null || (s.viewer !== null && s.toAct.includes(s.viewer));

describe('the session controller', () => {
  it('bots play while it is their turn: an all-bot game runs to the end and is counted as watched', async () => {
    const results: GameResult[] = [];
    const stats = {
      recordResult: async (r: GameResult) => {
        results.push(r);
        return { ok: true as const };
      },
    };
    const session = GameSession.create(allBots, deps({ stats }));
    expect(session.snapshot.viewer).toBeNull();
    expect(session.snapshot.legal).toEqual([]);
    session.start();
    const end = await until(session, (s) => s.outcome !== null);
    expect(end.toAct).toEqual([]);
    expect(end.thinking).toBeNull();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ game: 'gears', level: 'easy', result: 'watched', players: 3 });
    session.dispose();
  });

  it('the table shows the human seat; its legal moves come with the snapshot; bots wait for it', async () => {
    const bots = fakeBots();
    const session = GameSession.create(humanVsBot, deps({ bots }));
    session.start();
    expect(session.snapshot).toMatchObject({ viewer: 0, toAct: [0], moveCount: 0, thinking: null });
    expect(session.snapshot.legal).toEqual([{ take: 1 }, { take: 2 }, { take: 3 }]);
    expect(session.play({ take: 2 })).toEqual({ ok: true });
    const back = await until(session, (s) => s.toAct.includes(0));
    expect(back.moveCount).toBe(2);
    expect(bots.requests).toHaveLength(1);
    expect(bots.requests[0]).toMatchObject({ game: 'gears', player: 1, level: 'random' });
    // The bot saw its own view only: the human's secret is hidden from it.
    expect((bots.requests[0]?.view as { secrets: unknown[] } | undefined)?.secrets[0]).toBeNull();
    session.dispose();
  });

  it('an illegal human move is refused with a reason and the state is unchanged', () => {
    const session = GameSession.create(humanVsBot, deps());
    const before = structuredClone(session.snapshot);
    const refused = session.play({ take: 5 });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'bad-take', message: 'Take 1, 2 or 3 counters, no more than the pile holds.' },
    });
    expect(session.snapshot).toEqual(before);
  });

  it('a human move is recorded as the legal move it names: extra, __proto__ and inherited fields are dropped', () => {
    const session = GameSession.create({ ...humanVsBot, seats: [{ kind: 'human' }, { kind: 'human' }] }, deps());
    const dressed: unknown[] = [
      { take: 1, extra: 'dropped' },
      JSON.parse('{"__proto__": {"take": 3}, "take": 2}'),
      Object.create({ take: 1 }),
    ];
    for (const move of dressed) expect(session.play(move)).toEqual({ ok: true });
    const recorded = session.toSaveRecord().moves.map((m) => JSON.stringify(m.move));
    expect(recorded).toEqual(['{"take":1}', '{"take":2}', '{"take":1}']);
    // The state followed the moves named: 10 − 1 − 2 − 1.
    expect(session.toSaveRecord().snapshot?.state).toMatchObject({ pile: 6 });
  });

  it("a bot's answer is recorded as the listed move, whatever the port sent back", async () => {
    const bots = fakeBots(async (req) => ({ ...(req.legal[1] as object), note: 'from the worker' }));
    const session = GameSession.create(humanVsBot, deps({ bots }));
    session.start();
    session.play({ take: 1 });
    await until(session, (s) => s.moveCount === 2);
    expect(JSON.stringify(session.toSaveRecord().moves[1]?.move)).toBe('{"take":2}');
    session.dispose();
  });

  it('a move that names no listed move is refused with the engine\'s reason', () => {
    const session = GameSession.create(humanVsBot, deps());
    // {} names no listed move (each of them has a take): the engine's own reason comes back.
    const refused = session.play({});
    expect(refused.ok ? null : refused.error.code).toBe('bad-take');
    expect(session.snapshot.moveCount).toBe(0);
  });

  it('a human move while a bot owes the decision is refused', async () => {
    const never = fakeBots(() => new Promise(() => undefined));
    const session = GameSession.create(humanVsBot, deps({ bots: never }));
    session.start();
    session.play({ take: 1 });
    const refused = session.play({ take: 1 });
    expect(refused.ok ? null : refused.error.code).toBe('not-your-turn');
    expect(session.snapshot.moveCount).toBe(1);
    session.dispose();
  });

  it('leaving cancels the search and an answer that arrives afterwards is ignored', async () => {
    let answer: (m: unknown) => void = () => undefined;
    const bots = fakeBots(() => new Promise((resolve) => (answer = resolve)));
    const session = GameSession.create(humanVsBot, deps({ bots }));
    session.start();
    session.play({ take: 1 });
    await until(session, (s) => s.thinking === 1);
    session.dispose();
    expect(bots.cancels).toBe(1);
    answer({ take: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(session.snapshot.moveCount).toBe(1);
    expect(session.play({ take: 1 }).ok).toBe(false);
  });

  it('the game moved on: an answer for an older position is dropped and the bot is asked again', async () => {
    // Both seats decide at once; the human answers while the bot is still thinking.
    const answers: ((m: unknown) => void)[] = [];
    const bots = fakeBots(() => new Promise((resolve) => answers.push(resolve)));
    const setup: SessionSetup = { ...humanVsBot, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] };
    const session = GameSession.create(setup, deps({ bots, resolveGame: () => sayGame }));
    session.start();
    await until(session, (s) => s.thinking === 1);
    expect(session.play({ say: 1 })).toEqual({ ok: true });
    answers[0]?.({ say: 0 }); // decided on the position before the human's move
    await new Promise((r) => setTimeout(r, 20));
    expect(session.snapshot.moveCount).toBe(1);
    expect(bots.requests).toHaveLength(2);
    answers[1]?.({ say: 1 });
    const done = await until(session, (s) => s.moveCount === 2);
    expect((done.view as SayState).said).toEqual([1, 1]);
    session.dispose();
  });

  it('autosaves after every move; the last autosave of a finished game says over', async () => {
    const saves = fakeSaves();
    const session = GameSession.create(allBots, deps({ saves }));
    session.start();
    const end = await until(session, (s) => s.outcome !== null);
    await session.flush();
    const last = saves.records.at(-1);
    expect(last?.moves).toHaveLength(end.moveCount);
    expect(last?.meta).toMatchObject({ status: 'over', turn: end.moveCount, players: 3 });
    // Writes are coalesced while one is in flight, but every position ends up saved in order.
    const turns = saves.records.map((r) => r.meta.turn);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
    session.dispose();
  });

  it('restoring from a save gives exactly the same snapshot, with the pending decision', async () => {
    const saves = fakeSaves();
    const session = GameSession.create(humanVsBot, deps({ saves }));
    session.start();
    session.play({ take: 2 });
    const pending = await until(session, (s) => s.toAct.includes(0) && s.moveCount === 2);
    await session.flush();
    session.dispose();
    const record = saves.records.at(-1);
    if (!record) throw new Error('no autosave');
    const restored = GameSession.fromSave(record, deps());
    expect(restored.snapshot).toEqual(pending);
    expect(restored.play({ take: 1 })).toEqual({ ok: true });
  });

  it('a bot port that fails once raises notice.workerRestarted and the game resumes from the current state', async () => {
    const bots = fakeBots(async (req, call) => {
      if (call === 0) throw new Error('worker crashed');
      return req.legal[0];
    });
    const updates: SessionUpdate[] = [];
    const session = GameSession.create(allBots, deps({ bots }));
    session.subscribe((u) => updates.push(u));
    session.start();
    await until(session, (s) => s.outcome !== null);
    expect(updates.some((u) => u.snapshot.notice === 'notice.workerRestarted')).toBe(true);
    // Asked again from the same position (only the clock's start differs).
    expect({ ...bots.requests[0], askedAt: 0 }).toEqual({ ...bots.requests[1], askedAt: 0 });
    session.dispose();
  });

  it('a bot port that keeps failing falls back to a random legal move, so the game never stalls', async () => {
    const bots = fakeBots(async () => {
      throw new Error('worker keeps crashing');
    });
    const updates: SessionUpdate[] = [];
    const session = GameSession.create(allBots, deps({ bots }));
    session.subscribe((u) => updates.push(u));
    session.start();
    await until(session, (s) => s.moveCount >= 1);
    expect(updates.some((u) => u.snapshot.notice === 'notice.botFallback')).toBe(true);
    session.dispose();
  });

  it('a full disk is a lasting state: every snapshot says so until a save succeeds again (Retry)', async () => {
    let full = true;
    const records: SaveRecord[] = [];
    const saves = {
      autosave: async (r: SaveRecord): Promise<WriteResult> => {
        if (full) return { ok: false, error: { code: 'quota', message: 'full' }, notice: 'notice.storageFull' };
        records.push(r);
        return { ok: true };
      },
    };
    const session = GameSession.create(humanVsBot, deps({ saves }));
    session.start();
    session.play({ take: 1 });
    const failing = await until(session, (s) => s.saveProblem !== null);
    expect(failing.saveProblem).toBe('notice.storageFull');
    await until(session, (s) => s.moveCount === 2);
    await session.flush();
    expect(session.snapshot.saveProblem).toBe('notice.storageFull');
    // Space again: Retry writes the whole game as it stands, and the banner goes.
    full = false;
    session.retrySave();
    const saved = await until(session, (s) => s.saveProblem === null);
    expect(saved.moveCount).toBe(2);
    expect(records.at(-1)?.moves).toHaveLength(2);
    session.dispose();
  });

  it('a result the full disk refused reaches the stats once writes work again; the finished game is stored as over', async () => {
    let full = true;
    const records: SaveRecord[] = [];
    const results: GameResult[] = [];
    const quota: WriteResult = { ok: false, error: { code: 'quota', message: 'full' }, notice: 'notice.storageFull' };
    const saves = {
      autosave: async (r: SaveRecord): Promise<WriteResult> => {
        if (full) return quota;
        records.push(r);
        return { ok: true };
      },
    };
    const stats = {
      recordResult: async (r: GameResult): Promise<WriteResult> => {
        if (full) return quota;
        results.push(r);
        return { ok: true };
      },
    };
    const session = GameSession.create(allBots, deps({ saves, stats }));
    session.start();
    await until(session, (s) => s.outcome !== null && s.saveProblem !== null);
    await session.flush();
    expect(results).toEqual([]);
    full = false;
    session.retrySave();
    await until(session, (s) => s.saveProblem === null);
    await session.flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toHaveLength(1);
    expect(records.at(-1)?.meta.status).toBe('over');
    // Counted once: another Retry adds nothing.
    session.retrySave();
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toHaveLength(1);
    session.dispose();
  });

  it('a bot move stays on screen at least the minimum display delay', async () => {
    // On a fake clock: the bot's answer comes at once, its move waits the 80 ms, not one less.
    vi.useFakeTimers();
    try {
      const session = GameSession.create(humanVsBot, deps({ botDelayMs: () => 80 }));
      session.start();
      session.play({ take: 1 });
      await vi.advanceTimersByTimeAsync(79);
      expect(session.snapshot.moveCount).toBe(1);
      expect(session.snapshot.thinking).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(session.snapshot.moveCount).toBe(2);
      session.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it("events are filtered for the viewer; only the viewer's own moves are described in words", async () => {
    const updates: SessionUpdate[] = [];
    const session = GameSession.create(humanVsBot, deps());
    session.subscribe((u) => updates.push(u));
    session.start();
    session.play({ take: 1 });
    await until(session, humanToMove);
    const moves = updates.filter((u) => u.events.length > 0);
    // describe() names a move whole, secrets included: the bot's move reaches seat 0 as events only.
    expect(moves.map((u) => u.log)).toEqual([['Seat 0 takes 1.'], []]);
    // Seat 0 sees its own secret peek, not the bot's.
    expect(moves[0]?.events.map((e) => e.type)).toEqual(['take', 'peek']);
    expect(moves[1]?.events.map((e) => e.type)).toEqual(['take']);
    session.dispose();
  });

  it('a setup whose seats do not match the player count is refused', () => {
    const bad = { ...humanVsBot, seats: [{ kind: 'human' as const }] };
    expect(() => GameSession.create(bad, deps())).toThrow(/seats/);
  });
});
