// A venue file: the kiosk's settings as JSON, so a venue configures screens without a rebuild
// (?venue=<same-origin URL>, a file picked on the venue screen, or the browser's managed
// configuration). Every field is checked before anything is applied: one bad field and the
// whole file is refused, with a message per bad field, and the kiosk keeps what it had.
import { GAME_IDS, type GameId, LANGS, type Lang } from '../engine/core/types';
import { type WeekHours, WEEKDAYS, type Weekday, parseSpan } from '../model/openingHours';
import type { ClosedLook, VenueSettings } from '../storage/types';
import { KIOSK_SPEEDS, type KioskSpeed } from './showcase';

/** What a valid file sets; a field it leaves out keeps the kiosk's current value. */
export type VenuePatch = Partial<Pick<VenueSettings, 'games' | 'lang' | 'speed' | 'sound' | 'idleMs' | 'hours' | 'closedLook' | 'codeHash' | 'salt'>>;

export type VenueProblem =
  | 'notJson'
  | 'unreadable'
  | 'notSameOrigin'
  | 'notObject'
  | 'unknownField'
  | 'notList'
  | 'noGame'
  | 'unknownGame'
  | 'repeatedGame'
  | 'unknownLanguage'
  | 'unknownSpeed'
  | 'notYesNo'
  | 'badIdle'
  | 'unknownDay'
  | 'badSpan'
  | 'unknownLook'
  | 'badCode';

export interface VenueFieldError {
  /** The field as written in the file ("hours.mon" for a day). */
  field: string;
  problem: VenueProblem;
}

export type VenueCheck = { ok: true; patch: VenuePatch } | { ok: false; errors: VenueFieldError[] };

/** A visitor's wait, in seconds: long enough to read a card, short enough for a shop. */
export const IDLE_SECONDS_MIN = 10;
export const IDLE_SECONDS_MAX = 3600;

const FIELDS = ['games', 'language', 'speed', 'sound', 'idleSeconds', 'hours', 'closed', 'code'] as const;
const LOOKS: readonly ClosedLook[] = ['dim', 'black'];

/** Checks a parsed venue file field by field. */
export function checkVenueFile(raw: unknown): VenueCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, errors: [{ field: '', problem: 'notObject' }] };
  const r = raw as Record<string, unknown>;
  const errors: VenueFieldError[] = [];
  const patch: VenuePatch = {};
  const bad = (field: string, problem: VenueProblem) => errors.push({ field, problem });

  for (const key of Object.keys(r)) if (!(FIELDS as readonly string[]).includes(key)) bad(key, 'unknownField');

  if ('games' in r) {
    const g = r.games;
    if (!Array.isArray(g)) bad('games', 'notList');
    else if (g.length === 0) bad('games', 'noGame');
    else if (!g.every((x) => GAME_IDS.includes(x as GameId))) bad('games', 'unknownGame');
    else if (new Set(g).size !== g.length) bad('games', 'repeatedGame');
    else patch.games = [...(g as GameId[])];
  }
  if ('language' in r) {
    const l = r.language;
    if (l === 'app') patch.lang = null;
    else if (l === 'rotate' || LANGS.includes(l as Lang)) patch.lang = l as Lang | 'rotate';
    else bad('language', 'unknownLanguage');
  }
  if ('speed' in r) {
    if (KIOSK_SPEEDS.includes(r.speed as KioskSpeed)) patch.speed = r.speed as KioskSpeed;
    else bad('speed', 'unknownSpeed');
  }
  if ('sound' in r) {
    if (typeof r.sound === 'boolean') patch.sound = r.sound;
    else bad('sound', 'notYesNo');
  }
  if ('idleSeconds' in r) {
    const s = r.idleSeconds;
    if (typeof s === 'number' && Number.isInteger(s) && s >= IDLE_SECONDS_MIN && s <= IDLE_SECONDS_MAX) patch.idleMs = s * 1000;
    else bad('idleSeconds', 'badIdle');
  }
  if ('hours' in r) {
    const h = r.hours;
    if (h === null) patch.hours = null;
    else if (typeof h !== 'object' || Array.isArray(h)) bad('hours', 'notObject');
    else {
      const hours: WeekHours = {};
      let fine = true;
      for (const [day, span] of Object.entries(h as Record<string, unknown>)) {
        if (!(WEEKDAYS as readonly string[]).includes(day)) {
          bad(`hours.${day}`, 'unknownDay');
          fine = false;
        } else if (span === 'closed' || span === null) hours[day as Weekday] = null;
        else {
          const parsed = typeof span === 'string' ? parseSpan(span) : null;
          if (parsed) hours[day as Weekday] = parsed;
          else {
            bad(`hours.${day}`, 'badSpan');
            fine = false;
          }
        }
      }
      if (fine) patch.hours = hours;
    }
  }
  if ('closed' in r) {
    if (LOOKS.includes(r.closed as ClosedLook)) patch.closedLook = r.closed as ClosedLook;
    else bad('closed', 'unknownLook');
  }
  if ('code' in r) {
    const c = r.code as { hash?: unknown; salt?: unknown } | null;
    if (typeof c === 'object' && c !== null && typeof c.hash === 'string' && /^[0-9a-f]{64}$/.test(c.hash) && typeof c.salt === 'string' && c.salt.length > 0) {
      patch.codeHash = c.hash;
      patch.salt = c.salt;
    } else bad('code', 'badCode');
  }
  return errors.length ? { ok: false, errors } : { ok: true, patch };
}

/** Checks a venue file's text (as read from a URL or a picked file). */
export function checkVenueText(text: string): VenueCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, errors: [{ field: '', problem: 'notJson' }] };
  }
  return checkVenueFile(raw);
}

/** Only same-origin files are read: a venue file decides the code that leaves the kiosk. */
export function venueFileUrl(param: string | null, origin: string): URL | null {
  if (!param) return null;
  try {
    const url = new URL(param, origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}
