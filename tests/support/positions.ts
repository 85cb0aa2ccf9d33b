// Positions reached by seeded play, for what no scenario builder sets up (a bot able to share a
// dogma, a multi-card question, a Workshop with three operations): one finder for the headless
// table tests (tests/support/table.ts re-exports it), the e2e tests and the shots. Engine code
// only, so the browser suites can import it without the app's views or storage.
import { Rng } from '../../src/engine/core/rng';
import type { GameDefinition, GameId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import { innovation } from '../../src/engine/innovation/definition';
import { dogmaPreview } from '../../src/engine/innovation/preview';
import type { InnovationState, Move as InnoMove } from '../../src/engine/innovation/types';
import type { SessionSetup } from '../../src/model/setup';
import type { SaveRecord } from '../../src/storage/types';

/** A 2-player game (seat 0 human, seat 1 a random bot) played to a position: its seed, moves and state. */
export interface Found<S, M> {
  seed: number;
  moves: { player: number; move: M }[];
  state: S;
}

/**
 * Plays seeds 1, 2, … of a 2-player game, both seats choosing by `choose` from an Rng seeded with
 * `rngSeed(seed)`, until seat 0 faces what `want` looks for. Deterministic: the same arguments
 * find the same position.
 */
export function findByPlay<S, M>(
  game: GameDefinition<S, M>,
  want: (state: S, legal: M[]) => boolean,
  choose: (legal: M[], rng: Rng) => M,
  opts: { seeds: number; maxMoves: number; rngSeed: (seed: number) => number },
): Found<S, M> {
  for (let seed = 1; seed <= opts.seeds; seed++) {
    let state = game.setup(game.normalizeOptions({ players: 2, seed }));
    const rng = Rng.seeded(opts.rngSeed(seed));
    const moves: Found<S, M>['moves'] = [];
    for (let n = 0; n < opts.maxMoves && game.outcome(state) === null; n++) {
      const seat = game.toAct(state)[0] as number;
      const legal = game.legalMoves(state, seat);
      if (seat === 0 && want(state, legal)) return { seed, moves, state };
      const move = choose(legal, rng);
      state = game.apply(state, seat, move).state;
      moves.push({ player: seat, move });
    }
  }
  throw new Error('No seed gave the wanted position.');
}

/** `count` moves of `setup`'s game from its start (fewer if it ends), each seat to act playing its first legal move, and the state after them. */
export function firstMoves(setup: SessionSetup, count: number): { moves: SaveRecord['moves']; state: unknown } {
  const game = getGame(setup.game);
  let state = game.setup(game.normalizeOptions({ ...setup.options }));
  const moves: SaveRecord['moves'] = [];
  while (moves.length < count && game.outcome(state) === null) {
    const player = game.toAct(state)[0] as number;
    const move = game.legalMoves(state, player)[0];
    state = game.apply(state, player, move).state;
    moves.push({ player, move });
  }
  return { moves, state };
}

/**
 * The save a found position is kept as (what Continue opens): seat 0 human, seat 1 a random bot;
 * `options` adds the game's variants (Innovation's `expansions: 'echoes'`).
 */
export function foundRecord(game: GameId, found: { seed: number; moves: unknown[] }, options: Record<string, unknown> = {}): SaveRecord {
  return {
    id: `autosave:${game}`,
    game,
    setup: { game, options: { players: 2, seed: found.seed, ...options }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] },
    seed: found.seed,
    moves: found.moves,
    meta: { players: 2, turn: found.moves.length, date: Date.now(), status: 'playing' },
    version: 1,
  } as SaveRecord;
}

/** Innovation by seeded random play until seat 0 faces what `want` looks for (drawing often fills hands, so multi-card questions come up). */
export const findInnovation = (want: (s: InnovationState) => boolean): Found<InnovationState, InnoMove> =>
  findByPlay<InnovationState, InnoMove>(
    innovation,
    (s) => want(s),
    (legal, rng) => {
      const draw = legal.find((m) => m.type === 'draw');
      return draw && rng.next() < 0.45 ? draw : rng.pick(legal);
    },
    { seeds: 400, maxMoves: 500, rngSeed: (seed) => seed * 31 + 7 },
  );

/** Seat 0 at an action turn with a dogma a bot would share. */
export const SHARED_DOGMA = () => findInnovation((s) => s.phase === 'play' && s.frames.length === 0 && s.current === 0 && innovation.legalMoves(s, 0).some((m) => sharedDogma(s, m)));
export function sharedDogma(s: InnovationState, m: InnoMove): boolean {
  return m.type === 'dogma' && dogmaPreview(innovation.view(s, 0), 0, m.card, { judge: false }).opponentSharers.length > 0;
}

/** Seat 0 answering a multi-card question with more options than it may pick. */
export const OVER_PICK = () =>
  findInnovation((s) => {
    const f = s.frames[s.frames.length - 1];
    const q = f?.type === 'effect' ? f.question : null;
    return q?.kind === 'cards' && q.player === 0 && q.max >= 2 && q.options.length > q.max && innovation.legalMoves(s, 0).some((m) => m.type === 'cards' && m.cards.length > 1);
  });
