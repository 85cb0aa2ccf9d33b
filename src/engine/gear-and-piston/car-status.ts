// A car's rule state while it is being built, for the table to show (read only, never used by a
// rule): which parts break a requirement of a complete automobile (§6.4, §6.5) and what the car
// still needs. It reads the joined car, as every requirement does (§6.1), and names each cell by
// its half and column, as the player sees it.
import { isSupported, needsSupport } from './car-checks';
import { columns, joinedCells } from './car-grid';
import { HOUSE_RULES } from './house-rules';
import { isScrap, partSpec } from './parts';
import type { Car, Cell, Colour, Row, Side } from './types';
import { BOTTOM, TOP } from './types';

/** A cell as the player sees it: which half (or the joined car), its column from that end, its row. */
export interface CarCell {
  side: Side;
  col: number;
  row: Row;
}

export type CarProblem =
  /** A part with no axle under or beside it (§6.4). */
  | { kind: 'unsupported'; at: CarCell; part: string }
  /** A motor whose colour has fewer fuel tanks than motors (§6.5.2): the motors beyond the tanks. */
  | { kind: 'no-tank'; at: CarCell; part: string; colour: Colour }
  /** A fuel tank or coloured improvement with no motor of its colour in the car (§6.5.3). */
  | { kind: 'no-motor'; at: CarCell; part: string; colour: Colour }
  /** A column with a part in one row only (§6.5.7, 上段と下段には同じ枚数のパーツが必要): `at` is the empty cell. */
  | { kind: 'half-column'; at: CarCell; missing: Row }
  /** A steering part beyond the first (§6.5.6: exactly one; A-23 keeps a second from being built). */
  | { kind: 'extra-steering'; at: CarCell; part: string }
  /** A column of a joined car with neither part (a Dismantle can leave one): `at` is its top cell. */
  | { kind: 'empty-column'; at: CarCell };

export type CarNeed =
  | { kind: 'motor' }
  | { kind: 'fuel'; colour: Colour; count: number }
  | { kind: 'motor-of'; colour: Colour }
  | { kind: 'gear' }
  | { kind: 'axles'; count: number }
  | { kind: 'steering' }
  | { kind: 'fewer-steering'; count: number }
  /** Empty spaces inside the car's columns. */
  | { kind: 'fill'; count: number }
  | { kind: 'support'; count: number };

export interface CarStatus {
  /** New and Junk parts in the car. */
  parts: number;
  problems: CarProblem[];
  /** What the car lacks to be complete, in the order of §6.5; empty when it is complete. */
  needs: CarNeed[];
  complete: boolean;
  /** Parts still to add before a complete car ends the game (0 at twelve or more). */
  toEnd: number;
}

const MOTOR_COLOURS: readonly Colour[] = ['red', 'green', 'yellow'];

/** Where joined cell `i` of this car is drawn: front columns first, then the back half reversed. */
export function cellOf(car: Car, i: number): CarCell {
  const col = i >> 1;
  const row: Row = (i & 1) === TOP ? 'top' : 'bottom';
  if (car.seam !== null) return { side: 'joined', col, row };
  const front = columns(car.front);
  if (col < front) return { side: 'front', col, row };
  return { side: 'back', col: columns(car.back) - 1 - (col - front), row };
}

export function carStatus(car: Car): CarStatus {
  const cells = joinedCells(car);
  const problems: CarProblem[] = [];
  const motors: Record<string, number[]> = { red: [], green: [], yellow: [] };
  const tanks: Record<string, number> = { red: 0, green: 0, yellow: 0 };
  let parts = 0;
  let gears = 0;
  let axles = 0;
  const steering: number[] = [];
  cells.forEach((cell, i) => {
    if (cell === null || isScrap(cell)) return;
    parts++;
    const spec = partSpec(cell);
    if (spec.type === 'motor') motors[spec.colour as string]?.push(i);
    else if (spec.type === 'fuel') tanks[spec.colour as string] = (tanks[spec.colour as string] ?? 0) + 1;
    else if (spec.type === 'gear') gears++;
    else if (spec.type === 'axle') axles++;
    else if (spec.type === 'steering') steering.push(i);
  });

  const needs: CarNeed[] = [];
  const motorCount = MOTOR_COLOURS.reduce((n, c) => n + (motors[c]?.length ?? 0), 0);
  for (const colour of MOTOR_COLOURS) {
    const own = motors[colour] ?? [];
    const short = own.length - (tanks[colour] ?? 0);
    if (short <= 0) continue;
    needs.push({ kind: 'fuel', colour, count: short });
    // The motors beyond the tanks, counted from the back: the first ones have their tanks.
    for (const i of own.slice(own.length - short)) {
      problems.push({ kind: 'no-tank', at: cellOf(car, i), part: cells[i] as string, colour });
    }
  }
  const missingMotor = new Set<Colour>();
  cells.forEach((cell, i) => {
    if (cell === null || isScrap(cell)) return;
    const spec = partSpec(cell);
    if ((spec.type !== 'fuel' && spec.type !== 'improvement') || spec.colour === 'grey' || spec.colour === null) return;
    if ((motors[spec.colour]?.length ?? 0) > 0) return;
    missingMotor.add(spec.colour);
    problems.push({ kind: 'no-motor', at: cellOf(car, i), part: cell, colour: spec.colour });
  });
  // A motor of a colour some part waits for is the motor the car needs; else any motor will do.
  if (motorCount === 0 && missingMotor.size === 0) needs.unshift({ kind: 'motor' });
  for (const colour of MOTOR_COLOURS) if (missingMotor.has(colour)) needs.push({ kind: 'motor-of', colour });
  if (gears === 0) needs.push({ kind: 'gear' });
  if (axles < 2) needs.push({ kind: 'axles', count: 2 - axles });
  if (steering.length === 0) needs.push({ kind: 'steering' });
  if (steering.length > 1) {
    needs.push({ kind: 'fewer-steering', count: steering.length - 1 });
    for (const i of steering.slice(1)) problems.push({ kind: 'extra-steering', at: cellOf(car, i), part: cells[i] as string });
  }

  let holes = 0;
  for (let c = 0; c < cells.length >> 1; c++) {
    const top = cells[c * 2 + TOP] as Cell;
    const bottom = cells[c * 2 + BOTTOM] as Cell;
    if (top !== null && bottom !== null) continue;
    if (top === null && bottom === null) {
      holes += 2;
      problems.push({ kind: 'empty-column', at: cellOf(car, c * 2 + TOP) });
      continue;
    }
    holes++;
    const empty = c * 2 + (top === null ? TOP : BOTTOM);
    problems.push({ kind: 'half-column', at: cellOf(car, empty), missing: top === null ? 'top' : 'bottom' });
  }
  if (holes > 0) needs.push({ kind: 'fill', count: holes });

  let unsupported = 0;
  cells.forEach((cell, i) => {
    if (!needsSupport(cell) || isSupported(cells, i >> 1, i & 1)) return;
    unsupported++;
    problems.push({ kind: 'unsupported', at: cellOf(car, i), part: cell as string });
  });
  if (unsupported > 0) needs.push({ kind: 'support', count: unsupported });

  const complete = parts > 0 && needs.length === 0;
  return { parts, problems, needs, complete, toEnd: Math.max(0, HOUSE_RULES.endPartCount - parts) };
}

/**
 * The cells (joined indices) of the largest group of orthogonally connected parts of one colour
 * (§11.2; scrap and holes break it), the first found on a tie: what the colour-area score counts.
 */
export function largestColourAreaCells(cells: readonly Cell[]): number[] {
  const seen = new Uint8Array(cells.length);
  let best: number[] = [];
  for (let start = 0; start < cells.length; start++) {
    const first = cells[start] as Cell;
    if (seen[start] || first === null || isScrap(first)) continue;
    const colour = partSpec(first).colour;
    const group: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      group.push(i);
      for (const j of [i ^ 1, i - 2, i + 2]) {
        if (j < 0 || j >= cells.length || seen[j]) continue;
        const cell = cells[j] as Cell;
        if (cell === null || isScrap(cell) || partSpec(cell).colour !== colour) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    if (group.length > best.length) best = group.sort((a, b) => a - b);
  }
  return best;
}
