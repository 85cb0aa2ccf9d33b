// The texts of the Rules screen, from the catalogues: a game's paragraphs (rules.<game>.1, .2,
// ... as many as the catalogue has) and its glossary of terms.
import type { GameId } from '../../engine/core/types';
import { INVESTOR_IDS } from '../../engine/gear-and-piston/investors';
import { investorName, investorRule } from '../../table/gear-and-piston/help';
import { hasKey, tk } from '../../i18n';

const GEARS = ['red', 'purple', 'yellow', 'blue', 'grey', 'multicolour'] as const;
const SPECIALS = ['monument', 'empire', 'world', 'wonder', 'universe'] as const;

export function paragraphs(game: GameId): string[] {
  const out: string[] = [];
  for (let i = 1; hasKey(`rules.${game}.${i}`); i++) out.push(tk(`rules.${game}.${i}`));
  return out;
}

export interface Term {
  term: string;
  text: string;
}

export function glossary(game: GameId): Term[] {
  switch (game) {
    case 'gears':
      return GEARS.map((g) => ({ term: tk(`gears.gear.${g}.name`), text: tk(`gears.gear.${g}.help`) }));
    case 'innovation':
      return SPECIALS.map((a) => ({ term: tk(`inno.special.${a}`), text: tk(`inno.specialHelp.${a}`) }));
    case 'gear-and-piston':
      return INVESTOR_IDS.map((id) => ({ term: investorName(id), text: investorRule(id) }));
  }
}

/** Every text the screen shows for a game, in order (tests check none is a raw key). */
export const rulesTexts = (game: GameId): string[] => [
  tk(`rules.title.${game}`),
  ...paragraphs(game),
  tk(`rules.glossary.${game}`),
  ...glossary(game).flatMap((g) => [g.term, g.text]),
];
