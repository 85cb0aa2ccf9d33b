// What `virtual:pwa-register` (a module only a Vite build with the PWA plugin has) gives the unit
// run: a registration that registers nothing, so app/pwa.ts can be imported headless (its install
// offer and offline state). The service worker itself is the e2e suite's.
export function registerSW(_options?: unknown): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
