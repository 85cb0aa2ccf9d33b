// Vitest global setup of the e2e suite: one test build (the production build with the end-to-end
// hook, server.ts) for every e2e file (each file serves it with its own `vite preview` and
// browser, so files stay independent).
import { buildApp } from './server';

export default function setup({ provide }: { provide: (key: string, value: unknown) => void }): void {
  const log = buildApp();
  provide('buildLog', log);
  // The files' own buildApp() calls reuse this build.
  process.env.E2E_SKIP_BUILD = '1';
}

declare module 'vitest' {
  export interface ProvidedContext {
    buildLog: string;
  }
}
