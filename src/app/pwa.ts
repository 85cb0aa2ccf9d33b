/// <reference types="vite-plugin-pwa/vanillajs" />
// The service worker, seen from the app. registerType is 'prompt': a new version installs in the
// background and waits; the menu offers it between games (updateWaiting) and the player applies
// it (applyUpdate reloads the page). A game in progress is never interrupted.
// Applying an update removes the old version's files from the cache, which the other open tabs
// may still need (a part of a screen not loaded yet): the tab that applies it first tells them
// (version.ts), and a tab whose service worker was replaced under it is told too (controllerchange);
// each then offers a reload instead of reloading on its own.
// It also holds what the menu shows about the app itself: an Install button while the browser
// offers installation, and a quiet mark once the app works offline. Each is a store the views
// subscribe to.
import { registerSW } from 'virtual:pwa-register';
import { createStore } from '../model/store';
import { announceUpdating, reloadApp, tellReplaced, versionReplaced } from './version';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** A new version is installed and waits for the player (between games). */
export const updateWaiting = createStore(false);
/** The browser offers to install the app (beforeinstallprompt, not yet used). */
export const installOffered = createStore(false);
/**
 * The app works without the network: a service worker controls this page, or (first visit)
 * everything is precached, so the next load is served offline.
 */
export const readyOffline = createStore(false);

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let updateSW: ((reloadPage?: boolean) => Promise<void>) | null = null;
let installEvent: InstallPromptEvent | null = null;
/** This tab asked for the update: it reloads when the new version controls it. */
let applying = false;

/**
 * Listens for the install offer and for a service worker taking control. Call it first thing
 * at start: the browser may make its offer before the menu is on screen.
 */
export function watchInstallAndOffline(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (e) => {
    // Keep the offer for our own button instead of the browser's mini bar.
    e.preventDefault();
    installEvent = e as InstallPromptEvent;
    installOffered.set(true);
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    installOffered.set(false);
  });
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw) return;
  let controller = sw.controller;
  const check = () => {
    // One service worker replacing another under this page is an update applied elsewhere (the
    // first one taking control of a first visit is not).
    if (controller !== null && sw.controller !== controller && !applying) tellReplaced('controller');
    controller = sw.controller;
    if (sw.controller !== null) readyOffline.set(true);
  };
  check();
  sw.addEventListener('controllerchange', check);
}

/** Shows the browser's install dialog (an offer can be used once). */
export async function promptInstall(): Promise<void> {
  const e = installEvent;
  if (!e) return;
  installEvent = null;
  installOffered.set(false);
  await e.prompt();
  await e.userChoice.catch(() => undefined);
}

/** Registers the service worker once (production builds only). Safe to call many times. */
export function registerPwa(): void {
  if (updateSW || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => updateWaiting.set(true),
    onOfflineReady: () => readyOffline.set(true),
    // The new version controls this page: the tab that applied it reloads; any other is told and
    // offers the reload (it may be in the middle of a move).
    onNeedReload() {
      if (applying) window.location.reload();
      else tellReplaced('controller');
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

/** Activates the waiting version and reloads, after telling the other tabs. Call it between games only. */
export async function applyUpdate(): Promise<void> {
  if (!updateSW || !updateWaiting.get()) return;
  applying = true;
  announceUpdating();
  await updateSW(true);
}

/**
 * The kiosk's hook between two showcase games (never during one): applies a waiting version.
 * True when the page is about to reload (it comes back into the kiosk).
 */
export function applyUpdateBetweenGames(): boolean {
  // Another tab already put a new version in place: this kiosk reloads into it.
  if (versionReplaced.get() !== null) {
    reloadApp();
    return true;
  }
  if (!updateSW || !updateWaiting.get()) return false;
  void applyUpdate().catch((e: unknown) => console.warn('The new version could not be applied.', e));
  return true;
}
