// The 14 investors. Two are revealed at setup and both score every car at the end (§11).
//
// RULE (both input documents): an investor looks only at the counts of range, comfort and power
// icons on the car, each kind by its own value. Fewer than two icons of a kind score nothing; the
// first two of a kind score the investor's preference for that kind (range 2 or 3, comfort and
// power 1, 2 or 3); every further icon of that kind scores +2 whatever the preference.
// OUR DATA (house rule A-02): the names and which preference each tile has — the published tiles are
// not in our texts. The 14 tiles are 14 of the 18 combinations the rule allows, leaving out the
// four extremes (2/1/1, 3/1/1, 2/3/3, 3/3/3), so every tile's three values sum to 5–8.
// Only New and Junk parts in the completed car count (§11.2): scrap has no icons.
import { ICONS, type Icon } from './types';

/** The icons an investor counts, summed over the New and Junk parts of a completed car. */
export type IconTally = Record<Icon, number>;

/** Icons of a kind an investor needs before that kind scores anything. */
export const INVESTOR_THRESHOLD = 2;
/** What every icon of a kind beyond the first two scores, whatever the investor prefers. */
export const INVESTOR_EXTRA = 2;

export interface Investor {
  id: string;
  /** Working name (English); the UI shows the translated one. */
  name: string;
  /** Points for reaching two icons of each kind. */
  prefers: Readonly<IconTally>;
}

const tile = (id: string, name: string, range: number, comfort: number, power: number): Investor => ({
  id,
  name,
  prefers: { range, comfort, power },
});

export const INVESTORS: readonly Investor[] = [
  tile('INV01', 'The Explorer', 3, 2, 1),
  tile('INV02', 'The Duchess', 2, 3, 1),
  tile('INV03', 'The Racer', 2, 1, 3),
  tile('INV04', 'Touring Club', 3, 2, 2),
  tile('INV05', 'Grand Hotelier', 2, 3, 2),
  tile('INV06', 'Speed Syndicate', 2, 2, 3),
  tile('INV07', 'The Pragmatist', 2, 2, 2),
  tile('INV08', 'Motor Magnate', 3, 1, 3),
  tile('INV09', 'Fuel Baron', 3, 1, 2),
  tile('INV10', 'Coachbuilder', 3, 3, 1),
  tile('INV11', 'Wheelwright', 2, 1, 2),
  tile('INV12', 'Clockmaker', 2, 2, 1),
  tile('INV13', 'Patent Attorney', 3, 2, 3),
  tile('INV14', 'The Showman', 3, 3, 2),
];

export const INVESTOR_IDS: readonly string[] = INVESTORS.map((i) => i.id);

const BY_ID = new Map(INVESTORS.map((i) => [i.id, i]));

export function investor(id: string): Investor {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown investor '${id}'`);
  return found;
}

/** What one kind of icon is worth to an investor with this preference for it. */
export function iconPoints(count: number, preference: number): number {
  return count < INVESTOR_THRESHOLD ? 0 : preference + INVESTOR_EXTRA * (count - INVESTOR_THRESHOLD);
}

/** What an investor pays for a car with these icons. */
export function investorScore(inv: Investor, icons: IconTally): number {
  let total = 0;
  for (const icon of ICONS) total += iconPoints(icons[icon], inv.prefers[icon]);
  return total;
}
