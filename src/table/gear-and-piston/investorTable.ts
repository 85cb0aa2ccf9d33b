// An investor's values as a small table (§11, decision 1 of docs/rules/gear-and-piston.md): per icon
// kind, what the first two icons pay (the investor's preference) and what each further one adds
// (+2 for every investor), and what a car's count of that icon earns.
import { INVESTOR_EXTRA, type IconTally, iconPoints, investor } from '../../engine/gear-and-piston/investors';
import { ICONS, type Icon } from '../../engine/gear-and-piston/types';

export interface InvestorRow {
  icon: Icon;
  /** Points for the first two icons of this kind. */
  two: number;
  /** Points for every further icon of this kind. */
  further: number;
  /** Points for 0, 1, 2 … `upTo` icons of this kind. */
  ladder: number[];
}

export function investorRows(id: string, upTo = 5): InvestorRow[] {
  const inv = investor(id);
  return ICONS.map((icon) => ({
    icon,
    two: inv.prefers[icon],
    further: INVESTOR_EXTRA,
    ladder: Array.from({ length: upTo + 1 }, (_, n) => iconPoints(n, inv.prefers[icon])),
  }));
}

/** What the investor pays for these icon counts, kind by kind, and the sum. */
export function investorPays(id: string, tally: IconTally): { byIcon: Record<Icon, number>; total: number } {
  const inv = investor(id);
  const byIcon = { range: 0, comfort: 0, power: 0 } as Record<Icon, number>;
  let total = 0;
  for (const icon of ICONS) {
    byIcon[icon] = iconPoints(tally[icon], inv.prefers[icon]);
    total += byIcon[icon];
  }
  return { byIcon, total };
}
