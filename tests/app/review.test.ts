// The coach's Review (app/review.ts, ai/review.ts, the worker's review): each human decision with
// a choice is judged from the deciding seat's own view, forced ones are skipped, and the worst
// three are ranked by how far the move fell below the bot's best. A counters game makes the
// blunders exact: taking the last counter wins, and the evaluation knows that whoever must move
// with a multiple of four left loses.
import { describe, expect, it, vi } from 'vitest';
import { registerHeuristics } from '../../src/ai/heuristics';
import { type HadState, cachedReview, knownHad, retryVerdict, reviewGame, workOutHads } from '../../src/app/review';
import type { SessionSetup } from '../../src/model/setup';
import type { MoveRecord } from '../../src/engine/core/replay';
import { getGame } from '../../src/engine/index';
import { createWorkerApi } from '../../src/worker/api';
import { BotCancelledError, type BotPort, type HadPortRequest, type HadWhy, type ReviewPortRequest } from '../../src/worker/port';
import { type ToyState, toyGame } from './toy-game';

const counters = { ...toyGame, id: 'counters' as unknown as 'gears' };

vi.mock('../../src/engine/index', async (real) => {
  const actual = (await real()) as typeof import('../../src/engine/index');
  const { toyGame } = await import('./toy-game');
  const counters = { ...toyGame, id: 'counters' };
  return { ...actual, getGame: (id: string) => (id === 'counters' ? counters : actual.getGame(id)) };
});

// Two seats: the seat to move with a multiple of four left loses against good play.
registerHeuristics('counters', {
  evaluate: (s: unknown) => {
    const st = s as ToyState;
    const mover = st.pile % 4 === 0 ? 0.1 : 0.9;
    return [0, 1].map((seat) => (seat === st.turn ? mover : 1 - mover));
  },
});

const setup: SessionSetup = { game: 'counters' as unknown as 'gears', options: { players: 2, seed: 7, pile: 11 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };
const take = (player: number, n: number) => ({ player, move: { take: n } });
// 11: takes 1 (best 3, leaving 8) · bot 3 · 7: takes 1 (best 3) · bot 3 · 3: takes 1 (best 3 wins) · bot 1 · 1: forced.
const moves = [take(0, 1), take(1, 3), take(0, 1), take(1, 3), take(0, 1), take(1, 1), take(0, 1)];
const record = { id: 'r1', game: setup.game, setup, moves };

/** A port over the real worker API (no thread: the worker's code, called in place), recording requests. */
function workerPort() {
  const api = createWorkerApi({ resolveGame: getGame });
  const requests: ReviewPortRequest[] = [];
  let id = 1;
  const progress: [number, number][] = [];
  const port: BotPort = {
    chooseMove: () => Promise.reject(new Error('no bot moves here')),
    cancel: () => undefined,
    review: async (req, onProgress) => {
      requests.push(structuredClone(req));
      const a = await api.review({ id: id++, ...req }, (done, total) => {
        progress.push([done, total]);
        onProgress?.(done, total);
      });
      if (!a.ok) throw new Error(a.error.message);
      return { verdicts: a.verdicts, unit: a.unit };
    },
  };
  return { port, requests, progress };
}

const secret = [1, 2, 3, 4] as const;

describe('the review of a finished game', () => {
  it('ranks the worst blunder first (taking 1 of 3 when taking all 3 wins), then the others by loss and time; the forced last move is skipped', async () => {
    expect(counters.outcome(moves.reduce((s, r) => counters.apply(s, r.player, r.move).state, counters.setup(counters.normalizeOptions({ ...setup.options }))))?.winners).toEqual([0]);
    const { port } = workerPort();
    const review = await reviewGame(record, port, undefined, { secret });
    expect(review.seats).toEqual([0]);
    expect(review.considered).toBe(3); // four decisions of seat 0, the last one forced
    expect(review.unit).toBe('chance');
    const got = review.entries.map((e) => ({ at: e.verdict.at, yours: e.legal[e.verdict.chosen], best: e.legal[e.verdict.best], loss: Number(e.verdict.loss.toFixed(6)) }));
    expect(got).toEqual([
      { at: 4, yours: { take: 1 }, best: { take: 3 }, loss: 0.9 },
      { at: 0, yours: { take: 1 }, best: { take: 3 }, loss: 0.8 },
      { at: 2, yours: { take: 1 }, best: { take: 3 }, loss: 0.8 },
    ]);
    expect(review.entries[0]?.verdict.chosenValue).toBeCloseTo(0.1, 9);
    expect(review.entries[0]?.verdict.bestValue).toBe(1);
  });

  it("sends the worker each decision as the seat saw it — its view, never the state — with a one-way seed", async () => {
    const { port, requests } = workerPort();
    await reviewGame(record, port, undefined, { secret });
    expect(requests).toHaveLength(1);
    const decisions = requests[0]?.decisions ?? [];
    expect(decisions.map((d) => d.at)).toEqual([0, 2, 4]);
    let state = counters.setup(counters.normalizeOptions({ ...setup.options }));
    const states = [state];
    for (const r of moves) {
      state = counters.apply(state, r.player, r.move).state;
      states.push(state);
    }
    const at = (n: number) => states[n] as ToyState;
    for (const d of decisions) {
      expect(Object.keys(d).sort()).toEqual(['after', 'afterMoves', 'at', 'chosen', 'legal', 'player', 'seed', 'view']);
      expect(d.view).toEqual(counters.view(at(d.at), 0));
      // What followed: the same seat's view eight moves on, or at the end of the game.
      expect(d.after).toEqual(counters.view(at(Math.min(d.at + 8, moves.length)), 0));
      // ...and how many moves that was: what "had you played the bot's move" replays.
      expect(d.afterMoves).toBe(Math.min(8, moves.length - d.at));
      // The bot's secret and the rng (every shuffle to come) stay out of the request.
      expect((d.view as { secrets: unknown[] }).secrets[1]).toBeNull();
      expect(d.view).not.toHaveProperty('rng');
      expect(d.seed).not.toBe(setup.options.seed);
    }
    expect(JSON.stringify(requests[0])).not.toContain(JSON.stringify((states[0] as ToyState).rng));
  });

  it('with every decision as good as the best, there is nothing to list; with none to make, nothing is asked', async () => {
    const good = [take(0, 3), take(1, 1), take(0, 3), take(1, 1), take(0, 3)];
    const { port, requests } = workerPort();
    const review = await reviewGame({ ...record, moves: good }, port, undefined, { secret });
    expect(review).toMatchObject({ considered: 3, entries: [] });
    const bots = await reviewGame({ ...record, setup: { ...setup, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] } }, port);
    expect(bots).toMatchObject({ seats: [], considered: 0, entries: [] });
    expect(requests).toHaveLength(1);
  });

  it('reports progress and is made once per game: a second look shares the first', async () => {
    const { port, requests, progress } = workerPort();
    const heard: [number, number][] = [];
    const a = cachedReview({ ...record, id: 'once' }, port, (d, t) => heard.push([d, t]));
    const b = cachedReview({ ...record, id: 'once' }, port);
    expect(b.review).toBe(a.review);
    await a.review;
    expect(requests).toHaveLength(1);
    expect(progress.at(-1)).toEqual([3, 3]);
    expect(heard.at(-1)).toEqual([3, 3]);
  });
});

describe('"had you" after the list is up', () => {
  /** A port whose "had you" answers only when the test says, recording each ask and its signal. */
  function slowHad() {
    const { port } = workerPort();
    const asks: { req: HadPortRequest; signal: AbortSignal | undefined; answer: (why: HadWhy) => void }[] = [];
    port.had = (req, signal) =>
      new Promise((resolve, reject) => {
        asks.push({ req, signal, answer: resolve });
        signal?.addEventListener('abort', () => reject(new BotCancelledError('stopped')));
      });
    return { port, asks };
  }
  const why = (n: number): HadWhy => ({ had: [{ kind: 'test.had', args: { n } }], moves: 2 });
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('the list comes without it; each shown decision is then asked one at a time, in the list’s order, saying "working" until its answer', async () => {
    const { port, asks } = slowHad();
    const rec = { ...record, id: 'had-order' };
    const review = await reviewGame(rec, port, undefined, { secret });
    expect(asks).toHaveLength(0);
    // Every entry can be compared: the bot's move was not the one made, and what followed is known.
    expect(review.entries.map((e) => e.had?.best)).toEqual(review.entries.map((e) => e.verdict.best));
    expect(review.entries[0]?.had?.decision.afterMoves).toBe(3);
    const heard: [number, HadState['kind']][] = [];
    workOutHads(rec, review, port, (i, st) => heard.push([i, st.kind]));
    await settle();
    expect(asks.map((a) => a.req.decision.at)).toEqual([4]);
    expect(heard).toEqual([[0, 'working']]);
    asks[0]?.answer(why(0));
    await settle();
    expect(asks.map((a) => a.req.decision.at)).toEqual([4, 0]);
    asks[1]?.answer(why(1));
    await settle();
    asks[2]?.answer(why(2));
    await settle();
    expect(heard).toEqual([
      [0, 'working'],
      [0, 'done'],
      [1, 'working'],
      [1, 'done'],
      [2, 'working'],
      [2, 'done'],
    ]);
    // Kept for the visit: a second look asks nothing and hears every answer at once.
    expect(knownHad(rec, review.entries[1] as (typeof review.entries)[number])).toEqual(why(1));
    const again: [number, HadState][] = [];
    workOutHads(rec, review, port, (i, st) => again.push([i, st]));
    await settle();
    expect(asks).toHaveLength(3);
    expect(again).toEqual([0, 1, 2].map((i) => [i, { kind: 'done', why: why(i) }]));
  });

  it('closing the Review stops the one under way and asks no more; a failure leaves that entry alone and goes on', async () => {
    const { port, asks } = slowHad();
    const rec = { ...record, id: 'had-stop' };
    const review = await reviewGame(rec, port, undefined, { secret });
    const heard: [number, HadState['kind']][] = [];
    const stop = workOutHads(rec, review, port, (i, st) => heard.push([i, st.kind]));
    await settle();
    stop();
    await settle();
    expect(asks).toHaveLength(1);
    expect(asks[0]?.signal?.aborted).toBe(true);
    expect(heard).toEqual([[0, 'working']]);
    // Opened again: the stopped one is asked again; one that fails says nothing, the next is asked.
    const failing: BotPort = { ...port, had: () => Promise.reject(new Error('worker failed')) };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const after: [number, HadState['kind']][] = [];
    workOutHads(rec, review, failing, (i, st) => after.push([i, st.kind]));
    for (let i = 0; i < 6; i++) await settle();
    expect(after).toEqual([
      [0, 'working'],
      [0, 'failed'],
      [1, 'working'],
      [1, 'failed'],
      [2, 'working'],
      [2, 'failed'],
    ]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe('a retry of a reviewed decision', () => {
  it('values the move chosen again by the review’s own numbers: the bot’s move loses nothing, the first move loses what the review said, a middle move lies between', async () => {
    const { port } = workerPort();
    const review = await reviewGame(record, port, undefined, { secret });
    const worstEntry = review.entries[0]!; // 3 left: taking 1 (made), 2, or 3 (the bot's: wins)
    expect(worstEntry.legal).toEqual([{ take: 1 }, { take: 2 }, { take: 3 }]);
    expect(worstEntry.verdict.values).toHaveLength(3);
    expect(retryVerdict(review, worstEntry, { take: 3 })).toEqual({ chosen: 2, chosenValue: 1, best: 2, bestValue: 1, loss: 0, firstLoss: worstEntry.verdict.loss, unit: 'chance' });
    expect(retryVerdict(review, worstEntry, { take: 1 })).toMatchObject({ chosen: 0, loss: worstEntry.verdict.loss });
    const middle = retryVerdict(review, worstEntry, { take: 2 })!;
    expect(middle.chosenValue).toBe(worstEntry.verdict.values[1]);
    expect(middle.loss).toBeCloseTo(1 - middle.chosenValue, 12);
  });

  it('a move that is not one of that decision’s legal moves gets no verdict', async () => {
    const { port } = workerPort();
    const review = await reviewGame(record, port, undefined, { secret });
    expect(retryVerdict(review, review.entries[0]!, { take: 4 })).toBeNull();
    expect(retryVerdict(review, review.entries[0]!, 'take 3')).toBeNull();
  });
});

describe('the review of a real game', () => {
  it('Gears: the decisions judged are exactly those of the human seat with a choice, each in its own view', async () => {
    const game = getGame('gears');
    const real: SessionSetup = { game: 'gears', options: { players: 2, seed: 3 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };
    let state = game.setup(game.normalizeOptions({ ...real.options }));
    const played: MoveRecord[] = [];
    const forcedOrMine: { at: number; choice: boolean }[] = [];
    while (!game.outcome(state)) {
      const p = game.toAct(state)[0] as number;
      const legal = game.legalMoves(state, p);
      if (p === 0) forcedOrMine.push({ at: played.length, choice: legal.length > 1 });
      // Each seat plays its last listed move: a fixed, legal game.
      const move = legal[legal.length - 1];
      played.push({ player: p, move });
      state = game.apply(state, p, move).state;
    }
    const { port, requests } = workerPort();
    const review = await reviewGame({ game: 'gears', setup: real, moves: played }, port, undefined, { secret });
    const sent = requests[0]?.decisions ?? [];
    expect(sent.map((d) => d.at)).toEqual(forcedOrMine.filter((x) => x.choice).map((x) => x.at));
    let s = game.setup(game.normalizeOptions({ ...real.options }));
    for (let at = 0, k = 0; at < played.length; at++) {
      const d = sent[k];
      if (d && d.at === at) {
        expect(d.view).toEqual(game.view(s, 0));
        k++;
      }
      s = game.apply(s, played[at]?.player as number, played[at]?.move).state;
    }
    expect(review.entries.length).toBeLessThanOrEqual(3);
    for (const e of review.entries) expect(e.verdict.bestValue).toBeGreaterThan(e.verdict.chosenValue);
  });
});
