// The app's entry: reads the URL, opens storage (time-boxed, falling back to memory so the app
// never hangs on IndexedDB), creates the bot client, applies the settings and starts Phaser.
import Phaser from 'phaser';
import { setLang } from '../i18n';
import { BootScene } from '../scenes/Boot';
import { GearAndPistonTableScene } from '../scenes/GearAndPistonTable';
import { GearsTableScene } from '../scenes/GearsTable';
import { InnovationTableScene } from '../scenes/InnovationTable';
import { LoadScene } from '../scenes/Load';
import { MenuScene } from '../scenes/Menu';
import { RulesScene } from '../scenes/Rules';
import { SettingsScene } from '../scenes/Settings';
import { SetupScene } from '../scenes/Setup';
import { ShowcaseScene } from '../scenes/Showcase';
import { StatsScene } from '../scenes/Stats';
import { type AppServices, SCENES, provideServices } from '../scenes/services';
import { type Store, createStore, openStore } from '../storage';
import { memoryBackend } from '../storage/backend';
import { defaultSettings } from '../storage/settings';
import type { Settings } from '../storage/types';
import { unlockAudio } from '../ui/sound';
import { COLORS } from '../ui/theme';
import { createBotClient } from '../worker/client';
import { createKiosk } from './kiosk';
import { registerPwa } from './pwa';
import { GameSession } from './session';
import { BOT_DELAY_MS, type Speed } from './setup';
import { type UrlLaunch, parseUrlSetup } from './url-setup';

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

async function main(): Promise<void> {
  const parsed = parseUrlSetup(location.search);
  const launch: UrlLaunch = parsed.ok ? parsed.value : { setup: null, kiosk: false, kioskGame: null, speed: null, lang: null };
  const store = await openStoreSafely();
  const stored = await timeout(store.settings.get(), 1500);
  const settings: Settings = { ...(stored ?? defaultSettings()) };
  // URL choices hold for this visit only; they are not written to the stored settings.
  if (launch.speed) settings.speed = launch.speed;
  if (launch.lang) settings.lang = launch.lang;
  setLang(settings.lang);
  document.documentElement.lang = settings.lang;

  const bots = createBotClient();
  const services: AppServices = {
    store,
    settings,
    updateSettings(patch) {
      Object.assign(settings, patch);
      setLang(settings.lang);
      document.documentElement.lang = settings.lang;
      void store.settings.set(patch).catch((e: unknown) => console.warn('Settings were not saved.', e));
    },
    newSession(setup, opts = {}) {
      const speed = (): Speed => (opts.showcase ? (settings.speed === 'instant' ? 'instant' : 'fast') : settings.speed);
      // Showcase games are not the visitor's: no autosave, no stats.
      return GameSession.create(setup, {
        bots,
        ...(opts.showcase ? {} : { saves: store.saves, stats: store.stats }),
        botDelayMs: () => Math.max(BOT_DELAY_MS[speed()], services.animationBacklogMs()),
        lang: () => settings.lang,
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
      onIdle: () => {
        // A visitor walked away: back to the showcase, from whatever screen is open.
        for (const scene of game.scene.getScenes(true)) if (scene.scene.key !== SCENES.showcase) scene.scene.stop();
        game.scene.start(SCENES.showcase);
      },
    }),
    animationBacklogMs: () => 0,
    notices: store.notices.map((n) => (n.count === undefined ? { key: n.key } : { key: n.key, count: n.count })),
  };

  const game = new Phaser.Game({
    // Canvas, not WebGL: the table is mostly text and is redrawn after each move; in WebGL every
    // Text is a texture upload, which made a redraw take hundreds of ms on software GL.
    type: Phaser.CANVAS,
    parent: 'app',
    backgroundColor: COLORS.bg,
    scale: { mode: Phaser.Scale.RESIZE, width: window.innerWidth, height: window.innerHeight },
    render: { antialias: true },
    // Scenes read the services in create(); they must be there before the first scene boots.
    callbacks: { preBoot: (g) => provideServices(g, services) },
    input: { activePointers: 2 },
    scene: [BootScene, MenuScene, SetupScene, GearsTableScene, InnovationTableScene, GearAndPistonTableScene, StatsScene, SettingsScene, RulesScene, LoadScene, ShowcaseScene],
  });
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
  const el = document.getElementById('app');
  if (el) el.textContent = `Boardwright could not start: ${e instanceof Error ? e.message : String(e)}`;
});
