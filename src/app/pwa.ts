/// <reference types="vite-plugin-pwa/vanillajs" />
// The service worker, seen from the app. registerType is 'prompt': a new version installs in the
// background and waits; the scenes offer it between games (onUpdateReady) and the player
// applies it (applyUpdate reloads the page). A game in progress is never interrupted.
import { registerSW } from 'virtual:pwa-register';

type Listener = () => void;

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let updateSW: ((reloadPage?: boolean) => Promise<void>) | null = null;
let updateReady = false;
let offlineReady = false;
const updateListeners = new Set<Listener>();
const offlineListeners = new Set<Listener>();

const call = (fns: Set<Listener>) => {
  for (const fn of fns) {
    try {
      fn();
    } catch (e) {
      console.error(e);
    }
  }
};

/** Registers the service worker once (production builds only). Safe to call many times. */
export function registerPwa(): void {
  if (updateSW || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateReady = true;
      call(updateListeners);
    },
    onOfflineReady() {
      offlineReady = true;
      call(offlineListeners);
    },
    // A kiosk runs for days without a reload: look for a new version every hour.
    onRegisteredSW(_url: string, r: ServiceWorkerRegistration | undefined) {
      if (r) setInterval(() => void r.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError(e: unknown) {
      console.warn('Service worker registration failed; the app works online only.', e);
    },
  });
}

/** Calls cb when a new version is waiting (at once if one already is). Returns an unsubscribe. */
export function onUpdateReady(cb: Listener): () => void {
  registerPwa();
  updateListeners.add(cb);
  if (updateReady) cb();
  return () => updateListeners.delete(cb);
}

/** Calls cb once everything is cached and the app works offline. */
export function onOfflineReady(cb: Listener): () => void {
  registerPwa();
  offlineListeners.add(cb);
  if (offlineReady) cb();
  return () => offlineListeners.delete(cb);
}

export const isUpdateReady = (): boolean => updateReady;

/** Activates the waiting version and reloads. Call it between games only. */
export async function applyUpdate(): Promise<void> {
  if (updateSW && updateReady) await updateSW(true);
}

/**
 * The kiosk's hook between two showcase games (never during one): applies a waiting version.
 * True when the page is about to reload (it comes back into the kiosk).
 */
export function applyUpdateBetweenGames(): boolean {
  if (!updateSW || !updateReady) return false;
  void updateSW(true).catch((e: unknown) => console.warn('The new version could not be applied.', e));
  return true;
}
