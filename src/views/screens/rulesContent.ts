// The texts of the Rules screen, from the catalogues: a game's paragraphs (rules.<game>.1, .2,
// ... as many as the catalogue has), its glossary (table/glossary: every term the cards and
// prompts use, the gears and round cards of Gears included), and a list of its own beside it
// (Innovation's special achievements, Gear & Piston's investors), the last two from the game's views kit.
import type { GameId } from '../../engine/core/types';
import { glossaryEntries, termName, termText } from '../../table/glossary/entries';
import { hasKey, t, tk } from '../../i18n';
import type { Term } from '../kit';
import { VIEWS_KITS } from '../kits';

export function paragraphs(game: GameId): string[] {
  const out: string[] = [];
  for (let i = 1; hasKey(`rules.${game}.${i}`); i++) out.push(tk(`rules.${game}.${i}`));
  return out;
}

/** A game's sections after its own paragraphs: an expansion's rules (rules.title.<game>.<section>; rules.<game>.<section>.1, .2…). */
export interface RulesSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export function sections(game: GameId): RulesSection[] {
  return VIEWS_KITS[game].rulesSections.map((id) => {
    const texts: string[] = [];
    for (let i = 1; hasKey(`rules.${game}.${id}.${i}`); i++) texts.push(tk(`rules.${game}.${id}.${i}`));
    return { id, title: tk(`rules.title.${game}.${id}`), paragraphs: texts };
  });
}

export type { Term } from '../kit';

/** The list the Rules screen gives a game besides its glossary (none for Gears: its gears are in the glossary). */
export const extras = (game: GameId): Term[] => VIEWS_KITS[game].rulesExtras();

/** Every text the screen shows for a game, in order (tests check none is a raw key). */
export const rulesTexts = (game: GameId): string[] => [
  tk(`rules.title.${game}`),
  ...paragraphs(game),
  ...sections(game).flatMap((s) => [s.title, ...s.paragraphs]),
  t('gloss.title'),
  ...glossaryEntries(game).flatMap((e) => [termName(e), termText(e)]),
  ...(extras(game).length > 0 ? [tk(`rules.glossary.${game}`)] : []),
  ...extras(game).flatMap((g) => [g.term, g.text]),
];
