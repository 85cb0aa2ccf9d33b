// "Had you" in the worker (worker/api.ts had, ai/review.ts hadSteps): the same answer as worked out
// at once; a move being chosen (a bot's move, a hint) goes first and never waits behind it; a
// cancel stops it, and the client stops that request alone.
import { describe, expect, it } from 'vitest';
import { hadWhy, type ReviewDecision } from '../../src/ai/review';
import type { BotRequest } from '../../src/ai/think';
import type { AnyGame } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import type { Move } from '../../src/engine/innovation/types';
import { createWorkerApi } from '../../src/worker/api';
import { createBotClient } from '../../src/worker/client';
import { BotCancelledError } from '../../src/worker/port';
import { play, start } from '../engine/innovation/helpers';
import { channelWorker } from './channel';

const innovation = getGame('innovation');
const key = (m: unknown) => JSON.stringify(m);

/** Seat 0 drew where it could achieve 1; what followed is the game played on `moves` moves (each seat's first legal move). */
function decision(moves = 6): { d: ReviewDecision; best: number } {
  const g0 = start({
    actionsLeft: 1,
    players: [
      { board: { blue: ['writing'] }, score: ['the-wheel', 'sailing', 'agriculture', 'pottery', 'tools'] },
      { board: { red: ['oars'] }, score: ['clothing', 'masonry', 'city-states', 'code-of-laws', 'domestication'] },
    ],
  });
  let g = play(g0, { type: 'draw' }, 0);
  for (let i = 1; i < moves; i++) {
    const p = innovation.toAct(g.s)[0] as number;
    g = play(g, innovation.legalMoves(g.s, p)[0] as Move, p);
  }
  const legal = innovation.legalMoves(g0.s, 0) as unknown[];
  const d: ReviewDecision = { at: 0, player: 0, view: innovation.view(g0.s, 0), legal, chosen: legal.findIndex((m) => key(m) === key({ type: 'draw' })), seed: 5, after: innovation.view(g.s, 0), afterMoves: moves };
  return { d, best: legal.findIndex((m) => key(m) === key({ type: 'achieve', age: 1 })) };
}

describe('"had you" in the worker', () => {
  it('sliced in the worker, the same comparison as worked out at once', async () => {
    const { d, best } = decision();
    const api = createWorkerApi();
    const answer = await api.had({ id: 1, game: 'innovation', decision: d, best });
    expect(answer).toEqual({ ok: true, ...hadWhy(innovation, d, best) });
    if (answer.ok) expect(answer.moves).toBe(6);
  });

  it('a move asked for while it runs is answered first: "had you" waits until no move is being chosen', async () => {
    // One move forward: no search at all, so side by side "had you" would be done at once.
    const { d, best } = decision(1);
    let release: () => void = () => undefined;
    const released = new Promise<void>((r) => {
      release = r;
    });
    // A bot's move that takes as long as the test says (a search yielding between slices).
    const think = async (_game: AnyGame, req: BotRequest) => {
      await released;
      return { move: req.legal[0] };
    };
    const api = createWorkerApi({ think });
    const done: string[] = [];
    const move = api.chooseMove(1, { game: 'innovation', view: d.view, player: 0, legal: d.legal, level: 'normal', seed: 3 }).then(() => done.push('move'));
    const had = api.had({ id: 2, game: 'innovation', decision: d, best }).then((a) => {
      done.push('had');
      return a;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toEqual([]);
    release();
    await move;
    const answer = await had;
    expect(done).toEqual(['move', 'had']);
    expect(answer).toEqual({ ok: true, ...hadWhy(innovation, d, best) });
  });

  it('cancel stops it: its answer says cancelled', async () => {
    const { d, best } = decision();
    const api = createWorkerApi();
    const had = api.had({ id: 4, game: 'innovation', decision: d, best });
    await new Promise((r) => setTimeout(r, 30));
    api.cancel(4);
    expect(await had).toEqual({ ok: false, error: { code: 'cancelled', message: 'The search was cancelled.' } });
  });

  it('the client: an aborted "had you" rejects as cancelled; a move asked on the same worker is answered', async () => {
    const { d, best } = decision();
    const client = createBotClient({ spawn: () => channelWorker(createWorkerApi()) });
    try {
      const stop = new AbortController();
      const had = client.had({ game: 'innovation', decision: d, best }, stop.signal);
      const move = client.chooseMove({ game: 'innovation', view: d.view, player: 0, legal: d.legal, level: 'normal', seed: 9 });
      stop.abort();
      await expect(had).rejects.toBeInstanceOf(BotCancelledError);
      expect(d.legal.map(key)).toContain(key(await move));
      // Aborted before it is sent: never asked at all.
      await expect(client.had({ game: 'innovation', decision: d, best }, stop.signal)).rejects.toBeInstanceOf(BotCancelledError);
    } finally {
      client.dispose();
    }
  });
});
