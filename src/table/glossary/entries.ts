// Each game's glossary: its terms in the order the Rules screen lists them, each with a name, what
// it means and the words that name it in running text (all from the catalogues, in the current
// language). The same entries are listed in the Rules screen, open from a term in a prompt or a
// card's text (table/glossary/link.ts), and are what the glossary test checks the cards' texts
// and the prompts against.
import type { GameId } from '../../engine/core/types';
import { LOCATIONS, PART_TYPES } from '../../engine/gear-and-piston/types';
import { CHARACTERS, GEAR_COLORS, NIGHT_EFFECTS, ROUND_RULES } from '../../engine/gears/types';
import { ECHOES_SPECIALS, ICONS } from '../../engine/innovation/types';
import { type UiLang, getLang, hasKey, t, tk } from '../../i18n';

export interface GlossaryEntry {
  /** Stable within its game ('draw', 'gear.red', 'loc.workshop'). */
  id: string;
  /** Catalogue keys of its name and meaning. */
  term: string;
  text: string;
  /** Catalogue key of the words naming it in running text ('|'-separated); none: not linked. */
  forms?: string;
  /**
   * Catalogue key of the words a log line names it with ('|'-separated): linked in that line only
   * (explainLine), never in running text, for words too common to link everywhere ("names").
   */
  said?: string;
  /** A second sentence (a Gears character's night side). */
  more?: string;
  /** The catalogue says name and meaning in one sentence, "Name: meaning" (a night effect). */
  split?: boolean;
}

const own = (game: string, id: string, linked = true): GlossaryEntry => ({
  id,
  term: `${game}.gloss.${id}`,
  text: `${game}.gloss.${id}.text`,
  ...(linked ? { forms: `${game}.gloss.${id}.forms` } : {}),
});

/** An entry named only by the log lines that raise its rule (see GlossaryEntry.said). */
const told = (game: string, id: string): GlossaryEntry => ({ id, term: `${game}.gloss.${id}`, text: `${game}.gloss.${id}.text`, said: `${game}.gloss.${id}.said` });

const INNOVATION: readonly GlossaryEntry[] = [
  ...['draw', 'meld', 'dogma', 'achieve'].map((id) => own('inno', id)),
  ...['tuck', 'return', 'transfer', 'score', 'splay', 'reveal', 'exchange', 'demand', 'share', 'effect'].map((id) => own('inno', id)),
  ...['age', 'board', 'pile', 'topCard', 'hand', 'scorePile', 'supply', 'icon', 'featured'].map((id) => own('inno', id)),
  ...ICONS.map((icon) => ({ id: `icon.${icon}`, term: `inno.icon.${icon}`, text: 'inno.gloss.iconKind.text', forms: `inno.gloss.${icon}.forms` })),
  own('inno', 'special'),
  own('inno', 'bonus'),
  // Echoes of the Past: its mechanisms, its draw rule (named only here) and its five specials.
  ...['echo', 'echoBonus', 'forecast', 'foreshadow', 'promote'].map((id) => own('inno', id)),
  own('inno', 'echoesDraw', false),
  ...ECHOES_SPECIALS.map((id) => own('inno', id)),
  own('inno', 'golden', false),
  told('inno', 'initial'),
];

const GEARS: readonly GlossaryEntry[] = [
  ...['roundCard', 'gear', 'turn', 'reveal', 'jam', 'next', 'token', 'code', 'verify', 'discard', 'shift', 'character'].map((id) => own('gears', id)),
  ...GEAR_COLORS.map((g) => ({ id: `gear.${g}`, term: `gears.gear.${g}.name`, text: `gears.gear.${g}.help` })),
  ...ROUND_RULES.map((r) => ({ id: `rule.${r}`, term: `gears.rule.${r}`, text: `gears.rule.${r}.explain` })),
  ...CHARACTERS.map((c) => ({ id: `character.${c}`, term: `gears.character.${c}.name`, text: `gears.character.${c}.day`, more: `gears.character.${c}.night` })),
  ...NIGHT_EFFECTS.map((e) => ({ id: `effect.${e}`, term: `gears.effect.${e}`, text: `gears.effect.${e}`, split: true })),
  // Take back and peek are named in prompts and buttons too: linked in running text as well.
  ...['takeBack', 'peek'].map((id) => ({ ...told('gears', id), forms: `gears.gloss.${id}.forms` })),
  ...['swap', 'dispatch', 'randomDiscard'].map((id) => told('gears', id)),
];

const GEAR_AND_PISTON: readonly GlossaryEntry[] = [
  ...['part', 'blueprint', 'new', 'junk', 'scrap', 'discard'].map((id) => own('gnp', id)),
  ...PART_TYPES.map((k) => ({ id: `kind.${k}`, term: `gnp.legend.kind.${k}`, text: `gnp.legend.kindHelp.${k}`, forms: `gnp.gloss.${k}.forms` })),
  ...LOCATIONS.map((loc) => ({ id: `loc.${loc}`, term: `gnp.loc.${loc}`, text: `gnp.loc.${loc}.help`, forms: `gnp.gloss.${loc}.forms` })),
  ...['blackMarket', 'espionage', 'unionMuscle', 'token', 'firstPlayer', 'operation', 'build', 'dismantle', 'upgrade', 'halves', 'row', 'complete'].map((id) => own('gnp', id)),
  ...['volatility', 'wrench', 'icons', 'investor', 'area', 'vp', 'refresh'].map((id) => own('gnp', id)),
  ...['handLimit', 'endScrap'].map((id) => told('gnp', id)),
];

const ENTRIES: Record<GameId, readonly GlossaryEntry[]> = { innovation: INNOVATION, gears: GEARS, 'gear-and-piston': GEAR_AND_PISTON };

export const glossaryEntries = (game: GameId): readonly GlossaryEntry[] => ENTRIES[game];

export function glossaryEntry(game: GameId, id: string): GlossaryEntry | undefined {
  return ENTRIES[game].find((e) => e.id === id);
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
