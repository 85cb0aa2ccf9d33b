// `npm run fuzz:suites`: the random-game suites of the unit run at their full volume. The unit run
// (`vitest run`) plays a small sample of each; this config runs the same files with every recorded
// identity game, 100 random games per Innovation option set and 4 boards per card and edition in
// the dogma sweep. Run it before a change that claims to keep the rules (a faster engine, say).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: `${import.meta.dirname}/../..`,
  test: {
    include: ['tests/engine/identity/identity.test.ts', 'tests/engine/innovation/random-games.test.ts', 'tests/engine/innovation/sweep.test.ts'],
    setupFiles: ['tests/setup/languages.ts'],
    env: { IDENTITY_GAMES: 'all', RANDOM_GAMES: '100', SWEEP_SEEDS: '4' },
    testTimeout: 1_800_000,
    pool: 'forks',
  },
});
