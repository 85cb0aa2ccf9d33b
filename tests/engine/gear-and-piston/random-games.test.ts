// Random games at every player count play to the end without an error; every completed car meets
// the requirements of §6.5; the report prints average rounds and the share of scrapped cars. The
// unit run plays 20 per player count, `npm run fuzz:suites` (FUZZ_FULL=1) 100.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/core/rng';
import { firstUnmetRequirement } from '../../../src/engine/gear-and-piston/car-checks';
import { game } from './fixtures';

const GAMES = process.env.FUZZ_FULL === '1' ? 100 : 20;

describe('random games', () => {
  it.each([2, 3, 4, 5, 6])(`%i players: ${GAMES} random games end without error`, (players) => {
    let rounds = 0;
    let cars = 0;
    let scrapped = 0;
    let moves = 0;
    const triggers: Record<string, number> = {};
    for (let seed = 1; seed <= GAMES; seed++) {
      const rng = Rng.seeded(seed * 31 + players);
      let s = game.setup({ players, seed });
      let n = 0;
      while (s.actor !== null) {
        const legal = game.legalMoves(s, s.actor);
        expect(legal.length).toBeGreaterThan(0);
        s = game.apply(s, s.actor, rng.pick(legal)).state;
        n++;
      }
      expect(n).toBeLessThanOrEqual(game.maxMoves({ players, seed }));
      const outcome = game.outcome(s);
      expect(outcome?.scores).toHaveLength(players);
      expect(outcome?.ranking.flat().sort()).toEqual([...Array(players).keys()]);
      for (const seat of s.seats) expect(firstUnmetRequirement(seat.car.front)).toBeNull();
      for (const name of game.coverage(s)) expect(name).toMatch(/^(investor:INV\d\d|end:[a-z-]+|scrap-needed|car-needed-scrap|rounds:\d+)$/);
      rounds += s.round;
      moves += n;
      for (const t of s.endTriggers) triggers[t] = (triggers[t] ?? 0) + 1;
      for (const f of s.final ?? []) {
        cars++;
        if (f.scrapNeeded) scrapped++;
      }
    }
    console.log(
      `gear-and-piston ${players}p: ${GAMES} random games, ${(rounds / GAMES).toFixed(2)} rounds/game, ` +
        `${(moves / GAMES).toFixed(1)} moves/game, ${((100 * scrapped) / cars).toFixed(1)}% of cars needed scrap, ` +
        `end triggers ${JSON.stringify(triggers)}`,
    );
  });
});
