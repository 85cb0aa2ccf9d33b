import { describe, expect, it } from 'vitest';
import { replay, replayKept } from '../../../src/engine/core/replay';
import { toyGame } from '../../app/toy-game';

// Counters (tests/app/toy-game): a pile of 10, two seats take 1–3 in turn.
const options = { players: 2, seed: 4, pile: 10 };
const moves = [
  { player: 0, move: { take: 1 } },
  { player: 1, move: { take: 2 } },
  { player: 0, move: { take: 3 } },
];

describe('replayKept: the one replay that keeps each position and each move\'s events', () => {
  it('keeps the set-up and the position after every move, and what each move did', () => {
    const kept = replayKept(toyGame, options, moves);
    expect(kept.states.map((s) => (s as { pile: number }).pile)).toEqual([10, 9, 7, 4]);
    expect(kept.steps).toHaveLength(3);
    // The same game as the plain replay: its last position and its events in order.
    const plain = replay(toyGame, options, 4, moves);
    expect(kept.states.at(-1)).toEqual(plain.state);
    expect(kept.steps.flat()).toEqual(plain.events);
  });

  it('stops after `count` moves', () => {
    const kept = replayKept(toyGame, options, moves, 1);
    expect(kept.states.map((s) => (s as { pile: number }).pile)).toEqual([10, 9]);
    expect(kept.steps).toHaveLength(1);
  });

  it("throws the engine's reason on a move the rules refuse", () => {
    expect(() => replayKept(toyGame, options, [{ player: 1, move: { take: 1 } }])).toThrow();
  });
});
