import { describe, expect, it } from 'vitest';
import { type Heuristics, registerHeuristics } from '../../src/ai/heuristics';
import { type Thought, think, thinkRanked } from '../../src/ai/think';
import type { GameId } from '../../src/engine/core/types';
import { toyGame as countersGame } from '../app/toy-game';
import './setup-toy';
import { toyGame } from './toy-game';
import { toyHeuristics } from './toy-heuristics';

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
    await thinkRanked(request('normal', 120), { cancelled: false }); // the whole time: no early stop
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

  it('lets the heuristics drop their caches when a search ends, answered or cancelled', async () => {
    let ended = 0;
    registerHeuristics('toy', { ...(toyHeuristics as Heuristics), endSearch: () => ended++ });
    try {
      await think(request('hard', 30), { cancelled: false });
      expect(ended).toBe(1);
      const cancel = { cancelled: false };
      const pending = think(request('hard', 2000), cancel);
      cancel.cancelled = true;
      await expect(pending).rejects.toThrow('cancelled');
      expect(ended).toBe(2);
      // A decision with one legal move searches nothing, so there is nothing to drop.
      await think({ ...request('hard', 30), legal: [request('hard').legal[0]] }, { cancelled: false });
      expect(ended).toBe(2);
    } finally {
      registerHeuristics('toy', toyHeuristics as Heuristics);
    }
  });
});

describe('a search by time spends its time where it pays', () => {
  // Counters (tests/app/toy-game): with three left, taking all three wins at once.
  const counters = { ...countersGame, id: 'counters' as GameId };
  registerHeuristics('counters', { evaluate: () => [0.5, 0.5] });
  const state = counters.setup({ players: 2, seed: 3, pile: 3 });
  const req = { game: counters, view: counters.view(state, 0), player: 0, legal: counters.legalMoves(state, 0), level: 'hard', seed: 5, timeMs: 300 };

  it('a move stops as soon as the leader cannot be caught in the time left; a ranking (the hint) searches the whole time', async () => {
    const visits = (t: Thought) => (t.ranked ?? []).reduce((n, r) => n + r.visits, 0);
    const settled = await thinkRanked(req, { cancelled: false }, true);
    const whole = await thinkRanked(req, { cancelled: false });
    expect(settled.move).toEqual({ take: 3 });
    expect(whole.move).toEqual({ take: 3 });
    expect(visits(settled)).toBeLessThan(visits(whole));
  });
});
