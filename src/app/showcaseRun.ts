// The kiosk seen from the app: starting each showcase game (in its language, with the venue's
// sound), applying a new version between games, keeping every other screen out of reach while
// the kiosk runs, and leaving it when the venue says so.
import { getLang, isLoaded, loadLang, setLang } from '../i18n';
import { loadFontFor } from '../i18n/font';
import { navigate, route } from './navigation';
import { applyUpdateBetweenGames } from './pwa';
import { kioskLangs } from '../model/langKeep';
import { keepLanguages } from './langOffline';
import type { AppServices } from './services';
import { showcaseSetup } from './showcase';
import { randomSeed } from './launch';

/**
 * Only English ships in the main bundle: a rotation's next language is loaded first (kept by the
 * service worker, see startNextShowcase), with its part of the font, so the board draws its words in it.
 */
async function applyLang(lang: AppServices['settings']['lang']): Promise<void> {
  const words = isLoaded(lang) ? Promise.resolve() : loadLang(lang).catch((e: unknown) => console.warn(`The '${lang}' texts could not be loaded.`, e));
  await Promise.all([words, loadFontFor(lang)]);
  if (isLoaded(lang)) setLang(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = getLang();
}

/** The next game of the rotation; between games is also when a waiting new version is applied. */
export async function startNextShowcase(app: AppServices): Promise<void> {
  if (applyUpdateBetweenGames()) return; // the page reloads into the kiosk (its URL says ?kiosk)
  const kiosk = app.kiosk;
  const { game, lang } = kiosk.nextTurn(app.settings.lang);
  kiosk.enable();
  // Every language the venue shows is kept offline, not only those shown so far: a kiosk whose
  // network drops shows its whole rotation (the worker fetches only what it lacks).
  keepLanguages(kioskLangs(kiosk.config.lang, app.settings.lang));
  await applyLang(lang);
  // For this visit only: the venue's sound; the stored settings are untouched.
  app.settings.sound = kiosk.config.sound;
  const session = await app.newSession(showcaseSetup(game, randomSeed()), { showcase: true });
  navigate({ name: 'table', session, showcase: true });
}

/**
 * While the kiosk runs, the only screens are the showcase, a visitor's table and a visitor's
 * lesson ("Learn in 5 minutes"): any other route (a menu button, a link no one thought of) brings
 * the showcase back instead.
 */
export function guardKioskRoutes(app: AppServices): () => void {
  return route.subscribe((r) => {
    const allowed = r.name === 'table' || r.name === 'boot' || (r.name === 'lesson' && app.kiosk.visitor);
    if (app.kiosk.active && !allowed) queueMicrotask(() => app.kiosk.active && app.nextShowcase());
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
