import { describe, expect, it } from 'vitest';
import { type Heuristics, registerHeuristics } from '../../src/ai/heuristics';
import { type CancelToken, type Thought, think, thinkRanked } from '../../src/ai/think';
import type { AnyGame, GameId } from '../../src/engine/core/types';
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

/** A test's request names its game by object; the request proper names it by id, think() takes the game beside it. */
const asked = <R extends { game: AnyGame }>(r: R) => ({ ...r, game: r.game.id });
/** think()'s chosen move. */
const thinkMove = async (r: { game: AnyGame } & Omit<Parameters<typeof think>[1], 'game'>, cancel: CancelToken) => (await think(r.game, asked(r), cancel)).move;

describe('think() in the worker', () => {
  it('honours a cancel at the next slice: the search reads the token between slices and stops', async () => {
    // The token counts its reads; it turns cancelled at the third. A search that never looked
    // again (or ran its whole 2 s budget) would not reject on the fourth read.
    let reads = 0;
    const cancel = {
      get cancelled() {
        reads++;
        return reads >= 3;
      },
    };
    await expect(thinkMove(request('hard', 2000), cancel)).rejects.toThrow('cancelled');
    expect(reads).toBe(3);
  });

  it('returns the best move so far when its time is up', async () => {
    // A level's search has no iteration budget: only its deadline ends it, so an answer at all is
    // the time running out (no early settling: a ranking uses the whole time).
    const req = request('hard', 60);
    const thought = await thinkRanked(toyGame, asked(req), { cancelled: false });
    expect(req.legal).toContainEqual(thought.move);
    expect(thought.ranked?.length).toBeGreaterThan(0);
  });

  it('a fixed iteration budget gives the same move as the synchronous bot', async () => {
    const a = await thinkMove(request('ismcts:200'), { cancelled: false });
    const b = await thinkMove(request('ismcts:200'), { cancelled: false });
    expect(a).toEqual(b);
  });

  it('answers at once when only one move is legal, and refuses when none is', async () => {
    const req = request('hard');
    expect(await thinkMove({ ...req, legal: [{ card: 5 }] }, { cancelled: false })).toEqual({ card: 5 });
    await expect(thinkMove({ ...req, legal: [] }, { cancelled: false })).rejects.toThrow();
  });

  it('lets the heuristics drop their caches when a search ends, answered or cancelled', async () => {
    let ended = 0;
    registerHeuristics('toy', { ...(toyHeuristics as Heuristics), endSearch: () => ended++ });
    try {
      await thinkMove(request('hard', 30), { cancelled: false });
      expect(ended).toBe(1);
      const cancel = { cancelled: false };
      const pending = thinkMove(request('hard', 2000), cancel);
      cancel.cancelled = true;
      await expect(pending).rejects.toThrow('cancelled');
      expect(ended).toBe(2);
      // A decision with one legal move searches nothing, so there is nothing to drop.
      await thinkMove({ ...request('hard', 30), legal: [request('hard').legal[0]] }, { cancelled: false });
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
    const settled = await thinkRanked(counters, asked(req), { cancelled: false }, true);
    const whole = await thinkRanked(counters, asked(req), { cancelled: false });
    expect(settled.move).toEqual({ take: 3 });
    expect(whole.move).toEqual({ take: 3 });
    expect(visits(settled)).toBeLessThan(visits(whole));
  });
});
