// The venue's kiosk settings, read field by field like the rest of the settings: a damaged field
// falls back to its default (src/views/kiosk/VenueScreen.tsx writes them).
import { LANGS, SPEEDS } from '../model/setup';
import { GAME_IDS, type GameId } from '../engine/core/types';
import type { VenueSettings } from './types';

/** The games a stored record may name (read from disk, so checked against this list, never looked up as keys). */
export { GAME_IDS };

/** The showcase's rotation out of the box: Gears, the quickest to read from across a shop, first. */
const DEFAULT_ROTATION: readonly GameId[] = ['gears', 'gear-and-piston', 'innovation'];

/** A kiosk out of the box: the three games, the app's language, fast, silent, no code yet. */
export function defaultVenue(): VenueSettings {
  return { codeHash: null, salt: '', games: [...DEFAULT_ROTATION], lang: null, speed: 'fast', sound: false };
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
  return v;
}
