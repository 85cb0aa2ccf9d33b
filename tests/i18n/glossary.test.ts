// The glossary covers the words the games use. Its terms come from the engines' own vocabulary
// (every icon, gear, round card, character, night effect, part kind and location), and every verb
// of a card's text or a prompt is either a glossary term or a plain word listed here: a card text
// that starts to say "give back" for "return" fails until it says the glossary's word. Then, in
// every language, a text names the same terms as its English source, in that language's words:
// one word for one thing across cards, prompts and log.
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine/core/types';
import { LOCATIONS, PART_TYPES } from '../../src/engine/gear-and-piston/types';
import { CHARACTERS, GEAR_COLORS, NIGHT_EFFECTS, ROUND_RULES } from '../../src/engine/gears/types';
import { ICONS } from '../../src/engine/innovation/types';
import { en } from '../../src/i18n/en';
import { catalogs } from '../../src/i18n/catalogs';
import { LANGS, hasKey, setLang } from '../../src/i18n';
import { glossaryEntries, glossaryEntry, termForms, termName, termText } from '../../src/table/glossary/entries';
import { linkTerms, termsIn } from '../../src/table/glossary/link';

/** The texts each game's glossary must cover: the cards' texts and everything a decision says. */
const SOURCES: Record<GameId, RegExp> = {
  innovation: /^(inno\.(card|cardFirst|q|prompt|hint|need|ask|now|confirm|preview|log)\.|rules\.innovation\.)/,
  gears: /^(gears\.(prompt|move|log|rule\.[a-z-]+\.explain|gear\.[a-z]+\.help|character\.[a-z]+\.(day|night)|effect)\b|rules\.gears\.)/,
  'gear-and-piston': /^(gnp\.(prompt|detail|move|hint|log|loc\.[a-z-]+\.help|legend\.kindHelp)\b|rules\.gear-and-piston\.)/,
};

const sourceKeys = (game: GameId) => Object.keys(en).filter((k) => SOURCES[game].test(k));

/**
 * The verbs of a text: the word after the start of a clause, a subject or a modal ("you may
 * return", "then draw", "I demand you transfer"). A rough net, but it catches every verb the
 * texts give an order with, and the lists below say which plain words it also brings up.
 */
function verbs(text: string): string[] {
  const plain = text.replace(/\{[^{}]*\}/g, 'X').replace(/\{[^}]*\}/g, 'X');
  const trigger = /(?:^|\n|[.;:?!]\s+|,\s+|\b(?:you|then|and|or|to|also|I|we|they|opponent|player|each|every)\s+)(?:(?:may|must|now|also|first|each|all)\s+)*([a-z][a-z-]*)/gi;
  return [...plain.matchAll(trigger)].map((m) => (m[1] ?? '').toLowerCase());
}

/** Words the net brings up that name no rule: ordinary English, and names the glossary lists under another word. */
const COMMON = 'a alone already an and are but choose colour decline did different do end every for four from has have higher highest how i if in it its keep less like lie lowest mine more my name no ' +
  'nobody none now of on one or other otherwise pick put that the their theirs then this three to top two with x you your take place leave stop finish show turns showing peek enter confirm pass send look gets brings sits keeps goes acts';

const PLAIN: Record<GameId, Set<string>> = {
  innovation: words(
    'a alone already an and are but choose colour decline did different do every for four from game has have higher highest how i if in it its keep less like lie lowest mine more my name no nobody none now of ' +
      'on one opponent or other otherwise pick purple put rounded run see that the their theirs then this three to top turn two under whichever who whom with x you your blue green card red yellow software carry changed ' +
      // the rules' own paragraphs
      'before can count five goal golden is lead only opponents player right set skip special up use when',
  ),
  gears: words(
    'blue turn a after and are before blackout cannot codebreaker confirm day dispatcher down end enter equal even foreman game half hand jolt leave lost master matches mechanic night no nobody nothing odd overheat overtime ' +
      'pass peek place played reversed round rush saboteur send show showing sides so spare spoil step take the they tied turned unless values well when which win winner you your ' +
      'cards choosing drawn goal going green number player starting yours',
  ),
  'gear-and-piston': words(
    'a act added adds afterwards and any as back before black bottom even final keep later make next no others patent placed push round stop take tap these union you your finish end leave ' +
      'at blind boardwright both coloured exactly goal minus not planning player plus score unfinished until what where which',
  ),
};

function words(list: string): Set<string> {
  return new Set(`${COMMON} ${list}`.split(/\s+/).filter(Boolean));
}

describe('the glossary', () => {
  it('has an entry for every icon, gear, round card, character, night effect, part kind and location the engines know', () => {
    const ids = (game: GameId) => new Set(glossaryEntries(game).map((e) => e.id));
    for (const icon of ICONS) expect(ids('innovation').has(`icon.${icon}`), icon).toBe(true);
    for (const verb of ['draw', 'meld', 'tuck', 'return', 'transfer', 'score', 'splay', 'achieve', 'dogma', 'demand', 'share', 'reveal', 'exchange']) expect(ids('innovation').has(verb), verb).toBe(true);
    for (const g of GEAR_COLORS) expect(ids('gears').has(`gear.${g}`), g).toBe(true);
    for (const r of ROUND_RULES) expect(ids('gears').has(`rule.${r}`), r).toBe(true);
    for (const c of CHARACTERS) expect(ids('gears').has(`character.${c}`), c).toBe(true);
    for (const e of NIGHT_EFFECTS) expect(ids('gears').has(`effect.${e}`), e).toBe(true);
    for (const k of PART_TYPES) expect(ids('gear-and-piston').has(`kind.${k}`), k).toBe(true);
    for (const loc of LOCATIONS) expect(ids('gear-and-piston').has(`loc.${loc}`), loc).toBe(true);
  });

  it('every entry has a name, a meaning and (if linked) words, in every language', () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const game of ['innovation', 'gears', 'gear-and-piston'] as GameId[]) {
        for (const e of glossaryEntries(game)) {
          for (const key of [e.term, e.text, ...(e.forms ? [e.forms] : [])]) expect(hasKey(key) && catalogs[lang][key as keyof typeof en]?.trim(), `${lang} ${key}`).toBeTruthy();
          expect(termName(e), `${lang} ${e.id}`).not.toMatch(/\{|\./);
          expect(termText(e).length, `${lang} ${e.id}`).toBeGreaterThan(10);
          if (e.forms) expect(termForms(e).length, `${lang} ${e.id}`).toBeGreaterThan(0);
        }
      }
    }
    setLang('en');
  });

  for (const game of ['innovation', 'gears', 'gear-and-piston'] as GameId[]) {
    it(`${game}: every verb of the cards' texts and the prompts is a glossary term or a plain word`, () => {
      setLang('en');
      const forms = new Set(glossaryEntries(game).flatMap((e) => termForms(e).map((f) => f.toLowerCase())));
      const unknown = new Map<string, string>();
      for (const key of sourceKeys(game)) for (const v of verbs(en[key as keyof typeof en])) if (!forms.has(v) && !PLAIN[game].has(v)) unknown.set(v, key);
      expect(Object.fromEntries(unknown)).toEqual({});
    });

    it(`${game}: in every language, each text names the terms its English source names, in that language's words`, () => {
      const missing: string[] = [];
      // Placeholders are filled in at run time (a card's name, a seat): they say no term themselves.
      const words = (text: string) =>
        text
          .replace(/\{\w+\}/g, '·')
          .replace(/\{\w+, (plural|select),/g, ' ')
          .replace(/(=\d+|zero|one|two|few|many|other) \{/g, ' ')
          .replace(/[{}]/g, ' ');
      for (const key of sourceKeys(game)) {
        const wanted = termsIn(words(en[key as keyof typeof en]), game, 'en');
        if (wanted.length === 0) continue;
        for (const lang of LANGS) {
          if (lang === 'en') continue;
          const text = catalogs[lang][key as keyof typeof en];
          const found = new Set(termsIn(words(text), game, lang).map((e) => e.id));
          for (const e of wanted) if (!found.has(e.id)) missing.push(`${lang} ${key}: ${e.id} — ${text}`);
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('links the first mention of each term in a prompt, and leaves cards and seats as they are', () => {
    setLang('en');
    const linked = linkTerms(['Your ', { kind: 'card', id: 'pottery', label: 'Pottery' }, ': return cards from your hand to the supply; then draw and score, and return again.'], 'innovation', 'en');
    const terms = linked.filter((p) => typeof p !== 'string' && p.kind === 'term').map((p) => (typeof p === 'string' ? p : p.label));
    expect(terms).toEqual(['return', 'hand', 'supply', 'draw', 'score']);
    expect(linked[1]).toEqual({ kind: 'card', id: 'pottery', label: 'Pottery' });
    expect(glossaryEntry('innovation', 'return')).toBeDefined();
  });
});
