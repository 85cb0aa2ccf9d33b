// The replay (src/app/replay.ts): a recorded game told again move by move, from the first
// human's eyes, with the log following and every hand open at the end; the position after n
// moves is the one the live game had (and the one an undo back to n gives).
import { describe, expect, it, vi } from 'vitest';
import { ReplaySession } from '../../src/app/replay';
import { GameSession, type SessionSnapshot, type SessionUpdate } from '../../src/app/session';
import type { SessionSetup } from '../../src/model/setup';
import type { SaveRecord } from '../../src/storage/types';
import type { BotPort } from '../../src/worker/port';
import { toyGame } from './toy-game';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('./toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

const setup: SessionSetup = {
  game: 'gears',
  options: { players: 2, seed: 9, pile: 7 },
  seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
};
const bots: BotPort = { chooseMove: async () => ({ take: 1 }), cancel: () => undefined };

/** Plays a whole game (the human takes 2 while it can), keeping every snapshot the table was given. */
async function playedGame(): Promise<{ record: SaveRecord; seen: SessionSnapshot[] }> {
  const session = GameSession.create(setup, { bots, botDelayMs: () => 0 });
  const seen: SessionSnapshot[] = [session.snapshot];
  const done = new Promise<void>((resolve) =>
    session.subscribe((u) => {
      if (u.player !== null) seen.push(u.snapshot);
      if (u.snapshot.outcome) resolve();
      else if (u.snapshot.toAct.includes(0) && u.player !== null) session.play({ take: Math.min(2, (u.snapshot.view as { pile: number }).pile) });
    }),
  );
  session.start();
  session.play({ take: 2 });
  await done;
  const record = session.toSaveRecord();
  session.dispose();
  return { record, seen };
}

describe('the replay of a recorded game', () => {
  it('opens at the start (it tells the game), and every position it steps to is the one the game had', async () => {
    const { record, seen } = await playedGame();
    const replay = new ReplaySession(record);
    expect(replay.position.get()).toMatchObject({ at: 0, total: record.moves.length });
    expect(replay.snapshot.moveCount).toBe(0);
    replay.seek(record.moves.length);
    expect(replay.snapshot.outcome).toEqual(seen.at(-1)?.outcome);
    for (let n = 0; n <= record.moves.length; n++) {
      replay.seek(n);
      const live = seen.find((s) => s.moveCount === n);
      expect(replay.snapshot.view, `after ${n} moves`).toEqual(live?.view);
      expect(replay.snapshot.legal).toEqual([]);
    }
  });

  it('a step forward animates that move (its events, for the viewer); other jumps redraw', async () => {
    const { record } = await playedGame();
    const replay = new ReplaySession(record);
    const updates: SessionUpdate[] = [];
    replay.subscribe((u) => updates.push(u));
    replay.seek(record.moves.length);
    replay.seek(0);
    replay.step(1);
    replay.step(1);
    replay.step(-1);
    expect(updates.map((u) => u.reset === true)).toEqual([true, true, false, false, true]);
    updates.shift();
    // Move 1 was the human's: its own secret peek is there, and its sentence.
    expect(updates[1]?.events.map((e) => e.type)).toEqual(['take', 'peek']);
    expect(updates[1]?.log).toEqual(['Seat 0 takes 2.']);
    // Move 2 was the bot's: its peek is not the viewer's to see.
    expect(updates[2]?.events.map((e) => e.type)).toEqual(['take']);
    expect(replay.history(0)).toHaveLength(1);
  });

  it('the log follows: its history holds exactly the moves shown so far', async () => {
    const { record } = await playedGame();
    const replay = new ReplaySession(record);
    replay.seek(3);
    expect(replay.history(replay.viewer).map((h) => h.player)).toEqual(record.moves.slice(0, 3).map((m) => m.player));
  });

  it('every hand opens at the end only', async () => {
    const { record } = await playedGame();
    const replay = new ReplaySession(record);
    const state = toyGame.setup(toyGame.normalizeOptions({ ...setup.options }));
    replay.seek(1);
    replay.setOpen(true);
    expect(replay.position.get().open).toBe(false);
    expect((replay.snapshot.view as { secrets: unknown[] }).secrets[1]).toBeNull();
    replay.seek(record.moves.length);
    replay.setOpen(true);
    expect(replay.position.get().open).toBe(true);
    expect((replay.snapshot.view as { secrets: unknown[] }).secrets).toEqual(state.secrets);
  });

  it('an unfinished record never opens the hands: they are still in play', async () => {
    const { record } = await playedGame();
    const unfinished = { ...record, moves: record.moves.slice(0, 2) };
    const replay = new ReplaySession(unfinished);
    expect(replay.finished).toBe(false);
    replay.seek(unfinished.moves.length);
    expect(replay.position.get().canOpen).toBe(false);
    replay.setOpen(true);
    expect(replay.position.get().open).toBe(false);
    expect((replay.snapshot.view as { secrets: unknown[] }).secrets[1]).toBeNull();
  });

  it('a replay takes no moves', async () => {
    const { record } = await playedGame();
    const replay = new ReplaySession(record);
    replay.seek(0);
    expect(replay.play().ok).toBe(false);
    expect(replay.snapshot.moveCount).toBe(0);
  });
});

describe('undo and the replay agree', () => {
  it('the position an undo gives is the replay of the shorter move list', async () => {
    const session = GameSession.create({ ...setup, options: { ...setup.options, pile: 12 } }, { bots, botDelayMs: () => 0 });
    session.start();
    const mine = (n: number) =>
      new Promise<void>((resolve) => {
        const off = session.subscribe((u) => {
          if (u.snapshot.moveCount === n && u.snapshot.toAct.includes(0)) {
            off();
            resolve();
          }
        });
      });
    session.play({ take: 1 });
    await mine(2);
    session.play({ take: 2 });
    await mine(4);
    const full = session.toSaveRecord();
    session.undo();
    const replay = new ReplaySession(full);
    replay.seek(session.snapshot.moveCount);
    expect(replay.snapshot.view).toEqual(session.snapshot.view);
    session.dispose();
  });
});
