// The twin tool's check of secret choices (src/cli/twin-secrets.ts): in random Gear & Piston games,
// every Black Market keep and Espionage theft, replaced by each of its alternatives with the same
// back, shows every onlooker the same view, events and memory. `npm run twin` runs it at scale.
import { describe, expect, it } from 'vitest';
import { CONTRACT_CONFIGS, describeConfig } from '../../src/cli/configs';
import { emptySecretReport, secretCheck } from '../../src/cli/twin-secrets';
import { randomGame } from '../../src/cli/twin-world';
import { getGame } from '../../src/engine';

const game = getGame('gear-and-piston');

describe('Secret choices in random games (twin tool)', () => {
  for (const config of CONTRACT_CONFIGS['gear-and-piston']) {
    it(`gear-and-piston ${describeConfig(config)}: no keep or theft tells an onlooker which`, () => {
      const report = emptySecretReport();
      for (let seed = 1; seed <= 24; seed++) {
        const steps = randomGame(game, config, seed, game.maxMoves(game.normalizeOptions({ ...config, seed })));
        secretCheck(game, steps, seed, report);
      }
      expect(report.tallies['keep-part']?.choices).toBeGreaterThan(10);
      expect(report.differences.slice(0, 5)).toEqual([]);
      expect(report.tallies['keep-part']?.told).toBe(0);
    });
  }

});
