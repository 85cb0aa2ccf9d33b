// The service worker's part for the languages (langWorker.ts binds it to the worker's events): the
// generated worker precaches the app with English; each other language is kept here on first use
// (cache first), when the page says it uses it (a message), and across updates (a new build keeps,
// at install, every language an older one kept, and removes the older caches once it is active).
// Written against the caches and fetch it is given, so the tests run it on a fake.
import { type KeptLang, type LangFiles, langCacheName, langOfFile, langsKeptBefore, staleLangCaches } from '../model/langKeep';

export interface LangEnv {
  caches: CacheStorage;
  fetch: (input: RequestInfo) => Promise<Response>;
  /** The worker's scope (registration.scope): the files' URLs are relative to it. */
  scope: string;
  /** This build's language files and its build id (vite.config.ts writes both in). */
  files: LangFiles;
  build: string;
}

/**
 * Puts a language's files of this build in its cache: each from an older build's cache when the
 * file did not change (same hashed name), else from the network. All files are had before any is
 * put, and a file that cannot be had rejects, so a language cache is never half a language.
 */
export async function keepLang(env: LangEnv, lang: KeptLang): Promise<void> {
  const name = langCacheName(lang, env.build);
  const urls = env.files[lang].map((f) => new URL(f, env.scope).href);
  const missing: string[] = [];
  for (const url of urls) if (!(await env.caches.match(url, { cacheName: name }))) missing.push(url);
  if (missing.length === 0) return;
  const responses = await Promise.all(
    missing.map(async (url) => {
      const res = (await env.caches.match(url)) ?? (await env.fetch(url));
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return res;
    }),
  );
  const cache = await env.caches.open(name);
  await Promise.all(missing.map((url, i) => cache.put(url, responses[i] as Response)));
}

/** Keeps each language; rejects if any could not be kept (after trying them all). */
export async function keepLangs(env: LangEnv, langs: readonly KeptLang[]): Promise<void> {
  const results = await Promise.allSettled(langs.map((l) => keepLang(env, l)));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * At install: the languages older builds kept on this device, in this build's files. It rejects
 * when one cannot be fetched, and the update then waits for a later try: an update that activated
 * without them would leave the player's language unavailable offline.
 */
export async function installLangs(env: LangEnv): Promise<void> {
  await keepLangs(env, langsKeptBefore(await env.caches.keys()));
}

/**
 * At activation: a language kept by the old build while this one waited (the player chose it
 * then) is carried over too, as far as the network allows; then the older builds' caches go.
 */
export async function activateLangs(env: LangEnv): Promise<void> {
  await keepLangs(env, langsKeptBefore(await env.caches.keys())).catch((e: unknown) => console.warn('A language could not be kept for this version.', e));
  await Promise.all(staleLangCaches(await env.caches.keys(), env.build).map((n) => env.caches.delete(n)));
}

/**
 * A language file of this build, cache first: from its language's cache, else from the network
 * and kept. Null for every other request (the generated worker serves those).
 */
export function langResponse(env: LangEnv, request: Request): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const lang = langOfFile(env.files, env.scope, request.url);
  if (lang === null) return null;
  return (async () => {
    const name = langCacheName(lang, env.build);
    const hit = await env.caches.match(request.url, { cacheName: name });
    if (hit) return hit;
    const res = await env.fetch(request);
    if (res.ok) await (await env.caches.open(name)).put(request.url, res.clone());
    return res;
  })();
}
