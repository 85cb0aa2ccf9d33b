// Buttons of one question that would read the same: two grey axles (New) kept from the Black
// Market, two red motors on the Junk Yard's display. Where their tiles differ, each button says
// how (its icons, volatility); where they are the same in every way that counts (same kind,
// colour, row, icons, volatility, wrenches), they take the same thing and one button is enough.
import { isPartId, partSpec } from '../../engine/gear-and-piston/parts';
import { joinList, t, tk } from '../../i18n';

/** A button's label and the tile it takes (if it takes one). */
export interface Told {
  label: string;
  part?: string;
}

/** What a tile has that another of its name may not: its icons, volatility and wrenches, in words. */
export function partFacts(part: string): string {
  if (!isPartId(part)) return '';
  const spec = partSpec(part);
  const facts: string[] = [];
  if (spec.range > 0) facts.push(t('gnp.zoom.range', { n: spec.range }));
  if (spec.comfort > 0) facts.push(t('gnp.zoom.comfort', { n: spec.comfort }));
  if (spec.power > 0) facts.push(t('gnp.zoom.power', { n: spec.power }));
  if (spec.volatility > 0) facts.push(t('gnp.facts.volatility', { n: spec.volatility }));
  if (facts.length === 0) facts.push(t('gnp.facts.noIcons'));
  // Improvements lie in either row, as printed.
  if (spec.type === 'improvement') facts.unshift(tk(`gnp.row.${spec.row}`));
  return joinList(facts);
}

/** Everything about a tile that plays a part in the game (its id and working name do not). */
function sameness(part: string): string {
  if (!isPartId(part)) return part;
  const { id: _id, name: _name, ...rest } = partSpec(part);
  return JSON.stringify(rest);
}

/**
 * The buttons to show, in order: labels that collide get the tile's facts; of buttons that still
 * read the same because their tiles are alike in every way, only the first stays. (Facts cover
 * everything `sameness` compares, so two different tiles never end with the same words.)
 */
export function tellApart<B extends Told>(buttons: readonly B[]): B[] {
  const count = new Map<string, number>();
  for (const b of buttons) count.set(b.label, (count.get(b.label) ?? 0) + 1);
  const told = buttons.map((b) => ((count.get(b.label) ?? 0) > 1 && b.part ? { ...b, label: t('gnp.move.told', { label: b.label, facts: partFacts(b.part) }) } : b));
  const kept = new Map<string, string | undefined>();
  return told.filter((b) => {
    if (!kept.has(b.label)) {
      kept.set(b.label, b.part === undefined ? undefined : sameness(b.part));
      return true;
    }
    // Alike in every way: the first button takes the same thing.
    return !(b.part !== undefined && kept.get(b.label) === sameness(b.part));
  });
}
