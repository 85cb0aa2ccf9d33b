// The game as a record (app/record.ts), rule by rule on the toy game: a set position, a move, and
// the exact record that follows; a refused move and the record left as it was; undo as the replay
// of the shorter move list; a viewer's snapshot; a save and its one replay back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hintedRecord, playMove, restoreRecord, resultOf, saveRecordOf, snapshotOf, startRecord, undoRecord } from '../../src/app/record';
import type { AnyGame, PlayerId } from '../../src/engine/core/types';
import type { SessionSetup } from '../../src/model/setup';
import { playedRecord } from './session-harness';
import { toyGame, type ToyState } from './toy-game';

const game = toyGame as AnyGame;
const resolve = () => game;
/** Seat 0 a person, seat 1 a bot; a pile of 6; seed 7 deals the secrets. */
const vsBot: SessionSetup = { game: 'gears', options: { players: 2, seed: 7, pile: 6 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };
const hotseat: SessionSetup = { ...vsBot, seats: [{ kind: 'human' }, { kind: 'human' }] };
const set = toyGame.setup({ players: 2, seed: 7, pile: 6 });
const [s0, s1] = set.secrets as [number, number];

const played = playedRecord;

afterEach(() => vi.restoreAllMocks());

describe('starting a record', () => {
  it('holds the set-up position and nothing played; the one human vs bots is the undo seat', () => {
    expect(startRecord(game, vsBot)).toEqual({
      setup: vsBot,
      moves: [],
      states: [set],
      steps: [],
      undoSeat: 0,
      revealed: [],
      outcome: null,
      undone: false,
      hints: 0,
    });
    expect(startRecord(game, hotseat).undoSeat).toBeNull();
  });

  it('refuses seats that do not match the player count', () => {
    expect(() => startRecord(game, { ...vsBot, seats: [{ kind: 'human' }] })).toThrow('1 seats for 2 players');
  });
});

describe('playing a move on a record', () => {
  it('a legal move gives the exact next record: the listed move, the position, its events, what it revealed', () => {
    const start = startRecord(game, vsBot);
    const before = structuredClone(start);
    // The caller's object carries an extra field: the record keeps the engine's listed move.
    const r = playMove(game, start, 0, { take: 2, note: 'mine' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = { ...set, pile: 4, turn: 1 };
    const events = [
      { type: 'take', player: 0, take: 2 },
      { type: 'peek', player: 0, secret: s0, visibleTo: [0] },
    ];
    expect(r.events).toEqual(events);
    expect(r.record).toEqual({ ...before, moves: [{ player: 0, move: { take: 2 } }], states: [set, after], steps: [events], revealed: [null] });
    expect(r.record.moves[0]?.move).toBe(toyGame.legalMoves(set, 0)[1]);
    // The record handed in is as it was.
    expect(start).toEqual(before);
  });

  it("a move that shows the undo seat another's secret is kept as a reveal; the last counter ends the game", () => {
    const r = played(vsBot, [3, 1, 2]);
    expect(r.revealed).toEqual(['peek', null, null]);
    expect(r.steps[0]).toContainEqual({ type: 'spy', player: 0, secret: s1, visibleTo: [0] });
    expect(r.outcome).toEqual({ winners: [0], ranking: [[0], [1]], scores: [1, 0], reason: 'last-counter' });
  });

  it('an illegal move is refused with the engine reason, and the record is unchanged', () => {
    const start = played(vsBot, [1]);
    const before = structuredClone(start);
    const tooMany = playMove(game, start, 1, { take: 9 });
    expect(tooMany).toEqual({ ok: false, error: { code: 'bad-take', message: 'Take 1, 2 or 3 counters, no more than the pile holds.' } });
    const outOfTurn = playMove(game, start, 0, { take: 1 });
    expect(outOfTurn).toEqual({ ok: false, error: { code: 'not-your-turn', message: "It is seat 1's turn, not seat 0's." } });
    expect(start).toEqual(before);
  });

  it("a move the engine would take but does not list is refused as 'not-listed'", () => {
    // A rule variant that lists no take of 2: the engine's apply still accepts one.
    const noTwos = { ...toyGame, legalMoves: (s: ToyState, p: PlayerId) => toyGame.legalMoves(s, p).filter((m) => m.take !== 2) } as AnyGame;
    const start = startRecord(noTwos, vsBot);
    const before = structuredClone(start);
    expect(playMove(noTwos, start, 0, { take: 2 })).toEqual({ ok: false, error: { code: 'not-listed', message: 'That is not one of the moves you can make now.' } });
    expect(start).toEqual(before);
  });

  it('the game over refuses every move', () => {
    const over = played(vsBot, [3, 3]);
    expect(over.outcome).not.toBeNull();
    expect(playMove(game, over, 0, { take: 1 })).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });
});

describe('undo on a record', () => {
  it('going back to a point gives the record of the shorter move list, marked as undone', () => {
    const long = played(vsBot, [1, 2, 1, 1]);
    const short = played(vsBot, [1, 2]);
    const back = undoRecord(long, 2);
    expect(back).toEqual({ ...short, undone: true });
    // The record it came from keeps its four moves.
    expect(long.moves).toHaveLength(4);
  });

  it('a finished game taken back is not over', () => {
    const over = played(vsBot, [1, 2, 3]);
    expect(over.outcome).not.toBeNull();
    expect(undoRecord(over, 2)).toEqual({ ...played(vsBot, [1, 2]), undone: true });
  });

  it('refuses a point that is not a kept position', () => {
    const r = played(vsBot, [1, 1]);
    expect(() => undoRecord(r, 3)).toThrow(RangeError);
    expect(() => undoRecord(r, -1)).toThrow(RangeError);
  });
});

describe("a viewer's snapshot of a record", () => {
  it("shows the viewer's own secret and hides the other's; only a seat to act has moves", () => {
    const r = played(hotseat, [1]);
    const seat1 = snapshotOf(game, r, { viewer: 1 });
    expect(seat1).toEqual({
      setup: hotseat,
      viewer: 1,
      view: { players: 2, pile: 5, turn: 1, secrets: [null, s1] },
      legal: [{ take: 1 }, { take: 2 }, { take: 3 }],
      toAct: [1],
      outcome: null,
      moveCount: 1,
      undo: null,
    });
    expect(snapshotOf(game, r, { viewer: 0 })).toMatchObject({ view: { secrets: [s0, null] }, legal: [] });
    expect(snapshotOf(game, r, { viewer: null })).toMatchObject({ view: { secrets: [null, null] }, legal: [] });
  });

  it("the table's viewer is the human to act, else the one shown last, else the first human", () => {
    expect(snapshotOf(game, played(hotseat, [1])).viewer).toBe(1);
    // Against a bot: while the bot acts, the person's eyes stay.
    expect(snapshotOf(game, played(vsBot, [1]), { kept: 0 }).viewer).toBe(0);
    const threeSeats: SessionSetup = { ...vsBot, options: { ...vsBot.options, players: 3 }, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'human' }, { kind: 'human' }] };
    expect(snapshotOf(game, startRecord(game, threeSeats), { kept: 2 }).viewer).toBe(2);
    expect(snapshotOf(game, startRecord(game, threeSeats)).viewer).toBe(1);
  });

  it("gives the undo seat's undo: nothing to take back at the start, its last move, never past a reveal, not once over", () => {
    expect(snapshotOf(game, startRecord(game, vsBot)).undo).toEqual({ can: false, block: 'start' });
    expect(snapshotOf(game, played(vsBot, [1, 1])).undo).toEqual({ can: true, to: 0 });
    expect(snapshotOf(game, played(vsBot, [1, 1, 2, 1])).undo).toEqual({ can: true, to: 2 });
    expect(snapshotOf(game, played(vsBot, [3, 1])).undo).toEqual({ can: false, block: 'peek' });
    expect(snapshotOf(game, played(vsBot, [3, 3])).undo).toEqual({ can: false, block: 'over' });
    // Undo off at this table: no undo state at all.
    expect(snapshotOf(game, played(vsBot, [1, 1]), { undo: false }).undo).toBeNull();
  });
});

describe('a record saved and opened again', () => {
  it('the save holds its moves, position, undone and hints; it opens to the same record with one replay', () => {
    const record = hintedRecord(undoRecord(played(vsBot, [1, 2, 1, 1]), 2));
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
    const save = saveRecordOf(record, 'gears:record', 1234);
    expect(save).toEqual({
      id: 'gears:record',
      game: 'gears',
      setup: vsBot,
      seed: 7,
      moves: [
        { player: 0, move: { take: 1 } },
        { player: 1, move: { take: 2 } },
      ],
      snapshot: { moveCount: 2, state: { ...set, pile: 3, turn: 0 } },
      meta: { players: 2, turn: 2, date: 1234, status: 'playing', undone: true, hints: 1 },
      version: 2,
    });
    const setups = vi.spyOn(toyGame, 'setup');
    const applies = vi.spyOn(toyGame, 'apply');
    const opened = restoreRecord(save, resolve);
    expect(setups).toHaveBeenCalledTimes(1);
    expect(applies).toHaveBeenCalledTimes(2);
    expect(opened).toEqual({ ok: true, value: { game, record, snapshotAgreed: true } });
  });

  it('a finished game saves as over; a save whose moves no longer replay does not open', () => {
    expect(saveRecordOf(played(vsBot, [3, 3]), 'gears:over', 1).meta.status).toBe('over');
    const save = saveRecordOf(played(vsBot, [1]), 'gears:bad', 1);
    const opened = restoreRecord({ ...save, moves: [...save.moves, { player: 0, move: { take: 1 } }] }, resolve);
    expect(opened.ok ? null : opened.error.code).toBe('no-replay');
  });
});

describe("a record's result", () => {
  it('none while the game goes on; once over, from the human seat against the strongest bot, flagged for undo and hints', () => {
    expect(resultOf(played(vsBot, [1]), 5)).toBeNull();
    expect(resultOf(played(vsBot, [3, 1, 2]), 5)).toEqual({ game: 'gears', level: 'easy', players: 2, date: 5, result: 'won', rank: 1, score: 1 });
    // Taken back to the start, a hint asked, then seat 1 takes the last counters.
    const helped = played(vsBot, [3, 3], hintedRecord(undoRecord(played(vsBot, [1, 1]), 0)));
    expect(resultOf(helped, 6)).toEqual({ game: 'gears', level: 'easy', players: 2, date: 6, result: 'lost', rank: 2, score: 0, undone: true, hints: 1 });
  });
});
