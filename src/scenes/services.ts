// What every scene may reach: storage, the bot port, settings, and how to start a session.
// main.ts builds it once and puts it in the game registry; scenes read it with services(scene).
import type Phaser from 'phaser';
import type { GameSession, SaveRecord, SessionSetup } from '../app/session';
import type { UrlLaunch } from '../app/url-setup';
import type { Store } from '../storage';
import type { Settings } from '../storage/types';

export interface KioskControl {
  /** True while the app runs as a venue kiosk (?kiosk or the menu entry). */
  readonly active: boolean;
  /** Turns kiosk behaviour on (fullscreen on first input, wake lock, idle return, hidden cursor). */
  enable(): void;
  disable(): void;
  /** Called by the showcase when a visitor asks to play; the idle timer brings the showcase back. */
  visitorPlaying(): void;
  /** The showcase is on screen (the cursor hides) or not. */
  showcaseVisible(on: boolean): void;
}

export interface AppServices {
  store: Store;
  settings: Settings;
  /** Merges into the settings, applies them (language) and persists them in the background. */
  updateSettings(patch: Partial<Settings>): void;
  newSession(setup: SessionSetup, opts?: { showcase?: boolean }): GameSession;
  sessionFromSave(record: SaveRecord): GameSession;
  launch: UrlLaunch;
  /** A URL that could not be read: shown once on the menu. */
  launchError: string | null;
  kiosk: KioskControl;
  /** The table reports how long its queued animations will take; bots wait for it. */
  animationBacklogMs: () => number;
  /** i18n keys (with a count) to show once on the menu, e.g. unreadable saves. */
  notices: { key: string; count?: number }[];
}

const KEY = 'services';

export function provideServices(game: Phaser.Game, s: AppServices): void {
  game.registry.set(KEY, s);
}

export function services(scene: Phaser.Scene): AppServices {
  const s = scene.registry.get(KEY) as AppServices | undefined;
  if (!s) throw new Error('App services are missing: main.ts must provide them before scenes start.');
  return s;
}

/** Scene keys, one per screen. */
export const SCENES = {
  boot: 'Boot',
  menu: 'Menu',
  setup: 'Setup',
  table: 'GearsTable',
  stats: 'Stats',
  settings: 'Settings',
  rules: 'Rules',
  load: 'Load',
  showcase: 'Showcase',
} as const;
