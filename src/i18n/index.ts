// Every string a person reads goes through t(key, params). English is the source of the key set;
// the other languages are typed against it, so a missing key is a compile error and a test failure.
import { en, type MessageKey } from './en';
import { type Params, formatMessage } from './format';
import { it } from './it';
import { ja } from './ja';
import { ru } from './ru';

export const LANGS = ['en', 'it', 'ja', 'ru'] as const;
export type UiLang = (typeof LANGS)[number];
export type { MessageKey };
export type Messages = Record<MessageKey, string>;

export const catalogs: Record<UiLang, Messages> = { en, it, ja, ru };

/** The name of each language in itself, for the picker. */
export const LANG_NAMES: Record<UiLang, string> = { en: 'English', it: 'Italiano', ja: '日本語', ru: 'Русский' };

let current: UiLang = 'en';

export function setLang(lang: UiLang): void {
  current = lang;
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
 * Fills {name} placeholders and {n, plural, one {…} other {…}} forms (format.ts); an unknown key
 * falls back to English, then to the key itself.
 */
export function t(key: MessageKey, params?: Params, lang: UiLang = current): string {
  const inLang = catalogs[lang][key];
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

/**
 * A list in the language's own way: "A, B and C" / "A、B、C" (Intl.ListFormat), so names listed
 * together never run into one another. An empty list gives ''.
 */
export function joinList(items: readonly string[], lang: UiLang = current): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}

/** Every character any catalogue uses: the font subset must cover these (see assets/fonts). */
export function allCatalogText(): string {
  return LANGS.map((l) => Object.values(catalogs[l]).join('')).join('') + Object.values(LANG_NAMES).join('');
}
