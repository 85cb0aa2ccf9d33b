// Player preferences. Read field by field: a damaged or outdated field falls back to its
// default and the rest is kept, so a bad settings record never blocks the app.
import { LANGS, SPEEDS, type SessionSetup } from '../model/setup';
import type { GameId, Lang } from '../engine/core/types';
import type { Backend } from './backend';
import { writeFailure } from './saves';
import { SAVE_VERSION, type Settings, type WriteResult } from './types';
import { GAME_IDS, defaultVenue, readVenue } from './venue';
import { checkSaveShape } from './shape';

const KEY = 'settings';

export interface SettingsApi {
  get(): Promise<Settings>;
  /** Merges the given fields into the stored settings and returns the result. */
  set(patch: Partial<Settings>): Promise<{ settings: Settings; write: WriteResult }>;
}

/** The browser's preferred language among those we ship, else English. */
export function detectLang(languages: readonly string[] | undefined): Lang {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    const hit = LANGS.find((l) => l === base);
    if (hit) return hit;
  }
  return 'en';
}

export function defaultSettings(lang: Lang = 'en'): Settings {
  return {
    lang,
    speed: 'normal',
    reduceMotion: false,
    sound: true,
    largeText: false,
    colourAid: false,
    confirmShare: true,
    screenReader: false,
    whatYouKnow: false,
    lastSetup: {},
    kiosk: defaultVenue(),
  };
}

/** Keeps only the well-formed fields of a stored value over the defaults. */
export function readSettings(stored: unknown, defaults: Settings): Settings {
  const s: Settings = { ...defaults, lastSetup: {}, kiosk: readVenue(defaults.kiosk) };
  if (typeof stored !== 'object' || stored === null) return s;
  const v = stored as Record<string, unknown>;
  if ('kiosk' in v) s.kiosk = readVenue(v.kiosk);
  if ((LANGS as readonly unknown[]).includes(v.lang)) s.lang = v.lang as Lang;
  if ((SPEEDS as readonly unknown[]).includes(v.speed)) s.speed = v.speed as Settings['speed'];
  for (const flag of ['reduceMotion', 'sound', 'largeText', 'colourAid', 'confirmShare', 'screenReader', 'whatYouKnow'] as const) {
    if (typeof v[flag] === 'boolean') s[flag] = v[flag];
  }
  if (typeof v.lastSetup === 'object' && v.lastSetup !== null) {
    for (const [game, setup] of Object.entries(v.lastSetup)) {
      // Own game ids only: a stored key '__proto__' would otherwise set the object's prototype.
      if ((GAME_IDS as readonly string[]).includes(game) && isSetup(setup) && setup.game === game) s.lastSetup[game as GameId] = setup;
    }
  }
  return s;
}

function isSetup(x: unknown): x is SessionSetup {
  // Reuse the save checker's setup rules through a minimal record.
  if (typeof x !== 'object' || x === null) return false;
  const setup = x as SessionSetup;
  const probe = {
    version: SAVE_VERSION,
    id: 'probe',
    game: setup.game,
    setup,
    seed: setup.options?.seed,
    moves: [],
    meta: { players: 0, turn: 0, date: 0, status: 'playing' },
  };
  return checkSaveShape(probe).ok;
}

export function createSettings(backend: Backend, defaults: Settings): SettingsApi {
  let cache: Settings | null = null;
  const api: SettingsApi = {
    async get() {
      if (cache) return cache;
      let stored: unknown;
      try {
        stored = ((await backend.get('settings', KEY)) as { value?: unknown } | undefined)?.value;
      } catch {
        stored = undefined;
      }
      cache = readSettings(stored, defaults);
      return cache;
    },
    async set(patch) {
      const current = await api.get();
      const settings = readSettings({ ...current, ...patch }, defaults);
      cache = settings;
      try {
        await backend.put('settings', { key: KEY, value: settings });
        return { settings, write: { ok: true } };
      } catch (e) {
        return { settings, write: writeFailure(e) };
      }
    },
  };
  return api;
}
