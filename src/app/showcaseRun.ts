// The kiosk seen from the app: starting each showcase game (in its language, with the venue's
// sound), applying a new version between games, keeping every other screen out of reach while
// the kiosk runs, and leaving it when the venue says so.
import { getLang, isLoaded, loadLang, setLang } from '../i18n';
import { loadFontFor } from '../i18n/font';
import { refreshDue } from './burnIn';
import { navigate, route } from './navigation';
import { isOpen } from '../model/openingHours';
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

/** When this page loaded (the nightly refresh counts from it) and how it reloads; tests pass fakes. */
export interface PageClock {
  loadedAt: number;
  now(): number;
  reload(): void;
}
const PAGE: PageClock = { loadedAt: Date.now(), now: () => Date.now(), reload: () => location.reload() };

/**
 * The next game of the rotation; between games is also when a waiting new version is applied,
 * and, once a night, when the page reloads (burn-in care: the whole screen drawn afresh).
 */
export async function startNextShowcase(app: AppServices, page: PageClock = PAGE): Promise<void> {
  if (applyUpdateBetweenGames()) return; // the page reloads into the kiosk (its URL says ?kiosk)
  if (refreshDue(page.loadedAt, page.now())) return page.reload();
  const kiosk = app.kiosk;
  kiosk.enable();
  // Closed (the kiosk started at night, or a visitor's idle wait ran out after closing time): the
  // show waits for the opening. Asked of the hours themselves: at a start the watch has not looked yet.
  if (!isOpen(app.settings.kiosk.hours, new Date(page.now()))) return closeShow(app);
  // Every language the venue shows is kept offline, not only those shown so far: a kiosk whose
  // network drops shows its whole rotation (the worker fetches only what it lacks).
  keepLanguages(kioskLangs(kiosk.config.lang, app.settings.lang));
  const { game, lang, shown } = kiosk.nextTurn(app.settings.lang);
  await applyLang(lang);
  // For this visit only: the venue's sound; the stored settings are untouched.
  app.settings.sound = kiosk.config.sound;
  const session = await app.newSession(showcaseSetup(game, randomSeed(), shown), { showcase: true });
  navigate({ name: 'table', session, showcase: true });
}

/**
 * Closing time: the show stops (its table closes: no bot thinks, no timer runs, the board's loop
 * sleeps) under the closed card; a venue that wants the screen black lets it sleep too.
 */
export function closeShow(app: AppServices): void {
  app.kiosk.screenAwake(app.settings.kiosk.closedLook !== 'black');
  navigate({ name: 'boot' });
}

/** Opening time: the screen is kept awake again and a new show starts. */
export function openShow(app: AppServices): void {
  app.kiosk.screenAwake(true);
  app.nextShowcase();
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
