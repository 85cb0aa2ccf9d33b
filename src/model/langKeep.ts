// Which languages a device keeps offline, shared by the page and the service worker (sw/langCaches.ts).
// English is precached with the app; each other language (its catalogue chunk, and for Japanese the
// font's CJK part) is not: it is kept on first use, in a cache of its own named after the language
// and the build ('boardwright-lang-ja-<build>'), so the names alone say which languages a device
// keeps and which build they belong to.
import { LANGS, type Lang } from '../engine/core/types';

/** The languages not precached: the ones a device keeps once it uses them. */
export type KeptLang = Exclude<Lang, 'en'>;

/** Each kept language's files (URLs relative to the service worker's scope) in one build. */
export type LangFiles = Record<KeptLang, readonly string[]>;

const PREFIX = 'boardwright-lang-';

export const isKeptLang = (value: unknown): value is KeptLang => value !== 'en' && (LANGS as readonly unknown[]).includes(value);

/** The cache that holds a language's files of one build. */
export const langCacheName = (lang: KeptLang, build: string): string => `${PREFIX}${lang}-${build}`;

/** A language cache's language and build, or null for any other cache (the precache, the browser's own). */
export function readLangCacheName(name: string): { lang: KeptLang; build: string } | null {
  const m = /^boardwright-lang-([a-z]+)-(.+)$/.exec(name);
  return m && isKeptLang(m[1]) ? { lang: m[1], build: m[2] as string } : null;
}

/**
 * The languages a new build keeps at install: every language some build kept on this device, so
 * that an update leaves no language the player used behind (an update replaces the files, never
 * the choice).
 */
export function langsKeptBefore(cacheNames: readonly string[]): KeptLang[] {
  const langs = cacheNames.flatMap((n) => readLangCacheName(n)?.lang ?? []);
  return LANGS.filter((l): l is KeptLang => langs.includes(l as KeptLang));
}

/** The language caches of other builds: removed once this build is active. */
export const staleLangCaches = (cacheNames: readonly string[], build: string): string[] =>
  cacheNames.filter((n) => {
    const c = readLangCacheName(n);
    return c !== null && c.build !== build;
  });

/** Which build's file a URL is, and of which language (null: not a language file of this build). */
export function langOfFile(files: LangFiles, scope: string, url: string): KeptLang | null {
  for (const lang of Object.keys(files) as KeptLang[]) {
    if (files[lang].some((f) => new URL(f, scope).href === url)) return lang;
  }
  return null;
}

/** What the page tells the service worker: keep these languages offline (now, and across updates). */
export interface KeepLangsMessage {
  type: 'boardwright:keep-langs';
  langs: KeptLang[];
}

/** The message for the languages a page uses; null when there is nothing to keep (English only). */
export function keepLangsMessage(langs: readonly Lang[]): KeepLangsMessage | null {
  const kept = LANGS.filter((l): l is KeptLang => isKeptLang(l) && langs.includes(l));
  return kept.length === 0 ? null : { type: 'boardwright:keep-langs', langs: kept };
}

/** The languages of a message the service worker received, or null for any other message. */
export function readKeepLangs(data: unknown): KeptLang[] | null {
  const m = data as Partial<KeepLangsMessage> | null;
  if (typeof m !== 'object' || m === null || m.type !== 'boardwright:keep-langs' || !Array.isArray(m.langs)) return null;
  return m.langs.filter(isKeptLang);
}

/**
 * The languages a kiosk shows, so that it keeps them all: the four for a rotation, the venue's
 * one, or the app's own when the venue leaves the language to the app.
 */
export function kioskLangs(venueLang: Lang | 'rotate' | null, appLang: Lang): Lang[] {
  if (venueLang === 'rotate') return [...LANGS];
  return [venueLang ?? appLang];
}
