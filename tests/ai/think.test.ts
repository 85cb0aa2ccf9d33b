import { describe, expect, it } from 'vitest';
import { think } from '../../src/ai/think';
import './setup-toy';
import { toyGame } from './toy-game';

function request(level: string, timeMs?: number) {
  const state = toyGame.setup(toyGame.normalizeOptions({ players: 3, seed: 4, handSize: 4 }));
  return {
    game: toyGame,
    view: toyGame.view(state, 0),
    player: 0,
    legal: toyGame.legalMoves(state, 0),
    level,
    seed: 11,
    ...(timeMs === undefined ? {} : { timeMs }),
  };
}

describe('think() in the worker', () => {
  it('honours a cancel within a few milliseconds of the search yielding', async () => {
    const cancel = { cancelled: false };
    const t0 = performance.now();
    const pending = think(request('hard', 2000), cancel);
    setTimeout(() => {
      cancel.cancelled = true;
    }, 30);
    await expect(pending).rejects.toThrow('cancelled');
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it('returns the best move so far when its time is up', async () => {
    const req = request('hard', 60);
    const t0 = performance.now();
    const move = await think(req, { cancelled: false });
    expect(performance.now() - t0).toBeLessThan(400);
    expect(req.legal).toContainEqual(move);
  });

  it('keeps the event loop turning while it searches', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await think(request('normal', 120), { cancelled: false });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
  });

  it('a fixed iteration budget gives the same move as the synchronous bot', async () => {
    const a = await think(request('ismcts:200'), { cancelled: false });
    const b = await think(request('ismcts:200'), { cancelled: false });
    expect(a).toEqual(b);
  });

  it('answers at once when only one move is legal, and refuses when none is', async () => {
    const req = request('hard');
    expect(await think({ ...req, legal: [{ card: 5 }] }, { cancelled: false })).toEqual({ card: 5 });
    await expect(think({ ...req, legal: [] }, { cancelled: false })).rejects.toThrow();
  });
});
