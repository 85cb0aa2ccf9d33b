// What every screen and table may reach: what is kept (through narrow methods, each named for
// what a screen reads or writes), the bot port, settings, and how to start a session. main.ts
// builds it once (setAppServices); the views read it.
import type { GameId, Lang } from '../engine/core/types';
import type { VisitRow } from '../model/visits';
import type { LessonId, LessonRecords, Store } from '../storage';
import type { Settings, StatsRow } from '../storage/types';
import type { LessonKeeper } from './lessonProgress';
import type { BotPort } from '../worker/port';
import type { LiveGame, SaveRecord, SessionSetup } from './table-session';
import type { KioskConfig, ShowcaseTurn } from './showcase';
import type { UrlLaunch } from './launch';

export interface KioskControl {
  /** True while the app runs as a venue kiosk (?kiosk or the menu entry): screens read it to lock down. */
  readonly active: boolean;
  /** A visitor's game is open (not the showcase). */
  readonly visitor: boolean;
  /** What the showcase shows, how fast, in which language (URL over the venue's settings). */
  readonly config: KioskConfig;
  /** Turns kiosk behaviour on (fullscreen on input, wake lock, idle return, hidden cursor). */
  enable(): void;
  disable(): void;
  /** Called by the showcase when a visitor asks to play; the idle timer brings the showcase back. */
  visitorPlaying(): void;
  /** The showcase is on screen (the cursor hides) or not. */
  showcaseVisible(on: boolean): void;
  /** Keep the screen awake (the wake lock, the default) or let it sleep (closed, the venue wants it off). */
  screenAwake(on: boolean): void;
  /** The venue's new choices (venue screen); the next game follows them. */
  configure(patch: Partial<KioskConfig>): void;
  /** The next game of the rotation and its language (advances the rotation). */
  nextTurn(appLang: Lang): ShowcaseTurn;
  /** The game the rotation shows next, without advancing it. */
  peekGame(): GameId;
}

/**
 * What the screens read and write of what is kept, each by what the screen wants: a screen never
 * holds the store itself (tests/worker/boundaries.test.ts), so what a view may do to storage is
 * this list. Built over the store by `screenStorage` (app/screenStorage.ts).
 */
export interface ScreenStorage {
  /** Nothing survives a reload (IndexedDB did not open): Stats says so. */
  readonly storageInMemory: boolean;
  /** Load's list: every saved game, checked by replaying it. */
  savedGames(): Promise<SaveRecord[]>;
  /** How many saves were set aside as unreadable (Load says so). */
  savesSetAside(): Promise<number>;
  deleteSave(id: string): Promise<void>;
  /** The newest game still being played (the menu's Continue), or null. */
  latestUnfinishedGame(): Promise<SaveRecord | null>;
  /** The results kept, per game and strongest bot faced (of one game, or of all). */
  statsSummary(game?: GameId): Promise<StatsRow[]>;
  /** Where each lesson stands (Learn, Setup's offer, a lesson resuming). */
  lessonRecords(): Promise<LessonRecords>;
  /** Setup offered this lesson: it offers it no more. */
  markLessonOffered(game: LessonId): Promise<void>;
  /** What keeps a lesson's place as it is played, with this tab's claim on it (`takeOver`: from the tab that has it). */
  lessonKeeper(game: LessonId, opts?: { takeOver?: boolean }): Promise<LessonKeeper>;
  /** A kiosk's visitor counts, every hour's row (the venue screen). */
  visitRows(): Promise<VisitRow[]>;
}

export interface AppServices extends ScreenStorage {
  /** The app layer's (sessions, exports, the showcase); views use the narrow methods of `ScreenStorage`. */
  store: Store;
  settings: Settings;
  /**
   * Merges into the settings, applies them and persists them in the background. Resolves once a
   * new language's texts are loaded and current (the other settings apply at once).
   */
  updateSettings(patch: Partial<Settings>): Promise<void>;
  /**
   * A new game's session. The table's code (the session, the engines, the table screen) loads
   * the first time, so a session comes with everything its table route needs; it rejects with
   * the engine's reason for a setup it refuses.
   */
  newSession(setup: SessionSetup, opts?: { showcase?: boolean }): Promise<LiveGame>;
  /**
   * A saved game's session (replayed with today's rules), with the table's code loaded.
   * `takeOver`: the game is open in another tab and this tab takes it (app/ownership.ts).
   */
  sessionFromSave(record: SaveRecord, opts?: { takeOver?: boolean }): Promise<LiveGame>;
  launch: UrlLaunch;
  /**
   * Why the URL's game did not open (parseUrlSetup's error code, or 'other' for a setup the engine
   * refused): the menu says it once, in the player's language.
   */
  launchError: string | null;
  kiosk: KioskControl;
  /** Starts the next game of the kiosk showcase (or, between games, applies a waiting new version). */
  nextShowcase(): void;
  /** The venue leaves the kiosk (after its code): back to the menu, settings as stored. */
  leaveKiosk(): void;
  /** The bot worker (sessions ask it for moves; the coach's Review for its verdicts). */
  bots: BotPort;
  /** i18n keys (with a count) to show once on the menu, e.g. unreadable saves. */
  notices: { key: string; count?: number }[];
}

let current: AppServices | null = null;

export function setAppServices(s: AppServices): void {
  current = s;
}

export function appServices(): AppServices {
  if (!current) throw new Error('App services are missing: main.ts must provide them before any screen starts.');
  return current;
}
