import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A Vite build module (the PWA plugin's) the unit run has not: a stub that registers nothing.
  resolve: { alias: { 'virtual:pwa-register': `${import.meta.dirname}/tests/support/pwa-register.ts` } },
  test: {
    include: ['tests/**/*.test.ts'],
    // Every language's catalogue, loaded before each file (the app loads only the one in use).
    setupFiles: ['tests/setup/languages.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
