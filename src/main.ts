// The app's entry (composition root): reads the URL, opens storage (time-boxed, falling back to
// memory so the app never hangs on IndexedDB), creates the bot client, applies the settings,
// mounts the HTML views and starts Phaser for the tables.
import Phaser from 'phaser';
import { type UiLang, getLang, loadLang, setLang } from './i18n';
import { BootScene } from './board/Boot';
import { GearAndPistonTableScene } from './board/gear-and-piston/GnpBoard';
import { GearsTableScene } from './board/gears/GearsBoard';
import type { TableScene } from './board/BoardScene';
import { InnovationTableScene } from './board/innovation/InnovationBoard';
import { TABLE_SCENES } from './board/tables';
import { type Store, createStore, openStore } from './storage';
import { memoryBackend } from './storage/backend';
import { defaultSettings } from './storage/settings';
import type { Settings } from './storage/types';
import { unlockAudio } from './views/sound';
import { COLORS } from './board/theme';
import { mountViews } from './views/mount';
import { applyDocumentSettings } from './views/screens/documentSettings';
import { createBotClient } from './worker/client';
import { mountKioskLayer } from './views/kiosk/mount';
import { createKiosk } from './app/kiosk';
import { type TableHost, navigate } from './app/navigation';
import { registerPwa, watchInstallAndOffline } from './app/pwa';
import { type AppServices, setAppServices } from './app/services';
import { GameSession } from './app/session';
import { BOT_DELAY_MS, type Speed } from './model/setup';
import { kioskConfig } from './app/showcase';
import { guardKioskRoutes, leaveKiosk, startNextShowcase } from './app/showcaseRun';
import { NO_LAUNCH, type UrlLaunch, parseUrlSetup } from './app/url-setup';

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

/** Phaser runs only the tables; while a menu is open its loop sleeps and its canvas is hidden. */
function createTableHost(): { host: TableHost; game: Phaser.Game } {
  const parent = document.getElementById('app') as HTMLElement;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const game = new Phaser.Game({
    // Canvas, not WebGL: the table is redrawn after each move; in WebGL every Text is a texture
    // upload, which made a redraw take hundreds of ms on software GL.
    type: Phaser.CANVAS,
    parent,
    backgroundColor: COLORS.bg,
    // The table screen sizes the canvas to its board slot (TableHost.place), not Phaser.
    scale: { mode: Phaser.Scale.NONE, width: 1, height: 1 },
    render: { antialias: true },
    input: { activePointers: 2 },
    // The canvas must not take the keyboard: every decision has an HTML button.
    disableContextMenu: true,
    scene: [new BootScene(() => markReady()), GearsTableScene, InnovationTableScene, GearAndPistonTableScene],
  });
  let open: string | null = null;
  let box = { x: 0, y: 0, w: 1, h: 1 };
  const fitCanvas = () => {
    Object.assign(parent.style, { left: `${box.x}px`, top: `${box.y}px`, width: `${box.w}px`, height: `${box.h}px` });
    if (game.isBooted) game.scale.resize(Math.max(1, Math.floor(box.w)), Math.max(1, Math.floor(box.h)));
  };
  void ready.then(() => {
    fitCanvas();
    if (open === null) game.loop.sleep();
  });
  const host: TableHost = {
    ready,
    open(session, showcase) {
      host.close();
      open = TABLE_SCENES[session.setup.game];
      parent.hidden = false;
      fitCanvas();
      if (game.isBooted) game.loop.wake();
      game.scene.start(open, { session, showcase });
    },
    close() {
      if (open) game.scene.stop(open);
      open = null;
      parent.hidden = true;
      // No table: no frames to draw (phones keep their battery, kiosks their CPU).
      if (game.isBooted) game.loop.sleep();
    },
    place(rect) {
      box = rect;
      fitCanvas();
    },
    refresh() {
      if (open && game.scene.isActive(open)) (game.scene.getScene(open) as TableScene).refresh();
    },
  };
  return { host, game };
}

/**
 * Loads a language's catalogue and makes it current. If it cannot load (a broken cache), the
 * language shown stays as it was (English at start) and the app goes on.
 */
async function useLang(lang: UiLang): Promise<void> {
  try {
    await loadLang(lang);
    setLang(lang);
  } catch (e) {
    console.warn(`The '${lang}' texts could not be loaded; keeping '${getLang()}'.`, e);
  }
}

async function main(): Promise<void> {
  watchInstallAndOffline();
  const parsed = parseUrlSetup(location.search);
  const launch: UrlLaunch = parsed.ok ? parsed.value : NO_LAUNCH;
  const store = await openStoreSafely();
  const stored = await timeout(store.settings.get(), 1500);
  const settings: Settings = { ...(stored ?? defaultSettings()) };
  // URL choices hold for this visit only; they are not written to the stored settings. A kiosk's
  // speed is the showcase's; a visitor's game plays at the stored speed.
  if (launch.speed && !launch.kiosk) settings.speed = launch.speed;
  if (launch.lang) settings.lang = launch.lang;
  // Before the first screen renders: t() is synchronous and reads only loaded catalogues.
  await useLang(settings.lang);
  applyDocumentSettings({ ...settings, lang: getLang() });

  const bots = createBotClient();
  const { host } = createTableHost();
  const services: AppServices = {
    store,
    settings,
    async updateSettings(patch) {
      Object.assign(settings, patch);
      void store.settings.set(patch).catch((e: unknown) => console.warn('Settings were not saved.', e));
      // The rest applies at once; a new language once its catalogue is in (the last one asked wins).
      applyDocumentSettings({ ...settings, lang: getLang() });
      const lang = settings.lang;
      if (lang === getLang()) return;
      await useLang(lang);
      if (settings.lang === lang) applyDocumentSettings({ ...settings, lang: getLang() });
    },
    newSession(setup, opts = {}) {
      const speed = (): Speed => (opts.showcase ? services.kiosk.config.speed : settings.speed);
      // Nothing in a kiosk is kept: showcase games are nobody's, and a visitor's game must not
      // take the place of anyone's save (nor count in the venue's stats). No undo nor hints there either.
      const keep = !opts.showcase && !services.kiosk.active;
      return GameSession.create(setup, {
        bots,
        ...(keep ? { saves: store.saves, stats: store.stats } : { undo: false, hints: false }),
        botDelayMs: () => Math.max(BOT_DELAY_MS[speed()], services.animationBacklogMs()),
        // The showcase may rotate languages without touching the settings.
        lang: () => getLang(),
      });
    },
    sessionFromSave(record) {
      return GameSession.fromSave(record, {
        bots,
        saves: store.saves,
        stats: store.stats,
        botDelayMs: () => Math.max(BOT_DELAY_MS[settings.speed], services.animationBacklogMs()),
        lang: () => settings.lang,
      });
    },
    launch,
    launchError: parsed.ok ? null : parsed.error.message,
    kiosk: createKiosk({
      // A visitor walked away: back to the showcase, from whatever screen is open.
      onIdle: () => services.nextShowcase(),
      config: kioskConfig(settings.kiosk, launch.kioskOptions, launch.speed, launch.lang),
    }),
    nextShowcase: () => void startNextShowcase(services),
    leaveKiosk: () => void leaveKiosk(services),
    tables: host,
    bots,
    animationBacklogMs: () => 0,
    notices: store.notices.map((n) => (n.count === undefined ? { key: n.key } : { key: n.key, count: n.count })),
  };
  setAppServices(services);
  mountViews(document.getElementById('screen') as HTMLElement);
  mountKioskLayer();
  guardKioskRoutes(services);

  // The first screen: the showcase (?kiosk), a game (?game=...), or the menu.
  if (launch.kiosk) services.nextShowcase();
  else if (launch.setup) {
    try {
      navigate({ name: 'table', session: services.newSession(launch.setup) });
    } catch (e) {
      services.launchError = e instanceof Error ? e.message : String(e);
      navigate({ name: 'menu' });
    }
  } else navigate({ name: 'menu' });

  registerPwa();
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
