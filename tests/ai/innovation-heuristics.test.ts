import { describe, expect, it } from 'vitest';
import { innovationHeuristics } from '../../src/ai/heuristics/innovation';
import { getGame } from '../../src/engine';
import { Rng } from '../../src/engine/core';
import type { InnovationState, Move } from '../../src/engine/innovation/types';
import { startEchoes } from '../engine/innovation/echoes/helpers';

const innovation = getGame('innovation');

function positions(count: number): InnovationState[] {
  const rng = Rng.seeded(2);
  const out: InnovationState[] = [];
  for (let seed = 0; out.length < count && seed < 50; seed++) {
    let s: InnovationState = innovation.setup(innovation.normalizeOptions({ players: 2 + (seed % 3), seed }));
    for (let i = 0; i < 120 && innovation.toAct(s).length > 0; i++) {
      if (i % 10 === 0) out.push(s);
      const p = innovation.toAct(s)[0] as number;
      s = innovation.apply(s, p, rng.pick(innovation.legalMoves(s, p))).state;
    }
  }
  return out;
}

describe('Innovation heuristics', () => {
  it('the evaluation gives every seat a chance, summing to one', () => {
    for (const s of positions(30)) {
      const v = innovationHeuristics.evaluate(s);
      expect(v).toHaveLength(s.options.players);
      for (const x of v) expect(x).toBeGreaterThan(0);
      expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
  });

  it('more achievements and points look better', () => {
    const [s] = positions(1) as [InnovationState];
    const richer: InnovationState = {
      ...s,
      players: s.players.map((pl, p) => (p === 0 ? { ...pl, achievements: [...pl.achievements, 'monument'] } : pl)),
    };
    expect(innovationHeuristics.evaluate(richer)[0]).toBeGreaterThan(innovationHeuristics.evaluate(s)[0] as number);
  });

  it("another seat's pick from its hidden hand is named by the cards' ages, not by the cards", () => {
    const key = innovationHeuristics.moveKey;
    if (!key) throw new Error('innovation needs a moveKey');
    const s = positions(1)[0] as InnovationState;
    const frame = {
      type: 'effect' as const,
      card: 'archery',
      effect: 0,
      player: 1,
      activator: 0,
      demand: true,
      sharing: false,
      step: 0,
      vars: {},
      question: { kind: 'cards' as const, player: 1, prompt: 'x', optional: false, zone: 'hand' as const, options: [], min: 1, max: 1 },
    };
    const asked: InnovationState = { ...s, frames: [frame] };
    const a: Move = { type: 'cards', cards: ['agriculture'] };
    const b: Move = { type: 'cards', cards: ['archery'] };
    expect(key(a, 1, 0, asked)).toBe(key(b, 1, 0, asked));
    expect(key(a, 1, 1, asked)).not.toBe(key(b, 1, 1, asked));
  });
});

describe('Innovation heuristics with Echoes', () => {
  // Seat 0's share of the evaluation; seat 1 always has the same board.
  const share = (p0: Parameters<typeof startEchoes>[0]['players'][number]) =>
    innovationHeuristics.evaluate(startEchoes({ players: [p0, { board: { red: ['archery'] } }] }).s)[0] as number;

  it('a visible echo effect is worth something', () => {
    // Splayed left, a covered card shows only its bottom-right slot: Ruler's is its echo box,
    // Perfume's a hex. Same colour, age, splay and visible icons (Tools on top): only the echo differs.
    const ruler = share({ board: { blue: ['ruler', 'tools'] }, splay: { blue: 'left' } });
    const perfume = share({ board: { blue: ['perfume', 'tools'] }, splay: { blue: 'left' } });
    expect(ruler).toBeGreaterThan(perfume);
  });

  it('a card in the forecast is worth something, and more cards a little more', () => {
    const none = share({ board: { blue: ['tools'] } });
    const one = share({ board: { blue: ['tools'] }, forecast: ['bangle'] });
    const two = share({ board: { blue: ['tools'] }, forecast: ['bangle', 'candles'] });
    expect(one).toBeGreaterThan(none);
    expect(two).toBeGreaterThan(one);
  });
});
