// Terms in running text, one tap from their meaning: the words of a prompt or a card's text that
// name a glossary entry become term tokens (the views render them as buttons that open the
// entry). Each entry is linked once per text, at its first mention, so a sentence does not turn
// into a row of buttons. Words are matched whole (not inside a longer word) and in any case;
// Japanese, written without spaces, is matched as it stands.
import type { GameId } from '../../engine/core/types';
import { type UiLang, getLang } from '../../i18n';
import { type RichText, type RichToken, tRich } from '../rich';
import { type GlossaryEntry, glossaryEntries, glossaryEntry, saidForms, termForms, termName } from './entries';

interface Matcher {
  re: RegExp;
  /** Lower-cased form → the entry it names. */
  byForm: Map<string, GlossaryEntry>;
}

const cache = new Map<string, Matcher | null>();

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcher(game: GameId, lang: UiLang): Matcher | null {
  const key = `${game}:${lang}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const byForm = new Map<string, GlossaryEntry>();
  for (const e of glossaryEntries(game)) for (const f of termForms(e, lang)) if (!byForm.has(f.toLocaleLowerCase(lang))) byForm.set(f.toLocaleLowerCase(lang), e);
  const forms = [...byForm.keys()].sort((a, b) => b.length - a.length);
  let found: Matcher | null = null;
  if (forms.length > 0) {
    const alternatives = forms.map(escapeRe).join('|');
    // Whole words where words are separated; Japanese is written without spaces.
    const re = lang === 'ja' ? new RegExp(`(${alternatives})`, 'giu') : new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
    found = { re, byForm };
  }
  cache.set(key, found);
  return found;
}

/** The entries a plain text names, in order of first mention (for tests and screen readers). */
export function termsIn(text: string, game: GameId, lang: UiLang = getLang()): GlossaryEntry[] {
  const m = matcher(game, lang);
  if (!m) return [];
  const out: GlossaryEntry[] = [];
  for (const hit of text.matchAll(m.re)) {
    const e = m.byForm.get((hit[1] ?? '').toLocaleLowerCase(lang));
    if (e && !out.includes(e)) out.push(e);
  }
  return out;
}

/** A rich text with each entry's first mention in its string parts turned into a term token. */
export function linkTerms(text: RichText, game: GameId, lang: UiLang = getLang()): RichText {
  const m = matcher(game, lang);
  if (!m) return text;
  const linked = new Set<string>();
  const out: RichText = [];
  for (const part of text) {
    if (typeof part !== 'string') {
      out.push(part);
      continue;
    }
    let at = 0;
    for (const hit of part.matchAll(m.re)) {
      const words = hit[1] ?? '';
      const e = m.byForm.get(words.toLocaleLowerCase(lang));
      if (!e || linked.has(e.id) || hit.index === undefined) continue;
      linked.add(e.id);
      if (hit.index > at) out.push(part.slice(at, hit.index));
      const token: RichToken = { kind: 'term', game, id: e.id, label: words };
      out.push(token);
      at = hit.index + words.length;
    }
    if (at < part.length) out.push(part.slice(at));
  }
  return out;
}

/**
 * A log line that names a rule, with the rule's entry one tap away: the line's first words that
 * name it (the entry's `said` words or its forms) become its term token; a line whose words do
 * not name it gets the term's name after it, "(Take back (blue gear))". The screen reader reads
 * the token's words as they stand in the line.
 */
export function explainLine(text: RichText, game: GameId, id: string, lang: UiLang = getLang()): RichText {
  const e = glossaryEntry(game, id);
  if (!e) return text;
  if (text.some((p) => typeof p !== 'string' && p.kind === 'term' && p.id === id)) return text;
  const forms = saidForms(e, lang);
  if (forms.length > 0) {
    const alternatives = forms.map(escapeRe).join('|');
    const re = lang === 'ja' ? new RegExp(`(${alternatives})`, 'iu') : new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, 'iu');
    for (let i = 0; i < text.length; i++) {
      const part = text[i];
      if (typeof part !== 'string') continue;
      const hit = re.exec(part);
      const words = hit?.[1];
      if (!hit || !words) continue;
      const token: RichToken = { kind: 'term', game, id, label: words };
      const before = part.slice(0, hit.index);
      const after = part.slice(hit.index + words.length);
      return [...text.slice(0, i), ...(before ? [before] : []), token, ...(after ? [after] : []), ...text.slice(i + 1)];
    }
  }
  return [...text, ...tRich('gloss.about', { term: { kind: 'term', game, id, label: termName(e) } })];
}
