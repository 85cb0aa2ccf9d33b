// The car grid while it is being built (§6.1–§6.3): two halves growing from their end tiles, or one
// joined car; where a part may go (row, growth, one steering) and which part may be dismantled.
// Cells are flat: index col * 2 + row (TOP 0, BOTTOM 1). Nothing here allocates on the hot path.
import { HOUSE_RULES } from './house-rules';
import { partSpec } from './parts';
import type { Car, Cell, Side } from './types';

export interface Problem {
  code: string;
  reason: string;
}

export const EMPTY_CAR: Car = { front: [], back: [], seam: null };

export const columns = (cells: readonly Cell[]): number => cells.length >> 1;

/** The cells of one side of a car, or null when that side does not exist in this state of the car. */
export function sideCells(car: Car, side: Side): Cell[] | null {
  if (car.seam !== null) return side === 'joined' ? car.front : null;
  if (side === 'front') return car.front;
  if (side === 'back') return car.back;
  return null;
}

/** The conceptual joined car (§6.1): front columns, then the back half's columns reversed. */
export function joinedCells(car: Car): Cell[] {
  if (car.seam !== null) return car.front;
  const out = car.front.slice();
  for (let c = columns(car.back) - 1; c >= 0; c--) out.push(car.back[c * 2] ?? null, car.back[c * 2 + 1] ?? null);
  return out;
}

/** Join the two halves (§0.1): returns the joined car; the seam is where the back half begins. */
export function joinCar(car: Car): Car {
  if (car.seam !== null) return car;
  return { front: joinedCells(car), back: [], seam: columns(car.front) };
}

export function steeringCount(car: Car): number {
  let n = 0;
  for (const cell of car.front) if (cell !== null && partSpec(cell).type === 'steering') n++;
  for (const cell of car.back) if (cell !== null && partSpec(cell).type === 'steering') n++;
  return n;
}

/** Part cells of both halves (real parts; scrap only exists after the end). */
export function partCount(car: Car): number {
  let n = 0;
  for (const cell of car.front) if (cell !== null) n++;
  for (const cell of car.back) if (cell !== null) n++;
  return n;
}

/**
 * Growth (§6.3.2): may a part of this row go into column col of these cells? A half may also open the
 * next column (col === width) from its last column; a joined car only fills its empty cells.
 */
export function canGrowInto(cells: readonly Cell[], col: number, row: number, joined: boolean): boolean {
  const width = cells.length >> 1;
  if (col < 0 || col > width || (joined && col === width)) return false;
  if (col < width && cells[col * 2 + row] !== null) return false;
  if (col === 0) return true; // next to the Front/Back tile
  if (joined && col === width - 1) return true; // next to the Back tile
  if (cells[(col - 1) * 2 + row] !== null) return true;
  if (col < width && cells[col * 2 + 1 - row] !== null) return true;
  return col + 1 < width && cells[(col + 1) * 2 + row] !== null;
}

/** Why this part may not be built at (side, col), or null when it may (§6.2, §6.3). */
export function buildProblem(car: Car, part: string, side: Side, col: number): Problem | null {
  const cells = sideCells(car, side);
  if (cells === null) {
    return car.seam === null
      ? { code: 'no-such-side', reason: 'The halves are not joined yet: build on the front or the back half.' }
      : { code: 'already-joined', reason: 'The car is joined: parts go only into its empty cells.' };
  }
  const spec = partSpec(part);
  const joined = car.seam !== null;
  const width = cells.length >> 1;
  if (!Number.isInteger(col) || col < 0 || col > width || (joined && col === width)) {
    return { code: 'off-grid', reason: `Column ${col + 1} is not next to this ${joined ? 'car' : 'half'}.` };
  }
  if (col < width && cells[col * 2 + spec.rowIndex] !== null) {
    return { code: 'cell-occupied', reason: `The ${spec.row} cell of column ${col + 1} already holds a part.` };
  }
  if (!canGrowInto(cells, col, spec.rowIndex, joined)) {
    return {
      code: 'not-adjacent',
      reason: `A ${spec.row} part in column ${col + 1} would not touch the end tile or another part of this half.`,
    };
  }
  if (spec.type === 'steering' && steeringCount(car) >= HOUSE_RULES.maxSteering) {
    return { code: 'second-steering', reason: 'A car may hold only one steering; this car already has one.' };
  }
  return null;
}

/** Are the two columns joined by a pair of filled cells in the same row? `skip` counts as empty. */
function linked(cells: readonly Cell[], a: number, b: number, skip: number): boolean {
  const at = a * 2;
  const bt = b * 2;
  if (at !== skip && bt !== skip && cells[at] !== null && cells[bt] !== null) return true;
  return at + 1 !== skip && bt + 1 !== skip && cells[at + 1] !== null && cells[bt + 1] !== null;
}

function filled(cells: readonly Cell[], col: number, skip: number): boolean {
  const i = col * 2;
  return (i !== skip && cells[i] !== null) || (i + 1 !== skip && cells[i + 1] !== null);
}

/**
 * Is every part still connected to an end tile once cell `skip` is emptied? A half hangs off its tile
 * at column 0; a joined car also off the Back tile at its last column. In a two-row strip a column is
 * connected inside itself, so a linear pass over columns suffices.
 */
export function anchoredWithout(cells: readonly Cell[], skip: number, joined: boolean): boolean {
  const width = cells.length >> 1;
  let lastFromFront = -1;
  for (let c = 0; c < width; c++) {
    if (!filled(cells, c, skip)) break;
    if (c > 0 && !linked(cells, c - 1, c, skip)) break;
    lastFromFront = c;
  }
  let firstFromBack = width;
  if (joined) {
    for (let c = width - 1; c > lastFromFront; c--) {
      if (!filled(cells, c, skip)) break;
      if (c < width - 1 && !linked(cells, c, c + 1, skip)) break;
      firstFromBack = c;
    }
  }
  for (let c = lastFromFront + 1; c < firstFromBack; c++) if (filled(cells, c, skip)) return false;
  return true;
}

/** Why the part at (side, col, row) may not be dismantled, or null when it may (§5.4, §6.3). */
export function dismantleProblem(car: Car, side: Side, col: number, row: number): Problem | null {
  const cells = sideCells(car, side);
  if (cells === null) return { code: 'no-such-side', reason: `This car has no ${side} side now.` };
  const i = col * 2 + row;
  if (!Number.isInteger(col) || col < 0 || i >= cells.length || cells[i] === null) {
    return { code: 'empty-cell', reason: 'There is no part in that cell to dismantle.' };
  }
  if (!anchoredWithout(cells, i, car.seam !== null)) {
    return { code: 'disconnects', reason: 'Removing that part would cut other parts off from the end tile.' };
  }
  return null;
}

/** Drop empty columns at the open end of a half (a joined car keeps its width). */
export function trimHalf(cells: Cell[]): Cell[] {
  let end = cells.length;
  while (end >= 2 && cells[end - 1] === null && cells[end - 2] === null) end -= 2;
  return end === cells.length ? cells : cells.slice(0, end);
}
