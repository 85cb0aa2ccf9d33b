// Fairness: a bot reads only its own view. Two worlds that differ only in what the seat cannot
// see (two determinizations of its view) must get the same move from the same seed and budget.
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, makeBot } from '../../src/ai/levels';
import { gameIds, getGame } from '../../src/engine';
import { type AnyGame, jsonEqual, Rng } from '../../src/engine/core';
import './setup-toy';
import { toyGame } from './toy-game';

/** Small budgets: the search is the same code whatever the budget. */
const BUDGET = { iterations: 60 };

function positions(game: AnyGame, options: Record<string, unknown>, count: number, seed: number): unknown[] {
  const rng = Rng.seeded(seed);
  const out: unknown[] = [];
  for (let g = 0; out.length < count && g < count * 4; g++) {
    let state = game.setup(game.normalizeOptions({ players: 2, ...options, seed: seed + g }));
    const stop = 3 + rng.int(40);
    for (let step = 0; step < stop && game.toAct(state).length > 0; step++) {
      const p = game.toAct(state)[0] as number;
      state = game.apply(state, p, rng.pick(game.legalMoves(state, p))).state;
    }
    const p = game.toAct(state)[0];
    if (p !== undefined && game.legalMoves(state, p).length > 1) out.push(state);
  }
  return out;
}

function checkGame(game: AnyGame, options: Record<string, unknown>): void {
  let differing = 0;
  for (const state of positions(game, options, 6, 100)) {
    const me = game.toAct(state)[0] as number;
    const view = game.view(state, me);
    const worldA = game.determinize(view, me, Rng.seeded(1));
    const worldB = game.determinize(view, me, Rng.seeded(2));
    if (!jsonEqual(worldA, worldB)) differing++;
    for (const level of BOT_LEVELS) {
      const choose = (world: unknown) =>
        makeBot(level).choose({
          game,
          view: game.view(world, me),
          player: me,
          legal: game.legalMoves(world, me),
          rng: Rng.seeded(42),
          budget: BUDGET,
        });
      expect(choose(worldA), `${game.id} ${level}`).toEqual(choose(worldB));
    }
  }
  // The check means something only if the hidden parts really differed.
  expect(differing).toBeGreaterThan(0);
}

describe('bots cannot see hidden information', () => {
  it('toy game: every level moves the same in two worlds its view cannot tell apart', () => {
    checkGame(toyGame, { handSize: 4 });
    checkGame(toyGame, { handSize: 4, blind: true });
  });
  for (const id of gameIds()) {
    it(`${id}: every level moves the same in two worlds its view cannot tell apart`, () => {
      checkGame(getGame(id), {});
    });
  }
});
