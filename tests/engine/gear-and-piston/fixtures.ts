// Positions for rule tests, built from setup data: take a seeded setup, then move named tiles to
// where the test wants them (every tile stays accounted for, so views and determinization still work).
import { gearAndPiston as game } from '../../../src/engine/gear-and-piston/definition';
import type { Car, Cell, GnpMove, GnpState, PartId, Step } from '../../../src/engine/gear-and-piston/types';
import { LOCATIONS } from '../../../src/engine/gear-and-piston/types';

export { game };

export function fresh(players = 2, seed = 1): GnpState {
  return structuredClone(game.setup({ players, seed }));
}

/** Take a tile out of wherever it is (stacks, displays, discards, hands, cars). */
export function lift(s: GnpState, part: PartId): void {
  const pullFrom = (list: (PartId | null)[], known?: number[]) => {
    const i = list.indexOf(part);
    if (i < 0) return false;
    list.splice(i, 1);
    known?.splice(i, 1);
    return true;
  };
  if (pullFrom(s.newStack, s.newStackKnown) || pullFrom(s.junkStack)) return;
  for (const display of [s.newDisplay, s.junkDisplay]) {
    const i = display.indexOf(part);
    if (i >= 0) {
      // Keep the display full: the next stack tile takes the slot.
      const stack = display === s.newDisplay ? s.newStack : s.junkStack;
      display[i] = stack.pop() ?? null;
      if (display === s.newDisplay) s.newStackKnown.pop();
      return;
    }
  }
  if (pullFrom(s.newDiscard) || pullFrom(s.junkDiscard)) return;
  for (const seat of s.seats) {
    if (pullFrom(seat.hand, seat.handKnown)) return;
    for (const cells of [seat.car.front, seat.car.back]) {
      const i = cells.indexOf(part);
      if (i >= 0) {
        cells[i] = null;
        return;
      }
    }
  }
  throw new Error(`tile ${part} not found`);
}

export function giveHand(s: GnpState, seat: number, parts: PartId[]): void {
  for (const part of parts) {
    lift(s, part);
    s.seats[seat]!.hand.push(part);
    s.seats[seat]!.handKnown.push(1 << seat);
  }
}

/** A half from columns [top, bottom] (null = empty), column 1 next to the end tile. */
export function half(columns: [Cell, Cell][]): Cell[] {
  return columns.flat();
}

export function car(front: [Cell, Cell][], back: [Cell, Cell][] = []): Car {
  return { front: half(front), back: half(back), seam: null };
}

/** Put a car in front of a seat, moving its tiles out of the supply. */
export function giveCar(s: GnpState, seat: number, built: Car): void {
  for (const cell of [...built.front, ...built.back]) if (cell !== null && !cell.startsWith('S-')) lift(s, cell);
  s.seats[seat]!.car = built;
}

/** Make it this seat's turn in the Workshop with the given queue of seats, placed in that order. */
export function workshopTurn(s: GnpState, queue: number[], index = 0): GnpState {
  s.phase = 'workshop';
  s.queues = LOCATIONS.map(() => []);
  s.queues[3] = queue;
  s.workshopAllowance = queue.map((_, i) => [3, 2][i] ?? 1);
  s.cursor = index;
  s.actor = queue[index]!;
  s.step = { kind: 'workshop', ops: [3, 2][index] ?? 1, upgrading: false, swaps: 0 } as Step;
  return s;
}

export function play(s: GnpState, ...moves: GnpMove[]): GnpState {
  let state = s;
  for (const move of moves) state = game.apply(state, state.actor!, move).state;
  return state;
}

/** Play the first legal move of a given type until the predicate holds (for fast-forwarding). */
export function playUntil(s: GnpState, done: (s: GnpState) => boolean, pick: (legal: GnpMove[]) => GnpMove): GnpState {
  let state = s;
  for (let guard = 0; guard < 2000 && !done(state); guard++) {
    const legal = game.legalMoves(state, state.actor!);
    state = game.apply(state, state.actor!, pick(legal)).state;
  }
  return state;
}

/** Make it the first queued seat's turn at a location (0 Back Alley .. 3 Workshop, placed in queue order). */
export function atLocation(s: GnpState, location: number, queue: number[]): GnpState {
  s.phase = (['back-alley', 'patent-office', 'junk-yard', 'workshop'] as const)[location]!;
  s.queues = LOCATIONS.map(() => []);
  s.queues[location] = queue;
  s.workshopAllowance = location === 3 ? queue.map((_, i) => [3, 2][i] ?? 1) : [];
  s.cursor = 0;
  s.actor = queue[0]!;
  s.step =
    location === 0
      ? { kind: 'alley' }
      : location === 1
        ? { kind: 'patent' }
        : location === 2
          ? { kind: 'junk', picks: 0 }
          : { kind: 'workshop', ops: 3, upgrading: false, swaps: 0 };
  return s;
}
