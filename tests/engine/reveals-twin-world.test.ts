// Undo must never let a player learn something and take it back. The rule: a move is a reveal
// for a seat when anything that followed depended on what that seat could not see. Checked here
// by the twin-world method (src/cli/twin-world.ts): wherever undo is open, a world consistent with
// the seat's view before its decision, played on with the same moves (another seat's choice as
// the seat saw it), shows the seat exactly the same. `npm run twin` runs it at scale.
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/engine';
import { emptyReport, randomGame, twinCheck } from '../../src/cli/twin-world';

const CASES: [string, Record<string, unknown> & { players: number }, number][] = [
  ['innovation', { players: 2, edition: 'last' }, 8],
  ['innovation', { players: 3, edition: 'first' }, 6],
  ['innovation', { players: 4, teams: true, edition: 'last' }, 4],
  ['gears', { players: 2, characters: true }, 20],
  ['gears', { players: 4, characters: false }, 5],
  ['gear-and-piston', { players: 2 }, 8],
  ['gear-and-piston', { players: 5 }, 3],
];

describe('Undo closes at every move that taught the seat something (twin worlds, random games)', () => {
  for (const [id, options, games] of CASES) {
    it(`${id} ${JSON.stringify(options)}: ${games} games, every seat, no twin world shows anything else`, () => {
      const game = getGame(id);
      const report = emptyReport();
      for (let seed = 1; seed <= games; seed++) {
        const steps = randomGame(game, options, seed, game.maxMoves(game.normalizeOptions({ ...options, seed })));
        for (let seat = 0; seat < options.players; seat++) twinCheck(game, steps, seat, seed, 3, report);
      }
      expect(report.positions).toBeGreaterThan(500);
      expect(report.differences).toEqual([]);
    });
  }
});
