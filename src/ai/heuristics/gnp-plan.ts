// Gear & Piston: how a seat plans its car. What a part is worth to it (for picks and discards),
// where a blueprint is best built, and what its car would score now. The bots' evaluation and
// their playout policy both read these, so a search and a playout aim at the same car: one engine
// colour, axles spaced to support every cell, no orphans, columns filled top and bottom.
//
// Everything here reads a full state; inside a search that state is a determinization of the
// searching seat's view, so no secret leaks through it. Nothing here is a rule: the engine decides
// legality, this only ranks legal moves.
//
// Speed: the engine copies a car only when it changes, so what depends on the car alone (joined
// cells, counts, the investor tally, the scrap-completed score) is worked out once per car object
// and kept in a WeakMap; a part's investor gain is a sum of at most two table steps.
import { isSupported, needsSupport, tallyCar } from '../../engine/gear-and-piston/car-checks';
import { joinedCells, sideCells } from '../../engine/gear-and-piston/car-grid';
import { INVESTOR_EXTRA, INVESTOR_THRESHOLD, type IconTally, investor } from '../../engine/gear-and-piston/investors';
import { partSpec } from '../../engine/gear-and-piston/parts';
import { completeWithScrap } from '../../engine/gear-and-piston/scrap';
import { scoreCar } from '../../engine/gear-and-piston/scoring';
import type { Car, Cell, Colour, GnpState, PartId, Seat, Side } from '../../engine/gear-and-piston/types';
import { BOTTOM, TOP } from '../../engine/gear-and-piston/types';
import { GNP_TUNING as T } from './gnp-tuning';

const COLOURED: readonly Colour[] = ['red', 'green', 'yellow'];
const slotOf = (c: Colour | null): number => (c === 'red' ? 0 : c === 'green' ? 1 : c === 'yellow' ? 2 : -1);

/** Counts of one set of parts (a car, or a hand). */
interface Counts {
  motorsBy: number[];
  tanksBy: number[];
  /** How strongly the parts point to each engine colour. */
  colourWeight: number[];
  gears: number;
  axles: number;
  steering: number;
}

/** What depends on a car alone, worked out once per car object. */
export interface CarFacts extends Counts {
  cells: Cell[];
  tally: IconTally;
  /** Colour slot of the first motor in the car, or -1. */
  carMotor: number;
  /** The score now and the investors it was computed for (a game's investors array), or null. */
  scoreFor: readonly string[] | null;
  score: number;
}

const emptyCounts = (): Counts => ({ motorsBy: [0, 0, 0], tanksBy: [0, 0, 0], colourWeight: [0, 0, 0], gears: 0, axles: 0, steering: 0 });

function count(into: Counts, id: Cell, weight: number): void {
  if (id === null || id.charCodeAt(0) === 83) return; // empty or scrap
  const spec = partSpec(id);
  const k = slotOf(spec.colour);
  switch (spec.type) {
    case 'motor':
      into.motorsBy[k] = (into.motorsBy[k] as number) + 1;
      into.colourWeight[k] = (into.colourWeight[k] as number) + 3 * weight;
      break;
    case 'fuel':
      into.tanksBy[k] = (into.tanksBy[k] as number) + 1;
      into.colourWeight[k] = (into.colourWeight[k] as number) + weight;
      break;
    case 'gear':
      into.gears++;
      break;
    case 'axle':
      into.axles++;
      break;
    case 'steering':
      into.steering++;
      break;
    default:
      if (k >= 0) into.colourWeight[k] = (into.colourWeight[k] as number) + 0.5 * weight;
  }
}

/**
 * Facts per car object. A plain Map cleared when it grows large rather than a WeakMap: playouts make
 * a new car at every build, and a WeakMap entry costs much more to add and to collect. The cars a
 * search meets at every iteration (those of the position searched) come back after a clear.
 */
const factsCache = new Map<Car, CarFacts>();
const FACTS_KEPT = 4096;

export function carFacts(car: Car): CarFacts {
  let f = factsCache.get(car);
  if (f) return f;
  if (factsCache.size >= FACTS_KEPT) factsCache.clear();
  const cells = joinedCells(car);
  const c = emptyCounts();
  let carMotor = -1;
  for (const cell of cells) {
    count(c, cell, 2);
    if (carMotor < 0 && cell !== null && cell.charCodeAt(0) !== 83 && partSpec(cell).type === 'motor') {
      carMotor = slotOf(partSpec(cell).colour);
    }
  }
  f = {
    motorsBy: c.motorsBy,
    tanksBy: c.tanksBy,
    colourWeight: c.colourWeight,
    gears: c.gears,
    axles: c.axles,
    steering: c.steering,
    cells,
    tally: tallyCar(cells),
    carMotor,
    scoreFor: null,
    score: 0,
  };
  factsCache.set(car, f);
  return f;
}

/**
 * Scores by car contents, per game (its investors array). Playouts build the same cars again and
 * again as new objects; scrap completion is the costliest thing an evaluation does, and its result
 * depends only on the cells of each half and where the halves meet.
 */
const scoresByContents = new WeakMap<readonly string[], Map<string, number>>();
const SCORES_KEPT = 1 << 16;

function contentsKey(car: Car): string {
  return car.seam === null ? `${car.front.join()}/${car.back.join()}` : `${car.front.join()}@${car.seam}`;
}

/** The score this car would get if the game ended now (scrap completion included). */
export function carScoreNow(s: GnpState, car: Car, facts: CarFacts = carFacts(car)): number {
  const f = facts;
  if (f.scoreFor !== s.investors) {
    let scores = scoresByContents.get(s.investors);
    if (scores === undefined) {
      scores = new Map();
      scoresByContents.set(s.investors, scores);
    }
    const key = contentsKey(car);
    let score = scores.get(key);
    if (score === undefined) {
      const done = completeWithScrap(car);
      score = scoreCar(done.car.front, s.investors, done.scrap > 0).total;
      if (scores.size >= SCORES_KEPT) scores.clear();
      scores.set(key, score);
    }
    f.score = score;
    f.scoreFor = s.investors;
  }
  return f.score;
}

/** Per game (its investors array): the two investors' preferences summed, per icon kind. */
const prefSums = new WeakMap<readonly string[], number[]>();

function sumsOf(investors: readonly string[]): number[] {
  let sums = prefSums.get(investors);
  if (sums === undefined) {
    sums = [0, 0, 0];
    for (const id of investors) {
      const { range, comfort, power } = investor(id).prefers;
      sums[0] = (sums[0] as number) + range;
      sums[1] = (sums[1] as number) + comfort;
      sums[2] = (sums[2] as number) + power;
    }
    prefSums.set(investors, sums);
  }
  return sums;
}

/**
 * What the icon that takes a kind from `count` to `count + 1` adds over all investors: nothing for
 * the first, the preferences for the second, INVESTOR_EXTRA each for every further one.
 */
function nextIcon(sum: number, investors: number, count: number): number {
  if (count + 1 < INVESTOR_THRESHOLD) return 0;
  return count + 1 === INVESTOR_THRESHOLD ? sum : INVESTOR_EXTRA * investors;
}

function kindGain(sum: number, investors: number, count: number, added: number): number {
  let gain = 0;
  for (let k = 0; k < added; k++) gain += nextIcon(sum, investors, count + k);
  return gain;
}

/** Investor points this part's icons would add to the car these facts describe. */
export function investorGain(s: GnpState, f: CarFacts, part: PartId): number {
  const spec = partSpec(part);
  if (spec.range + spec.comfort + spec.power === 0) return 0;
  const sums = sumsOf(s.investors);
  const n = s.investors.length;
  const t = f.tally;
  return (
    kindGain(sums[0] as number, n, t.range, spec.range) +
    kindGain(sums[1] as number, n, t.comfort, spec.comfort) +
    kindGain(sums[2] as number, n, t.power, spec.power)
  );
}

/** What a seat owns (car and hand together) and what its car still lacks. */
export interface Needs {
  car: Car;
  facts: CarFacts;
  /** The engine colour the seat is building toward, or null before it has a coloured part. */
  colour: Colour | null;
  motors: number;
  /** Tanks of the engine colour. */
  tanks: number;
  gears: number;
  axles: number;
  steering: number;
  /** What is worked out from these needs alone, once asked (gnp-policy, handWorth); null until then. */
  memo: NeedsMemo | null;
}

/** Values that depend only on a seat's hand and car (and, for wants, the display they were taken of). */
export interface NeedsMemo {
  newFor: readonly (PartId | null)[] | null;
  newWants: number[];
  junkFor: readonly (PartId | null)[] | null;
  junkWants: number[];
  /** Blueprints in hand worth building, or -1. */
  buildable: number;
  /** handWorth, or -1. */
  handWorth: number;
  /** The investor pull these values were worked out with (playouts use their own: GnpTuning). */
  pull: number;
}

/** The needs' memo, emptied first when it was worked out with another investor pull than now. */
export function memoOf(needs: Needs): NeedsMemo {
  const memo = needs.memo;
  if (memo === null) {
    needs.memo = { newFor: null, newWants: [], junkFor: null, junkWants: [], buildable: -1, handWorth: -1, pull: T.investorPull };
    return needs.memo;
  }
  if (memo.pull !== T.investorPull) {
    memo.newFor = null;
    memo.junkFor = null;
    memo.buildable = -1;
    memo.handWorth = -1;
    memo.pull = T.investorPull;
  }
  return memo;
}

/**
 * The needs of the last (hand, car) pairs asked about, two per seat. Within one playout the same
 * seats are asked again and again while their hands and cars stay the same objects (the engine
 * copies them only when they change); comparing two pairs by identity is cheaper than a WeakMap
 * and leaves nothing for the garbage collector. A new hand with the same car reuses the car's facts.
 */
const PER_SEAT = 2;
const recentHands: (readonly PartId[] | null)[] = new Array(8 * PER_SEAT).fill(null);
const recentCars: (Car | null)[] = new Array(8 * PER_SEAT).fill(null);
const recentNeeds: (Needs | null)[] = new Array(8 * PER_SEAT).fill(null);
const recentNext: number[] = new Array(8).fill(0);

/**
 * Forgets every car's facts and the recent needs (the end of a search: see Heuristics.endSearch).
 * A needs entry holds its facts, and facts hold the game's investors array: left alone, they keep
 * that game's whole score table (a WeakMap entry, up to SCORES_KEPT keys, ~2 MB) alive after it.
 */
export function forgetPlanCaches(): void {
  factsCache.clear();
  recentHands.fill(null);
  recentCars.fill(null);
  recentNeeds.fill(null);
  recentNext.fill(0);
}

/** Owned = car + hand. The engine colour: the car's motor, else the colour the parts point to most. */
export function needsOf(seat: Seat, index = 7): Needs {
  const base = index * PER_SEAT;
  let facts: CarFacts | null = null;
  for (let i = base; i < base + PER_SEAT; i++) {
    if (recentCars[i] !== seat.car) continue;
    if (recentHands[i] === seat.hand) return recentNeeds[i] as Needs;
    facts = (recentNeeds[i] as Needs).facts;
  }
  const needs = countNeeds(seat, facts ?? carFacts(seat.car));
  const at = base + (recentNext[index] as number);
  recentHands[at] = seat.hand;
  recentCars[at] = seat.car;
  recentNeeds[at] = needs;
  recentNext[index] = ((recentNext[index] as number) + 1) % PER_SEAT;
  return needs;
}

/** Scratch counts of a hand (countNeeds copies out what it keeps). */
const handCounts = emptyCounts();

function countNeeds(seat: Seat, f: CarFacts): Needs {
  const h = handCounts;
  for (let k = 0; k < 3; k++) {
    h.motorsBy[k] = 0;
    h.tanksBy[k] = 0;
    h.colourWeight[k] = 0;
  }
  h.gears = 0;
  h.axles = 0;
  h.steering = 0;
  for (const id of seat.hand) count(h, id, 1);
  let k = f.carMotor;
  if (k < 0) {
    let best = 0;
    for (let c = 0; c < 3; c++) {
      const w = (f.colourWeight[c] as number) + (h.colourWeight[c] as number);
      if (w > best) {
        best = w;
        k = c;
      }
    }
  }
  return {
    car: seat.car,
    facts: f,
    colour: k < 0 ? null : (COLOURED[k] as Colour),
    motors: k < 0 ? 0 : (f.motorsBy[k] as number) + (h.motorsBy[k] as number),
    tanks: k < 0 ? 0 : (f.tanksBy[k] as number) + (h.tanksBy[k] as number),
    gears: f.gears + h.gears,
    axles: f.axles + h.axles,
    steering: f.steering + h.steering,
    memo: null,
  };
}

/** The needs as they were before this owned part was gained (to value a blueprint already in hand). */
export function without(needs: Needs, part: PartId): Needs {
  const spec = partSpec(part);
  const same = spec.colour === needs.colour;
  switch (spec.type) {
    case 'steering':
      return { ...needs, steering: needs.steering - 1, memo: null };
    case 'motor':
      return same ? { ...needs, motors: needs.motors - 1, memo: null } : needs;
    case 'fuel':
      return same ? { ...needs, tanks: needs.tanks - 1, memo: null } : needs;
    case 'gear':
      return { ...needs, gears: needs.gears - 1, memo: null };
    case 'axle':
      return { ...needs, axles: needs.axles - 1, memo: null };
    default:
      return needs;
  }
}

/**
 * What gaining this part is worth to a seat with these needs, in rough points: how much it helps
 * complete the car, plus the investor points it brings, minus its volatility. 0 or less: useless
 * (a second steering, a tank for another engine).
 */
export function partWant(s: GnpState, needs: Needs, part: PartId): number {
  const spec = partSpec(part);
  let base: number;
  switch (spec.type) {
    case 'steering':
      base = needs.steering > 0 ? -4 : 6;
      break;
    case 'motor':
      if (needs.motors === 0) base = needs.colour === null || needs.colour === spec.colour ? 6 : 4;
      else base = spec.colour === needs.colour ? 0.5 : -3;
      break;
    case 'fuel':
      if (needs.colour === null) base = 2;
      else if (spec.colour !== needs.colour) base = -3;
      else base = needs.tanks < Math.max(1, needs.motors) ? 5 : 1.5;
      break;
    case 'gear':
      base = needs.gears === 0 ? 5 : 1.5;
      break;
    case 'axle':
      base = needs.axles < 2 ? 5 : needs.axles < 4 ? 2.5 : 1;
      break;
    default:
      if (spec.colour === 'grey') base = 2.5;
      else if (needs.colour === null) base = 1.5;
      else base = spec.colour === needs.colour ? 3 : -3;
  }
  // A part the car cannot keep (a second steering, a tank or improvement of another engine's
  // colour: scrap covers it at the end) brings its icons to no investor.
  return base + (base > 0 ? T.investorPull * investorGain(s, needs.facts, part) : 0) - spec.volatility;
}

/** Bottom cells where an axle keeps every cell of a half supported: every third column from the second. */
const isAxleColumn = (col: number): boolean => col % 3 === 1;

/**
 * How good building `part` at (side, col) is for this seat, in rough points (negative: harmful).
 * Counts the part's own worth, whether it will be supported, what an axle newly supports, and
 * whether it sits in the axle pattern, fills a column and touches its own colour.
 */
export function buildValue(s: GnpState, seat: Seat, needs: Needs, part: PartId, side: Side, col: number): number {
  const cells = sideCells(seat.car, side);
  if (cells === null) return -10;
  const spec = partSpec(part);
  const row = spec.rowIndex;
  const i = col * 2 + row;
  const width = cells.length >> 1;
  const at = (j: number): Cell => (j === i ? part : (cells[j] ?? null));
  const foreign = spec.colour !== null && spec.colour !== 'grey' && needs.colour !== null && spec.colour !== needs.colour;
  // A part of another engine's colour is covered by scrap at the end: its icons count for nothing.
  let value = 2 + (foreign ? -6 : T.investorPull * investorGain(s, needs.facts, part)) - spec.volatility;
  if (spec.type === 'motor' && needs.colour !== null && spec.colour === needs.colour) value += 1.5;
  if (spec.type === 'axle') {
    if (!isAxleColumn(col)) value -= 1.5;
    // Parts this axle newly supports (the cells around it, never its own).
    for (let c = col - 1; c <= col + 1; c++) {
      if (c < 0 || c >= width) continue;
      for (let r = TOP; r <= BOTTOM; r++) {
        if (r === BOTTOM && c === col) continue;
        const cell = cells[c * 2 + r] as Cell;
        if (needsSupport(cell) && !isSupported(cells, c, r)) value += 1.5;
      }
    }
  } else if (row === BOTTOM && isAxleColumn(col)) {
    value -= 2; // takes the cell an axle should have
  }
  if (needsSupport(part) && !isSupported(cells, col, row)) {
    // Could an axle still go next to it? The bottom cells col-1..col+1 (not its own, for a bottom part).
    let open = false;
    for (let c = col - 1; c <= col + 1; c++) {
      if (c < 0 || (row === BOTTOM && c === col)) continue;
      if (c >= width || at(c * 2 + BOTTOM) === null) open = true;
    }
    value -= open ? 1 : 4;
  }
  const other = at(i ^ 1);
  if (other !== null) value += 0.5;
  if (spec.colour !== null) {
    // The cell above or below, and the same row's neighbours left and right.
    if (other !== null && partSpec(other).colour === spec.colour) value += 0.4;
    const left = i >= 2 ? at(i - 2) : null;
    if (left !== null && partSpec(left).colour === spec.colour) value += 0.4;
    const right = at(i + 2);
    if (right !== null && partSpec(right).colour === spec.colour) value += 0.4;
  }
  return value;
}

/**
 * What the blueprints in hand are worth while builds remain: their wants, kept modest (not built
 * yet). Depends on the hand and the car only, so it is kept in the needs' memo.
 */
export function handWorth(s: GnpState, seat: Seat, needs: Needs): number {
  const memo = memoOf(needs);
  if (memo.handWorth < 0) {
    let worth = 0;
    for (const part of seat.hand) worth += Math.max(0, Math.min(4, partWant(s, without(needs, part), part))) * 0.35;
    memo.handWorth = worth;
  }
  return memo.handWorth;
}
