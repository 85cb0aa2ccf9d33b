// Whole games with random moves, for every player count with and without characters: they end,
// within maxMoves, and every step keeps the engine's promises (no mutation, JSON round trip,
// someone to act, every listed move legal). The unit run plays 30 per option set, `npm run
// fuzz:suites` (FUZZ_FULL=1) 200; the coverage test below always plays its 300.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/core/rng';
import { gears } from '../../../src/engine/gears/definition';
import type { GearsState } from '../../../src/engine/gears/types';

function randomGame(players: number, characters: boolean, seed: number, check: boolean): GearsState {
  const rng = Rng.seeded(seed * 7919 + players);
  let s = gears.setup(gears.normalizeOptions({ players, seed, characters }));
  const limit = gears.maxMoves({ players, seed, characters });
  for (let moves = 0; s.phase !== 'over'; moves++) {
    if (moves > limit) throw new Error(`game ${seed} passed maxMoves`);
    const who = gears.toAct(s);
    expect(who.length).toBeGreaterThan(0);
    const p = who[rng.int(who.length)] as number;
    const legal = gears.legalMoves(s, p);
    expect(legal.length).toBeGreaterThan(0);
    const move = legal[rng.int(legal.length)];
    if (!move) throw new Error('no move');
    if (check) {
      const before = JSON.stringify(s);
      const next = gears.apply(s, p, move).state;
      expect(JSON.stringify(s)).toBe(before);
      expect(JSON.parse(JSON.stringify(next))).toEqual(next);
      s = next;
    } else s = gears.apply(s, p, move).state;
  }
  expect(gears.toAct(s)).toEqual([]);
  expect(gears.outcome(s)).not.toBeNull();
  return s;
}

/** Games per option set. */
const GAMES = process.env.FUZZ_FULL === '1' ? 200 : 30;

describe('random games run to completion', () => {
  for (const players of [2, 3, 4]) {
    for (const characters of [true, false]) {
      it(`${GAMES} random ${players}-player games ${characters ? 'with' : 'without'} characters end within maxMoves`, () => {
        const reasons = new Set<string>();
        for (let seed = 1; seed <= GAMES; seed++) {
          const s = randomGame(players, characters, seed, seed <= 10);
          reasons.add(s.ended ?? 'none');
        }
        expect(reasons.has('rounds')).toBe(true);
      });
    }
  }

  it('over many games every gear colour and both faces of every round card win at least once', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) for (const c of gears.coverage(randomGame(4, true, seed, false))) seen.add(c);
    for (const gear of ['red', 'blue', 'yellow', 'purple', 'multicolour', 'grey']) expect(seen).toContain(`gear:${gear}`);
    for (let r = 1; r <= 10; r++) {
      expect(seen).toContain(`round:R${r}:day`);
      expect(seen).toContain(`round:R${r}:night`);
    }
    for (const c of ['mechanic', 'dispatcher', 'saboteur', 'codebreaker']) {
      expect(seen).toContain(`character:${c}:day`);
      expect(seen).toContain(`character:${c}:night`);
    }
    for (const e of ['overtime', 'overheat', 'jolt', 'half-turn', 'master-key', 'foremans-word', 'rush', 'spare-parts', 'well-oiled', 'blackout']) {
      expect(seen).toContain(`effect:${e}`);
    }
  });
});
