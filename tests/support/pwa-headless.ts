// app/pwa.ts for a headless run of the app's views (`vi.mock('../../src/app/pwa', () =>
// import('../support/pwa-headless'))`): the service worker's registration is a Vite build module
// (virtual:pwa-register) and the menu only reads pwa.ts's stores, so the views get stores of their
// own (no update waiting, no install offer, not ready offline) and actions that do nothing.
import type * as Pwa from '../../src/app/pwa';
import { createStore } from '../../src/model/store';

export const updateWaiting: typeof Pwa.updateWaiting = createStore(false);
export const installOffered: typeof Pwa.installOffered = createStore(false);
export const readyOffline: typeof Pwa.readyOffline = createStore(false);
export const promptInstall: typeof Pwa.promptInstall = async () => undefined;
export const applyUpdate: typeof Pwa.applyUpdate = async () => undefined;
export const applyUpdateBetweenGames: typeof Pwa.applyUpdateBetweenGames = () => false;
export const registerPwa: typeof Pwa.registerPwa = () => undefined;
export const watchInstallAndOffline: typeof Pwa.watchInstallAndOffline = () => undefined;
