// The languages offline, seen from the page. Only English comes with the app's install; another
// language is kept by the service worker once used (sw/langCaches.ts). The page names the languages
// it uses, so that the worker keeps them even when they were loaded before it controlled the page
// (a first visit in Japanese), and a kiosk names every language its venue shows. A language that
// is not kept cannot be loaded without the network: the page then says so (langNeedsConnection)
// and keeps the language it shows.
import type { Lang } from '../engine/core/types';
import { createStore } from '../model/store';
import { keepLangsMessage } from '../model/langKeep';

/** The language the player last chose that could not be loaded (no connection, not kept yet), or null. */
export const langNeedsConnection = createStore<Lang | null>(null);

/**
 * The language shown is kept offline: English always is; another once the worker says it has it.
 * The menu's "Ready offline" waits for it too.
 */
export const shownLangKept = createStore(true);

/**
 * Tells the service worker to keep these languages offline (it fetches what it lacks, once);
 * `shown` (the language on the screen) is among them, its answer is shownLangKept's. Nothing
 * happens without a service worker (the dev server, a browser without one).
 */
export function keepLanguages(langs: readonly Lang[], shown?: Lang): void {
  const message = keepLangsMessage(langs);
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  const tracks = shown !== undefined;
  if (tracks) shownLangKept.set(shown === 'en');
  if (!message || !sw || !import.meta.env.PROD) return;
  void sw.ready
    .then((reg) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e: MessageEvent<{ kept?: boolean }>) => {
        if (tracks && shown === latestShown) shownLangKept.set(e.data.kept === true);
      };
      reg.active?.postMessage(message, [channel.port2]);
    })
    .catch(() => undefined);
  if (tracks) latestShown = shown;
}

/** The language of the last keepLanguages call that tracks one: an older answer does not count. */
let latestShown: Lang | undefined;
