// Step 3: the multicolour exchange, jams and winners, then the queue of blue returns and code
// entries that the players work through.
import type { PlayerId } from '../core/types';
import { nightCodebreaker } from './abilities';
import { matches } from './codes';
import { coverEffect, coverWin } from './coverage';
import { OVERHEAT_VALUE, OVERTIME_ENTRIES } from './data';
import { currentCardId, currentEffect, currentRule, shiftOf } from './round-card';
import { type JamModifiers, jamMask, seatsOf, valueBit, winnerMask } from './rules';
import { clockwise, rightOf } from './seats';
import type { EventSink, GearsState, Pending, PlacedGear } from './types';

/**
 * Every multicolour gear swaps values with the gear of the player to its right, unless that gear
 * is multicolour too (all at once, from the values before any swap). A multicolour's partner is
 * never multicolour, and each seat has one right neighbour, so the swaps are disjoint pairs.
 */
export function exchangeMulticolour(s: GearsState, events: EventSink): void {
  const n = s.players;
  let table: (PlacedGear | null)[] | null = null;
  for (let p = 0; p < n; p++) {
    const g = s.table[p];
    if (g?.gear !== 'multicolour') continue;
    const r = rightOf(p, n);
    const other = s.table[r];
    if (!other || other.gear === 'multicolour' || r === p) continue;
    table ??= s.table.slice();
    table[p] = { gear: g.gear, side: g.side, value: other.value, faceUp: g.faceUp };
    table[r] = { gear: other.gear, side: other.side, value: g.value, faceUp: other.faceUp };
    events?.push({ type: 'swap', seat: p, with: r, values: [g.value, other.value] });
  }
  if (table) s.table = table;
}

/** The jam modifiers of this round: Well oiled, Overheat, and a Dispatcher's named value. */
export function modifiersOf(s: GearsState): JamModifiers {
  const effect = currentEffect(s);
  let forced = effect === 'overheat' ? valueBit(OVERHEAT_VALUE) : 0;
  let exempt = 0;
  if (s.dispatch) {
    if (s.dispatch.mode === 'jam') forced |= valueBit(s.dispatch.value);
    else exempt |= valueBit(s.dispatch.value);
  }
  return { noJams: effect === 'well-oiled', forced, exempt };
}

/** Runs step 3 up to the first decision: fills s.winners and s.queue. */
export function resolveRound(s: GearsState, events: EventSink): void {
  const n = s.players;
  const effect = currentEffect(s);
  if (effect !== 'blackout') exchangeMulticolour(s, events);
  else coverEffect(s, 'blackout');
  if (effect === 'well-oiled') coverEffect(s, 'well-oiled');

  const table = s.table as PlacedGear[];
  const values: number[] = [];
  let greys = 0; // bit per seat
  for (let p = 0; p < n; p++) {
    const g = table[p] as PlacedGear;
    values.push(g.value);
    if (g.gear === 'grey') greys |= 1 << p;
  }
  const jammed = jamMask(values, greys, modifiersOf(s)); // bit per seat
  const won = winnerMask(currentRule(s), values, jammed); // bit per seat

  // One jam event per jammed value, low to high (built only when somebody reads events).
  let jammedValues = 0;
  for (let p = 0; p < n; p++) if ((jammed >> p) & 1) jammedValues |= valueBit(values[p] as number);
  if (effect === 'overheat' && jammedValues & valueBit(OVERHEAT_VALUE)) coverEffect(s, 'overheat');
  if (events && jammedValues !== 0) {
    for (let v = 1; v <= 4; v++) {
      if (!(jammedValues & valueBit(v))) continue;
      const seats: PlayerId[] = [];
      let grey: PlayerId | null = null;
      for (let p = 0; p < n; p++) {
        if (values[p] !== v) continue;
        if ((jammed >> p) & 1) seats.push(p);
        else if ((greys >> p) & 1) grey = p;
      }
      events.push(grey === null ? { type: 'jam', seats, value: v } : { type: 'jam', seats, value: v, grey });
    }
  }
  const winners = seatsOf(won);
  events?.push({ type: 'round-winner', seats: winners });
  s.winners = winners;
  if (won !== 0) {
    const card = currentCardId(s);
    const shift = shiftOf(s.round);
    for (let p = 0; p < n; p++) if ((won >> p) & 1) coverWin(s, (table[p] as PlacedGear).gear, card, shift);
  }

  const queue: Pending[] = [];
  // Blue gears that did not win bring a gear back, clockwise from the token holder.
  for (let k = 0; k < n; k++) {
    const p = clockwise(s.token, k, n);
    if ((table[p] as PlacedGear).gear === 'blue' && !(won & (1 << p)) && s.discards[p] !== 0) queue.push({ kind: 'blue-return', seat: p });
  }
  // Winners enter codes, clockwise from the token holder.
  for (let k = 0; k < n; k++) {
    const p = clockwise(s.token, k, n);
    if (won & (1 << p)) {
      queue.push({
        kind: 'code-entry',
        seat: p,
        via: 'win',
        left: effect === 'overtime' ? OVERTIME_ENTRIES : 1,
        done: 0,
        masterKey: effect === 'master-key',
      });
    }
  }
  // A night Codebreaker who did not win may enter one code matching their own gear.
  for (let k = 0; k < n; k++) {
    const p = clockwise(s.token, k, n);
    if (won & (1 << p) || !nightCodebreaker(s, p)) continue;
    const gear = s.table[p] as PlacedGear;
    if (s.codes[p]?.some((c) => c.status === 'open' && matches(c, gear))) {
      queue.push({ kind: 'code-entry', seat: p, via: 'codebreaker', left: 1, done: 0, masterKey: false });
    }
  }
  s.queue = queue;
}
