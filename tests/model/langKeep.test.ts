// Which languages a device keeps offline, and what the page tells the service worker.
import { describe, expect, it } from 'vitest';
import { keepLangsMessage, kioskLangs, langCacheName, langOfFile, langsKeptBefore, readKeepLangs, readLangCacheName, staleLangCaches } from '../../src/model/langKeep';

const files = { it: ['assets/it-A.js'], ja: ['assets/ja-B.js', 'assets/boardwright-sans-cjk-C.woff2'], ru: ['assets/ru-D.js'] };
const SCOPE = 'https://example.org/app/';

describe('language caches', () => {
  it('name a language and a build, and read back; other caches are not language caches', () => {
    expect(langCacheName('ja', 'b1')).toBe('boardwright-lang-ja-b1');
    expect(readLangCacheName('boardwright-lang-ja-b1')).toEqual({ lang: 'ja', build: 'b1' });
    expect(readLangCacheName('boardwright-lang-en-b1')).toBeNull();
    expect(readLangCacheName('boardwright-lang-xx-b1')).toBeNull();
    expect(readLangCacheName('workbox-precache-v2-https://example.org/app/')).toBeNull();
  });

  it('an update keeps every language any older build kept, once each', () => {
    const names = ['workbox-precache-v2-x', langCacheName('ru', 'old'), langCacheName('ja', 'old'), langCacheName('ja', 'older')];
    expect(langsKeptBefore(names)).toEqual(['ja', 'ru']);
    expect(langsKeptBefore(['workbox-precache-v2-x'])).toEqual([]);
  });

  it("only other builds' language caches are stale; the precache is not the languages' to remove", () => {
    const names = ['workbox-precache-v2-x', langCacheName('ru', 'old'), langCacheName('ja', 'new'), langCacheName('ja', 'old')];
    expect(staleLangCaches(names, 'new')).toEqual([langCacheName('ru', 'old'), langCacheName('ja', 'old')]);
  });

  it("finds a request's language by this build's files, the font's CJK part counting as Japanese", () => {
    expect(langOfFile(files, SCOPE, 'https://example.org/app/assets/ja-B.js')).toBe('ja');
    expect(langOfFile(files, SCOPE, 'https://example.org/app/assets/boardwright-sans-cjk-C.woff2')).toBe('ja');
    expect(langOfFile(files, SCOPE, 'https://example.org/app/assets/ru-D.js')).toBe('ru');
    // An older build's file, and any other file, are not this build's languages.
    expect(langOfFile(files, SCOPE, 'https://example.org/app/assets/ru-OLD.js')).toBeNull();
    expect(langOfFile(files, SCOPE, 'https://example.org/app/assets/words-E.js')).toBeNull();
  });
});

describe('the keep message', () => {
  it('names the languages besides English, in a fixed order; English alone needs none', () => {
    expect(keepLangsMessage(['ru', 'en', 'ja', 'ru'])).toEqual({ type: 'boardwright:keep-langs', langs: ['ja', 'ru'] });
    expect(keepLangsMessage(['en'])).toBeNull();
    expect(keepLangsMessage([])).toBeNull();
  });

  it('is read back by the worker, which ignores any other message and unknown languages', () => {
    expect(readKeepLangs(keepLangsMessage(['it']))).toEqual(['it']);
    expect(readKeepLangs({ type: 'boardwright:keep-langs', langs: ['ja', 'xx', 'en', 3] })).toEqual(['ja']);
    expect(readKeepLangs({ type: 'SKIP_WAITING' })).toBeNull();
    expect(readKeepLangs({ type: 'boardwright:keep-langs', langs: 'ja' })).toBeNull();
    expect(readKeepLangs(null)).toBeNull();
    expect(readKeepLangs('ja')).toBeNull();
  });
});

describe("a kiosk's languages", () => {
  it('are the four for a rotation, the venue’s one, or the app’s when the venue leaves it to the app', () => {
    expect(kioskLangs('rotate', 'en')).toEqual(['en', 'it', 'ja', 'ru']);
    expect(kioskLangs('ja', 'en')).toEqual(['ja']);
    expect(kioskLangs(null, 'ru')).toEqual(['ru']);
  });
});
