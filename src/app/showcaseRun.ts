// The kiosk seen from the app: starting each showcase game (in its language, with the venue's
// sound), applying a new version between games, keeping every other screen out of reach while
// the kiosk runs, and leaving it when the venue says so.
import { setLang } from '../i18n';
import { navigate, route } from './navigation';
import { applyUpdateBetweenGames } from './pwa';
import type { AppServices } from './services';
import { showcaseSetup } from './showcase';
import { randomSeed } from './url-setup';

function applyLang(lang: AppServices['settings']['lang']): void {
  setLang(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The next game of the rotation; between games is also when a waiting new version is applied. */
export function startNextShowcase(app: AppServices): void {
  if (applyUpdateBetweenGames()) return; // the page reloads into the kiosk (its URL says ?kiosk)
  const kiosk = app.kiosk;
  const { game, lang } = kiosk.nextTurn(app.settings.lang);
  kiosk.enable();
  applyLang(lang);
  // For this visit only: the venue's sound; the stored settings are untouched.
  app.settings.sound = kiosk.config.sound;
  navigate({ name: 'table', session: app.newSession(showcaseSetup(game, randomSeed()), { showcase: true }), showcase: true });
}

/**
 * While the kiosk runs, the only screens are the showcase and a visitor's table: any other route
 * (a menu button, a link no one thought of) brings the showcase back instead.
 */
export function guardKioskRoutes(app: AppServices): () => void {
  return route.subscribe((r) => {
    if (app.kiosk.active && r.name !== 'table' && r.name !== 'boot') queueMicrotask(() => app.kiosk.active && app.nextShowcase());
  });
}

/** The venue leaves the kiosk: the settings as stored, the URL without ?kiosk, the menu. */
export async function leaveKiosk(app: AppServices): Promise<void> {
  app.kiosk.disable();
  const stored = await app.store.settings.get().catch(() => null);
  if (stored) Object.assign(app.settings, { sound: stored.sound, lang: stored.lang, speed: stored.speed });
  applyLang(app.settings.lang);
  if (typeof history !== 'undefined') history.replaceState(null, '', location.pathname);
  navigate({ name: 'menu' });
}
