// The coach's hint (GameSession.hint): the hard bot's choice for the human owing a decision,
// asked from that human's own view over the bots' port; an answer for a position that has gone
// is dropped; hints given are saved with the game and counted in the stats.
import { describe, expect, it, vi } from 'vitest';
import { GameSession, } from '../../src/app/session';
import type { SessionSetup } from '../../src/model/setup';
import { addResult, emptyRow } from '../../src/storage/stats';
import type { GameResult, SaveRecord } from '../../src/storage/types';
import { checkSaveShape } from '../../src/storage/shape';
import type { BotPort, BotRequest } from '../../src/worker/port';
import { sayGame } from './say-game';
import { deps, fakeBots, humanVsBot, myTurn, until } from './session-harness';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('./toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

/** Bot seats take one counter; a hint request (level 'hard') gets what `hint` answers. */
const hintBots = (hint: (req: BotRequest) => Promise<unknown>) => fakeBots((req) => (req.level === 'hard' ? hint(req) : Promise.resolve({ take: 1 })));

describe('hints', () => {
  it("asks the hard bot for the human's seat with the human's view, and answers with the listed legal move", async () => {
    // The answer repeats the move with an extra field: the hint is the legal move it names.
    const bots = hintBots(async () => ({ take: 2, why: 'extra' }));
    const session = GameSession.create(humanVsBot, deps({ bots }));
    const view = session.snapshot.view;
    const legal = session.snapshot.legal;
    const r = await session.hint();
    expect(r).toEqual({
      ok: true,
      move: { take: 2 },
      index: 1,
      moveCount: 0,
      text: 'Seat 0 takes 2.',
      choices: [{ move: { take: 2 }, index: 1, text: 'Seat 0 takes 2.', chance: null }],
    });
    if (r.ok) expect(r.move).toBe(legal[1]);
    expect(bots.requests).toHaveLength(1);
    const req = bots.requests[0] as BotRequest;
    expect(req).toMatchObject({ game: 'gears', player: 0, level: 'hard', legal });
    // The view of seat 0: its own secret shown, the bot's hidden, no rng; never the state.
    expect(req.view).toEqual(view);
    expect(req.view).toEqual({ players: 2, pile: 10, turn: 0, secrets: [expect.any(Number), null] });
    expect(Number.isInteger(req.seed)).toBe(true);
    session.dispose();
  });

  it('shows the search’s best three moves, the chosen one first, each with its estimated chance of winning, none twice', async () => {
    const bots = hintBots(async () => ({ take: 1 }));
    const advised: number[] = [];
    bots.advise = async (req) => {
      advised.push(req.rank ?? 0);
      bots.requests.push(req);
      return {
        move: { take: 3 },
        ranked: [
          { move: { take: 3, why: 'extra' }, visits: 900, chance: 0.62 },
          { move: { take: 9 }, visits: 400, chance: 0.5 }, // not a legal move: skipped
          { move: { take: 1 }, visits: 300, chance: 0.41 },
          { move: { take: 1, why: 'again' }, visits: 200, chance: 0.4 }, // the same legal move: listed once
          { move: { take: 2 }, visits: 100, chance: 0.3 },
        ],
      };
    };
    const session = GameSession.create(humanVsBot, deps({ bots }));
    const legal = session.snapshot.legal;
    const r = await session.hint();
    expect(advised).toEqual([6]); // twice the three shown: some may be one line
    expect(r).toMatchObject({ ok: true, move: { take: 3 }, index: 2 });
    if (!r.ok) throw new Error('no hint');
    expect(r.choices).toEqual([
      { move: { take: 3 }, index: 2, text: 'Seat 0 takes 3.', chance: 0.62 },
      { move: { take: 1 }, index: 0, text: 'Seat 0 takes 1.', chance: 0.41 },
      { move: { take: 2 }, index: 1, text: 'Seat 0 takes 2.', chance: 0.3 },
    ]);
    for (const c of r.choices) expect(c.move).toBe(legal[c.index]);
    expect(bots.requests[0]).toMatchObject({ level: 'hard', player: 0, view: session.snapshot.view });
    session.dispose();
  });

  it('drops an answer that arrives after the human moved, and counts no hint for it', async () => {
    let answer: (m: unknown) => void = () => undefined;
    const bots = hintBots(() => new Promise((resolve) => (answer = resolve)));
    const session = GameSession.create(humanVsBot, deps({ bots }));
    session.start();
    const pending = session.hint();
    expect(session.play({ take: 1 })).toEqual({ ok: true });
    answer({ take: 3 });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'stale' } });
    await until(session, myTurn(2));
    expect(session.toSaveRecord().meta.hints).toBeUndefined();
    session.dispose();
  });

  it('drops an answer for a position taken back by undo', async () => {
    let answer: (m: unknown) => void = () => undefined;
    const bots = hintBots(() => new Promise((resolve) => (answer = resolve)));
    const session = GameSession.create(humanVsBot, deps({ bots }));
    session.start();
    session.play({ take: 1 });
    await until(session, myTurn(2));
    const pending = session.hint();
    expect(session.undo()).toEqual({ ok: true });
    answer({ take: 1 });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'stale' } });
    session.dispose();
  });

  it('is refused while no human owes a decision, and where hints are off', async () => {
    let answer: (m: unknown) => void = () => undefined;
    const bots: BotPort = { chooseMove: () => new Promise((resolve) => (answer = resolve)), cancel: () => undefined };
    const session = GameSession.create(humanVsBot, deps({ bots }));
    session.start();
    session.play({ take: 1 });
    // The bot seat is deciding (its answer is held back): nothing of the human's to hint at.
    expect(session.canHint).toBe(false);
    expect(await session.hint()).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    answer({ take: 1 });
    session.dispose();
    const off = GameSession.create(humanVsBot, deps({ bots: hintBots(async () => ({ take: 1 })), hints: false }));
    expect(off.canHint).toBe(false);
    expect(await off.hint()).toMatchObject({ ok: false, error: { code: 'hints-off' } });
    off.dispose();
  });

  it('saves the number of hints with the game, keeps it through a load, and records it with the result', async () => {
    const records: SaveRecord[] = [];
    const saves = {
      autosave: async (r: SaveRecord) => {
        records.push(structuredClone(r));
        return { ok: true as const };
      },
    };
    const results: GameResult[] = [];
    const stats = {
      recordResult: async (r: GameResult) => {
        results.push(r);
        return { ok: true as const };
      },
    };
    const setup: SessionSetup = { ...humanVsBot, options: { ...humanVsBot.options, pile: 4 } };
    const bots = hintBots(async () => ({ take: 1 }));
    const session = GameSession.create(setup, deps({ bots, saves, stats }));
    session.start();
    expect(await session.hint()).toMatchObject({ ok: true, move: { take: 1 } });
    session.play({ take: 1 });
    await until(session, myTurn(2));
    await session.flush();
    const saved = records.at(-1) as SaveRecord;
    expect(saved.meta.hints).toBe(1);
    expect(checkSaveShape(saved).ok).toBe(true);
    session.dispose();

    const loaded = GameSession.fromSave(saved, deps({ bots, stats }));
    loaded.start();
    // Two counters left, the human's turn: one hint more, then the winning take.
    expect(await loaded.hint()).toMatchObject({ ok: true });
    expect(loaded.play({ take: 2 })).toEqual({ ok: true });
    await until(loaded, (s) => s.outcome !== null);
    expect(loaded.toSaveRecord().meta.hints).toBe(2);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ result: 'won', hints: 2 });
    loaded.dispose();
  });

  it('an old save without a hint count loads as none; a malformed count is refused', () => {
    const session = GameSession.create(humanVsBot, deps({ bots: hintBots(async () => ({ take: 1 })) }));
    const old = session.toSaveRecord();
    expect(old.meta.hints).toBeUndefined();
    expect(GameSession.fromSave(old, deps({ bots: hintBots(async () => ({ take: 1 })) })).toSaveRecord().meta.hints).toBeUndefined();
    const bad = { ...old, meta: { ...old.meta, hints: -1 } };
    expect(checkSaveShape(bad)).toMatchObject({ ok: false });
    session.dispose();
  });

  it('the stats count the games played with hints; a result without a count adds none', () => {
    const base = { game: 'gears' as const, level: 'easy' as const, rank: 1, players: 2, score: 1, date: 1 };
    let row = emptyRow('gears', 'easy');
    row = addResult(row, { ...base, result: 'won', hints: 3 });
    row = addResult(row, { ...base, result: 'lost' });
    row = addResult(row, { ...base, result: 'won', hints: 1, undone: true });
    expect(row).toMatchObject({ played: 3, won: 2, lost: 1, withHints: 2, withUndo: 1 });
  });
});

describe('a hint while a bot decides', () => {
  it("is kept when the bot's move lands: both seats decide at once, the hint is counted before the bot answers", async () => {
    const answers: ((m: unknown) => void)[] = [];
    const bots = fakeBots((req) => (req.level === 'hard' ? Promise.resolve({ say: 1 }) : new Promise((resolve) => answers.push(resolve))));
    const results: GameResult[] = [];
    const stats = {
      recordResult: async (r: GameResult) => {
        results.push(r);
        return { ok: true as const };
      },
    };
    const session = GameSession.create(humanVsBot, deps({ bots, stats, resolveGame: () => sayGame }));
    session.start();
    await until(session, (s) => s.thinking === 1);
    expect(await session.hint()).toMatchObject({ ok: true, move: { say: 1 } });
    answers[0]?.({ say: 0 });
    await until(session, (s) => s.moveCount === 1);
    expect(session.record.moves).toEqual([{ player: 1, move: { say: 0 } }]);
    expect(session.record.hints).toBe(1);
    expect(session.play({ say: 1 })).toEqual({ ok: true });
    await until(session, (s) => s.outcome !== null);
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toMatchObject([{ hints: 1 }]);
    session.dispose();
  });
});
