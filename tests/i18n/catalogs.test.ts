import { describe, expect, it } from 'vitest';
import { LANGS, detectLang, joinList, setLang, t } from '../../src/i18n';
import { catalogs } from '../../src/i18n/catalogs';
import { en } from '../../src/i18n/en';
import { formatMessage, messageArgs, pluralSelectors } from '../../src/i18n/format';
import { CARD_ENTRIES } from '../../src/engine/innovation/cards';
import { CARD_FACTS } from '../../src/engine/innovation/cards/data';

/**
 * A translation names the same things as the English; a number English uses only to choose a
 * plural form may go unused where the language has no plural there (Japanese).
 */
function sameArgs(msg: string, source: string): boolean {
  const counts = Object.keys(pluralSelectors(source));
  const named = (m: string) => messageArgs(m).filter((a) => !counts.includes(a) || m.includes(`{${a}}`));
  const want = named(source);
  const have = named(msg);
  return have.every((a) => messageArgs(source).includes(a)) && want.every((a) => have.includes(a));
}

/** The plural categories whole counts 0..200 reach in a language (Italian's 'many' is for millions). */
function neededCategories(lang: string): string[] {
  const r = new Intl.PluralRules(lang);
  return [...new Set(Array.from({ length: 201 }, (_, n) => r.select(n))), 'other'].filter((c, i, a) => a.indexOf(c) === i).sort();
}

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
        expect(sameArgs(msg, (en as Record<string, string>)[k]!), `${lang} ${k}`).toBe(true);
      }
    });
  }

  for (const lang of LANGS) {
    it(`${lang}: every plural offers each form the language needs, and no message says "(s)"`, () => {
      const need = neededCategories(lang);
      for (const k of keys) {
        const msg = (catalogs[lang] as Record<string, string>)[k]!;
        for (const [arg, sels] of Object.entries(pluralSelectors(msg))) {
          expect(need.filter((c) => !sels.includes(c)), `${lang} ${k} {${arg}}`).toEqual([]);
        }
        if (lang === 'en') expect(msg, k).not.toMatch(/\(s\)/);
      }
    });
  }

  it('plural forms follow each language (Intl.PluralRules), with # for the number', () => {
    const ruCards = '{n, plural, one {# карта} few {# карты} many {# карт} other {# карты}}';
    expect([1, 3, 5, 21, 22, 11].map((n) => formatMessage(ruCards, { n }, 'ru'))).toEqual(['1 карта', '3 карты', '5 карт', '21 карта', '22 карты', '11 карт']);
    const en1 = 'Draw {n, plural, =0 {nothing} one {# card} other {# cards}} from {who}';
    expect(formatMessage(en1, { n: 0, who: 'Ada' }, 'en')).toBe('Draw nothing from Ada');
    expect(formatMessage(en1, { n: 1, who: 'Ada' }, 'en')).toBe('Draw 1 card from Ada');
    expect(formatMessage(en1, { n: 2, who: 'Ada' }, 'en')).toBe('Draw 2 cards from Ada');
    expect(formatMessage('{n, plural, other {#枚}}', { n: 3 }, 'ja')).toBe('3枚');
    expect(messageArgs(en1)).toEqual(['n', 'who']);
    setLang('en');
    expect(t('notice.savesUnreadable', { n: 1 })).toBe('1 saved game could not be read.');
    expect(t('notice.savesUnreadable', { n: 2 })).toBe('2 saved games could not be read.');
  });

  it("# is the number as the language writes it: whole numbers below 1000 as they are in every language, larger ones grouped", () => {
    for (const lang of LANGS) {
      const intl = new Intl.NumberFormat(lang);
      for (const n of [0, 1, 7, 42, 999]) expect(formatMessage('{n, plural, other {#}}', { n }, lang)).toBe(intl.format(n));
      expect(formatMessage('{n, plural, other {#}}', { n: 12345 }, lang)).toBe(intl.format(12345));
    }
    expect(formatMessage('{n, plural, other {#}}', { n: 12345 }, 'en')).toBe('12,345');
  });

  it('lists join the way each language does', () => {
    expect(joinList(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
    expect(joinList(['A', 'B'], 'it')).toBe('A e B');
    expect(joinList(['A', 'B', 'C'], 'ja')).toBe('A、B、C');
    expect(joinList(['A', 'B'], 'ru')).toBe('A и B');
  });

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
    expect(t('gears.table.round', { n: 3, total: 10 })).toBe('Раунд 3/10');
    setLang('en');
    expect(t('gears.table.round', { n: 3, total: 10 })).toBe('Round 3/10');
  });

  it('the default language follows the browser, else English', () => {
    expect(detectLang(['ja-JP', 'en'])).toBe('ja');
    expect(detectLang(['de-DE', 'it'])).toBe('it');
    expect(detectLang(['de'])).toBe('en');
    expect(detectLang([])).toBe('en');
  });
});

describe('Innovation card catalogue', () => {
  const msg = (lang: (typeof LANGS)[number], k: string) => (catalogs[lang] as Record<string, string>)[k];
  const other = ['it', 'ja', 'ru'] as const;
  // The one name kept as in English: Italian writes the proper noun Internet unchanged, without
  // an article (Japanese and Russian transliterate it only because of their scripts). Every other
  // card is translated. Names compare without case and without a leading English "The".
  const sameByNature: Record<string, string[]> = { it: ['the-internet'], ja: [], ru: [] };
  const bare = (name: string) => name.replace(/^the /i, '').toLowerCase();

  it('every card has a name in every language; English is the printed name', () => {
    for (const lang of LANGS)
      for (const c of CARD_FACTS) expect(msg(lang, `inno.name.${c.id}`)?.trim(), `${lang} ${c.id}`).toBeTruthy();
    for (const c of CARD_FACTS) expect(msg('en', `inno.name.${c.id}`)).toBe(c.name);
  });

  it('no name in it, ja or ru is the English one, except those identical by nature', () => {
    for (const lang of other) {
      const same = CARD_FACTS.filter((c) => bare(msg(lang, `inno.name.${c.id}`)!) === bare(c.name)).map((c) => c.id);
      expect(same, lang).toEqual(sameByNature[lang]);
    }
  });

  it('Japanese and Russian names carry no Latin letter, and every language names each card apart', () => {
    for (const lang of ['ja', 'ru'] as const)
      for (const c of CARD_FACTS) expect(msg(lang, `inno.name.${c.id}`), `${lang} ${c.id}`).not.toMatch(/[A-Za-z]/);
    for (const lang of LANGS) expect(new Set(CARD_FACTS.map((c) => msg(lang, `inno.name.${c.id}`))).size, lang).toBe(105);
  });

  it('the nine cards that changed between editions have a text per edition in every language', () => {
    const changed = CARD_FACTS.filter((c) => CARD_ENTRIES[c.id]?.lastEdition).map((c) => c.id);
    expect(changed).toEqual(['oars', 'fermenting', 'feudalism', 'measurement', 'statistics', 'societies', 'industrialization', 'combustion', 'fission']);
    const firstKeys = Object.keys(en).filter((k) => k.startsWith('inno.cardFirst.')).map((k) => k.slice('inno.cardFirst.'.length));
    expect(firstKeys).toEqual(changed);
    for (const lang of LANGS) {
      for (const c of CARD_FACTS) expect(msg(lang, `inno.card.${c.id}`)?.trim(), `${lang} ${c.id}`).toBeTruthy();
      for (const id of changed) {
        expect(msg(lang, `inno.cardFirst.${id}`)?.trim(), `${lang} ${id}`).toBeTruthy();
        expect(msg(lang, `inno.cardFirst.${id}`), `${lang} ${id}`).not.toBe(msg(lang, `inno.card.${id}`));
      }
    }
  });

  it('a text shown in it, ja or ru names no card in English', () => {
    const keys = Object.keys(en).filter((k) => /^inno\.(card|cardFirst|specialHelp)\./.test(k));
    for (const lang of other) {
      const text = keys.map((k) => msg(lang, k)).join('\n');
      for (const c of CARD_FACTS) {
        if (sameByNature[lang]?.includes(c.id)) continue;
        // Bounded by Latin letters only: in Japanese a name sits right against kana (「Fission以外」).
        const english = new RegExp(`(?<![a-zà-ÿ])${bare(c.name).replace(/[.]/g, '\\.')}(?![a-zà-ÿ])`, 'i');
        expect(text.match(english)?.[0], `${lang}: ${c.name}`).toBeUndefined();
      }
    }
  });
});

describe('shipped font', () => {
  it('the font subset covers every character of every catalogue (rerun assets/fonts/make-subset.sh)', async () => {
    const { readFileSync } = await import('node:fs');
    const { allCatalogText } = await import('../../src/i18n/catalogs');
    const covered = new Set(readFileSync(new URL('../../assets/fonts/coverage.txt', import.meta.url), 'utf8'));
    const missing = [...new Set(allCatalogText())].filter((c) => c.trim() !== '' && !covered.has(c));
    expect(missing.join('')).toBe('');
  });
});
