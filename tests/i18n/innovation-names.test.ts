// Card words in every language: names, each edition's text, the special achievements, lists and
// the card browser's search.
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/model/setup';
import { Rng } from '../../src/engine/core/rng';
import { innovation } from '../../src/engine/innovation/definition';
import { CARD_FACTS } from '../../src/engine/innovation/cards/data';
import { ALL_CARD_IDS, ECHOES_CARD_IDS, EVERY_CARD_ID } from '../../src/engine/innovation/facts';
import { SPECIALS } from '../../src/engine/innovation/types';
import { LANGS, joinList, setLang } from '../../src/i18n';
import { JA_READINGS } from '../../src/i18n/innovation/cards/ja-readings';
import {
  cardName,
  cardNameIn,
  cardText,
  differsByEdition,
  matchesCard,
  searchForm,
  specialCondition,
  specialConditionIn,
  specialName,
  specialNameIn,
} from '../../src/table/innovation/names';
import { TOP, buildInnoControls } from '../../src/table/innovation/controls';
import { seatToken } from '../../src/table/innovation/seats';
import { plainText } from '../../src/table/rich';
import { dogmaPreview } from '../../src/engine/innovation/preview';
import { eventLine } from '../../src/table/innovation/logLines';
import { cardHelp } from '../../src/table/innovation/text';

/** The card that can also award each special achievement (the fact reference's alsoAwardedBy). */
const AWARDED_BY = { monument: 'masonry', empire: 'construction', world: 'translation', wonder: 'invention', universe: 'astronomy' } as const;

afterEach(() => setLang('en'));

describe('card names follow the language', () => {
  it('cardName reads the current language; hidden cards and specials too', () => {
    const seen = { en: 'A.I.', it: 'Intelligenza artificiale', ja: '人工知能', ru: 'ИИ' } as const;
    for (const lang of LANGS) {
      setLang(lang);
      expect(cardName('ai')).toBe(seen[lang]);
      expect(cardName('monument')).toBe(specialName('monument'));
      expect(cardName('?3')).not.toMatch(/inno\./);
    }
    setLang('ja');
    expect(cardName('the-wheel')).toBe('車輪');
    expect(['pottery', 'oars'].map(cardName)).toEqual(['陶器', '櫂']);
  });

  it('the card help names the card in the language and shows the chosen edition', () => {
    setLang('ru');
    expect(cardHelp('oars').startsWith('Вёсла — эпоха 1')).toBe(true);
    expect(cardHelp('oars')).toContain('повтори');
    expect(cardHelp('oars', 'first')).not.toContain('повтори');
  });

  it('a log line names cards in the language and lists them with its separator', () => {
    setLang('ja');
    const setup = { game: 'innovation', seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }], options: {} };
    const line = eventLine({ type: 'reveal', player: 0, cards: ['pottery', 'tools', 'writing'] }, { setup, viewer: 0 } as never);
    expect(line).toContain('陶器、道具、文字');
    expect(line).not.toMatch(/Pottery|Tools|Writing/);
  });
});

describe('a game read in Japanese or Russian', () => {
  // A printed English name, bounded by Latin letters only (in Japanese it would sit against kana).
  const english = new RegExp(`(?<![A-Za-z])(${CARD_FACTS.map((c) => c.name.replace(/[.]/g, '\\.')).join('|')})(?![A-Za-z])`);

  it('log lines, buttons and prompts of a whole seeded game name no card in English', () => {
    const setup: SessionSetup = { game: 'innovation', options: { players: 3, seed: 21 }, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }] };
    for (const lang of ['ja', 'ru'] as const) {
      setLang(lang);
      const rng = Rng.seeded(5);
      let state = innovation.setup(innovation.normalizeOptions({ players: 3, seed: 21 }));
      let lines = 0;
      for (let n = 0; n < 1500 && innovation.outcome(state) === null; n++) {
        const seat = innovation.toAct(state)[0]!;
        const legal = innovation.legalMoves(state, seat);
        const view = innovation.view(state, seat);
        const controls = buildInnoControls({
          view,
          legal,
          viewer: seat,
          step: TOP,
          picks: [],
          seat: (p) => seatToken(setup, p, seat),
          preview: (card) => dogmaPreview(view, seat, card, { judge: false }),
          confirmShare: true,
        });
        const shownTexts = [plainText(controls.prompt), plainText(controls.detail ?? []), ...controls.buttons.map((b) => b.label), ...controls.buttons.map((b) => b.hint ?? '')];
        for (const shown of shownTexts) expect(shown, `${lang} move ${n}`).not.toMatch(english);
        const applied = innovation.apply(state, seat, rng.pick(legal));
        for (const e of innovation.viewEvents(applied.events, 0)) {
          const line = eventLine(e, { setup, viewer: 0 });
          if (line === null) continue;
          lines++;
          expect(line, `${lang} ${e.type}`).not.toMatch(english);
        }
        state = applied.state;
      }
      expect(lines, lang).toBeGreaterThan(100);
    }
  });
});

describe('both editions', () => {
  it('the default text is the last edition, the nine changed cards keep a first-edition text', () => {
    expect(cardText('combustion')).toBe(cardText('combustion', 'last'));
    expect(cardText('combustion', 'last')).toContain('every four crowns');
    expect(cardText('combustion', 'first')).toBe('I demand you transfer two cards of your score pile to mine.');
    expect(cardText('fission', 'last')).toMatch(/then draw a 10\.$/);
    expect(cardText('fission', 'first')).not.toMatch(/draw a 10\.$/);
    expect(ALL_CARD_IDS.filter(differsByEdition)).toHaveLength(9);
    // A card that plays the same in both editions shows one text for both.
    expect(cardText('pottery', 'first')).toBe(cardText('pottery', 'last'));
  });

  it('texts name other cards in the language of the text', () => {
    const names = (lang: (typeof LANGS)[number], ...ids: string[]) => ids.map((id) => cardNameIn(id, lang));
    for (const lang of LANGS) {
      setLang(lang);
      for (const n of names(lang, 'fission')) {
        expect(cardText('fission', 'last'), lang).toContain(n);
        expect(cardText('fission', 'first'), lang).toContain(n);
      }
      for (const n of names(lang, 'robotics', 'software')) expect(cardText('ai'), lang).toContain(n);
      expect(cardText('masonry'), lang).toContain(specialName('monument'));
    }
  });
});

describe('special achievements', () => {
  it('each has its own full name in every language, and lists keep them apart', () => {
    for (const lang of LANGS) {
      const names = SPECIALS.map((s) => specialNameIn(s, lang));
      expect(new Set(names).size, lang).toBe(5);
      for (const n of names) expect(n.length, `${lang} ${n}`).toBeGreaterThan(1);
    }
    expect(joinList(SPECIALS.map((s) => specialNameIn(s, 'ja')), 'ja')).toBe('記念碑、帝国、世界、驚異、宇宙');
  });

  it('each condition names, in its language, the card that can also award it', () => {
    for (const lang of LANGS)
      for (const s of SPECIALS) expect(specialConditionIn(s, lang), `${lang} ${s}`).toContain(cardNameIn(AWARDED_BY[s], lang));
  });

  it('the conditions give the thresholds of the rules', () => {
    setLang('en');
    expect(specialCondition('monument')).toMatch(/tucking six or more cards, or scoring six or more, in a single turn/);
    expect(specialCondition('empire')).toMatch(/at least three visible icons of each of the six kinds/);
    expect(specialCondition('world')).toMatch(/twelve or more visible clocks/);
    expect(specialCondition('wonder')).toMatch(/all five colours on your board, each splayed right or up/);
    expect(specialCondition('universe')).toMatch(/five top cards, one of each colour, each of age 8 or higher/);
  });
});

describe('joinList', () => {
  it('lists in the way of each language', () => {
    expect(joinList(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
    expect(joinList(['A', 'B', 'C'], 'it')).toBe('A, B e C');
    expect(joinList(['A', 'B', 'C'], 'ru')).toBe('A, B и C');
    expect(joinList(['A', 'B', 'C'], 'ja')).toBe('A、B、C');
    expect(joinList(['A'], 'ja')).toBe('A');
    expect(joinList([], 'en')).toBe('');
  });

  it('uses the current language by default', () => {
    setLang('it');
    expect(joinList(['Remi', 'Vela'])).toBe('Remi e Vela');
  });
});

describe('card search', () => {
  const found = (query: string, lang: (typeof LANGS)[number]) => ALL_CARD_IDS.filter((id) => matchesCard(id, query, lang));

  it('finds a card by its name without regard to case or accents', () => {
    expect(found('CITTA STATO', 'it')).toEqual(['city-states']);
    expect(found('città-stato', 'it')).toEqual(['city-states']);
    expect(found("tiro con l'arco", 'it')).toEqual(['archery']);
    expect(found('весла', 'ru')).toEqual(['oars']);
    expect(found('the wheel', 'en')).toEqual(['the-wheel']);
    expect(found('ai', 'en')).toContain('ai');
  });

  it('finds a card by any word of its text, in either edition', () => {
    // "every four crowns" is only in Combustion's last-edition text.
    expect(found('four crowns', 'en')).toEqual(['combustion']);
    // "two leaves" (Fermenting, first edition) is also in Reformation.
    expect(found('every two leaves', 'en').sort()).toEqual(['fermenting', 'reformation']);
    expect(found('лампой', 'ru').length).toBeGreaterThan(0);
  });

  it('Japanese: the written name, its reading typed in hiragana or katakana, and half-width kana', () => {
    expect(found('陶器', 'ja')).toEqual(['pottery']);
    expect(found('とうき', 'ja')).toEqual(['pottery']);
    expect(found('トウキ', 'ja')).toEqual(['pottery']);
    expect(found('いんたーねっと', 'ja')).toEqual(['the-internet']);
    expect(found('ｺﾝﾋﾟｭｰﾀ', 'ja')).toEqual(['computers']);
    expect(found('ロケット', 'ja')).toEqual(['rocketry']);
  });

  it('the printed English name finds the card in every language', () => {
    for (const lang of LANGS) expect(found('Steam Engine', lang), lang).toEqual(['steam-engine']);
  });

  it('every word must match; an empty search matches all cards; specials match their condition', () => {
    expect(found('pottery xylophone', 'en')).toEqual([]);
    expect(found('  ', 'ja')).toHaveLength(105);
    expect(SPECIALS.filter((s) => matchesCard(s, 'clocks', 'en'))).toEqual(['world']);
    expect(SPECIALS.filter((s) => matchesCard(s, '宇宙', 'ja'))).toEqual(['universe']);
  });

  it('every Japanese name has a hiragana reading, the Echoes cards\' too', () => {
    for (const id of EVERY_CARD_ID) expect(JA_READINGS[id], id).toMatch(/^[\u3041-\u3096ー]+$/);
    expect(Object.keys(JA_READINGS).sort()).toEqual([...EVERY_CARD_ID].sort());
  });

  it('the search finds an Echoes card by the kana of its name', () => {
    const echoesFound = (query: string) => ECHOES_CARD_IDS.filter((id) => matchesCard(id, query, 'ja'));
    expect(echoesFound('こうすい')).toEqual(['perfume']);
    expect(echoesFound('香水')).toEqual(['perfume']);
    expect(ECHOES_CARD_IDS.filter((id) => !matchesCard(id, JA_READINGS[id] ?? '-', 'ja'))).toEqual([]);
  });

  it('the search form folds width, case, accents and kana', () => {
    expect(searchForm('Ｃｉｔｔà-Ｓｔａｔｏ')).toBe('cittastato');
    expect(searchForm('Зелёные  КАРТЫ')).toBe('зеленые карты');
    expect(searchForm('カード')).toBe('かーど');
    expect(searchForm('が')).toBe('が');
  });
});
