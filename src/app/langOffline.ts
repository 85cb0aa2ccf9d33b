// The languages offline, seen from the page. Only English comes with the app's install; another
// language is kept by the service worker once used (sw/langCaches.ts). The page names the languages
// it uses, so that the worker keeps them even when they were loaded before it controlled the page
// (a first visit in Japanese), and a kiosk names every language its venue shows. A language that
// is not kept cannot be loaded without the network: the page then says so (langNeedsConnection)
// and keeps the language it shows.
import type { Lang } from '../engine/core/types';
import { createStore } from '../model/store';
import { keepLangsMessage } from './langKeep';

/** The language the player last chose that could not be loaded (no connection, not kept yet), or null. */
export const langNeedsConnection = createStore<Lang | null>(null);

/**
 * Tells the service worker to keep these languages offline (it fetches what it lacks, once).
 * Nothing happens without a service worker (the dev server, a browser without one).
 */
export function keepLanguages(langs: readonly Lang[]): void {
  const message = keepLangsMessage(langs);
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!message || !sw || !import.meta.env.PROD) return;
  void sw.ready.then((reg) => reg.active?.postMessage(message)).catch(() => undefined);
}
