// The venue's kiosk settings, read field by field like the rest of the settings: a damaged field
// falls back to its default (src/views/kiosk/VenueScreen.tsx writes them).
import { LANGS, SPEEDS } from '../model/setup';
import { GAME_IDS, type GameId } from '../engine/core/types';
import { WEEKDAYS, type WeekHours } from '../model/openingHours';
import type { VenueSettings } from './types';

/** A visitor's game waits this long for input before the showcase resumes (the venue may change it). */
export const KIOSK_IDLE_MS = 60_000;

/** The games a stored record may name (read from disk, so checked against this list, never looked up as keys). */
export { GAME_IDS };

/** The showcase's rotation out of the box: Gears, the quickest to read from across a shop, first. */
const DEFAULT_ROTATION: readonly GameId[] = ['gears', 'gear-and-piston', 'innovation'];

/** A kiosk out of the box: the three games, the app's language, fast, silent, no code yet. */
export function defaultVenue(): VenueSettings {
  return { codeHash: null, salt: '', games: [...DEFAULT_ROTATION], lang: null, speed: 'fast', sound: false, idleMs: KIOSK_IDLE_MS, hours: null, closedLook: 'dim' };
}

/** The well-formed fields of a stored venue record over the defaults. */
export function readVenue(stored: unknown): VenueSettings {
  const v = defaultVenue();
  if (typeof stored !== 'object' || stored === null) return v;
  const r = stored as Record<string, unknown>;
  if (typeof r.codeHash === 'string' && /^[0-9a-f]{64}$/.test(r.codeHash) && typeof r.salt === 'string') {
    v.codeHash = r.codeHash;
    v.salt = r.salt;
  }
  if (Array.isArray(r.games)) {
    const games = (r.games as unknown[]).filter((g): g is GameId => GAME_IDS.includes(g as GameId));
    if (games.length) v.games = [...new Set(games)];
  }
  if (r.lang === 'rotate' || r.lang === null || (LANGS as readonly unknown[]).includes(r.lang)) v.lang = r.lang as VenueSettings['lang'];
  if ((SPEEDS as readonly unknown[]).includes(r.speed)) v.speed = r.speed as VenueSettings['speed'];
  if (typeof r.sound === 'boolean') v.sound = r.sound;
  if (typeof r.idleMs === 'number' && Number.isInteger(r.idleMs) && r.idleMs >= 10_000) v.idleMs = r.idleMs;
  if (r.hours === null || (typeof r.hours === 'object' && !Array.isArray(r.hours))) v.hours = readHours(r.hours as Record<string, unknown> | null);
  if (r.closedLook === 'dim' || r.closedLook === 'black') v.closedLook = r.closedLook;
  return v;
}

const isMinute = (x: unknown, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;

/** Stored hours, a damaged day read as closed (a screen dark for a day is safer than one on all night). */
function readHours(stored: Record<string, unknown> | null): WeekHours | null {
  if (stored === null) return null;
  const hours: WeekHours = {};
  for (const day of WEEKDAYS) {
    const s = stored[day] as { open?: unknown; close?: unknown } | null | undefined;
    if (s && isMinute(s.open, 1439) && isMinute(s.close, 1440) && s.open !== s.close) hours[day] = { open: s.open, close: s.close };
  }
  return hours;
}
