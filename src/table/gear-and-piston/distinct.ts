// Buttons of one question that would read the same: two grey axles (New) kept from the Black
// Market, two red motors on the Junk Yard's display. Where their tiles differ, each button says
// how (its icons, volatility); where they are twins in every way that counts (same kind, colour,
// row, icons, volatility, wrenches), each says which of the two it is.
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


/**
 * The buttons to show, in order: labels that collide get the tile's facts; buttons whose tiles are
 * alike in every way still read the same, so each says which of them it is ("1 of 2") — the board
 * rings its own tile when it is pointed at. (Facts cover everything that plays a part, so only
 * twins are numbered.)
 */
export function tellApart<B extends Told>(buttons: readonly B[]): B[] {
  const count = new Map<string, number>();
  for (const b of buttons) count.set(b.label, (count.get(b.label) ?? 0) + 1);
  const told = buttons.map((b) => ((count.get(b.label) ?? 0) > 1 && b.part ? { ...b, label: withFacts(b.label, b.part) } : b));
  const twins = new Map<string, number>();
  for (const b of told) twins.set(b.label, (twins.get(b.label) ?? 0) + 1);
  const seen = new Map<string, number>();
  return told.map((b) => {
    const n = twins.get(b.label) ?? 1;
    if (n < 2) return b;
    const k = (seen.get(b.label) ?? 0) + 1;
    seen.set(b.label, k);
    return { ...b, label: nth(b.label, k, n) };
  });
}

/** "Keep Grey axle (New): comfort 1 (2 of 2)", the ellipsis of a two-step choice kept last. */
function nth(label: string, k: number, n: number): string {
  const more = label.endsWith('…');
  const said = t('gnp.move.nth', { label: more ? label.slice(0, -1) : label, k, n });
  return more ? `${said}…` : said;
}

/** "Build Grey axle (New)…" with its facts before the ellipsis that says a second step follows. */
function withFacts(label: string, part: string): string {
  const more = label.endsWith('…');
  const told = t('gnp.move.told', { label: more ? label.slice(0, -1) : label, facts: partFacts(part) });
  return more ? `${told}…` : told;
}
