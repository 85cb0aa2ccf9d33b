// The Echoes sweep: every one of the 105 Echoes cards is put on top of a busy random board with
// Echoes in play (base and Echoes cards in piles under random splays, in hands, score piles and
// forecasts) and its dogma, echo effects first, is run to the end with random answers to every
// question. Every step must keep the engine contract (no mutation, JSON round trip, determinism,
// views and determinizations) and every card and special achievement must lie in exactly one
// place. A card whose entry is not written yet does only what is written (the echo effects of
// written cards beneath it); once it is written, its dogma must be seen to run.
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../../../src/engine/core/equal';
import { Rng } from '../../../../src/engine/core/rng';
import { hasEntry } from '../../../../src/engine/innovation/cards/index';
import { innovation as game } from '../../../../src/engine/innovation/definition';
import { ALL_CARD_IDS, ECHOES_CARD_IDS } from '../../../../src/engine/innovation/facts';
import { busyBoard } from '../busy-board';
import type { CardId, InnovationState, Move } from '../../../../src/engine/innovation/types';
import { ECHOES_SPECIALS, SPECIALS } from '../../../../src/engine/innovation/types';

const SEEDS = Number(process.env.SWEEP_SEEDS ?? (process.env.FUZZ_FULL === '1' ? 4 : 1));
const EVERY_CARD = [...ALL_CARD_IDS, ...ECHOES_CARD_IDS];
const EVERYTHING = [...EVERY_CARD, ...SPECIALS, ...ECHOES_SPECIALS].sort();

const idHash = (id: string): number => {
  let h = 11;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) | 0;
  return h;
};

function everything(s: InnovationState): string[] {
  const all: string[] = [...s.supply.flat(), ...(s.echoes ?? []).flat(), ...s.achievements, ...s.removed];
  for (const pl of s.players) {
    all.push(...pl.hand, ...pl.score, ...pl.achievements, ...(pl.forecast ?? []));
    for (const pile of pl.piles) all.push(...pile.cards);
  }
  return all.sort();
}

function checkStep(s: InnovationState, rng: Rng, deep: boolean): void {
  expect(everything(s)).toEqual(EVERYTHING);
  expect(jsonEqual(JSON.parse(JSON.stringify(s)), s)).toBe(true);
  if (s.phase === 'over' || !deep) return;
  for (let p = 0; p < s.options.players; p++) {
    const v = game.view(s, p);
    const d = game.determinize(v, p, rng);
    expect(jsonEqual(game.view(d, p), v)).toBe(true);
    expect(everything(d)).toEqual(EVERYTHING);
    for (const q of game.toAct(d)) expect(game.legalMoves(d, q).length).toBeGreaterThan(0);
  }
}

function sweep(card: CardId, seed: number): void {
  const rng = Rng.seeded(idHash(card) * 97 + seed * 13);
  let s = busyBoard(card, rng, { cards: EVERY_CARD, pileDepth: 5, forecasts: true, expansions: ['echoes'] });
  let move: Move = { type: 'dogma', card };
  let steps = 0;
  for (;;) {
    const who = game.toAct(s)[0] as number;
    checkStep(s, rng, steps < 4 || steps % 8 === 0);
    const before = JSON.stringify(s);
    const next = game.apply(s, who, move).state;
    expect(JSON.stringify(s)).toBe(before);
    expect(JSON.stringify(game.apply(JSON.parse(before), who, move).state)).toBe(JSON.stringify(next));
    s = next;
    steps++;
    expect(steps).toBeLessThan(400);
    if (s.phase === 'over' || s.frames.length === 0) break;
    move = rng.pick(game.legalMoves(s, game.toAct(s)[0] as number));
  }
  checkStep(s, rng, true);
  if (hasEntry(card)) expect(game.coverage(s)).toContain(`dogma:${card}`);
}

describe('Every Echoes card on busy random boards with Echoes', () => {
  it.each(ECHOES_CARD_IDS.map((id) => [id]))('%s keeps the contract and every card in one place', (card) => {
    for (let seed = 0; seed < SEEDS; seed++) sweep(card, seed);
  });
});
