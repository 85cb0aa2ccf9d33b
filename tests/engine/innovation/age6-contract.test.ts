// Ages 4–6 under the engine contract: a few random games up to age 6 (so these cards are played),
// checked at every step — JSON round trip, no mutation, views and determinizations that keep the
// viewer's view, refusal of moves for seats that owe nothing, and replay of the whole game.
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../../src/engine/core/equal';
import { replay, type MoveRecord } from '../../../src/engine/core/replay';
import { Rng } from '../../../src/engine/core/rng';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { ageOf } from '../../../src/engine/innovation/facts';
import type { InnovationOptions, InnovationState, Move } from '../../../src/engine/innovation/types';

type Config = Omit<InnovationOptions, 'seed'>;
const CONFIGS: [string, Config, number][] = [
  ['2p last', { players: 2, teams: false, edition: 'last', maxAge: 6 }, 41],
  ['3p first', { players: 3, teams: false, edition: 'first', maxAge: 6 }, 42],
  ['teams last', { players: 4, teams: true, edition: 'last', maxAge: 6 }, 43],
  ['4p first', { players: 4, teams: false, edition: 'first', maxAge: 6 }, 44],
];

function checkStep(s: InnovationState, rng: Rng): void {
  expect(jsonEqual(JSON.parse(JSON.stringify(s)), s)).toBe(true);
  for (let p = 0; p < s.options.players; p++) {
    const v = game.view(s, p);
    const d = game.determinize(v, p, rng);
    expect(jsonEqual(game.view(d, p), v)).toBe(true);
  }
  const acting = game.toAct(s);
  for (let p = 0; p < s.options.players; p++) if (!acting.includes(p)) expect(game.legalMoves(s, p)).toEqual([]);
}

describe('Random games with maxAge 6 keep the engine contract', () => {
  const seen = new Set<string>();
  it.each(CONFIGS.flatMap(([label, config, seed]) => [0, 1, 2].map((i) => [label, config, seed * 10 + i] as const)))(
    '%s, game %#',
    (_label, config, seed) => {
    const options = game.normalizeOptions({ ...config, seed });
    let s = game.setup(options);
    const rng = Rng.seeded(seed);
    const moves: MoveRecord<Move>[] = [];
    while (s.phase !== 'over') {
      const p = rng.pick(game.toAct(s));
      const move = rng.pick(game.legalMoves(s, p));
      checkStep(s, rng);
      const prev = s;
      const before = JSON.stringify(prev);
      s = game.apply(prev, p, move).state;
      expect(JSON.stringify(prev)).toBe(before); // the input was not mutated
      moves.push({ player: p, move });
      expect(moves.length).toBeLessThanOrEqual(game.maxMoves(options));
    }
    expect(game.outcome(s)).not.toBeNull();
    expect(replay(game, options, seed, moves).state).toEqual(s);
    for (const name of game.coverage(s)) seen.add(name);
  },
  );

  it('those games did play cards of ages 4–6', () => {
    const later = [...seen].filter((n) => n.startsWith('dogma:') && ageOf(n.slice(6)) >= 4);
    expect(later.length).toBeGreaterThan(10);
  });
});
