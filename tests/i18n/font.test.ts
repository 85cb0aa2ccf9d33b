// The app's font comes in two files split at U+2E80 (src/i18n/font.ts): a language whose words
// all lie below it never downloads the Japanese file. These check that the split holds for the
// catalogues as they are, so a new string cannot quietly pull 110 KiB into an English page.
import { describe, expect, it } from 'vitest';
import { catalogs } from '../../src/i18n/catalogs';
import { CJK_FROM, fontPartsFor } from '../../src/i18n/font';
import { LANGS } from '../../src/i18n';

const charsOf = (lang: (typeof LANGS)[number]) => [...new Set(Object.values(catalogs[lang]).join(''))];

describe('the font, split by script', () => {
  it('Japanese loads both parts; English, Italian and Russian only the Latin one', () => {
    expect(Object.fromEntries(LANGS.map((l) => [l, fontPartsFor(l)]))).toEqual({
      en: ['latin'],
      it: ['latin'],
      ja: ['latin', 'cjk'],
      ru: ['latin'],
    });
  });

  it('every word of a Latin-only language is drawn from the Latin part', () => {
    for (const lang of LANGS.filter((l) => !fontPartsFor(l).includes('cjk'))) {
      const outside = charsOf(lang).filter((c) => (c.codePointAt(0) ?? 0) >= CJK_FROM);
      expect(outside.join(''), lang).toBe('');
    }
  });

  it('Japanese needs the second part (its kana lie past the split)', () => {
    expect(charsOf('ja').some((c) => (c.codePointAt(0) ?? 0) >= CJK_FROM)).toBe(true);
  });
});
