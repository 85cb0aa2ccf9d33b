// Replay identity: the random games recorded in <game>.json (see scripts/make-identity-fixture.ts)
// still play move for move the same, with the same outcome. Engine speed work must keep them.
// The unit run replays the first 25 games of each option set; `npm run fuzz:suites` (FUZZ_FULL=1)
// replays every recorded game.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../../src/engine';
import { IDENTITY_PLAN, type IdentityConfig, fingerprint } from './fingerprint';

const SAMPLE = process.env.FUZZ_FULL === '1' ? Number.POSITIVE_INFINITY : 25;

for (const id of Object.keys(IDENTITY_PLAN)) {
  describe(`${id}: recorded random games replay identically`, () => {
    const rows = JSON.parse(readFileSync(join(import.meta.dirname, `${id}.json`), 'utf8')) as { config: IdentityConfig; fingerprints: string[] }[];
    for (const { config, fingerprints: recorded } of rows) {
      const fingerprints = recorded.slice(0, SAMPLE);
      it(`${JSON.stringify(config)}: ${fingerprints.length} of ${recorded.length} games`, () => {
        const game = getGame(id);
        const now = fingerprints.map((_, i) => fingerprint(game, config, i + 1));
        const first = now.findIndex((f, i) => f !== fingerprints[i]);
        expect(first === -1 ? 'all equal' : `seed ${first + 1}: ${now[first]} (recorded ${fingerprints[first]})`).toBe('all equal');
      });
    }
  });
}
