// The storage front door: openStore() gives saves, stats and settings over IndexedDB, or over
// memory when IndexedDB cannot open in time (the app must never hang at start because of it).
import type { AnyGame } from '../engine/core/types';
import { type Backend, type BackendKind, idbBackend, memoryBackend } from './backend';
import { connect } from './connection';
import { openDatabase } from './db';
import { type LessonsApi, createLessons } from './lessons';
import { type SavesApi, type Verify, createSaves } from './saves';
import { type SettingsApi, createSettings, defaultSettings, detectLang } from './settings';
import { type StatsApi, createStats } from './stats';
import { type VisitsApi, createVisits } from './visits';
import type { StoreNotice } from './types';

export type { SaveListing, SavesApi } from './saves';
export type { SettingsApi } from './settings';
export type { StatsApi } from './stats';
export type { VisitsApi } from './visits';
export type { LessonId, LessonPlace, LessonRecord, LessonRecords, LessonsApi } from './lessons';
export { LESSON_IDS } from './lessons';
export * from './types';
export { newSaveId } from './saves';
export { checkSaveShape } from './shape';

export interface Store {
  saves: SavesApi;
  stats: StatsApi;
  settings: SettingsApi;
  /** Where each game's lesson stands (the step reached, done, offered by Setup). */
  lessons: LessonsApi;
  /** A kiosk's visitor counts (no personal data), kept on the device only. */
  visits: VisitsApi;
  /** 'memory' means nothing survives a reload; the UI says so (notice.storageUnavailable). */
  kind: BackendKind;
  /** What the UI should tell the player once, e.g. 1 saved game could not be read. */
  notices: StoreNotice[];
  close(): void;
}

export interface OpenStoreOptions {
  dbName?: string;
  timeoutMs?: number;
  /** Tests inject a backend (e.g. one whose writes fail with QuotaExceededError). */
  backend?: Backend;
  /**
   * Defaults to the engine registry: a record must replay with today's rules. The replay and the
   * engines load the first time a record is replayed (storage/validate.ts), not with the store.
   */
  resolveGame?: (id: string) => AnyGame;
  /** Browser languages for the default language (navigator.languages when omitted). */
  languages?: readonly string[];
}

/** Builds the APIs over any backend; does not scan anything. */
export function createStore(backend: Backend, opts: Pick<OpenStoreOptions, 'resolveGame' | 'languages'> = {}): Store {
  const verify: Verify = async (x) => (await import('./validate')).verifySave(x, opts.resolveGame);
  const languages = opts.languages ?? (typeof navigator === 'undefined' ? undefined : navigator.languages);
  return {
    saves: createSaves(backend, verify),
    stats: createStats(backend),
    settings: createSettings(backend, defaultSettings(detectLang(languages))),
    lessons: createLessons(backend),
    visits: createVisits(backend),
    kind: backend.kind,
    notices: [],
    close: () => backend.close(),
  };
}

/**
 * Opens the database (time-boxed), falls back to memory on any failure, and checks the shape of
 * every saved game so that unreadable ones are moved aside and reported at start. (Replaying
 * every game would grow with each game kept; Load replays them, Continue the one it opens.)
 */
export async function openStore(opts: OpenStoreOptions = {}): Promise<Store> {
  let backend = opts.backend;
  const notices: StoreNotice[] = [];
  if (!backend) {
    try {
      const dbOpts: { name?: string; timeoutMs?: number } = {};
      if (opts.dbName !== undefined) dbOpts.name = opts.dbName;
      if (opts.timeoutMs !== undefined) dbOpts.timeoutMs = opts.timeoutMs;
      // Opened again when it is closed under an open game (another tab deleted it, or the browser closed it).
      backend = idbBackend(await connect((onClose) => openDatabase({ ...dbOpts, onClose })));
    } catch (e) {
      console.warn('Saved games are unavailable; playing without them.', e);
      backend = memoryBackend();
      notices.push({ key: 'notice.storageUnavailable' });
    }
  }
  const store = createStore(backend, opts);
  try {
    // Time-boxed too: a scan that stalls must not hold the menu back (it finishes in the background).
    const scan = await withTimeout(store.saves.scan(), opts.timeoutMs ?? 3000);
    if (scan && scan.unreadable > 0) notices.push({ key: 'notice.savesUnreadable', count: scan.unreadable });
  } catch (e) {
    console.warn('Could not scan saved games.', e);
  }
  store.notices.push(...notices);
  return store;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | null> {
  return new Promise<T | null>((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
