import { wrap } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyGame } from '../../src/engine/core/types';
import { jsonEqual } from '../../src/engine/core/equal';
import { type EngineWorkerApi, createWorkerApi } from '../../src/worker/api';
import { LIVENESS, createBotClient } from '../../src/worker/client';
import { BotCancelledError, BotFailedError, type BotRequest } from '../../src/worker/port';
import { toyGame } from '../app/toy-game';
import { type ChannelWorker, channelWorker } from './channel';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('../app/toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

const state = toyGame.setup({ players: 2, seed: 3, pile: 10 });
const botReq = (): BotRequest => ({
  game: 'gears',
  view: toyGame.view(state, 0),
  player: 0,
  legal: toyGame.legalMoves(state, 0),
  level: 'random',
  seed: 11,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A think() that never answers until cancelled, like a search with no budget. */
const endless = async (_game: AnyGame, _req: BotRequest, token: { cancelled: boolean }) => {
  while (!token.cancelled) await sleep(5);
  throw new Error('cancelled');
};

const open: ChannelWorker[] = [];
const track = (w: ChannelWorker) => {
  open.push(w);
  return w;
};
afterEach(() => {
  for (const w of open.splice(0)) if (!w.terminated) w.terminate();
});

describe('the worker API over Comlink (MessageChannel)', () => {
  it('chooses one of the legal moves, given only plain JSON', async () => {
    const remote = wrap<EngineWorkerApi>(track(channelWorker(createWorkerApi())));
    const answer = await remote.chooseMove(1, botReq());
    expect(answer.ok).toBe(true);
    if (answer.ok) expect(botReq().legal.some((m) => jsonEqual(m, answer.value.move))).toBe(true);
    expect(await remote.ping()).toBe('pong');
  });

  it('a level the AI does not ship yet plays as random and is logged once', async () => {
    const log = vi.fn();
    const remote = wrap<EngineWorkerApi>(track(channelWorker(createWorkerApi({ log }))));
    expect((await remote.chooseMove(1, { ...botReq(), level: 'grandmaster' })).ok).toBe(true);
    expect((await remote.chooseMove(2, { ...botReq(), level: 'grandmaster' })).ok).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain("'grandmaster'");
  });

  it('cancel stops a running search and its answer says cancelled', async () => {
    const remote = wrap<EngineWorkerApi>(track(channelWorker(createWorkerApi({ think: endless }))));
    const answer = remote.chooseMove(7, botReq());
    await sleep(20);
    await remote.cancel(7);
    expect(await answer).toEqual({ ok: false, error: { code: 'cancelled', message: 'The search was cancelled.' } });
  });

  it('an error inside the worker comes back as a value, not a broken channel', async () => {
    const broken = () => {
      throw new Error('no such game');
    };
    const remote = wrap<EngineWorkerApi>(track(channelWorker(createWorkerApi({ resolveGame: broken }))));
    expect(await remote.chooseMove(1, botReq())).toEqual({ ok: false, error: { code: 'internal', message: 'no such game' } });
  });
});

describe('the bot client', () => {
  it('answers through a spawned worker and reuses it', async () => {
    const spawn = vi.fn(() => track(channelWorker(createWorkerApi())));
    const client = createBotClient({ spawn });
    const move = await client.chooseMove(botReq());
    expect(botReq().legal.some((m) => jsonEqual(m, move))).toBe(true);
    await client.chooseMove(botReq());
    expect(spawn).toHaveBeenCalledTimes(1);
    client.dispose();
  });

  it('a worker that hangs past the deadline is terminated, respawned and the request retried', async () => {
    const workers: ChannelWorker[] = [];
    const spawn = () => {
      // The first worker hangs; the second one is healthy.
      const w = track(channelWorker(createWorkerApi(workers.length === 0 ? { think: endless } : {})));
      workers.push(w);
      return w;
    };
    const notices: string[] = [];
    const client = createBotClient({ spawn, deadlineMs: 150 });
    client.onNotice((k) => notices.push(k));
    const move = await client.chooseMove(botReq());
    expect(botReq().legal.some((m) => jsonEqual(m, move))).toBe(true);
    expect(workers).toHaveLength(2);
    expect(workers[0]?.terminated).toBe(true);
    expect(notices).toEqual(['notice.workerRestarted']);
    expect(client.restarts).toBe(1);
    client.dispose();
  });

  it('a worker that crashes is respawned and the request retried', async () => {
    const workers: ChannelWorker[] = [];
    const spawn = () => {
      const w = track(channelWorker(createWorkerApi(workers.length === 0 ? { think: endless } : {})));
      workers.push(w);
      return w;
    };
    const client = createBotClient({ spawn, deadlineMs: 5000 });
    const answer = client.chooseMove(botReq());
    await sleep(20);
    workers[0]?.crash();
    await expect(answer).resolves.toBeDefined();
    expect(workers).toHaveLength(2);
    expect(client.restarts).toBe(1);
    client.dispose();
  });

  it('a worker that goes silent (no error event, no answers) is noticed by the ping and replaced', async () => {
    const workers: ChannelWorker[] = [];
    const spawn = () => {
      const w = track(channelWorker(createWorkerApi(workers.length === 0 ? { think: endless } : {})));
      workers.push(w);
      return w;
    };
    const notices: string[] = [];
    // The deadline is far away: only the liveness check can rescue this request, with the
    // app's own timings (LIVENESS), within this test's time limit.
    const client = createBotClient({ spawn, deadlineMs: 60_000 });
    client.onNotice((k) => notices.push(k));
    const answer = client.chooseMove(botReq());
    await sleep(100); // the worker is up and searching (it answered the first ping)
    workers[0]?.freeze();
    const move = await answer;
    expect(botReq().legal.some((m) => jsonEqual(m, move))).toBe(true);
    expect(workers).toHaveLength(2);
    expect(workers[0]?.terminated).toBe(true);
    expect(client.restarts).toBe(1);
    expect(notices).toEqual(['notice.workerRestarted']);
    client.dispose();
  });

  it('the liveness check replaces a silent worker within 3 s of its last answer', () => {
    expect(LIVENESS.pingEveryMs + LIVENESS.pingTimeoutMs).toBeLessThanOrEqual(3000);
  });

  it('a healthy worker in a long search keeps answering the ping and is never replaced', async () => {
    let release: () => void = () => undefined;
    const slow = async (_game: AnyGame, req: BotRequest, token: { cancelled: boolean }) => {
      await new Promise<void>((r) => {
        release = r;
      });
      if (token.cancelled) throw new Error('cancelled');
      return { move: req.legal[0] };
    };
    const spawn = vi.fn(() => track(channelWorker(createWorkerApi({ think: slow }))));
    const client = createBotClient({ spawn, deadlineMs: 60_000, pingEveryMs: 20, pingTimeoutMs: 60 });
    const answer = client.chooseMove(botReq());
    await sleep(300); // many pings answered meanwhile
    release();
    await answer;
    expect(spawn).toHaveBeenCalledTimes(1);
    expect(client.restarts).toBe(0);
    client.dispose();
  });

  it('gives up with BotFailedError when the retries fail too', async () => {
    const spawn = () => track(channelWorker(createWorkerApi({ think: endless })));
    const client = createBotClient({ spawn, deadlineMs: 60, retries: 1 });
    await expect(client.chooseMove(botReq())).rejects.toBeInstanceOf(BotFailedError);
    expect(client.restarts).toBe(2);
    client.dispose();
  });

  it('cancel (leaving the game) rejects the pending request and stops the search', async () => {
    let cancelledInWorker = false;
    const think = async (game: AnyGame, req: BotRequest, token: { cancelled: boolean }) => {
      await endless(game, req, token).catch(() => {
        cancelledInWorker = true;
      });
      throw new Error('cancelled');
    };
    const client = createBotClient({ spawn: () => track(channelWorker(createWorkerApi({ think }))) });
    const answer = client.chooseMove(botReq());
    await sleep(20);
    client.cancel();
    await expect(answer).rejects.toBeInstanceOf(BotCancelledError);
    await sleep(30);
    expect(cancelledInWorker).toBe(true);
    client.dispose();
  });

  it('two requests in flight are answered independently', async () => {
    const client = createBotClient({ spawn: () => track(channelWorker(createWorkerApi())) });
    const [a, b] = await Promise.all([client.chooseMove(botReq()), client.chooseMove({ ...botReq(), seed: 99 })]);
    expect(botReq().legal.some((m) => jsonEqual(m, a))).toBe(true);
    expect(botReq().legal.some((m) => jsonEqual(m, b))).toBe(true);
    client.dispose();
  });
});
