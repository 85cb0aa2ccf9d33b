// What a joined car is worth and whether it is complete: axle support (§6.4), the requirements of a
// complete automobile (§6.5), the part count, colour areas (§11.2), volatility and wrenches (§7).
// All functions take the joined cells (see joinedCells) and never change them.
import type { IconTally } from './investors';
import { isScrap, partSpec } from './parts';
import type { Car, Cell, Colour } from './types';
import { BOTTOM } from './types';

const COLOUR_SLOT: Record<Colour, number> = { red: 0, green: 1, yellow: 2, grey: 3 };

export function isAxle(cell: Cell | undefined): boolean {
  return cell !== null && cell !== undefined && partSpec(cell).type === 'axle';
}

/** §6.4: an axle at bottom c supports bottom c±1 and top c-1, c, c+1. */
export function isSupported(cells: readonly Cell[], col: number, row: number): boolean {
  const width = cells.length >> 1;
  for (let c = col - 1; c <= col + 1; c++) {
    if (c < 0 || c >= width || (row === BOTTOM && c === col)) continue;
    if (isAxle(cells[c * 2 + BOTTOM])) return true;
  }
  return false;
}

/** Does this real part need an axle under or beside it? Axles and scrap never do (§6.4, A-07). */
export function needsSupport(cell: Cell): boolean {
  return cell !== null && !isScrap(cell) && partSpec(cell).type !== 'axle';
}

export const COMPLETENESS_RULES = [
  'motor',
  'fuel-per-motor',
  'motor-for-colour',
  'gear',
  'two-axles',
  'one-steering',
  'no-holes',
  'support',
] as const;
export type CompletenessRule = (typeof COMPLETENESS_RULES)[number];

/**
 * The first requirement of §6.5 this car breaks, or null when it is complete. Scrap counts as the
 * role it plays (§0.1): a scrap fuel tank serves one motor of any colour, a scrap motor needs one.
 */
export function firstUnmetRequirement(cells: readonly Cell[]): CompletenessRule | null {
  const motors = [0, 0, 0, 0];
  const tanks = [0, 0, 0, 0];
  let scrapMotors = 0;
  let scrapFuel = 0;
  let gears = 0;
  let axles = 0;
  let steering = 0;
  let holes = false;
  let orphan = false;
  for (const cell of cells) {
    if (cell === null) {
      holes = true;
      continue;
    }
    const spec = partSpec(cell);
    const scrap = spec.section === 'scrap';
    switch (spec.type) {
      case 'motor':
        if (scrap) scrapMotors++;
        else motors[COLOUR_SLOT[spec.colour as Colour]] = (motors[COLOUR_SLOT[spec.colour as Colour]] as number) + 1;
        break;
      case 'fuel':
        if (scrap) scrapFuel++;
        else tanks[COLOUR_SLOT[spec.colour as Colour]] = (tanks[COLOUR_SLOT[spec.colour as Colour]] as number) + 1;
        break;
      case 'gear':
        gears++;
        break;
      case 'axle':
        axles++;
        break;
      case 'steering':
        steering++;
        break;
      default:
        break;
    }
  }
  let realMotors = 0;
  let lacking = scrapMotors;
  for (let k = 0; k < 3; k++) {
    realMotors += motors[k] as number;
    lacking += Math.max(0, (motors[k] as number) - (tanks[k] as number));
  }
  for (const cell of cells) {
    if (cell === null) continue;
    const spec = partSpec(cell);
    if (spec.section === 'scrap' || spec.colour === 'grey') continue;
    if ((spec.type === 'fuel' || spec.type === 'improvement') && motors[COLOUR_SLOT[spec.colour as Colour]] === 0) {
      orphan = true;
    }
  }
  if (realMotors + scrapMotors === 0) return 'motor';
  if (lacking > scrapFuel) return 'fuel-per-motor';
  if (orphan) return 'motor-for-colour';
  if (gears === 0) return 'gear';
  if (axles < 2) return 'two-axles';
  if (steering !== 1) return 'one-steering';
  if (holes) return 'no-holes';
  const width = cells.length >> 1;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] as Cell;
    if (needsSupport(cell) && !isSupported(cells, i >> 1, i & 1)) return 'support';
  }
  return width > 0 ? null : 'motor';
}

/** §6.5: complete with no scrap in it (the end trigger B looks at this). */
export function isCompleteWithoutScrap(cells: readonly Cell[]): boolean {
  for (const cell of cells) if (cell !== null && isScrap(cell)) return false;
  return firstUnmetRequirement(cells) === null;
}

/** New and Junk parts in the cells (end tiles and scrap excluded). */
export function realPartCount(cells: readonly Cell[]): number {
  let n = 0;
  for (const cell of cells) if (cell !== null && !isScrap(cell)) n++;
  return n;
}

export function scrapCount(cells: readonly Cell[]): number {
  let n = 0;
  for (const cell of cells) if (cell !== null && isScrap(cell)) n++;
  return n;
}

/** §7: the sum of the volatility of every part in the car (scrap adds its own, A-07). */
export function carVolatility(car: Car): number {
  let v = 0;
  for (const cell of car.front) if (cell !== null) v += partSpec(cell).volatility;
  for (const cell of car.back) if (cell !== null) v += partSpec(cell).volatility;
  return v;
}

export function carWrenches(cells: readonly Cell[]): number {
  let w = 0;
  for (const cell of cells) if (cell !== null) w += partSpec(cell).wrenches;
  return w;
}

/** §11.2: the largest group of orthogonally connected parts of one colour; scrap and holes break it. */
export function largestColourArea(cells: readonly Cell[]): number {
  const n = cells.length;
  const seen = new Uint8Array(n);
  const stack: number[] = [];
  let best = 0;
  for (let start = 0; start < n; start++) {
    const first = cells[start] as Cell;
    if (seen[start] || first === null) continue;
    const colour = partSpec(first).colour;
    if (colour === null) continue;
    let size = 0;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      size++;
      const neighbours = [i ^ 1, i - 2, i + 2];
      for (const j of neighbours) {
        if (j < 0 || j >= n || seen[j]) continue;
        const cell = cells[j] as Cell;
        if (cell === null || partSpec(cell).colour !== colour) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    if (size > best) best = size;
  }
  return best;
}

/** §11.2: what the investors see: the icons of the New and Junk parts (scrap has none). */
export function tallyCar(cells: readonly Cell[]): IconTally {
  const t: IconTally = { range: 0, comfort: 0, power: 0 };
  for (const cell of cells) {
    if (cell === null || isScrap(cell)) continue;
    const spec = partSpec(cell);
    t.range += spec.range;
    t.comfort += spec.comfort;
    t.power += spec.power;
  }
  return t;
}
