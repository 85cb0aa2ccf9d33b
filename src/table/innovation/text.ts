// Words the Innovation table prints: names of cards, colours, icons and zones, card help, and one
// log sentence per event, all in the current language. Card words themselves live in names.ts.
import { facts, isCardId } from '../../engine/innovation/facts';
import type { Edition } from '../../engine/innovation/types';
import { t, tk } from '../../i18n';
import { cardName, cardText, echoText, specialCondition } from './names';

export { cardName };
export const colourName = (c: string): string => tk(`inno.colour.${c}`);
export const iconName = (i: string): string => tk(`inno.icon.${i}`);
export const zoneName = (z: string): string => tk(`inno.zone.${z}`);
export const splayName = (s: string): string => tk(`inno.splay.${s}`);

/** Choice answers: 'yes', named options, or a value ('4'). */
export function choiceLabel(choice: string): string {
  if (/^\d+$/.test(choice)) return t('inno.choice.value', { n: choice });
  return tk(`inno.choice.${choice}`);
}

/** What a card does, for the tooltip: name, age, colour, featured icon, then its effects in that edition. */
export function cardHelp(id: string, edition: Edition = 'last'): string {
  if (!isCardId(id)) return `${cardName(id)}\n${specialCondition(id)}`;
  const f = facts(id);
  const head = t('inno.cardHead', { name: cardName(id), age: f.age, colour: colourName(f.color), icon: iconName(f.dogmaIcon) });
  // Echoes: the echo effect, named as such, before the dogma effects (it runs first).
  const echo = echoText(id);
  return echo ? `${head}\n${t('inno.echoes.echoLabel')}: ${echo}\n${cardText(id, edition)}` : `${head}\n${cardText(id, edition)}`;
}

/** A card back as others see it (they know only its age, and its set: an Echoes back is negative). */
export const backHelp = (age: number): string => (age < 0 ? t('inno.echoes.backHelp', { n: -age }) : t('inno.backHelp', { n: age }));
