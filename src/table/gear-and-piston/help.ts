// Names and help texts for tiles, locations and investors, in the current language: what a tap or a
// hover shows. Tile names are built from colour, type and section (the engine's names are English).
import { INVESTOR_EXTRA, investor } from '../../engine/gear-and-piston/investors';
import { isPartId, partSpec } from '../../engine/gear-and-piston/parts';
import type { SeenPart } from '../../engine/gear-and-piston/types';
import { t, tk } from '../../i18n';

/** A New, Junk or scrap id (not a face-down marker or something unknown). */
export const isTile = (id: string): boolean => id.startsWith('S-') || isPartId(id);

export function partName(part: SeenPart | string): string {
  if (part === 'hidden-new') return t('gnp.hiddenNew');
  if (part === 'hidden-junk') return t('gnp.hiddenJunk');
  if (!isTile(part)) return part;
  const spec = partSpec(part);
  return t('gnp.partTitle', {
    colour: spec.colour ? tk(`gnp.colour.${spec.colour}`) : '',
    type: tk(`gnp.type.${spec.type}`),
    section: tk(`gnp.section.${spec.section}`),
  }).trim();
}

export function partHelp(part: SeenPart | string): string {
  if (part === 'hidden-new' || part === 'hidden-junk') return partName(part);
  if (!isTile(part)) return part;
  const spec = partSpec(part);
  const lines = [`${partName(part)} · ${part}`, t('gnp.icons', { range: spec.range, comfort: spec.comfort, power: spec.power })];
  if (spec.type !== 'frame') lines.push(tk(`gnp.row.${spec.row}`));
  if (spec.volatility > 0) lines.push(t('gnp.volatility', { n: spec.volatility }));
  if (spec.wrenches > 0) lines.push(t('gnp.wrenches', { n: spec.wrenches }));
  lines.push(tk(`gnp.typeHelp.${spec.type}`));
  return lines.join('\n');
}

export const locationName = (location: string): string => tk(`gnp.loc.${location}`);
export const locationHelp = (location: string): string => tk(`gnp.loc.${location}.help`);
export const investorName = (id: string): string => tk(`gnp.inv.${id}.name`);
/** What an investor pays, from its preferences (the rule is the same for every tile). */
export function investorRule(id: string): string {
  const { range, comfort, power } = investor(id).prefers;
  return t('gnp.inv.help', { range, comfort, power, extra: INVESTOR_EXTRA });
}
export const investorHelp = (id: string): string => `${investorName(id)}\n${investorRule(id)}`;
export const sideName = (side: string): string => tk(`gnp.side.${side}`);
export const rowName = (row: string): string => tk(`gnp.rowShort.${row}`);
