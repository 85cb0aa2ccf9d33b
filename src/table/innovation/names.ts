// The words printed on Innovation's cards, in any language: card names, each edition's text, the
// special achievements' names and conditions, and the card browser's search. text.ts re-exports
// cardName, the entry point the table and the log use.
import { facts, isCardId } from '../../engine/innovation/facts';
import type { Edition } from '../../engine/innovation/types';
import { getLang, hasKey, t, type UiLang } from '../../i18n';
import { JA_READINGS } from '../../i18n/innovation/cards/ja-readings';

/** A catalogue entry by a key built at run time; a missing key shows as itself (tests catch it). */
function msg(key: string, lang: UiLang): string {
  return hasKey(key) ? t(key, undefined, lang) : key;
}

// The one-argument forms use the current language and are safe to pass to map(); the *In forms
// take the language (the search compares in a given one).

/** A card's name (hidden cards and special achievements included) in the language. */
export function cardNameIn(id: string, lang: UiLang): string {
  if (id.startsWith('?')) return t('inno.hiddenCard', undefined, lang);
  return isCardId(id) ? msg(`inno.name.${id}`, lang) : specialNameIn(id, lang);
}
export const cardName = (id: string): string => cardNameIn(id, getLang());

/** Whether the card plays differently in the first edition (nine cards do). */
export const differsByEdition = (id: string): boolean => hasKey(`inno.cardFirst.${id}`);

/** A card's effects in that edition: one line per effect, in printed order. */
export function cardText(id: string, edition: Edition = 'last', lang: UiLang = getLang()): string {
  return msg(edition === 'first' && differsByEdition(id) ? `inno.cardFirst.${id}` : `inno.card.${id}`, lang);
}

/** An Echoes card's echo effect in the language ('' for a card without one, or not written yet). */
export function echoText(id: string, lang: UiLang = getLang()): string {
  const key = `inno.echo.${id}`;
  return isCardId(id) && facts(id).icons.includes('echo') && hasKey(key) ? t(key, undefined, lang) : '';
}

/** The printed bonus value of a card (0 for none). */
export function bonusValue(id: string): number {
  if (!isCardId(id)) return 0;
  const slot = facts(id).icons.find((i) => i.startsWith('bonus-'));
  return slot ? Number(slot.slice('bonus-'.length)) : 0;
}

export const specialNameIn = (id: string, lang: UiLang): string => msg(`inno.special.${id}`, lang);
export const specialName = (id: string): string => specialNameIn(id, getLang());

/** How a special achievement is claimed, and which card can also award it. */
export const specialConditionIn = (id: string, lang: UiLang): string => msg(`inno.specialHelp.${id}`, lang);
export const specialCondition = (id: string): string => specialConditionIn(id, getLang());

/**
 * The form both a search and what it searches are compared in: width-folded (NFKC: full-width
 * letters, half-width katakana), lower case, without Latin or Cyrillic accents (città = citta,
 * зелёные = зеленые), katakana as hiragana (so typed kana finds either), punctuation dropped
 * (A.I. = ai, l’arco = larco) and spaces collapsed.
 */
export function searchForm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\u30a1-\u30f6]/g, (k) => String.fromCharCode(k.charCodeAt(0) - 0x60))
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The card browser's search: every word of the query must appear in the card's name or text
 * (either edition) in that language, or in its printed English name, which players of the
 * physical game know; in Japanese also in the name's reading, so kana typed before conversion
 * finds a kanji name. Special achievements match on their name and condition. An empty query
 * matches everything.
 */
export function matchesCard(id: string, query: string, lang: UiLang = getLang()): boolean {
  const terms = searchForm(query).split(' ').filter((w) => w !== '');
  if (terms.length === 0) return true;
  const fields = isCardId(id)
    ? [
        cardNameIn(id, lang),
        cardText(id, 'last', lang),
        echoText(id, lang),
        differsByEdition(id) ? cardText(id, 'first', lang) : '',
        facts(id).name,
        lang === 'ja' ? (JA_READINGS[id] ?? '') : '',
      ]
    : [specialNameIn(id, lang), specialConditionIn(id, lang)];
  const haystack = fields.map(searchForm).join(' ');
  return terms.every((w) => haystack.includes(w));
}
