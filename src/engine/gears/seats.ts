// Seat geometry. Clockwise = increasing seat index; your LEFT neighbour is the next seat
// clockwise, your RIGHT neighbour the previous one (house rule T-SEATS in docs/rules/gears.md).
import type { PlayerId } from '../core/types';

/** The seat to p's left: the next seat clockwise. */
export const leftOf = (p: PlayerId, n: number): PlayerId => (p + 1) % n;

/** The seat to p's right: the previous seat clockwise. */
export const rightOf = (p: PlayerId, n: number): PlayerId => (p + n - 1) % n;

/** The k-th seat of a clockwise pass that starts at `start` (k = 0 is `start`). */
export const clockwise = (start: PlayerId, k: number, n: number): PlayerId => (start + k) % n;
