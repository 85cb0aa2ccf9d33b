// The app's entry (composition root): reads the URL, opens storage (time-boxed, falling back to
// memory so the app never hangs on IndexedDB), creates the bot client, applies the settings and
// mounts the HTML views. What only a table needs (the session and the engines, the table's code,
// the board and Phaser) is loaded with import() when a table first opens: the menu loads none of
// it (tests/worker/boundaries.test.ts holds that), and the service worker precaches it all (the
// languages but English are kept once used: app/langOffline.ts). In
// screen reader mode no table asks for the board, so Phaser is never loaded.
import { loadVenueAtStart } from './app/venueLoad';
import { showKioskStatus } from './app/kioskStatusPage';
import { kioskBeating } from './app/kioskStatus';
import { openingState } from './app/openingWatch';
import { deviceMemory } from './app/venue';
import { connectVisits, createVisitCounter, visitTouch } from './app/visitCount';
import { currentTable } from './views/table/current';
import { LANGS, type UiLang, getLang, loadLang, setLang } from './i18n';
import { loadFontFor } from './i18n/font';
import { type Store, createStore, openStore } from './storage';
import { memoryBackend } from './storage/backend';
import { defaultSettings } from './storage/settings';
import type { Settings } from './storage/types';
import { unlockAudio } from './views/sound';
import { provideBoard } from './views/table/board';
import { mountViews } from './views/mount';
import { whenIdleAfterShown } from './views/shown';
import { loadTableScreen } from './views/routes';
import { applyDocumentSettings } from './views/screens/documentSettings';
import { createBotClient } from './worker/client';
import { mountKioskLayer } from './views/kiosk/mount';
import { createKiosk, kioskState } from './app/kiosk';
import { navigate } from './app/navigation';
import { registerPwa, watchInstallAndOffline } from './app/pwa';
import { keepLanguages, langNeedsConnection } from './app/langOffline';
import { pageBuild, watchVersions } from './app/version';
import { screenStorage } from './app/screenStorage';
import { type AppServices, setAppServices } from './app/services';
import { BOT_DELAY_MS, type Speed } from './model/setup';
import { kioskConfig } from './app/showcase';
import { guardKioskRoutes, leaveKiosk, startNextShowcase } from './app/showcaseRun';
import { claimSave } from './app/ownership';
import { tabMemory, urlGameSession } from './app/url-game';
import { NO_LAUNCH, type UrlLaunch } from './app/launch';
import type { Result } from './engine/core/errors';

/** The release label the build writes in (vite.config.ts, define); absent outside a Vite build. */
declare const __APP_VERSION__: string | undefined;

/** However IndexedDB behaves, the menu shows within this time. */
const STORE_DEADLINE_MS = 4000;

function timeout<T>(p: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([p, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]).catch(() => null);
}

async function openStoreSafely(): Promise<Store> {
  const store = await timeout(openStore({ timeoutMs: 2500 }), STORE_DEADLINE_MS);
  if (store) return store;
  const memory = createStore(memoryBackend());
  memory.notices.push({ key: 'notice.storageUnavailable' });
  return memory;
}

/** However long the app's font takes, a language's words show within this time (then swap fonts). */
const FONT_DEADLINE_MS = 1000;

/**
 * Loads a language's catalogue and its font, and makes it current; the service worker is asked to
 * keep it offline. If the catalogue cannot load (offline, a language this device has not kept
 * yet), the language shown stays as it was (English at start), the app goes on, and the answer is
 * false. The font is waited for so that words do not move when it arrives, and so that the board,
 * which draws in whatever font is loaded, draws in it; but only up to a deadline.
 */
async function useLang(lang: UiLang): Promise<boolean> {
  try {
    await Promise.all([loadLang(lang), timeout(loadFontFor(lang), FONT_DEADLINE_MS)]);
    setLang(lang);
    keepLanguages([lang], lang);
    return true;
  } catch (e) {
    console.warn(`The '${lang}' texts could not be loaded; keeping '${getLang()}'.`, e);
    return false;
  }
}

/** The URL's setup: its reader (and the engines, for a game's variants) loads only when there is one. */
async function readUrl(search: string): Promise<Result<UrlLaunch>> {
  if (new URLSearchParams(search).size === 0) return { ok: true, value: NO_LAUNCH };
  return (await import('./app/url-setup')).parseUrlSetup(search);
}

/** The session's code with the table screen's: a table route opens with nothing left to load. */
async function sessionCode() {
  const [code] = await Promise.all([import('./app/session'), loadTableScreen()]);
  return code.GameSession;
}

/** The address's lang=, when it is one of the app's languages (read apart from the rest). */
function langOf(search: string): UiLang | null {
  const lang = new URLSearchParams(search).get('lang');
  return (LANGS as readonly string[]).includes(lang ?? '') ? (lang as UiLang) : null;
}

async function main(): Promise<void> {
  // The status page for a remote check (README): the JSON and nothing else.
  if (new URLSearchParams(location.search).has('kiosk-status')) return showKioskStatus();
  // Every language's first screen needs the font's Latin part: it downloads beside the storage
  // and the texts (useLang waits for it, and for a language's own part).
  void loadFontFor(null);
  watchInstallAndOffline();
  // Says this tab's build to the other tabs, and hears when a newer one starts or an update is
  // applied (they then offer a reload: a new version's files replace this one's).
  watchVersions(pageBuild(typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'));
  // A URL that opens a table: its code starts loading now, beside the storage and the texts.
  if (/[?&](game|kiosk)\b/.test(location.search)) void sessionCode().catch(() => undefined);
  const parsed = await readUrl(location.search);
  // An address that cannot be read opens the menu; a language it names still says why.
  const launch: UrlLaunch = parsed.ok ? parsed.value : { ...NO_LAUNCH, lang: langOf(location.search) };
  const store = await openStoreSafely();
  const stored = await timeout(store.settings.get(), 1500);
  const settings: Settings = { ...(stored ?? defaultSettings()) };
  // URL choices hold for this visit only; they are not written to the stored settings. A kiosk's
  // speed is the showcase's; a visitor's game plays at the stored speed.
  if (launch.speed && !launch.kiosk) settings.speed = launch.speed;
  if (launch.lang) settings.lang = launch.lang;
  if (launch.nv !== null) settings.screenReader = launch.nv;
  // Before the first screen renders: t() is synchronous and reads only loaded catalogues.
  // A stored language this device cannot load now (offline, not kept) stays stored for the next start.
  if (!(await useLang(settings.lang))) settings.lang = getLang();
  applyDocumentSettings({ ...settings, lang: getLang() });

  const bots = createBotClient();
  const canvasBox = document.getElementById('app') as HTMLElement;
  provideBoard(() => import('./board/load').then((board) => board.loadBoardHost(canvasBox)));
  const services: AppServices = {
    store,
    ...screenStorage(store),
    settings,
    async updateSettings(patch) {
      const { lang, ...rest } = patch;
      const newLang = lang !== undefined && lang !== getLang() ? lang : null;
      Object.assign(settings, patch);
      const save = (p: Partial<Settings>) => void store.settings.set(p).catch((e: unknown) => console.warn('Settings were not saved.', e));
      // A new language is saved only once its catalogue is in: one that cannot load (offline, not
      // kept yet) must not become the stored choice.
      if (newLang === null) save(patch);
      else if (Object.keys(rest).length > 0) save(rest);
      // The rest applies at once; a new language once its catalogue is in (the last one asked wins).
      applyDocumentSettings({ ...settings, lang: getLang() });
      if (newLang === null) return;
      langNeedsConnection.set(null);
      const loaded = await useLang(newLang);
      if (settings.lang !== newLang) return;
      if (loaded) save({ lang: newLang });
      else {
        // Said on the screen that asked (Settings, the table's settings); the language stays.
        settings.lang = getLang();
        langNeedsConnection.set(newLang);
      }
      applyDocumentSettings({ ...settings, lang: getLang() });
    },
    async newSession(setup, opts = {}) {
      const GameSession = await sessionCode();
      const speed = (): Speed => (opts.showcase ? services.kiosk.config.speed : settings.speed);
      // Nothing in a kiosk is kept: showcase games are nobody's, and a visitor's game must not
      // take the place of anyone's save (nor count in the venue's stats). No undo nor hints there either.
      const keep = !opts.showcase && !services.kiosk.active;
      return GameSession.create(setup, {
        bots,
        ...(keep ? { saves: store.saves, stats: store.stats, owner: (id: string) => claimSave(id) } : { undo: false, hints: false }),
        botDelayMs: () => BOT_DELAY_MS[speed()],
        // The showcase may rotate languages without touching the settings.
        lang: () => getLang(),
      });
    },
    async sessionFromSave(record, opts = {}) {
      const GameSession = await sessionCode();
      // A visitor taking over the showcase's game: kept nowhere, as any game in the kiosk.
      const keep = !services.kiosk.active;
      return GameSession.fromSave(record, {
        bots,
        ...(keep ? { saves: store.saves, stats: store.stats, owner: (id: string) => claimSave(id, opts) } : { undo: false, hints: false }),
        botDelayMs: () => BOT_DELAY_MS[settings.speed],
        lang: () => settings.lang,
      });
    },
    launch,
    launchError: parsed.ok ? null : parsed.error.code,
    kiosk: createKiosk({
      // A visitor walked away: back to the showcase, from whatever screen is open.
      onIdle: () => services.nextShowcase(),
      // A touch counts for the visit (on the game on screen, or the one coming next).
      // Outside opening hours a touch on the closed card is nobody's visit.
      onInput: () => {
        if (openingState.get().open) visitTouch(currentTable.get()?.session.setup.game ?? services.kiosk.peekGame());
      },
      config: kioskConfig(settings.kiosk, launch.kioskOptions, launch.speed, launch.lang),
    }),
    nextShowcase: () => void startNextShowcase(services),
    leaveKiosk: () => void leaveKiosk(services),
    bots,
    notices: store.notices.map((n) => (n.count === undefined ? { key: n.key } : { key: n.key, count: n.count })),
  };
  setAppServices(services);
  // The heartbeat that ?kiosk-status reads, while the kiosk runs.
  const heap = () => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null;
  kioskState.subscribe(({ active }) => kioskBeating(active, { version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev', memory: deviceMemory(), heap }));
  connectVisits(createVisitCounter({ add: (at, game, count, by) => void store.visits.add(at, game, count, by), idleMs: () => services.kiosk.config.idleMs }));
  mountViews(document.getElementById('screen') as HTMLElement);
  mountKioskLayer();
  guardKioskRoutes(services);

  // The first screen: the showcase (?kiosk), a game (?game=...), or the menu.
  // A kiosk reads its venue file (managed configuration, ?venue=) before the first showcase game.
  if (launch.kiosk) void loadVenueAtStart(services, location.search, location.origin).finally(() => services.nextShowcase());
  else if (launch.setup) {
    try {
      const deps = { memory: tabMemory(), load: (id: string) => store.saves.load(id), fresh: services.newSession, fromSave: services.sessionFromSave };
      navigate({ name: 'table', session: await urlGameSession(launch.setup, location.search, deps) });
    } catch (e) {
      console.warn('The game the address names could not be started.', e);
      services.launchError = 'other';
      navigate({ name: 'menu' });
    }
  } else navigate({ name: 'menu' });

  // The service worker's code once the page has loaded and the first screen is on the screen: on a
  // phone's link its files would share the first round trips with the first screen's (a table's
  // prompt waited for them). Nobody waits for it: an idle moment, within two seconds.
  const registerLater = () => void whenIdleAfterShown(2000).then(registerPwa);
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });
  // Sound may start only after a gesture; the first touch or key creates the audio context.
  const unlock = () => {
    if (settings.sound) unlockAudio();
  };
  window.addEventListener('pointerdown', unlock, { capture: true });
  window.addEventListener('keydown', unlock, { capture: true });
}

void main().catch((e: unknown) => {
  console.error('The app could not start.', e);
  const el = document.getElementById('screen');
  if (el) el.textContent = `Boardwright could not start: ${e instanceof Error ? e.message : String(e)}`;
});
