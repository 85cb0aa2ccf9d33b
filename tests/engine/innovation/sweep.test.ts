// The whole-card sweep: every one of the 105 cards, in both editions, is put on top of a busy random
// board and its dogma is run to the end with random answers to every question, several seeds each.
// Every step must keep the engine contract (no mutation, JSON round trip, determinism, refusals,
// views and determinizations) and every card and special achievement must lie in exactly one place
// (cards removed from the game by Fission included).
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/core/errors';
import { jsonEqual } from '../../../src/engine/core/equal';
import { Rng } from '../../../src/engine/core/rng';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { ALL_CARD_IDS } from '../../../src/engine/innovation/facts';
import { busyBoard } from './busy-board';
import type { CardId, Color, Edition, InnovationState, Move } from '../../../src/engine/innovation/types';
import { SPECIALS } from '../../../src/engine/innovation/types';

/**
 * Boards per card and edition: 1 in the unit run, 4 in `npm run fuzz:suites` (FUZZ_FULL=1); raise
 * it for a long run, e.g. SWEEP_SEEDS=200 npx vitest run …/sweep.
 */
const SEEDS = Number(process.env.SWEEP_SEEDS ?? (process.env.FUZZ_FULL === '1' ? 4 : 1));
const EVERYTHING = [...ALL_CARD_IDS, ...SPECIALS].sort();

/** A stable number per card id, so each card gets its own boards. */
const idHash = (id: string): number => {
  let h = 7;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) | 0;
  return h;
};

/** Every card and special achievement, wherever it lies. */
function everything(s: InnovationState): string[] {
  const all: string[] = [...s.supply.flat(), ...s.achievements, ...s.removed];
  for (const pl of s.players) {
    all.push(...pl.hand, ...pl.score, ...pl.achievements);
    for (const pile of pl.piles) all.push(...pile.cards);
  }
  return all.sort();
}

const BAD_ANSWERS: Move[] = [
  { type: 'cards', cards: ['no-such-card'] },
  { type: 'color', color: 'black' as Color },
  { type: 'choice', choice: 'no-such-option' },
  { type: 'draw' },
];

function checkStep(s: InnovationState, rng: Rng, deep: boolean): void {
  expect(everything(s)).toEqual(EVERYTHING);
  expect(jsonEqual(JSON.parse(JSON.stringify(s)), s)).toBe(true);
  if (s.phase === 'over') {
    expect(game.toAct(s)).toEqual([]);
    return;
  }
  const acting = game.toAct(s);
  expect(acting).toHaveLength(1);
  const who = acting[0] as number;
  expect(game.legalMoves(s, who).length).toBeGreaterThan(0);
  for (let p = 0; p < s.options.players; p++) {
    if (p !== who) {
      expect(game.legalMoves(s, p)).toEqual([]);
      expect(() => game.apply(s, p, game.legalMoves(s, who)[0] as Move)).toThrow(IllegalMoveError);
    }
  }
  const before = JSON.stringify(s);
  for (const bad of BAD_ANSWERS) {
    if (game.legalMoves(s, who).some((m) => jsonEqual(m, bad))) continue;
    expect(() => game.apply(s, who, bad)).toThrow(IllegalMoveError);
  }
  expect(JSON.stringify(s)).toBe(before);
  if (!deep) return;
  for (let p = 0; p < s.options.players; p++) {
    const v = game.view(s, p);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    const d1 = game.determinize(v, p, rng);
    const d2 = game.determinize(v, p, rng);
    expect(jsonEqual(game.view(d1, p), v)).toBe(true);
    expect(jsonEqual(game.view(d2, p), v)).toBe(true);
    expect(everything(d1)).toEqual(EVERYTHING);
    for (const q of game.toAct(d1)) expect(game.legalMoves(d1, q).length).toBeGreaterThan(0);
  }
}

/** Runs the dogma of `card` to its end (or the game's) with random answers; returns the steps taken. */
function sweep(card: CardId, edition: Edition, seed: number): number {
  const rng = Rng.seeded(idHash(card) * 97 + seed * 13 + (edition === 'first' ? 5 : 0));
  let s = busyBoard(card, rng, { cards: ALL_CARD_IDS, pileDepth: 4, forecasts: false, edition });
  let move: Move = { type: 'dogma', card };
  let steps = 0;
  for (;;) {
    const who = game.toAct(s)[0] as number;
    checkStep(s, rng, steps < 4 || steps % 8 === 0);
    const before = JSON.stringify(s);
    const next = game.apply(s, who, move).state;
    expect(JSON.stringify(s)).toBe(before); // the input is never mutated
    expect(JSON.stringify(game.apply(JSON.parse(before), who, move).state)).toBe(JSON.stringify(next));
    s = next;
    steps++;
    expect(steps).toBeLessThan(400);
    if (s.phase === 'over' || s.frames.length === 0) break;
    move = rng.pick(game.legalMoves(s, game.toAct(s)[0] as number));
  }
  checkStep(s, rng, true);
  expect(game.coverage(s)).toContain(`dogma:${card}`);
  return steps;
}

for (const edition of ['last', 'first'] as const) {
  describe(`Every card's dogma on busy random boards (${edition} edition)`, () => {
    it.each(ALL_CARD_IDS.map((id) => [id]))('%s keeps the contract and every card in one place', (card) => {
      for (let seed = 0; seed < SEEDS; seed++) sweep(card, edition, seed);
    });
  });
}
