// Seat geometry. Clockwise = increasing seat index; your LEFT neighbour is the next seat
// clockwise, your RIGHT neighbour the previous one (house rule T-SEATS in docs/rules/gears.md).
import type { PlayerId } from '../core/types';

/** The seat to p's left: the next seat clockwise. */
export const leftOf = (p: PlayerId, n: number): PlayerId => (p + 1) % n;

/** The seat to p's right: the previous seat clockwise. */
export const rightOf = (p: PlayerId, n: number): PlayerId => (p + n - 1) % n;

/** The k-th seat of a clockwise pass that starts at `start` (k = 0 is `start`). */
export const clockwise = (start: PlayerId, k: number, n: number): PlayerId => (start + k) % n;

// Per-seat lists are copied on write several times per move. Array literals for two to four
// seats are allocated inline by V8's optimizing compiler, where slice() is a call. Two copies of
// the same code on purpose: each literal remembers the kind of values it held, and a numbers-only
// list (hands, discard piles) must stay a list of small integers, not become one of objects.

/** A copy of a per-seat list of numbers. */
export function copyNumbers(list: readonly number[]): number[] {
  switch (list.length) {
    case 4:
      return [list[0] as number, list[1] as number, list[2] as number, list[3] as number];
    case 3:
      return [list[0] as number, list[1] as number, list[2] as number];
    case 2:
      return [list[0] as number, list[1] as number];
    default:
      return list.slice();
  }
}

/** A copy of a per-seat list of objects (the table, the crew, the code rows). */
export function copyEntries<T>(list: readonly T[]): T[] {
  switch (list.length) {
    case 4:
      return [list[0] as T, list[1] as T, list[2] as T, list[3] as T];
    case 3:
      return [list[0] as T, list[1] as T, list[2] as T];
    case 2:
      return [list[0] as T, list[1] as T];
    default:
      return list.slice();
  }
}
