import { describe, expect, it } from 'vitest';
import { LANGS, catalogs, detectLang, setLang, t } from '../../src/i18n';
import { en } from '../../src/i18n/en';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n catalogues', () => {
  const keys = Object.keys(en);

  for (const lang of LANGS) {
    it(`${lang}: every English key exists, with no extra keys`, () => {
      const have = Object.keys(catalogs[lang]);
      expect(keys.filter((k) => !have.includes(k))).toEqual([]);
      expect(have.filter((k) => !keys.includes(k))).toEqual([]);
    });

    it(`${lang}: no message is empty and each keeps the English placeholders`, () => {
      for (const k of keys) {
        const msg = (catalogs[lang] as Record<string, string>)[k]!;
        expect(msg.trim().length, k).toBeGreaterThan(0);
        expect(placeholders(msg), `${lang} ${k}`).toEqual(placeholders((en as Record<string, string>)[k]!));
      }
    });
  }

  it('the translations are translations: most messages differ from English', () => {
    // Names kept as printed (card titles, 'Boardwright') read the same in every language; the
    // check is about the rest.
    const other = ['it', 'ja', 'ru'] as const;
    const msg = (lang: (typeof LANGS)[number], k: string) => (catalogs[lang] as Record<string, string>)[k];
    const translatable = keys.filter((k) => other.some((l) => msg(l, k) !== msg('en', k)));
    for (const lang of other) {
      const same = translatable.filter((k) => msg(lang, k) === msg('en', k));
      expect(same.length / translatable.length, `${lang}: ${same.slice(0, 8).join(', ')}`).toBeLessThan(0.15);
    }
  });

  it('t fills placeholders in the current language', () => {
    setLang('ru');
    expect(t('table.round', { n: 3, total: 10 })).toBe('Раунд 3/10');
    setLang('en');
    expect(t('table.round', { n: 3, total: 10 })).toBe('Round 3/10');
  });

  it('the default language follows the browser, else English', () => {
    expect(detectLang(['ja-JP', 'en'])).toBe('ja');
    expect(detectLang(['de-DE', 'it'])).toBe('it');
    expect(detectLang(['de'])).toBe('en');
    expect(detectLang([])).toBe('en');
  });
});

describe('shipped font', () => {
  it('the font subset covers every character of every catalogue (rerun assets/fonts/make-subset.sh)', async () => {
    const { readFileSync } = await import('node:fs');
    const { allCatalogText } = await import('../../src/i18n');
    const covered = new Set(readFileSync(new URL('../../assets/fonts/coverage.txt', import.meta.url), 'utf8'));
    const missing = [...new Set(allCatalogText())].filter((c) => c.trim() !== '' && !covered.has(c));
    expect(missing.join('')).toBe('');
  });
});
