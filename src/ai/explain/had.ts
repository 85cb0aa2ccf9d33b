// "Had you played the bot's move": for a flagged decision, the bot's move is played forward for
// as many moves as "what followed" measured (ai/explain/followed.ts), by the normal level's search
// for every seat, in one world sampled from the deciding seat's view at the decision — never the
// true hidden state, so the words cannot depend on a card the seat had not seen. The seat's view
// at the end of that line is compared with its view at the end of the game played, in the same
// public figures (achievements, scores, codes entered, cars). Deterministic: the world and every
// search are seeded from the decision's one-way seed, and the searches run by iterations, not time.
import { Rng } from '../../engine/core/rng';
import type { AnyGame, GameId, PlayerId } from '../../engine/core/types';
import { Ismcts } from '../ismcts';
import { aiKitFor } from '../kits';
import { levelSearch } from '../levels';
import { canonicalMoveKey } from '../move-key';
import { type Reason, reason } from './types';

/** A different stream from the judge's worlds (review.ts) and the explainer's (index.ts). */
const HAD_STREAM = 0x68616421;

/**
 * The deciding seat's view after `move` and `moves - 1` more moves played by the normal search, in
 * one world sampled from `view`; null when the world refuses the move. A generator that yields
 * after each slice of a search (`sliceMs` of search at most): the worker lets its message queue in
 * between (a bot move or a hint goes first, a cancel is seen). Each search has its own generator
 * forked from the line's, so where a search happens to stop early (Ismcts.decided: the move is
 * settled) changes nothing after it: sliced or not, the line and the words are the same.
 */
export function* forwardLine(game: AnyGame, view: unknown, me: PlayerId, move: unknown, moves: number, seed: number, sliceMs = Number.POSITIVE_INFINITY): Generator<void, unknown | null> {
  const rng = Rng.seeded((seed ^ HAD_STREAM) >>> 0);
  let state = game.determinize(view, me, rng);
  const key = canonicalMoveKey(move);
  const own = (game.legalMoves(state, me) as unknown[]).find((m) => canonicalMoveKey(m) === key);
  if (own === undefined) return null;
  state = game.apply(state, me, own).state;
  const spec = levelSearch(game, 'normal');
  for (let i = 1; i < moves; i++) {
    const toAct: PlayerId[] = game.toAct(state);
    const player = toAct[0];
    if (player === undefined) break;
    const legal = game.legalMoves(state, player) as unknown[];
    let chosen = legal[0];
    if (legal.length > 1) {
      const search = new Ismcts(game, game.view(state, player), player, legal, new Rng(rng.fork()), spec.options);
      let left = spec.iterations;
      while (left > 0) {
        const before = search.iterations + search.failures;
        search.run(left, sliceMs === Number.POSITIVE_INFINITY ? sliceMs : performance.now() + sliceMs);
        // A slice that ran out before its first iteration (a pause of the thread) still runs one.
        if (search.iterations + search.failures === before) search.run(1);
        const ran = search.iterations + search.failures - before;
        left -= ran;
        // Settled early (Ismcts.decided) or done: nothing more to run.
        if (left > 0 && search.decided(left)) break;
        if (left > 0) yield;
      }
      chosen = search.bestMove();
    }
    state = game.apply(state, player, chosen).state;
  }
  return game.view(state, me);
}

/** forwardLine run to its end at once (tests, scripts; the worker runs it in slices). */
export function playForward(game: AnyGame, view: unknown, me: PlayerId, move: unknown, moves: number, seed: number): unknown | null {
  const line = forwardLine(game, view, me, move, moves, seed);
  for (;;) {
    const step = line.next();
    if (step.done) return step.value;
  }
}


/**
 * The line played with the bot's move against the game played, figure by figure: each figure that
 * differs is a reason ("Bot 2 would have claimed no achievement, not 1"), the seat's own first;
 * none that differs is one reason saying so. `had` and `got` are the seat's views at the end of each.
 */
export function compareLines(game: GameId, before: unknown, had: unknown, got: unknown, me: PlayerId): Reason[] {
  const kit = aiKitFor(game)?.had;
  if (!kit) return [];
  const h = kit.figures(before, had, me);
  const g = kit.figures(before, got, me);
  const out: Reason[] = [];
  for (const [name, [mine, rival]] of Object.entries(kit.kinds)) {
    const hs = h[name] ?? [];
    const gs = g[name] ?? [];
    const order = [...hs].sort((a, b) => Number(b.seat === me) - Number(a.seat === me) || a.seat - b.seat);
    for (const f of order) {
      const other = gs.find((x) => x.seat === f.seat);
      if (!other || other.value === f.value) continue;
      out.push(f.seat === me ? reason(mine, { had: f.value, got: other.value }) : reason(rival, { seat: { seat: f.seat }, had: f.value, got: other.value }));
    }
  }
  return out.length > 0 ? out : [reason(kit.same)];
}
