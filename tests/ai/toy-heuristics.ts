// The toy game's heuristics: points so far plus the tricks the cards in hand should still take.
import type { Heuristics } from '../../src/ai/heuristics';
import { TOY_CARDS, type ToyMove, type ToyState } from './toy-game';

export const toyHeuristics: Heuristics<ToyState, ToyMove> = {
  evaluate(state) {
    const left = state.hands.reduce((n, h) => n + h.length, 0) + state.deck.length;
    const tricks = Math.ceil(left / state.players);
    const strength = state.hands.map((h) => h.reduce((s, c) => s + c, 0) / TOY_CARDS + 0.01);
    const total = strength.reduce((a, b) => a + b, 0);
    const expected = state.scores.map((s, p) => s + (tricks * (strength[p] ?? 0)) / total);
    const best = Math.max(...expected);
    // A soft "who ends ahead": each seat's share of exp(2 * expected points).
    const weights = expected.map((e) => Math.exp(2 * (e - best)));
    const sum = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => w / sum);
  },
};
