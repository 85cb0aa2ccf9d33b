// Echoes of the Past, English (the source): the rule's own words (the promotion's questions) and
// the two card helpers' modules (ages 1–5, ages 6–10). Spread into the Innovation catalogue, so
// every key is checked in all four languages like the base game's.
import { echoes1to5En } from './ages1-5/en';
import { echoes6to10En } from './ages6-10/en';

export const echoesEn = {
  'inno.q.echoes.promote': 'promote a card of your forecast: meld it (its age may not be higher than the card you melded).',
  'inno.q.echoes.promote-dogma': 'carry out a free dogma action on the card you promoted.',
  ...echoes1to5En,
  ...echoes6to10En,
} as const;

export type EchoesKey = keyof typeof echoesEn;
