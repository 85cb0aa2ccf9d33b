// Turning and revealing gears on the table. Every function works on a draft: a shallow copy of
// the state owned by the current apply, whose arrays are replaced (never written) when changed.
import type { PlayerId } from '../core/types';
import { gearData } from './data';
import { copyEntries } from './seats';
import type { EventSink, GearsState, PlacedGear, Rotation, Side, TurnCause, TurnChoice } from './types';

/** Up = clockwise = next side in increase order; down = the previous side. */
export const turnedSide = (side: Side, dir: Rotation): Side => ((side + (dir === 'up' ? 1 : 3)) % 4) as Side;

const NO_GEARS: readonly null[] = [null, null, null, null];

/**
 * A table with no gear on it: a slice of a packed template, so the array is packed (reads faster
 * than a holey one) and exactly n long (pushing onto [] reserves room for 16).
 */
export const emptyTable = (n: number): (PlacedGear | null)[] => NO_GEARS.slice(0, n);

export function setPlaced(s: GearsState, seat: PlayerId, gear: PlacedGear | null): void {
  const table = copyEntries(s.table);
  table[seat] = gear;
  s.table = table;
}

export function turnGear(
  s: GearsState,
  seat: PlayerId,
  dir: Rotation,
  cause: TurnCause,
  by: PlayerId | null,
  events: EventSink,
): void {
  const g = s.table[seat];
  if (!g) return;
  const to = turnedSide(g.side, dir);
  const value = gearData(g.gear).values[to];
  setPlaced(s, seat, { gear: g.gear, side: to, value, faceUp: g.faceUp });
  events?.push({ type: 'turn-gear', seat, by, cause, dir, from: g.side, to, value });
}

/** Turn every gear on the table up `times` times (Jolt, Half turn). */
export function turnAllUp(s: GearsState, times: number, cause: TurnCause, events: EventSink): void {
  for (let t = 0; t < times; t++) for (let seat = 0; seat < s.players; seat++) turnGear(s, seat, 'up', cause, null, events);
}

/**
 * Step 2 for one gear: turn it (or leave it), then flip it face up, the side toward the round
 * card staying in place; one write of the table for both (this runs for every seat every round).
 */
export function turnAndReveal(s: GearsState, seat: PlayerId, dir: TurnChoice, by: PlayerId, events: EventSink): void {
  const g = s.table[seat];
  if (!g) return;
  let side = g.side;
  let value = g.value;
  if (dir === 'leave') events?.push({ type: 'leave-gear', seat, by });
  else {
    side = turnedSide(g.side, dir);
    value = gearData(g.gear).values[side];
    events?.push({ type: 'turn-gear', seat, by, cause: 'step-2', dir, from: g.side, to: side, value });
  }
  if (!g.faceUp) events?.push({ type: 'reveal', seat, gear: g.gear, side, value });
  if (dir !== 'leave' || !g.faceUp) setPlaced(s, seat, { gear: g.gear, side, value, faceUp: true });
}
