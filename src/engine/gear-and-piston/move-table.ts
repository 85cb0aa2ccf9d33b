// Preallocated move objects: legalMoves hands out these shared constants instead of building new
// objects on every call (moves are plain JSON and never mutated by the engine).
import type { PlayerId } from '../core/types';
import { ALL_PARTS, partIndex } from './parts';
import type { GnpMove, Location, PartId, Row, Side } from './types';
import { LOCATIONS, ROWS, SIDES } from './types';

type MoveOf<T extends GnpMove['type']> = Extract<GnpMove, { type: T }>;

export const KEEP_HAND: MoveOf<'keep-hand'> = { type: 'keep-hand' };
export const BLACK_MARKET: MoveOf<'black-market'> = { type: 'black-market' };
export const TAKE_BLIND: MoveOf<'take-blind'> = { type: 'take-blind' };
export const STOP_JUNK: MoveOf<'stop-junk'> = { type: 'stop-junk' };
export const UPGRADE: MoveOf<'upgrade'> = { type: 'upgrade' };
export const FINISH_UPGRADE: MoveOf<'finish-upgrade'> = { type: 'finish-upgrade' };
export const JOIN: MoveOf<'join'> = { type: 'join' };
export const END_WORKSHOP: MoveOf<'end-workshop'> = { type: 'end-workshop' };

export const PLACE: readonly MoveOf<'place'>[] = LOCATIONS.map((location) => ({ type: 'place', location }));

const perPart = <T>(make: (id: PartId) => T): readonly T[] => ALL_PARTS.map((p) => make(p.id));
export const DISCARD = perPart<MoveOf<'discard'>>((part) => ({ type: 'discard', part }));
export const KEEP_PART = perPart<MoveOf<'keep-part'>>((part) => ({ type: 'keep-part', part }));
export const STEAL = perPart<MoveOf<'steal'>>((part) => ({ type: 'steal', part }));

export const TAKE_DISPLAY: readonly MoveOf<'take-display'>[] = Array.from({ length: 16 }, (_, slot) => ({
  type: 'take-display',
  slot,
}));
export const ESPIONAGE: readonly MoveOf<'espionage'>[] = Array.from({ length: 8 }, (_, target: PlayerId) => ({
  type: 'espionage',
  target,
}));

const unionMuscle: MoveOf<'union-muscle'>[][] = LOCATIONS.map(() => []);
export function unionMuscleMove(location: number, index: number): MoveOf<'union-muscle'> {
  const row = unionMuscle[location] as MoveOf<'union-muscle'>[];
  let move = row[index];
  if (!move) {
    move = { type: 'union-muscle', location: LOCATIONS[location] as Location, index };
    row[index] = move;
  }
  return move;
}

const SIDE_INDEX: Record<Side, number> = { front: 0, back: 1, joined: 2 };

const builds: MoveOf<'build'>[][] = [];
export function buildMove(part: PartId, side: Side, col: number): MoveOf<'build'> {
  const key = partIndex(part) * 3 + SIDE_INDEX[side];
  let row = builds[key];
  if (!row) {
    row = [];
    builds[key] = row;
  }
  let move = row[col];
  if (!move) {
    move = { type: 'build', part, side, col };
    row[col] = move;
  }
  return move;
}

const dismantles: MoveOf<'dismantle'>[][] = [];
export function dismantleMove(side: Side, col: number, row: number): MoveOf<'dismantle'> {
  const key = SIDE_INDEX[side] * 2 + row;
  let list = dismantles[key];
  if (!list) {
    list = [];
    dismantles[key] = list;
  }
  let move = list[col];
  if (!move) {
    move = { type: 'dismantle', side, col, row: ROWS[row] as Row };
    list[col] = move;
  }
  return move;
}

const swaps: MoveOf<'swap'>[][] = [];
export function swapMove(part: PartId, side: Side, col: number, row: number): MoveOf<'swap'> {
  const key = (partIndex(part) * 3 + SIDE_INDEX[side]) * 2 + row;
  let list = swaps[key];
  if (!list) {
    list = [];
    swaps[key] = list;
  }
  let move = list[col];
  if (!move) {
    move = { type: 'swap', part, side, col, row: ROWS[row] as Row };
    list[col] = move;
  }
  return move;
}

export const isSide = (x: unknown): x is Side => typeof x === 'string' && (SIDES as readonly string[]).includes(x);
export const rowIndexOf = (row: unknown): number => (row === 'top' ? 0 : row === 'bottom' ? 1 : -1);
