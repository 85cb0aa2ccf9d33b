// How long the coach's explanation takes on the worker (ai/explain: grouping by result over the
// sampled worlds, and each line's reasons), per game, after a short search has ranked the moves.
// Printed, never asserted: `npx tsx scripts/coach-explain-time.ts`.
import { explainHint } from '../src/ai/explain/index';
import { Ismcts } from '../src/ai/ismcts';
import { rankRoot } from '../src/ai/think';
import { gameIds, getGame } from '../src/engine/index';
import { Rng } from '../src/engine/core/rng';
import type { PlayerId } from '../src/engine/core/types';

const POSITIONS = 12;

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
