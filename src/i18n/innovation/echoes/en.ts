// Echoes of the Past, English (the source): the cards' words, ages 1–5 and 6–10 (the promotion's
// questions are with the other prompts, innovation/prompts). Spread into the Innovation
// catalogue, so every key is checked in all four languages like the base game's.
import { echoes1to5En } from './ages1-5/en';
import { echoes6to10En } from './ages6-10/en';

export const echoesEn = {
  ...echoes1to5En,
  ...echoes6to10En,
} as const;

export type EchoesKey = keyof typeof echoesEn;
