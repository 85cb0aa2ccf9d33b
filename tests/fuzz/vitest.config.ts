// `npm run fuzz:suites`: the random-game suites of the unit run at their full volume. The unit run
// (`vitest run`) plays a small sample of each; with FUZZ_FULL=1 the same files replay every recorded
// identity game (6,800), play 100 random Innovation games per option set, 4 boards per card and
// edition in the dogma sweep, 200 Gears games per option set and 100 Gear & Piston games per player
// count. Run it before a change that claims to keep the rules (a faster engine, say).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: `${import.meta.dirname}/../..`,
  test: {
    include: [
      'tests/engine/identity/identity.test.ts',
      'tests/engine/innovation/random-games.test.ts',
      'tests/engine/innovation/sweep.test.ts',
      'tests/engine/gears/random-games.test.ts',
      'tests/engine/gear-and-piston/random-games.test.ts',
    ],
    setupFiles: ['tests/setup/languages.ts'],
    env: { FUZZ_FULL: '1' },
    testTimeout: 1_800_000,
    pool: 'forks',
  },
});
