// The script the generated service worker imports first (vite.config.ts, keptLanguages): it binds
// langCaches.ts to the worker's events. Its listeners run before Workbox's, which answers none of
// the language files (they are not precached), so the two never answer the same request.
import { readKeepLangs } from '../model/langKeep';
import type { LangFiles } from '../model/langKeep';
import { type LangEnv, activateLangs, installLangs, keepLangs, langResponse } from './langCaches';

/** Written in by the build (esbuild's define): this build's language files and its id. */
declare const __LANG_FILES__: LangFiles;
declare const __LANG_BUILD__: string;

const sw = self as unknown as ServiceWorkerGlobalScope;
const env: LangEnv = {
  caches: sw.caches,
  fetch: (input) => sw.fetch(input),
  scope: sw.registration.scope,
  files: __LANG_FILES__,
  build: __LANG_BUILD__,
};

sw.addEventListener('install', (e) => e.waitUntil(installLangs(env)));
sw.addEventListener('activate', (e) => e.waitUntil(activateLangs(env)));
sw.addEventListener('message', (e) => {
  const langs = readKeepLangs(e.data);
  if (langs === null) return;
  const kept = keepLangs(env, langs).then(
    () => true,
    (err: unknown) => {
      console.warn('A language could not be kept offline.', err);
      return false;
    },
  );
  // The page may wait for the answer (a port of its own); the worker stays up until the files are in.
  e.waitUntil(kept.then((ok) => e.ports[0]?.postMessage({ kept: ok })));
});
sw.addEventListener('fetch', (e) => {
  const res = langResponse(env, e.request);
  if (res) e.respondWith(res);
});
