// What a card does, in the current language: the text a tap or a hover shows.
import type { CharacterCard, CodeCard, RoundCardView } from '../../engine/gears/types';
import { t, tk } from '../../i18n';
import { colourName, gearName, ruleName } from './names';

export function gearHelp(gear: string, value: number | null = null): string {
  const lines = [gearName(gear), tk(`gears.gear.${gear}.help`)];
  if (value !== null) lines.push(t('gears.gear.value', { value }));
  return lines.join('\n');
}

export function roundHelp(card: RoundCardView): string {
  const lines = [`${card.id} · ${t(card.shift === 'day' ? 'gears.table.day' : 'gears.table.night')}`, t('gears.rule.help', { rule: ruleName(card.rule) })];
  if (card.effect) lines.push(tk(`gears.effect.${card.effect}`));
  return lines.join('\n');
}

export function codeHelp(card: CodeCard): string {
  const status = card.status === 'entered' ? t('gears.code.entered') : card.status === 'waiting' ? t('gears.code.verify') : t('gears.code.open');
  return `${t('gears.code.help', { colour: colourName(card.color), number: card.number })}\n${status}`;
}

export function characterHelp(card: CharacterCard): string {
  const lines = [tk(`gears.character.${card.name}.name`), tk(`gears.character.${card.name}.day`), tk(`gears.character.${card.name}.night`)];
  if (card.side === 'night') lines.push(`(${t('gears.character.side.night')})`);
  if (card.side === 'removed') lines.push(t('gears.character.used'));
  return lines.join('\n');
}
