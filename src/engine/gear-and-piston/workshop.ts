// Workshop (location 5, §5.4): each operation is a Build, a Dismantle or an Upgrade (any number of
// same-type, same-colour swaps, §0.1). Joining the halves is a free step (§0.1). A turn is a series of
// small moves ending with 'end-workshop' or with the last operation. A Build or a Dismantle that
// leaves a complete car of twelve parts or more ends the game at once (§9 B, A-24); a swap keeps
// every part's type, colour and row, and joining keeps the joined cells the checks read, so neither
// can complete a car.
import type { PlayerId } from '../core/types';
import { buildProblem, canGrowInto, dismantleProblem, joinCar, sideCells, steeringCount, trimHalf } from './car-grid';
import type { Draft } from './draft';
import { afterToken, endsTheGame, finishGame } from './flow';
import { HOUSE_RULES } from './house-rules';
import {
  buildMove,
  dismantleMove,
  END_WORKSHOP,
  FINISH_UPGRADE,
  isSide,
  JOIN,
  rowIndexOf,
  swapMove,
  UPGRADE,
} from './move-table';
import { partSpec } from './parts';
import { notOffered, type Question, refuse } from './question';
import { everyone, handIndex, handPlace, moveTile, takeFromHand, toDiscard } from './tiles';
import type { Car, Cell, GnpMove, PartId, Place, Row, Seat, Side, Step } from './types';
import { ROWS } from './types';

type WorkshopStep = Extract<Step, { kind: 'workshop' }>;

const APART: readonly Side[] = ['front', 'back'];
const TOGETHER: readonly Side[] = ['joined'];
const sidesOf = (car: Car): readonly Side[] => (car.seam === null ? APART : TOGETHER);

/** Upgrade (§0.1): a blueprint may replace a car part of the same type, colour and row. */
function swappable(part: PartId, cell: Cell): boolean {
  if (cell === null) return false;
  const a = partSpec(part);
  const b = partSpec(cell);
  return b.section !== 'scrap' && a.type === b.type && a.colour === b.colour && a.rowIndex === b.rowIndex;
}

function forEachSwap(seat: Seat, visit: (part: PartId, side: Side, col: number, row: number) => void): void {
  for (const side of sidesOf(seat.car)) {
    const cells = sideCells(seat.car, side) as Cell[];
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i] as Cell;
      if (cell === null) continue;
      for (const part of seat.hand) if (swappable(part, cell)) visit(part, side, i >> 1, i & 1);
    }
  }
}

function anySwap(seat: Seat): boolean {
  let found = false;
  forEachSwap(seat, () => {
    found = true;
  });
  return found;
}

const canJoin = (car: Car): boolean => car.seam === null && car.front.length > 0 && car.back.length > 0;

function listOperations(seat: Seat, out: GnpMove[]): void {
  const car = seat.car;
  const hasSteering = steeringCount(car) >= HOUSE_RULES.maxSteering;
  for (const side of sidesOf(car)) {
    const cells = sideCells(car, side) as Cell[];
    const joined = car.seam !== null;
    const width = cells.length >> 1;
    for (const part of seat.hand) {
      const spec = partSpec(part);
      if (spec.type === 'steering' && hasSteering) continue;
      for (let col = 0; col <= width; col++) {
        if (canGrowInto(cells, col, spec.rowIndex, joined)) out.push(buildMove(part, side, col));
      }
    }
  }
  for (const side of sidesOf(car)) {
    const cells = sideCells(car, side) as Cell[];
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] !== null && dismantleProblem(car, side, i >> 1, i & 1) === null) {
        out.push(dismantleMove(side, i >> 1, i & 1));
      }
    }
  }
  if (anySwap(seat)) out.push(UPGRADE);
}

export const workshop: Question = {
  moves(s, seat, out) {
    const step = s.step as WorkshopStep;
    const me = s.seats[seat] as Seat;
    if (step.upgrading) {
      forEachSwap(me, (part, side, col, row) => out.push(swapMove(part, side, col, row)));
      if (step.swaps > 0) out.push(FINISH_UPGRADE);
      return;
    }
    if (step.ops > 0) listOperations(me, out);
    if (canJoin(me.car)) out.push(JOIN);
    out.push(END_WORKSHOP);
  },
  check(s, seat, move) {
    const step = s.step as WorkshopStep;
    const me = s.seats[seat] as Seat;
    const upgrading = move.type === 'swap' || move.type === 'finish-upgrade';
    if (step.upgrading !== upgrading && s.step.kind === 'workshop') {
      if (step.upgrading) refuse('finish-upgrade-first', 'Finish the Upgrade (swap parts, then finish) first.');
      if (upgrading) refuse('no-upgrade', 'Start an Upgrade before swapping parts.');
    }
    if (step.ops <= 0 && (move.type === 'build' || move.type === 'dismantle' || move.type === 'upgrade')) {
      refuse('no-operations-left', 'This Workshop token has no operations left; you may still join the halves.');
    }
    switch (move.type) {
      case 'build': {
        if (handIndex(me.hand, move.part) < 0) refuse('not-in-hand', `${String(move.part)} is not one of your blueprints.`);
        if (!isSide(move.side)) refuse('no-such-side', `'${String(move.side)}' is not a side of a car.`);
        const problem = buildProblem(me.car, move.part, move.side, move.col);
        if (problem) refuse(problem.code, problem.reason);
        return;
      }
      case 'dismantle': {
        if (!isSide(move.side) || rowIndexOf(move.row) < 0) refuse('empty-cell', 'There is no part there to dismantle.');
        const problem = dismantleProblem(me.car, move.side, move.col, rowIndexOf(move.row));
        if (problem) refuse(problem.code, problem.reason);
        return;
      }
      case 'upgrade':
        if (!anySwap(me)) refuse('nothing-to-upgrade', 'No blueprint matches a car part of the same type and colour.');
        return;
      case 'swap': {
        if (handIndex(me.hand, move.part) < 0) refuse('not-in-hand', `${String(move.part)} is not one of your blueprints.`);
        const cells = isSide(move.side) ? sideCells(me.car, move.side) : null;
        const row = rowIndexOf(move.row);
        const cell = Number.isInteger(move.col) && move.col >= 0 && row >= 0 ? (cells?.[move.col * 2 + row] ?? null) : null;
        if (!swappable(move.part, cell)) {
          refuse('upgrade-mismatch', 'An Upgrade swaps a car part for a blueprint of the same type, colour and row.');
        }
        return;
      }
      case 'finish-upgrade':
        if (step.swaps === 0) refuse('no-swap-yet', 'Swap at least one part before finishing the Upgrade.');
        return;
      case 'join':
        if (!canJoin(me.car)) refuse('cannot-join', 'Joining needs two unjoined halves that both hold parts.');
        return;
      case 'end-workshop':
        return;
      default:
        notOffered(s, move);
    }
  },
  resolve(d, move) {
    const seat = d.s.actor as PlayerId;
    const step = d.s.step as WorkshopStep;
    switch (move.type) {
      case 'build':
        build(d, seat, move.part, move.side, move.col);
        return afterCarChange(d, seat, step.ops - 1);
      case 'dismantle':
        dismantle(d, seat, move.side, move.col, rowIndexOf(move.row));
        return afterCarChange(d, seat, step.ops - 1);
      case 'upgrade':
        d.s.step = { kind: 'workshop', ops: step.ops, upgrading: true, swaps: 0 };
        d.emit({ type: 'upgrade', player: seat });
        return;
      case 'swap':
        swap(d, seat, move.part, move.side, move.col, rowIndexOf(move.row));
        if (anySwap(d.s.seats[seat] as Seat)) {
          d.s.step = { kind: 'workshop', ops: step.ops, upgrading: true, swaps: step.swaps + 1 };
          return;
        }
        return afterOperation(d, seat, step.ops - 1);
      case 'finish-upgrade':
        return afterOperation(d, seat, step.ops - 1);
      case 'join':
        d.setCar(seat, joinCar((d.s.seats[seat] as Seat).car));
        d.emit({ type: 'join', player: seat });
        if (step.ops <= 0) afterToken(d);
        return;
      default:
        d.emit({ type: 'end-workshop', player: seat, unused: step.ops });
        afterToken(d);
    }
  },
};

/** "誰か一人が少なくとも12のパーツを搭載した自動車を完成させた時 ゲームは終了します": the game ends then. */
function afterCarChange(d: Draft, seat: PlayerId, ops: number): void {
  if (endsTheGame((d.s.seats[seat] as Seat).car)) finishGame(d, ['complete-car']);
  else afterOperation(d, seat, ops);
}

/** After an operation the turn goes on while operations remain, or while the free join is still open. */
function afterOperation(d: Draft, seat: PlayerId, ops: number): void {
  const me = d.s.seats[seat] as Seat;
  const idle = me.hand.length === 0 && me.car.front.length === 0 && me.car.back.length === 0;
  if (idle || (ops <= 0 && !canJoin(me.car))) {
    afterToken(d);
    return;
  }
  d.s.step = { kind: 'workshop', ops, upgrading: false, swaps: 0 };
}

const carPlace = (player: PlayerId, side: Side, col: number, row: number): Place => ({
  zone: 'car',
  player,
  side,
  col,
  row: ROWS[row] as Row,
});

function build(d: Draft, seat: PlayerId, part: PartId, side: Side, col: number): void {
  const { part: built } = takeFromHand(d, seat, (d.s.seats[seat] as Seat).hand.indexOf(part));
  const cells = d.cells(seat, side);
  if (col * 2 >= cells.length) cells.push(null, null);
  const row = partSpec(built).rowIndex;
  cells[col * 2 + row] = built;
  moveTile(d, built, handPlace(seat), carPlace(seat, side, col, row), everyone(d.s.players));
}

function dismantle(d: Draft, seat: PlayerId, side: Side, col: number, row: number): void {
  const cells = d.cells(seat, side);
  const part = cells[col * 2 + row] as PartId;
  cells[col * 2 + row] = null;
  const car = d.car(seat);
  if (side === 'back') car.back = trimHalf(cells);
  else if (side === 'front') car.front = trimHalf(cells);
  // "外したパーツは捨て札になります" (A-21 is a rule): a dismantled part is discarded.
  toDiscard(d, part, carPlace(seat, side, col, row));
}

function swap(d: Draft, seat: PlayerId, part: PartId, side: Side, col: number, row: number): void {
  const { part: fresh } = takeFromHand(d, seat, (d.s.seats[seat] as Seat).hand.indexOf(part));
  const cells = d.cells(seat, side);
  const old = cells[col * 2 + row] as PartId;
  cells[col * 2 + row] = fresh;
  const at = carPlace(seat, side, col, row);
  toDiscard(d, old, at);
  moveTile(d, fresh, handPlace(seat), at, everyone(d.s.players));
}

