// The hint's reasons at the worker: a request that asks for a ranking gets the search's best moves,
// the chosen one first, each with the searcher's estimated chance of winning after it — the
// search's own statistics at the root (visits and mean reward). A counters game makes the right
// move exact: with three counters left, taking all three wins at once.
import { wrap } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerHeuristics } from '../../src/ai/heuristics';
import type { GameId } from '../../src/engine/core/types';
import { type EngineWorkerApi, createWorkerApi } from '../../src/worker/api';
import { createBotClient } from '../../src/worker/client';
import type { BotRequest } from '../../src/worker/port';
import { type ToyState, toyGame } from '../app/toy-game';
import { type ChannelWorker, channelWorker } from './channel';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('../app/toy-game');
  return { getGame: () => ({ ...toyGame, id: 'counters' }), games: {}, gameIds: () => ['counters'] };
});

const counters = { ...toyGame, id: 'counters' as GameId };
registerHeuristics('counters', {
  evaluate: (s: unknown) => {
    const st = s as ToyState;
    const mover = st.pile % 4 === 0 ? 0.1 : 0.9;
    return [0, 1].map((seat) => (seat === st.turn ? mover : 1 - mover));
  },
});

const state = counters.setup({ players: 2, seed: 3, pile: 3 });
const req = (level: string): BotRequest => ({
  game: counters.id,
  view: counters.view(state, 0),
  player: 0,
  legal: counters.legalMoves(state, 0),
  level: level as BotRequest['level'],
  seed: 5,
});

const open: ChannelWorker[] = [];
afterEach(() => {
  for (const w of open.splice(0)) if (!w.terminated) w.terminate();
});
const worker = () => {
  const w = channelWorker(createWorkerApi({ resolveGame: () => counters }));
  open.push(w);
  return w;
};

describe('the hint’s ranking from the worker', () => {
  it('asked for three, a search answers its three moves by visits, the chosen one first, with win chances from its statistics', async () => {
    const remote = wrap<EngineWorkerApi>(worker());
    const answer = await remote.chooseMove(1, { ...req('ismcts:300'), rank: 3 });
    if (!answer.ok) throw new Error(answer.error.message);
    const ranked = answer.value.ranked ?? [];
    expect(ranked.map((r) => r.move)).toHaveLength(3);
    expect(ranked[0]?.move).toEqual({ take: 3 });
    expect(answer.value.move).toEqual(ranked[0]?.move);
    expect(ranked[0]?.chance).toBe(1); // taking the last counter wins every time
    for (let i = 1; i < ranked.length; i++) expect(ranked[i]!.visits).toBeLessThanOrEqual(ranked[i - 1]!.visits);
    for (const r of ranked) {
      expect(r.chance).toBeGreaterThanOrEqual(0);
      expect(r.chance).toBeLessThanOrEqual(1);
    }
    expect(ranked.reduce((n, r) => n + r.visits, 0)).toBeLessThanOrEqual(300);
  });

  it('asked for one, answers one; not asked, answers the move alone; a level that does not search ranks nothing', async () => {
    const remote = wrap<EngineWorkerApi>(worker());
    const one = await remote.chooseMove(1, { ...req('ismcts:200'), rank: 1 });
    expect(one.ok && one.value.ranked?.length).toBe(1);
    const plain = await remote.chooseMove(2, { ...req('ismcts:200') });
    expect(plain.ok && 'ranked' in plain.value).toBe(false);
    const random = await remote.chooseMove(3, { ...req('random'), rank: 3 });
    expect(random.ok && random.value.ranked).toBeNull();
  });

  it('the bot client’s advise carries the ranking across the worker boundary', async () => {
    const client = createBotClient({ spawn: worker });
    const advice = await client.advise({ ...req('ismcts:300'), rank: 3 });
    expect(advice.move).toEqual({ take: 3 });
    expect(advice.ranked?.map((r) => r.move)).toContainEqual({ take: 3 });
    expect(advice.ranked?.[0]).toMatchObject({ move: { take: 3 }, chance: 1 });
    client.dispose();
  });
});
