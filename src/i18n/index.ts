// Every string a person reads goes through t(key, params). English is the source of the key set;
// the other languages are typed against it, so a missing key is a compile error and a test failure.
// Only English is in the main bundle: another language is its own chunk, loaded (loadLang) before
// it is used, so a player downloads and parses one translation, not three. The service worker
// precaches English only and keeps another language once it is used (app/langOffline.ts): a
// language never used on this device cannot load offline (loadLang rejects).
import { en, type MessageKey } from './en';
import { type Params, formatMessage } from './format';

import { LANGS, type Lang } from '../engine/core/types';

export { LANGS };
export type UiLang = Lang;
export type { MessageKey };
export type Messages = Record<MessageKey, string>;

/** The catalogues loaded so far. English, the fallback, always is. */
const loaded: Partial<Record<UiLang, Messages>> = { en };

// One dynamic import per language: each becomes a chunk of its own in the build.
const loaders: Record<Exclude<UiLang, 'en'>, () => Promise<Messages>> = {
  it: () => import('./it').then((m) => m.it),
  ja: () => import('./ja').then((m) => m.ja),
  ru: () => import('./ru').then((m) => m.ru),
};
const loading = new Map<UiLang, Promise<void>>();

/** The name of each language in itself, for the picker. */
export const LANG_NAMES: Record<UiLang, string> = { en: 'English', it: 'Italiano', ja: '日本語', ru: 'Русский' };

let current: UiLang = 'en';

export const isLoaded = (lang: UiLang): boolean => loaded[lang] !== undefined;

/** Fetches a language's catalogue once; later calls share the first. A failed load may be retried. */
export function loadLang(lang: UiLang): Promise<void> {
  if (lang === 'en' || loaded[lang]) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]().then(
      (messages) => {
        loaded[lang] = messages;
      },
      (e: unknown) => {
        loading.delete(lang);
        throw e;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

const listeners = new Set<(lang: UiLang) => void>();

/**
 * Makes a loaded language the current one (t stays synchronous, so it cannot load here). Whatever
 * said words in the old one hears of it (onLangChange), whichever path changed it: the Settings
 * screen, the table's settings, the kiosk's rotation or the venue.
 */
export function setLang(lang: UiLang): void {
  if (!isLoaded(lang)) throw new Error(`The '${lang}' catalogue is not loaded: await loadLang('${lang}') first.`);
  if (lang === current) return;
  current = lang;
  for (const fn of [...listeners]) fn(lang);
}

/** Calls `fn` after each change of the current language; returns the way to stop. */
export function onLangChange(fn: (lang: UiLang) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function getLang(): UiLang {
  return current;
}

export function isLang(value: unknown): value is UiLang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Picks the first supported language from the browser's preferences ('ja-JP' → 'ja'), else English. */
export function detectLang(preferences: readonly string[]): UiLang {
  for (const pref of preferences) {
    const base = pref.toLowerCase().split(/[-_]/)[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

export type { Params };

/**
 * Fills {name} placeholders and {n, plural, one {…} other {…}} forms (format.ts); an unknown key,
 * or a language not loaded, falls back to English, then to the key itself.
 */
export function t(key: MessageKey, params?: Params, lang: UiLang = current): string {
  const inLang = loaded[lang]?.[key];
  const template = inLang ?? en[key] ?? key;
  return formatMessage(template, params, inLang === undefined ? 'en' : lang);
}

/** For keys built at run time (e.g. `gear.${colour}.name`): checked, so a typo shows as the key. */
export function hasKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export function tk(key: string, params?: Params): string {
  return hasKey(key) ? t(key, params) : key;
}

/** One list format per language (making one is slow; the log and the seats join names often). */
const listFormats = new Map<UiLang, Intl.ListFormat>();

/**
 * A list in the language's own way: "A, B and C" / "A、B、C" (Intl.ListFormat), so names listed
 * together never run into one another. An empty list gives ''.
 */
export function joinList(items: readonly string[], lang: UiLang = current): string {
  let f = listFormats.get(lang);
  if (!f) {
    f = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
    listFormats.set(lang, f);
  }
  return f.format(items);
}

/** One percent format per language (making one is slow; a hint formats three at once). */
const percentFormats = new Map<UiLang, Intl.NumberFormat>();

/**
 * A share (0..1) as a whole percent in the language's own way: "64%" in English, Italian and
 * Japanese, "64 %" in Russian (Intl.NumberFormat's percent style).
 */
export function formatPercent(share: number, lang: UiLang = current): string {
  let f = percentFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(lang, f);
  }
  return f.format(Math.max(0, Math.min(1, share)));
}

/**
 * A score as the tables print it. Only Gears has halves (a code waiting for verification counts
 * ½), printed "1½" on its board, in the game-over ranking and in the showcase's results alike.
 */
export function formatScore(score: number): string {
  const whole = Math.floor(score);
  if (score - whole < 0.5) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}
