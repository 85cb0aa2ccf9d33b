// Perfect recall: each seat keeps track of cards it cannot see where they lie, as a person at the
// table would — a card it gave to an opponent's hand, a card it saw returned to the bottom of a
// supply pile, a card an opponent revealed and kept. The state keeps, per seat, which cards it
// tracks (Recall: the card and the turn it got where it is); where such a card lies is read from
// the state itself, so a view can never claim a place the card has left (known.ts).
//
// The rules, applied at every card that moves (zones.ts moveCard) and every reveal:
// - A seat that sees which card moved (the move is public, or it owns one end) follows it: it
//   tracks the card if it lands where that seat cannot look, and stops when it lands in sight.
// - A seat that does not see the card still sees its age (on its back) and where it went from
//   and to. If the card left a supply pile from the top, and the seat tracks the top card, that
//   card is the one that moved; if it left a hand, score pile or achievements in which the seat
//   tracks the only card of that age, likewise. Otherwise every tracked card of that age in that
//   place could be the one that moved, and all of them are forgotten.
// Only certainties are kept, and they depend only on what the seat saw: two seats that saw the
// same moves remember the same cards (tests/engine/innovation/memory.test.ts checks this against
// a reading of the seat's own events).
import type { PlayerId } from '../core/types';
import { INFO } from './facts';
import type { Table } from './table';
import type { CardId, InnovationState, Recall } from './types';
import type { Location, Place } from './zones';

/** Whether `viewer` cannot look into that place (a supply pile, any achievements, another's hand or score). */
export function hiddenFrom(place: { zone: string; player?: PlayerId }, viewer: PlayerId): boolean {
  const zone = place.zone;
  if (zone === 'supply' || zone === 'achievements') return true;
  return (zone === 'hand' || zone === 'score') && place.player !== viewer;
}

const indexIn = (list: readonly Recall[], card: CardId): number => {
  for (let i = 0; i < list.length; i++) if ((list[i] as Recall).card === card) return i;
  return -1;
};

/** v now knows that `card` lies where it cannot look, from this turn on. */
function note(t: Table, v: PlayerId, card: CardId): void {
  const current = t.s.memory?.[v];
  const at = current === undefined ? -1 : indexIn(current, card);
  if (at >= 0 && (current as Recall[])[at]?.since === t.s.turn) return;
  const list = t.recallOf(v);
  const entry: Recall = { card, since: t.s.turn };
  if (at >= 0) list[at] = entry;
  else list.push(entry);
}

/** v no longer tracks `card` (it is in sight, or v lost track of it). */
function forget(t: Table, v: PlayerId, card: CardId): void {
  const current = t.s.memory?.[v];
  if (current === undefined || indexIn(current, card) < 0) return;
  const list = t.recallOf(v);
  list.splice(indexIn(list, card), 1);
}

/** The list a card left, as it is after the move (no copy: read only). */
function sourceList(s: InnovationState, age: number, from: Location): readonly string[] {
  if (from.player < 0) {
    if (from.zone === 'supply') return s.supply[age - 1] as CardId[];
    return from.zone === 'achievements' ? s.achievements : s.removed;
  }
  const pl = s.players[from.player];
  if (pl === undefined) return [];
  return from.zone === 'hand' ? pl.hand : from.zone === 'score' ? pl.score : pl.achievements;
}

/**
 * v did not see which card of this age left `from`. Returns true when v can tell it was `card`
 * anyway; otherwise forgets every tracked card that may have been the one.
 */
function followsUnseen(t: Table, v: PlayerId, card: CardId, age: number, from: Location): boolean {
  const tracked = t.s.memory?.[v] as Recall[];
  const list = sourceList(t.s, age, from);
  const onTop = from.zone === 'supply' && from.index === list.length;
  let others = false;
  if (from.zone !== 'supply') {
    for (let i = 0; i < list.length && !others; i++) others = INFO[list[i] as string]?.age === age;
  }
  if (onTop || (from.zone !== 'supply' && !others)) return indexIn(tracked, card) >= 0;
  // Any tracked card of that age in that place may be the one that moved (from inside a supply
  // pile, which no rule does today, every tracked card of the pile may have shifted).
  let lost: CardId[] | null = null;
  for (const r of tracked) {
    if (r.card !== card && (INFO[r.card]?.age !== age || !list.includes(r.card))) continue;
    lost ??= [];
    lost.push(r.card);
  }
  if (lost !== null) for (const c of lost) forget(t, v, c);
  return false;
}

/**
 * Every seat's memory after `card` moved from `from` (the place it left, `fromPlace` as events
 * name it) to `to`. `seers`: the seats that see which card it is (null: everyone).
 */
export function recallMove(t: Table, card: CardId, age: number, from: Location, to: Place, seers: readonly PlayerId[] | null): void {
  const n = t.s.options.players;
  const memory = t.s.memory;
  for (let v = 0; v < n; v++) {
    let knows = seers === null || seers.includes(v);
    if (!knows) {
      const tracked = memory?.[v];
      if (tracked === undefined || tracked.length === 0 || !hiddenFrom(from, v)) continue;
      knows = followsUnseen(t, v, card, age, from);
      if (!knows) continue;
    }
    if (hiddenFrom(to, v)) note(t, v, card);
    else forget(t, v, card);
  }
}

/** Cards shown to everyone where they lie (a reveal): every seat that cannot look there tracks them. */
export function recallShown(t: Table, shown: readonly { card: CardId; at: Location }[]): void {
  const n = t.s.options.players;
  for (const { card, at } of shown) {
    for (let v = 0; v < n; v++) if (hiddenFrom(at, v)) note(t, v, card);
  }
}
