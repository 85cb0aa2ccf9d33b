// The end-to-end suite: Chromium against the built PWA. Separate from the unit run because it
// builds the app and takes a few minutes; `npm run test:e2e` runs it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: `${import.meta.dirname}/../..`,
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-build.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
    // Files one after another (two cores); inside a file, tests in order (the offline test relies
    // on the earlier visits of its file).
    sequence: { concurrent: false },
    // expect.poll waits up to 1 s by default; on a loaded 2-core machine a move's animation and
    // log lines can take longer (the Echoes test's log check failed once in CI on it).
    expect: { poll: { timeout: 10_000 } },
  },
});
