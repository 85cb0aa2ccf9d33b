import { describe, expect, it } from 'vitest';
import { SPEEDS } from '../../src/model/setup';
import { getGame, gameIds } from '../../src/engine/index';
import { LANGS, hasKey, setLang } from '../../src/i18n';
import { IMPORT_ERRORS } from '../../src/storage/gameFile';
import { paragraphs, rulesTexts } from '../../src/views/screens/rulesContent';

/** A text that is a catalogue key shown raw ("setup.variant.teams") rather than words. */
const looksLikeKey = (s: string) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(s);

describe('the screens speak every language', () => {
  it('every variant a game declares has a label, and every choice of it too', () => {
    for (const id of gameIds()) {
      for (const v of getGame(id).variants.filter((spec) => spec.offered !== false)) {
        expect(hasKey(`setup.variant.${v.key}`), `${id} ${v.key}`).toBe(true);
        for (const c of v.choices ?? []) expect(hasKey(`setup.variant.${v.key}.${c}`), `${id} ${v.key}.${c}`).toBe(true);
      }
    }
  });

  it('every speed and every reason an import is refused has its words', () => {
    for (const s of SPEEDS) expect(hasKey(`speed.${s}`), s).toBe(true);
    for (const e of [...IMPORT_ERRORS, 'write-failed']) expect(hasKey(`import.error.${e}`), e).toBe(true);
  });

  for (const lang of LANGS) {
    it(`${lang}: the rules of each game have paragraphs and a glossary, with no raw key`, () => {
      setLang(lang);
      for (const game of gameIds()) {
        expect(paragraphs(game).length, game).toBeGreaterThanOrEqual(5);
        const texts = rulesTexts(game);
        expect(texts.filter(looksLikeKey), game).toEqual([]);
      }
      setLang('en');
    });
  }
});
