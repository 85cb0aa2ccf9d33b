// Moving tiles between stacks, displays, hands, cars and discard piles, with one 'move-tile' event per
// move. Who knows a tile travels with it as a bit mask over seats (§8): a face-up tile is known to
// everyone, a blind draw only to its taker, a spied hand also to the spy.
import type { GameEvent, PlayerId } from '../core/types';
import type { Draft } from './draft';
import { partSpec } from './parts';
import type { PartId, Place } from './types';

// Shared, never-mutated Place objects: events point at them instead of allocating new ones.
export const NEW_STACK: Place = { zone: 'new-stack' };
export const JUNK_STACK: Place = { zone: 'junk-stack' };
const NEW_DISCARD: Place = { zone: 'new-discard' };
const JUNK_DISCARD: Place = { zone: 'junk-discard' };
const HANDS: Place[] = Array.from({ length: 8 }, (_, player) => ({ zone: 'hand', player }));
const BLACK_MARKETS: Place[] = Array.from({ length: 8 }, (_, player) => ({ zone: 'black-market', player }));
const PATENT_SLOTS: Place[] = Array.from({ length: 16 }, (_, slot) => ({ zone: 'patent-office', slot }));
const JUNK_SLOTS: Place[] = Array.from({ length: 16 }, (_, slot) => ({ zone: 'junk-yard', slot }));
export const handPlace = (player: PlayerId): Place => HANDS[player] as Place;
export const blackMarketPlace = (player: PlayerId): Place => BLACK_MARKETS[player] as Place;
export const displayPlace = (section: 'new' | 'junk', slot: number): Place =>
  (section === 'new' ? PATENT_SLOTS[slot] : JUNK_SLOTS[slot]) as Place;

export const everyone = (players: number): number => (1 << players) - 1;
export const bit = (seat: PlayerId): number => 1 << seat;

export function seatsIn(mask: number, players: number): PlayerId[] {
  const out: PlayerId[] = [];
  for (let i = 0; i < players; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

/** A tile moved; when not everyone knows it, only those seats see its face (viewEvents redacts). */
export function moveTile(d: Draft, part: PartId, from: Place, to: Place, known: number): void {
  if (d.quiet) return;
  const event: GameEvent = { type: 'move-tile', part, from, to };
  if (known !== everyone(d.s.players)) event.visibleTo = seatsIn(known, d.s.players);
  d.emit(event);
}

export function gainToHand(d: Draft, seat: PlayerId, part: PartId, known: number, from: Place): void {
  const s = d.hand(seat);
  s.hand.push(part);
  s.handKnown.push(known | bit(seat));
  moveTile(d, part, from, handPlace(seat), known | bit(seat));
}

/** Remove the blueprint at this hand index; returns it and who knew it. No event (callers say where it went). */
export function takeFromHand(d: Draft, seat: PlayerId, index: number): { part: PartId; known: number } {
  const s = d.hand(seat);
  const part = s.hand[index] as PartId;
  const known = s.handKnown[index] as number;
  s.hand.splice(index, 1);
  s.handKnown.splice(index, 1);
  return { part, known };
}

/** The top of the New stack, or null when it is empty. No event. */
export function popNew(d: Draft): { part: PartId; known: number } | null {
  if (d.s.newStack.length === 0) return null;
  const s = d.newStack();
  return { part: s.newStack.pop() as PartId, known: s.newStackKnown.pop() as number };
}

export function popJunk(d: Draft): PartId | null {
  if (d.s.junkStack.length === 0) return null;
  return d.junkStack().pop() as PartId;
}

export function toDiscard(d: Draft, part: PartId, from: Place): void {
  const section = partSpec(part).section;
  if (section === 'new') d.newDiscard().push(part);
  else d.junkDiscard().push(part);
  moveTile(d, part, from, section === 'new' ? NEW_DISCARD : JUNK_DISCARD, everyone(d.s.players));
}

/** Fill an empty display slot from its stack (face up). False when the stack is empty. */
export function refillSlot(d: Draft, section: 'new' | 'junk', slot: number): boolean {
  if (section === 'new') {
    const top = popNew(d);
    if (top === null) return false;
    d.newDisplay()[slot] = top.part;
    moveTile(d, top.part, NEW_STACK, displayPlace('new', slot), everyone(d.s.players));
    return true;
  }
  const part = popJunk(d);
  if (part === null) return false;
  d.junkDisplay()[slot] = part;
  moveTile(d, part, JUNK_STACK, displayPlace('junk', slot), everyone(d.s.players));
  return true;
}

export function handIndex(hand: readonly PartId[], part: unknown): number {
  return typeof part === 'string' ? hand.indexOf(part) : -1;
}
