// What a card does, in the current language: the text a tap or a hover shows.
import type { CharacterCard, CodeCard, RoundCardView } from '../../engine/gears/types';
import { t, tk } from '../../i18n';
import { colourName, gearName, ruleName } from './names';

export function gearHelp(gear: string, value: number | null = null): string {
  const lines = [gearName(gear), tk(`gear.${gear}.help`)];
  if (value !== null) lines.push(t('gear.value', { value }));
  return lines.join('\n');
}

export function roundHelp(card: RoundCardView): string {
  const lines = [`${card.id} · ${t(card.shift === 'day' ? 'table.day' : 'table.night')}`, t('rule.help', { rule: ruleName(card.rule) })];
  if (card.effect) lines.push(tk(`effect.${card.effect}`));
  return lines.join('\n');
}

export function codeHelp(card: CodeCard): string {
  const status = card.status === 'entered' ? t('code.entered') : card.status === 'waiting' ? t('code.verify') : t('code.open');
  return `${t('code.help', { colour: colourName(card.color), number: card.number })}\n${status}`;
}

export function characterHelp(card: CharacterCard): string {
  const lines = [tk(`character.${card.name}.name`), tk(`character.${card.name}.day`), tk(`character.${card.name}.night`)];
  if (card.side === 'night') lines.push(`(${t('character.side.night')})`);
  if (card.side === 'removed') lines.push(t('character.used'));
  return lines.join('\n');
}
