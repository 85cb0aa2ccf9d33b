// `npm run shots`: regenerates the screenshots of docs/screenshots (and test-results/screens) in
// Chromium against the production build. Outside `npm test`: a test run never rewrites docs/.
// Same build and support code as the e2e suite (tests/e2e/support).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: `${import.meta.dirname}/../..`,
  test: {
    include: ['tests/shots/**/*.shots.ts'],
    globalSetup: ['tests/e2e/support/global-build.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
