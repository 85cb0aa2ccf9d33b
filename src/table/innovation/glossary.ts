// Innovation's glossary, in the order the Rules screen lists it.
import { ECHOES_SPECIALS, ICONS } from '../../engine/innovation/types';
import { type GlossaryEntry, own, told } from '../glossary/entry';

export const INNOVATION_GLOSSARY: readonly GlossaryEntry[] = [
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
