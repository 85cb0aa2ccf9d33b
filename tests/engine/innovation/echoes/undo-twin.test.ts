// Undo with Echoes: wherever undo is open for a seat, a twin world consistent with what the seat
// saw (another forecast, other Echoes piles, other hands of the same backs), played on with the
// same moves, shows the seat exactly the same (src/cli/twin-world.ts, as for the base game in
// tests/engine/reveals-twin-world.test.ts). Cards not written yet do nothing, so this grows with
// the card entries.
import { describe, expect, it } from 'vitest';
import { emptyReport, randomGame, twinCheck } from '../../../../src/cli/twin-world';
import { getGame } from '../../../../src/engine';

const CASES: [Record<string, unknown> & { players: number }, number][] = [
  [{ players: 2, edition: 'last', expansions: 'echoes' }, 5],
  [{ players: 4, teams: true, edition: 'last', expansions: 'echoes' }, 2],
];

describe('Undo closes at every move that taught the seat something, with Echoes', () => {
  for (const [options, games] of CASES) {
    it(`${JSON.stringify(options)}: ${games} games, every seat, no twin world shows anything else`, () => {
      const game = getGame('innovation');
      const report = emptyReport();
      for (let seed = 1; seed <= games; seed++) {
        const steps = randomGame(game, options, seed, game.maxMoves(game.normalizeOptions({ ...options, seed })));
        for (let seat = 0; seat < options.players; seat++) twinCheck(game, steps, seat, seed, 3, report);
      }
      expect(report.positions).toBeGreaterThan(300);
      expect(report.differences).toEqual([]);
    });
  }
});
