// Gears' glossary, in the order the Rules screen lists it.
import { CHARACTERS, GEAR_COLORS, NIGHT_EFFECTS, ROUND_RULES } from '../../engine/gears/types';
import { type GlossaryEntry, own, told } from '../glossary/entry';

export const GEARS_GLOSSARY: readonly GlossaryEntry[] = [
  ...['roundCard', 'gear', 'turn', 'reveal', 'jam', 'next', 'token', 'code', 'verify', 'discard', 'shift', 'character'].map((id) => own('gears', id)),
  ...GEAR_COLORS.map((g) => ({ id: `gear.${g}`, term: `gears.gear.${g}.name`, text: `gears.gear.${g}.help` })),
  ...ROUND_RULES.map((r) => ({ id: `rule.${r}`, term: `gears.rule.${r}`, text: `gears.rule.${r}.explain` })),
  ...CHARACTERS.map((c) => ({ id: `character.${c}`, term: `gears.character.${c}.name`, text: `gears.character.${c}.day`, more: `gears.character.${c}.night` })),
  ...NIGHT_EFFECTS.map((e) => ({ id: `effect.${e}`, term: `gears.effect.${e}`, text: `gears.effect.${e}`, split: true })),
  // Take back and peek are named in prompts and buttons too: linked in running text as well.
  ...['takeBack', 'peek'].map((id) => ({ ...told('gears', id), forms: `gears.gloss.${id}.forms` })),
  ...['swap', 'dispatch', 'randomDiscard'].map((id) => told('gears', id)),
];
