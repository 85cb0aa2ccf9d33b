// Each game's glossary: its terms in the order the Rules screen lists them, each with a name, what
// it means and the words that name it in running text (all from the catalogues, in the current
// language). The same entries are listed in the Rules screen, open from a term in a prompt or a
// card's text (table/glossary/link.ts), and are what the glossary test checks the cards' texts
// and the prompts against.
import type { GameId } from '../../engine/core/types';
import { type UiLang, getLang, hasKey, t, tk } from '../../i18n';
import { tableGame } from '../games';
import type { GlossaryEntry } from './entry';

export type { GlossaryEntry };

/** A game's entries (its table facts' `glossary`, table/<game>/glossary.ts). */
export const glossaryEntries = (game: GameId): readonly GlossaryEntry[] => tableGame(game).glossary;

export function glossaryEntry(game: GameId, id: string): GlossaryEntry | undefined {
  return glossaryEntries(game).find((e) => e.id === id);
}

const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** "Name: meaning" split at its first colon (either width). */
function halves(sentence: string): [string, string] {
  const at = sentence.search(/[:：]/);
  return at < 0 ? [sentence, ''] : [sentence.slice(0, at).trim(), sentence.slice(at + 1).trim()];
}

/** A term's name in the current language, with a capital where the language has them. */
export function termName(e: GlossaryEntry): string {
  const name = tk(e.term);
  return capital(e.split ? halves(name)[0] : name);
}

/** What a term means, in the current language (a Gears character: both its sides). */
export function termText(e: GlossaryEntry): string {
  const text = e.split ? halves(tk(e.text))[1] : tk(e.text);
  const full = e.more && hasKey(e.more) ? `${text} ${tk(e.more)}` : text;
  return capital(full);
}

/** The words that name a term in running text, in a language (the current one by default), longest first. */
export function termForms(e: GlossaryEntry, lang: UiLang = getLang()): string[] {
  return wordsOf(e.forms, lang);
}

/** The words a log line names a term with: its `said` words, then its running-text forms, longest first. */
export function saidForms(e: GlossaryEntry, lang: UiLang = getLang()): string[] {
  return [...wordsOf(e.said, lang), ...wordsOf(e.forms, lang)].sort((a, b) => b.length - a.length);
}

function wordsOf(key: string | undefined, lang: UiLang): string[] {
  if (!key || !hasKey(key)) return [];
  return t(key, undefined, lang)
    .split('|')
    .map((f) => f.trim())
    .filter((f) => f !== '')
    .sort((a, b) => b.length - a.length);
}
