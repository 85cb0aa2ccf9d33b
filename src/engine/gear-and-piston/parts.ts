// The 42 New and 42 Junk part tiles (§2.3, §2.4; per-tile values are house rule A-01, improvement
// rows A-04), plus the scrap roles (§0.1, A-07). Icons: r = range, c = comfort, p = power.
// Every improvement carries one wrench (§0.1). Names are our own working names.
import { HOUSE_RULES } from './house-rules';
import type { Colour, PartId, PartType, Row, ScrapId, Section } from './types';
import { BOTTOM, TOP } from './types';

export interface PartSpec {
  id: PartId;
  name: string;
  section: Section | 'scrap';
  type: PartType | 'frame';
  /** null for scrap: it belongs to no colour area. */
  colour: Colour | null;
  row: Row;
  /** TOP or BOTTOM: the index used in car cells. */
  rowIndex: number;
  range: number;
  comfort: number;
  power: number;
  volatility: number;
  wrenches: number;
}

type Icons = { r?: number; c?: number; p?: number };

function part(
  id: string,
  name: string,
  type: PartType,
  colour: Colour,
  row: Row,
  icons: Icons,
  volatility: number,
): PartSpec {
  return {
    id,
    name,
    section: id.startsWith('N') ? 'new' : 'junk',
    type,
    colour,
    row,
    rowIndex: row === 'top' ? TOP : BOTTOM,
    range: icons.r ?? 0,
    comfort: icons.c ?? 0,
    power: icons.p ?? 0,
    volatility,
    wrenches: type === 'improvement' ? HOUSE_RULES.wrenchesPerImprovement : 0,
  };
}

function many(from: number, to: number, make: (id: string) => PartSpec): PartSpec[] {
  const out: PartSpec[] = [];
  for (let i = from; i <= to; i++) out.push(make(String(i).padStart(2, '0')));
  return out;
}

/** New parts: no volatility; icons lean red → power, green → range, yellow → comfort. */
export const NEW_PARTS: readonly PartSpec[] = [
  part('N01', 'Twin-cylinder steam engine', 'motor', 'red', 'top', { p: 2 }, 0),
  part('N02', 'Compound steam engine', 'motor', 'red', 'top', { p: 2 }, 0),
  part('N03', 'Petrol engine', 'motor', 'green', 'top', { r: 1, p: 1 }, 0),
  part('N04', 'Four-stroke engine', 'motor', 'green', 'top', { r: 1, p: 1 }, 0),
  part('N05', 'Electric motor', 'motor', 'yellow', 'top', { c: 1, p: 1 }, 0),
  part('N06', 'Hub dynamo motor', 'motor', 'yellow', 'top', { c: 1, p: 1 }, 0),
  part('N07', 'Water and coal bunker', 'fuel', 'red', 'top', { r: 1 }, 0),
  part('N08', 'Boiler tank', 'fuel', 'red', 'top', { r: 1 }, 0),
  part('N09', 'Long-range petrol tank', 'fuel', 'green', 'top', { r: 2 }, 0),
  part('N10', 'Petrol tank', 'fuel', 'green', 'top', { r: 1 }, 0),
  part('N11', 'Accumulator bank', 'fuel', 'yellow', 'top', { r: 1 }, 0),
  part('N12', 'Battery box', 'fuel', 'yellow', 'top', { r: 1 }, 0),
  ...many(13, 17, (n) => part(`N${n}`, 'Gearbox', 'gear', 'grey', 'bottom', { p: 1 }, 0)),
  ...many(18, 20, (n) => part(`N${n}`, 'Sprung axle', 'axle', 'grey', 'bottom', { c: 1 }, 0)),
  ...many(21, 23, (n) => part(`N${n}`, 'Spoked-wheel axle', 'axle', 'grey', 'bottom', { r: 1 }, 0)),
  ...many(24, 25, (n) => part(`N${n}`, 'Plain axle', 'axle', 'grey', 'bottom', {}, 0)),
  ...many(26, 29, (n) => part(`N${n}`, 'Steering wheel', 'steering', 'grey', 'top', { c: 1 }, 0)),
  part('N30', 'Pressure gauge', 'improvement', 'red', 'top', { p: 1 }, 0),
  part('N31', 'Steam whistle', 'improvement', 'red', 'top', { p: 1 }, 0),
  part('N32', 'Superheater', 'improvement', 'red', 'bottom', { p: 2 }, 0),
  part('N33', 'Spare can', 'improvement', 'green', 'top', { r: 1 }, 0),
  part('N34', 'Carburettor', 'improvement', 'green', 'top', { r: 1, p: 1 }, 0),
  part('N35', 'Acetylene headlamp', 'improvement', 'green', 'bottom', { c: 1 }, 0),
  part('N36', 'Electric lamps', 'improvement', 'yellow', 'top', { c: 1 }, 0),
  part('N37', 'Electric heater', 'improvement', 'yellow', 'top', { c: 1 }, 0),
  part('N38', 'Electric horn', 'improvement', 'yellow', 'bottom', { r: 1, c: 1 }, 0),
  part('N39', 'Upholstered bench', 'improvement', 'grey', 'bottom', { c: 1 }, 0),
  part('N40', 'Canopy roof', 'improvement', 'grey', 'bottom', { c: 1 }, 0),
  part('N41', 'Leaf springs', 'improvement', 'grey', 'bottom', { c: 1 }, 0),
  part('N42', 'Luggage rack', 'improvement', 'grey', 'bottom', { r: 1 }, 0),
];

/**
 * Junk parts: only motors, fuel tanks, gears, axles and steering (S-3: both input documents say the
 * Junk Yard holds just the five kinds a complete car needs), fewer icons than New parts, volatility
 * 0–2 (more icons, more volatile). No improvement, so the Junk Yard offers no wrench.
 */
export const JUNK_PARTS: readonly PartSpec[] = [
  part('J01', 'Leaky steam engine', 'motor', 'red', 'top', { p: 1 }, 2),
  part('J02', 'Rusty steam engine', 'motor', 'red', 'top', { p: 1 }, 2),
  part('J03', 'Sputtering petrol engine', 'motor', 'green', 'top', { p: 1 }, 1),
  part('J04', 'Backfiring petrol engine', 'motor', 'green', 'top', { r: 1 }, 2),
  part('J05', 'Sparking electric motor', 'motor', 'yellow', 'top', { p: 1 }, 1),
  part('J06', 'Humming electric motor', 'motor', 'yellow', 'top', { c: 1 }, 1),
  part('J07', 'Dented tank', 'fuel', 'red', 'top', { r: 1 }, 1),
  part('J08', 'Patched tank', 'fuel', 'red', 'top', {}, 1),
  part('J09', 'Dented tank', 'fuel', 'green', 'top', { r: 1 }, 1),
  part('J10', 'Patched tank', 'fuel', 'green', 'top', {}, 1),
  part('J11', 'Dented tank', 'fuel', 'yellow', 'top', { r: 1 }, 1),
  part('J12', 'Patched tank', 'fuel', 'yellow', 'top', {}, 1),
  ...many(13, 14, (n) => part(`J${n}`, 'Grinding gearbox', 'gear', 'grey', 'bottom', { p: 1 }, 1)),
  ...many(15, 17, (n) => part(`J${n}`, 'Worn gearbox', 'gear', 'grey', 'bottom', {}, 0)),
  ...many(18, 19, (n) => part(`J${n}`, 'Wobbly spoked axle', 'axle', 'grey', 'bottom', { r: 1 }, 1)),
  part('J20', 'Sagging sprung axle', 'axle', 'grey', 'bottom', { c: 1 }, 1),
  ...many(21, 25, (n) => part(`J${n}`, 'Bent axle', 'axle', 'grey', 'bottom', {}, 0)),
  ...many(26, 27, (n) => part(`J${n}`, 'Loose steering wheel', 'steering', 'grey', 'top', { c: 1 }, 1)),
  ...many(28, 29, (n) => part(`J${n}`, 'Tiller', 'steering', 'grey', 'top', {}, 0)),
  // J30–J42 (seed correction S-3): the Junk Yard holds only the five kinds a car needs.
  part('J30', 'Wheezing steam engine', 'motor', 'red', 'top', { p: 1 }, 1),
  part('J31', 'Stalling petrol engine', 'motor', 'green', 'top', { r: 1 }, 1),
  part('J32', 'Flickering electric motor', 'motor', 'yellow', 'top', { c: 1 }, 1),
  part('J33', 'Salvaged coal bunker', 'fuel', 'red', 'top', {}, 0),
  part('J34', 'Leaking jerrycan', 'fuel', 'green', 'top', { r: 1 }, 1),
  part('J35', 'Cracked battery', 'fuel', 'yellow', 'top', {}, 0),
  part('J36', 'Stripped gearbox', 'gear', 'grey', 'bottom', { p: 1 }, 1),
  ...many(37, 38, (n) => part(`J${n}`, 'Salvaged gearbox', 'gear', 'grey', 'bottom', {}, 0)),
  part('J39', 'Cracked sprung axle', 'axle', 'grey', 'bottom', { c: 1 }, 1),
  part('J40', 'Rusty spoked axle', 'axle', 'grey', 'bottom', { r: 1 }, 1),
  ...many(41, 42, (n) => part(`J${n}`, 'Scavenged axle', 'axle', 'grey', 'bottom', {}, 0)),
];

function scrap(id: ScrapId, type: PartSpec['type'], row: Row, name: string): PartSpec {
  return {
    id,
    name,
    section: 'scrap',
    type,
    colour: null,
    row,
    rowIndex: row === 'top' ? TOP : BOTTOM,
    range: 0,
    comfort: 0,
    power: 0,
    volatility: HOUSE_RULES.scrapVolatility,
    wrenches: 0,
  };
}

/** Scrap roles (§0.1): top row motor / fuel / steering, bottom row axle / gear. 'S-frame' is undecided. */
export const SCRAP_PARTS: readonly PartSpec[] = [
  scrap('S-motor', 'motor', 'top', 'Scrap motor'),
  scrap('S-fuel', 'fuel', 'top', 'Scrap fuel tank'),
  scrap('S-steering', 'steering', 'top', 'Scrap steering'),
  scrap('S-axle', 'axle', 'bottom', 'Scrap axle'),
  scrap('S-gear', 'gear', 'bottom', 'Scrap gear'),
  // A frame's row is decided by its cell; 'top' here is only a placeholder.
  scrap('S-frame', 'frame', 'top', 'Scrap part'),
];

export const ALL_PARTS: readonly PartSpec[] = [...NEW_PARTS, ...JUNK_PARTS];
export const NEW_IDS: readonly PartId[] = NEW_PARTS.map((p) => p.id);
export const JUNK_IDS: readonly PartId[] = JUNK_PARTS.map((p) => p.id);

const BY_ID: Record<string, PartSpec> = {};
for (const p of [...ALL_PARTS, ...SCRAP_PARTS]) BY_ID[p.id] = p;
// partIndex reads an id's position from its characters: the tables must list N01..N42, J01..J42 in order.
ALL_PARTS.forEach((p, i) => {
  if (p.id !== `${i < 42 ? 'N' : 'J'}${String((i % 42) + 1).padStart(2, '0')}`) throw new Error(`part ${p.id} out of order`);
});

/**
 * The data of a part or scrap id. Throws on an unknown id (a defect, not a player error). The hottest
 * function of the engine and the bots: 'N01'..'J42' are read from their three characters into
 * ALL_PARTS (no hashing); anything else goes through the table.
 */
export function partSpec(id: string): PartSpec {
  const index = partIndex(id);
  if (index >= 0) return ALL_PARTS[index] as PartSpec;
  const spec = BY_ID[id];
  if (!spec) throw new Error(`Unknown part id '${id}'`);
  return spec;
}

export function isPartId(id: unknown): id is PartId {
  return typeof id === 'string' && partIndex(id) >= 0;
}

/** Dense index 0..83 of a New or Junk part ('N01' is 0, 'J42' 83), -1 for anything else. */
export function partIndex(id: PartId): number {
  if (id.length === 3) {
    const tens = id.charCodeAt(1) - 48;
    const units = id.charCodeAt(2) - 48;
    const n = tens * 10 + units;
    if (tens >= 0 && tens <= 4 && units >= 0 && units <= 9 && n >= 1 && n <= 42) {
      const first = id.charCodeAt(0);
      if (first === 78) return n - 1; // 'N'
      if (first === 74) return n + 41; // 'J'
    }
  }
  return -1;
}

export const isScrap = (cell: string): boolean => cell.charCodeAt(0) === 83; // 'S'
