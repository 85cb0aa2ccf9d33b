// The 14 investors (§2.7, house rule A-02, ladder values corrected by the English quick reference:
// seed corrections S-1 and S-2 in docs/rules/gear-and-piston.md). Two are revealed at setup and both
// score every car. Only New and Junk parts in the completed car count (§11.2).
import { HOUSE_RULES } from './house-rules';

/** What investors look at, summed over the New and Junk parts of a completed car. */
export interface CarTally {
  range: number;
  comfort: number;
  power: number;
  motors: number;
  fuel: number;
  improvements: number;
  axles: number;
  gears: number;
  newParts: number;
  /** Columns whose top and bottom cells both hold New/Junk parts. */
  fullColumns: number;
}

export interface Investor {
  id: string;
  name: string;
  score(t: CarTally): number;
}

/** Icon ladder: the preferred values for reaching two icons of a kind, +2 per further icon of any kind. */
function ladder(range: number, comfort: number, power: number): (t: CarTally) => number {
  const step = (count: number, value: number) =>
    count >= 2 ? value + HOUSE_RULES.ladderExtraPerIcon * (count - 2) : 0;
  return (t) => step(t.range, range) + step(t.comfort, comfort) + step(t.power, power);
}

export const INVESTORS: readonly Investor[] = [
  // The Explorer: 2 VP for each Range icon.
  { id: 'INV01', name: 'The Explorer', score: (t) => 2 * t.range },
  // The Duchess: 2 VP for each Comfort icon.
  { id: 'INV02', name: 'The Duchess', score: (t) => 2 * t.comfort },
  // The Racer: 2 VP for each Power icon.
  { id: 'INV03', name: 'The Racer', score: (t) => 2 * t.power },
  // Touring Club: two Range 3 VP, two Comfort 2 VP, two Power 1 VP; +2 VP for each further icon.
  { id: 'INV04', name: 'Touring Club', score: ladder(3, 2, 1) },
  // Grand Hotelier: two Comfort 3 VP, two Range 2 VP, two Power 1 VP; +2 VP for each further icon.
  { id: 'INV05', name: 'Grand Hotelier', score: ladder(2, 3, 1) },
  // Speed Syndicate: two Power 3 VP, two Range 2 VP, two Comfort 1 VP; +2 VP for each further icon.
  { id: 'INV06', name: 'Speed Syndicate', score: ladder(2, 1, 3) },
  // The Pragmatist: 3 VP for each full set of one Range, one Comfort and one Power icon.
  { id: 'INV07', name: 'The Pragmatist', score: (t) => 3 * Math.min(t.range, t.comfort, t.power) },
  // Motor Magnate: 3 VP for each motor.
  { id: 'INV08', name: 'Motor Magnate', score: (t) => 3 * t.motors },
  // Fuel Baron: 2 VP for each fuel tank.
  { id: 'INV09', name: 'Fuel Baron', score: (t) => 2 * t.fuel },
  // Coachbuilder: 2 VP for each improvement, whatever its colour.
  { id: 'INV10', name: 'Coachbuilder', score: (t) => 2 * t.improvements },
  // Wheelwright: 2 VP for each axle.
  { id: 'INV11', name: 'Wheelwright', score: (t) => 2 * t.axles },
  // Clockmaker: 3 VP for each gear.
  { id: 'INV12', name: 'Clockmaker', score: (t) => 3 * t.gears },
  // Patent Attorney: 1 VP for each New part.
  { id: 'INV13', name: 'Patent Attorney', score: (t) => t.newParts },
  // The Showman: 1 VP for each column whose top and bottom both hold real parts.
  { id: 'INV14', name: 'The Showman', score: (t) => t.fullColumns },
];

export const INVESTOR_IDS: readonly string[] = INVESTORS.map((i) => i.id);

const BY_ID = new Map(INVESTORS.map((i) => [i.id, i]));

export function investor(id: string): Investor {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown investor '${id}'`);
  return found;
}
