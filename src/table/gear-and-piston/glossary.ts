// Gear & Piston's glossary, in the order the Rules screen lists it.
import { LOCATIONS, PART_TYPES } from '../../engine/gear-and-piston/types';
import { type GlossaryEntry, own, told } from '../glossary/entry';

export const GEAR_AND_PISTON_GLOSSARY: readonly GlossaryEntry[] = [
  ...['part', 'blueprint', 'new', 'junk', 'scrap', 'discard'].map((id) => own('gnp', id)),
  ...PART_TYPES.map((k) => ({ id: `kind.${k}`, term: `gnp.legend.kind.${k}`, text: `gnp.legend.kindHelp.${k}`, forms: `gnp.gloss.${k}.forms` })),
  ...LOCATIONS.map((loc) => ({ id: `loc.${loc}`, term: `gnp.loc.${loc}`, text: `gnp.loc.${loc}.help`, forms: `gnp.gloss.${loc}.forms` })),
  ...['blackMarket', 'espionage', 'unionMuscle', 'token', 'firstPlayer', 'operation', 'build', 'dismantle', 'upgrade', 'halves', 'row', 'complete'].map((id) => own('gnp', id)),
  ...['volatility', 'wrench', 'icons', 'investor', 'area', 'vp', 'refresh'].map((id) => own('gnp', id)),
  ...['handLimit', 'endScrap'].map((id) => told('gnp', id)),
];
