// advance (apply without events or memory, for searches) leaves exactly apply's state; a move that is one of
// the legal list's own objects skips the checks, so the same move as a caller's copy must lead to
// the same state, and anything else must still be refused.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/core/rng';
import { advance, apply, innovation, legalMoves, toAct } from '../../../src/engine/innovation/definition';
import type { Move } from '../../../src/engine/innovation/types';
import { start } from './helpers';

/** A caller's copy of a move: equal fields, another object (arrays copied too). */
const copyOf = (m: Move): Move => JSON.parse(JSON.stringify(m)) as Move;

describe('advance and moves taken from the legal list', () => {
  it('Over seeded random games every step leaves the same state through advance, apply, and apply of a copy', () => {
    let steps = 0;
    let answers = 0;
    for (const options of [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 4, teams: true }]) {
      for (let seed = 1; seed <= 3; seed++) {
        const rng = Rng.seeded(seed);
        let state = innovation.setup(innovation.normalizeOptions({ ...options, seed }));
        while (toAct(state).length > 0) {
          const seat = toAct(state)[0] as number;
          const move = rng.pick(legalMoves(state, seat));
          const viaCopy = apply(state, seat, copyOf(move)).state; // the checked path
          legalMoves(state, seat);
          const viaList = apply(state, seat, move).state; // one of the list's own moves
          legalMoves(state, seat);
          const { memory: _memory, ...rules } = viaCopy; // advance keeps no memory (memory.ts)
          expect(advance(state, seat, move)).toEqual(rules);
          expect(viaList).toEqual(viaCopy);
          if (!['draw', 'meld', 'dogma', 'achieve', 'initial-meld'].includes(move.type)) answers++;
          state = viaCopy;
          steps++;
        }
      }
    }
    expect(steps).toBeGreaterThan(2000);
    expect(answers).toBeGreaterThan(200);
  });

  it('A move the list did not hand out is still checked, even right after the list was made', () => {
    const g = start({ players: [{ hand: ['writing'], board: { red: ['archery'] } }, {}] });
    legalMoves(g.s, 0);
    expect(() => apply(g.s, 0, { type: 'meld', card: 'sailing' })).toThrow(/only meld a card from your hand/);
    expect(() => advance(g.s, 0, { type: 'dogma', card: 'writing' })).toThrow(/top cards/);
  });

  it("One seat's legal move is refused for a seat that has no decision", () => {
    const g = start({ players: [{ hand: ['writing'], board: { red: ['archery'] } }, {}] });
    const draw = legalMoves(g.s, 0)[0] as Move;
    expect(draw.type).toBe('draw');
    expect(() => advance(g.s, 1, draw)).toThrow(/no decision to make now/);
  });
});
