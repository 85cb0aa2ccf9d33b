// How long the coach's explanation takes on the worker (ai/explain: grouping by result over the
// sampled worlds, and each line's reasons), per game, after a short search has ranked the moves;
// and for a reviewed decision, its why (ai/review.ts explainVerdict, inside the review's answer) and
// its "had you" (hadWhy: the bot's move played forward 8 moves, asked after the list is up).
// Printed, never asserted: `npx tsx scripts/coach-explain-time.ts`.
import { explainHint } from '../src/ai/explain/index';
import { explainVerdict, hadWhy, judgeDecision } from '../src/ai/review';
import { Ismcts } from '../src/ai/ismcts';
import { rankRoot } from '../src/ai/think';
import { gameIds, getGame } from '../src/engine/index';
import { Rng } from '../src/engine/core/rng';
import type { PlayerId } from '../src/engine/core/types';

const POSITIONS = 12;
/** Reviewed decisions per game for "had you" (each costs up to seven normal searches). */
const DECISIONS = 6;
const FOLLOW = 8;

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${(sorted[sorted.length >> 1] ?? 0).toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms`;
};

for (const id of gameIds()) {
  const game = getGame(id);
  const times: number[] = [];
  const widths: number[] = [];
  const rng = Rng.seeded(5);
  for (let seed = 1; times.length < POSITIONS; seed++) {
    let state = game.setup(game.normalizeOptions({ players: 2, seed }));
    for (let step = 0; step < 20 + (seed % 6) * 12 && game.toAct(state).length > 0; step++) {
      const p = game.toAct(state)[0] as PlayerId;
      state = game.apply(state, p, rng.pick(game.legalMoves(state, p))).state;
    }
    if (game.toAct(state).length === 0) continue;
    const me = game.toAct(state)[0] as PlayerId;
    const legal = game.legalMoves(state, me);
    if (legal.length < 2) continue;
    const view = game.view(state, me);
    const search = new Ismcts(game, view, me, legal, Rng.seeded(seed));
    search.run(100);
    const ranked = rankRoot(search, true).slice(0, 6);
    const t0 = performance.now();
    explainHint({ game, view, me, legal, ranked, seed, count: 3 });
    times.push(performance.now() - t0);
    widths.push(legal.length);
  }
  times.sort((a, b) => a - b);
  const median = times[times.length >> 1] ?? 0;
  const max = times[times.length - 1] ?? 0;
  console.log(`${id}: explanation on the worker, ${POSITIONS} positions (legal moves ${Math.min(...widths)}–${Math.max(...widths)}): median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
}

for (const id of gameIds()) {
  const game = getGame(id);
  const whyTimes: number[] = [];
  const hadTimes: number[] = [];
  const rng = Rng.seeded(9);
  for (let seed = 1; hadTimes.length < DECISIONS && seed < 200; seed++) {
    let state = game.setup(game.normalizeOptions({ players: 2, seed }));
    const states: unknown[] = [state];
    for (let step = 0; step < 16 + (seed % 5) * 10 + FOLLOW && game.toAct(state).length > 0; step++) {
      const p = game.toAct(state)[0] as PlayerId;
      state = game.apply(state, p, rng.pick(game.legalMoves(state, p))).state;
      states.push(state);
    }
    const at = states.length - 1 - FOLLOW;
    const before = states[at];
    if (at < 0 || game.toAct(before).length === 0) continue;
    const me = game.toAct(before)[0] as PlayerId;
    const legal = game.legalMoves(before, me) as unknown[];
    if (legal.length < 2) continue;
    // The move made: whatever the random game played there.
    const next = states[at + 1];
    const chosen = legal.findIndex((m) => JSON.stringify(game.apply(before, me, m).state) === JSON.stringify(next));
    if (chosen < 0) continue;
    const d = { at, player: me, view: game.view(before, me), legal, chosen, seed, after: game.view(states[at + FOLLOW], me), afterMoves: FOLLOW };
    const v = judgeDecision(game, d);
    if (v.best === v.chosen) continue;
    const t0 = performance.now();
    explainVerdict(game, d, v);
    const t1 = performance.now();
    hadWhy(game, d, v.best);
    whyTimes.push(t1 - t0);
    hadTimes.push(performance.now() - t1);
  }
  console.log(`${id}: a reviewed decision's why (in the review's answer), ${whyTimes.length} decisions: ${summary(whyTimes)}`);
  console.log(`${id}: its "had you" (${FOLLOW} moves, after the list is up), ${hadTimes.length} decisions: ${summary(hadTimes)}`);
}
