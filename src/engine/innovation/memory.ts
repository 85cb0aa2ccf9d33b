// Perfect recall: each seat keeps track of cards it cannot see where they lie, as a person at the
// table would — a card it gave to an opponent's hand, a card it saw returned to the bottom of a
// supply pile, a card an opponent revealed and kept. The state keeps, per seat, which cards it
// tracks (Recall: the card and the turn it got where it is); where such a card lies is read from
// the state itself, so a view can never claim a place the card has left (known.ts).
//
// The rules, applied at every card that moves (zones.ts moveCard) and every reveal:
// - A seat that sees which card moved (the move is public, or it owns one end) follows it: it
//   tracks the card if it lands where that seat cannot look, and stops when it lands in sight.
// - A seat that looks at a card where it cannot otherwise look (Echoes: Tuning Fork's look at the
//   top of a supply pile) tracks it there; no other seat learns which card it was.
// - A seat that does not see the card still sees its age (on its back) and where it went from
//   and to. If the card left a supply pile from the top, and the seat tracks the top card, that
//   card is the one that moved; if it left a hand, score pile or achievements in which the seat
//   tracks the only card of that age, likewise. Otherwise every tracked card of that age in that
//   place could be the one that moved, and all of them are forgotten.
// Only certainties are kept, and they depend only on what the seat saw: two seats that saw the
// same moves remember the same cards (tests/engine/innovation/memory.test.ts checks this against
// a reading of the seat's own events).
//
// Memory is an account of who saw what, like the events: apply() keeps it, advance() (search and
// playouts, which never take a view of the states they reach) leaves it out of its states.
import type { PlayerId } from '../core/types';
import { INFO } from './facts';
import type { Table } from './table';
import type { CardId, InnovationState, Location, Recall } from './types';

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
    if (from.zone === 'supply') return (from.set === 'echoes' ? s.echoes?.[age - 1] : s.supply[age - 1]) ?? [];
    return from.zone === 'achievements' ? s.achievements : s.removed;
  }
  const pl = s.players[from.player];
  if (pl === undefined) return [];
  if (from.zone === 'forecast') return pl.forecast ?? [];
  return from.zone === 'hand' ? pl.hand : from.zone === 'score' ? pl.score : pl.achievements;
}

/**
 * v did not see which card of this age left `from`. Returns true when v can tell it was `card`
 * anyway; otherwise forgets every tracked card that may have been the one.
 */
function followsUnseen(t: Table, v: PlayerId, card: CardId, age: number, from: Location): boolean {
  const tracked = t.s.memory?.[v] as Recall[];
  const list = sourceList(t.s, age, from);
  // A supply pile is left from its top (a draw) or its bottom (Chopsticks, Seed Drill, Ice Cream):
  // everyone sees which end, so a seat that tracks the card at that end knows it is the one that moved.
  const atEnd = from.zone === 'supply' && (from.index === list.length || from.index === 0);
  // A card's back shows its age and its set (base or Echoes): cards of another set are told apart.
  const echoes = INFO[card]?.echoes === true;
  const sameBack = (c: string) => INFO[c]?.age === age && INFO[c]?.echoes === echoes;
  let others = false;
  if (from.zone !== 'supply') {
    for (let i = 0; i < list.length && !others; i++) others = sameBack(list[i] as string);
  }
  if (atEnd || (from.zone !== 'supply' && !others)) return indexIn(tracked, card) >= 0;
  // Any tracked card of that age in that place may be the one that moved (from inside a supply
  // pile, which no rule does today, every tracked card of the pile may have shifted).
  let lost: CardId[] | null = null;
  for (const r of tracked) {
    if (r.card !== card && (!sameBack(r.card) || !list.includes(r.card))) continue;
    lost ??= [];
    lost.push(r.card);
  }
  if (lost !== null) for (const c of lost) forget(t, v, c);
  return false;
}

/** The seats (a bit each) that cannot look into a place: a supply pile, any achievements, another's hand, score or forecast. */
export function blindTo(zone: string, player: PlayerId, n: number): number {
  const all = (1 << n) - 1;
  if (zone === 'supply' || zone === 'achievements') return all;
  return zone === 'hand' || zone === 'score' || zone === 'forecast' ? all & ~(1 << player) : 0;
}

/**
 * Every seat's memory after `card` moved from `from` to the place `to` (zone and seat, -1 for a
 * shared place). `seers`: the seats that see which card it is, a bit each. Called for every card
 * that moves, in search too: the common moves (a draw, a meld) return after a few bit tests.
 */
export function recallMove(t: Table, card: CardId, age: number, from: Location, toZone: string, toPlayer: PlayerId, seers: number): void {
  if (t.events === null) return; // advance(): no memory (table.ts)
  const n = t.s.options.players;
  const memory = t.s.memory;
  const hiddenTo = blindTo(toZone, toPlayer, n);
  if (memory === undefined) {
    // Nobody tracks anything yet: only seats that see the card land out of their sight start to.
    const noting = seers & hiddenTo;
    if (noting === 0) return;
    for (let v = 0; v < n; v++) if (noting & (1 << v)) note(t, v, card);
    return;
  }
  const hiddenFromSource = blindTo(from.zone, from.player, n);
  for (let v = 0; v < n; v++) {
    const bit = 1 << v;
    const tracked = memory[v] as Recall[];
    if (!(seers & bit)) {
      if (tracked.length === 0 || !(hiddenFromSource & bit) || !followsUnseen(t, v, card, age, from)) continue;
    }
    if (hiddenTo & bit) note(t, v, card);
    else if (tracked.length > 0) forget(t, v, card);
  }
}

/** Cards shown to everyone where they lie (a reveal): every seat that cannot look there tracks them. */
export function recallShown(t: Table, shown: readonly { card: CardId; at: Location }[]): void {
  if (t.events === null) return;
  const n = t.s.options.players;
  for (const { card, at } of shown) {
    const blind = blindTo(at.zone, at.player, n);
    for (let v = 0; v < n; v++) if (blind & (1 << v)) note(t, v, card);
  }
}

/** p alone looked at `card` where it cannot look (Tuning Fork: a supply pile's top): p tracks it there. */
export function recallLooked(t: Table, p: PlayerId, card: CardId, at: Location): void {
  if (t.events === null) return;
  if (blindTo(at.zone, at.player, t.s.options.players) & (1 << p)) note(t, p, card);
}
