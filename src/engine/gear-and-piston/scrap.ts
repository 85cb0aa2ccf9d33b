// Scrap completion at the end of the game (§10, house rule A-25): a fixed procedure with no player
// decisions, so every engine and every bot get the same car. It joins the halves, covers illegal
// parts with scrap and adds scrap until the car meets every requirement of §6.5 — never growing
// the car past 9 columns (EN: "Do not keep adding scrap to your vehicle if it would make your car
// longer than 9 … there is an illegal part that must be covered up"): a longer car gets its scrap
// by covering a part instead.
import { isSupported, needsSupport } from './car-checks';
import { HOUSE_RULES } from './house-rules';
import { joinedCells } from './car-grid';
import { isScrap, partSpec } from './parts';
import type { Car, Cell, Colour, PartId, ScrapId } from './types';
import { BOTTOM, TOP } from './types';

export interface Completion {
  /** The completed, joined car. */
  car: Car;
  /** Real parts covered by scrap (they go to their discard piles). */
  discarded: PartId[];
  /** Scrap parts added. */
  scrap: number;
}

const FRAME: ScrapId = 'S-frame';
const ROLE_ROW: Record<Exclude<ScrapId, 'S-frame'>, number> = {
  'S-motor': TOP,
  'S-fuel': TOP,
  'S-steering': TOP,
  'S-axle': BOTTOM,
  'S-gear': BOTTOM,
};

/** Working copy of the car while completing it. */
interface Work {
  cells: Cell[];
  seam: number;
  discarded: PartId[];
}

function motorColours(cells: readonly Cell[]): Set<Colour> {
  const out = new Set<Colour>();
  for (const cell of cells) {
    if (cell === null || isScrap(cell)) continue;
    const spec = partSpec(cell);
    if (spec.type === 'motor') out.add(spec.colour as Colour);
  }
  return out;
}

function cover(w: Work, i: number): void {
  w.discarded.push(w.cells[i] as PartId);
  w.cells[i] = FRAME;
}

/** Step 1: fuel tanks and coloured improvements without a real motor of their colour. */
function coverOrphans(w: Work): boolean {
  const motors = motorColours(w.cells);
  let changed = false;
  w.cells.forEach((cell, i) => {
    if (cell === null || isScrap(cell)) return;
    const spec = partSpec(cell);
    if ((spec.type === 'fuel' || spec.type === 'improvement') && spec.colour !== 'grey') {
      if (!motors.has(spec.colour as Colour)) {
        cover(w, i);
        changed = true;
      }
    }
  });
  return changed;
}

/** Step 2: every hole gets a frame. */
function fillHoles(w: Work): boolean {
  let changed = false;
  for (let i = 0; i < w.cells.length; i++) {
    if (w.cells[i] === null) {
      w.cells[i] = FRAME;
      changed = true;
    }
  }
  return changed;
}

/** How many unsupported real parts an axle in bottom cell of column col would support. */
function wouldSupport(cells: readonly Cell[], col: number): number {
  const width = cells.length >> 1;
  let n = 0;
  for (let c = col - 1; c <= col + 1; c++) {
    if (c < 0 || c >= width) continue;
    const top = c * 2 + TOP;
    if (needsSupport(cells[top] as Cell) && !isSupported(cells, c, TOP)) n++;
    if (c !== col) {
      const bottom = c * 2 + BOTTOM;
      if (needsSupport(cells[bottom] as Cell) && !isSupported(cells, c, BOTTOM)) n++;
    }
  }
  return n;
}

/** The bottom frame whose axle would support the most unsupported parts (ties: lowest column). */
function bestAxleFrame(cells: readonly Cell[], requirePositive: boolean): number {
  let best = -1;
  let bestCount = requirePositive ? 0 : -1;
  for (let c = 0; c < cells.length >> 1; c++) {
    if (cells[c * 2 + BOTTOM] !== FRAME) continue;
    const n = wouldSupport(cells, c);
    if (n > bestCount) {
      best = c * 2 + BOTTOM;
      bestCount = n;
    }
  }
  return best;
}

/**
 * The real part a scrap role covers when the car may not grow: in the role's row, never one of
 * the role's own kind (nothing gained) nor the steering; an illegal (unsupported) part first, then
 * an improvement (no requirement needs one), then a fuel tank its colour's motors do not need, then
 * any other; ties: the lowest column. -1 when there is none.
 */
function partToCover(cells: readonly Cell[], role: Exclude<ScrapId, 'S-frame'>): number {
  const row = ROLE_ROW[role];
  const kind = partSpec(role).type;
  const motors: Record<string, number> = {};
  const tanks: Record<string, number> = {};
  for (const cell of cells) {
    if (cell === null || isScrap(cell)) continue;
    const spec = partSpec(cell);
    if (spec.type === 'motor') motors[spec.colour as string] = (motors[spec.colour as string] ?? 0) + 1;
    if (spec.type === 'fuel') tanks[spec.colour as string] = (tanks[spec.colour as string] ?? 0) + 1;
  }
  const rank = (col: number): number => {
    const cell = cells[col * 2 + row] as Cell;
    if (cell === null || isScrap(cell)) return -1;
    const spec = partSpec(cell);
    if (spec.type === kind || spec.type === 'steering') return -1;
    if (!isSupported(cells, col, row)) return 0;
    if (spec.type === 'improvement') return 1;
    if (spec.type === 'fuel' && (tanks[spec.colour as string] ?? 0) > (motors[spec.colour as string] ?? 0)) return 2;
    return 3;
  };
  let best = -1;
  let bestRank = 4;
  for (let c = 0; c < cells.length >> 1; c++) {
    const r = rank(c);
    if (r >= 0 && r < bestRank) {
      best = c * 2 + row;
      bestRank = r;
    }
  }
  return best;
}

/**
 * Step 3 item: turn a suitable frame into this role; with none, insert a scrap column at the join
 * while the car is shorter than the longest scrap may make it, else cover a part with the role.
 */
function assign(w: Work, role: Exclude<ScrapId, 'S-frame'>): void {
  const row = ROLE_ROW[role];
  for (;;) {
    let target = -1;
    if (role === 'S-axle') target = bestAxleFrame(w.cells, false);
    else {
      for (let c = 0; c < w.cells.length >> 1; c++) {
        if (w.cells[c * 2 + row] === FRAME) {
          target = c * 2 + row;
          break;
        }
      }
    }
    if (target >= 0) {
      w.cells[target] = role;
      return;
    }
    if (w.cells.length >> 1 >= HOUSE_RULES.maxScrapColumns) {
      const covered = partToCover(w.cells, role);
      if (covered >= 0) {
        w.discarded.push(w.cells[covered] as PartId);
        w.cells[covered] = role;
        return;
      }
    }
    w.cells.splice(w.seam * 2, 0, FRAME, FRAME);
    w.seam++;
  }
}

interface Counts {
  steering: number;
  motors: number;
  scrapMotors: number;
  scrapFuel: number;
  lacking: number;
  gears: number;
  axles: number;
}

function count(cells: readonly Cell[]): Counts {
  const motors: Record<string, number> = {};
  const tanks: Record<string, number> = {};
  const k: Counts = { steering: 0, motors: 0, scrapMotors: 0, scrapFuel: 0, lacking: 0, gears: 0, axles: 0 };
  for (const cell of cells) {
    if (cell === null || cell === FRAME) continue;
    const spec = partSpec(cell);
    const scrap = spec.section === 'scrap';
    if (spec.type === 'steering') k.steering++;
    else if (spec.type === 'gear') k.gears++;
    else if (spec.type === 'axle') k.axles++;
    else if (spec.type === 'motor') {
      if (scrap) k.scrapMotors++;
      else {
        k.motors++;
        motors[spec.colour as string] = (motors[spec.colour as string] ?? 0) + 1;
      }
    } else if (spec.type === 'fuel') {
      if (scrap) k.scrapFuel++;
      else tanks[spec.colour as string] = (tanks[spec.colour as string] ?? 0) + 1;
    }
  }
  for (const colour of Object.keys(motors)) k.lacking += Math.max(0, (motors[colour] ?? 0) - (tanks[colour] ?? 0));
  return k;
}

/** Step 3: steering, an engine, fuel for every motor, a gear, two axles — from frames. */
function addMissing(w: Work): boolean {
  let changed = false;
  let k = count(w.cells);
  const need = (role: Exclude<ScrapId, 'S-frame'>) => {
    assign(w, role);
    changed = true;
    k = count(w.cells);
  };
  if (k.steering === 0) need('S-steering');
  if (k.motors + k.scrapMotors === 0) {
    need('S-motor');
    need('S-fuel');
  }
  while (k.lacking + k.scrapMotors > k.scrapFuel) need('S-fuel');
  if (k.gears === 0) need('S-gear');
  while (k.axles < 2) need('S-axle');
  return changed;
}

/** Step 4: support every real part, with a scrap axle where a frame can give one, else cover it. */
function supportAll(w: Work): boolean {
  let changed = false;
  for (;;) {
    let unsupported = -1;
    for (let c = 0; c < w.cells.length >> 1 && unsupported < 0; c++) {
      for (const row of [TOP, BOTTOM]) {
        const i = c * 2 + row;
        if (needsSupport(w.cells[i] as Cell) && !isSupported(w.cells, c, row)) {
          unsupported = i;
          break;
        }
      }
    }
    if (unsupported < 0) return changed;
    changed = true;
    const frame = bestAxleFrame(w.cells, true);
    if (frame >= 0) w.cells[frame] = 'S-axle';
    else cover(w, unsupported);
  }
}

/** §10 steps 0–6 for one car. A complete car comes back unchanged (apart from being joined). */
export function completeWithScrap(car: Car): Completion {
  const joined = joinedCells(car);
  const w: Work = {
    cells: joined.slice(),
    seam: car.seam ?? car.front.length >> 1,
    discarded: [],
  };
  for (let pass = 0; pass < 100; pass++) {
    let changed = coverOrphans(w);
    changed = fillHoles(w) || changed;
    changed = addMissing(w) || changed;
    changed = supportAll(w) || changed;
    if (!changed) break;
  }
  let scrap = 0;
  for (let i = 0; i < w.cells.length; i++) {
    const cell = w.cells[i] as Cell;
    if (cell === FRAME) w.cells[i] = (i & 1) === TOP ? 'S-fuel' : 'S-gear';
    if (cell !== null && isScrap(cell)) scrap++;
  }
  return { car: { front: w.cells, back: [], seam: w.seam }, discarded: w.discarded, scrap };
}
