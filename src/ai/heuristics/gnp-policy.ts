// Gear & Piston: a value, in rough points, for every kind of move a seat may make. The playout
// policy plays the best of them with a little noise; the evaluation counts the tokens a seat has
// placed but not yet resolved with the same token values, so a one-ply search sees what a
// placement is for.
import type { PlayerId } from '../../engine/core/types';
import { workshopOps } from '../../engine/gear-and-piston/flow';
import { HOUSE_RULES } from '../../engine/gear-and-piston/house-rules';
import { partSpec } from '../../engine/gear-and-piston/parts';
import type { Cell, GnpMove, GnpState, PartId } from '../../engine/gear-and-piston/types';
import { BACK_ALLEY, JUNK_YARD, PATENT_OFFICE, WORKSHOP } from '../../engine/gear-and-piston/types';
import { sideCells } from '../../engine/gear-and-piston/car-grid';
import { buildValue, investorGain, memoOf, type Needs, needsOf, partWant, without } from './gnp-plan';
import { GNP_TUNING as T } from './gnp-tuning';

/** What one decision needs to know about its actor; the rest is worked out once, when first asked. */
export interface Actor {
  seat: PlayerId;
  needs: Needs;
  outlook: { buildable: number; room: number } | null;
  /** pendingFrom(s), once asked. */
  from: readonly number[] | null;
}

export function actorOf(s: GnpState, seat: PlayerId): Actor {
  return { seat, needs: needsOf(s.seats[seat] as (typeof s.seats)[number], seat), outlook: null, from: null };
}

/** Location index by name, without a search through LOCATIONS. */
const LOC_INDEX: Record<string, number> = { 'back-alley': 0, 'patent-office': 1, 'junk-yard': 2, workshop: 3 };
const GAIN_LOCATIONS = [BACK_ALLEY, PATENT_OFFICE, JUNK_YARD] as const;

function wantsDescending(s: GnpState, needs: Needs, display: readonly (PartId | null)[], out: number[]): number[] {
  out.length = 0;
  for (const part of display) if (part !== null) out.push(partWant(s, needs, part));
  return out.sort((a, b) => b - a);
}

/**
 * A display's wants, best first, kept in the needs' memo beside the display array they were taken of:
 * playouts ask at every step while neither changed (a planning phase changes no hand or display,
 * and the engine copies a display only when it changes).
 */
function newWants(s: GnpState, needs: Needs): number[] {
  const memo = memoOf(needs);
  if (memo.newFor !== s.newDisplay) {
    wantsDescending(s, needs, s.newDisplay, memo.newWants);
    memo.newFor = s.newDisplay;
  }
  return memo.newWants;
}

function junkWants(s: GnpState, needs: Needs): number[] {
  const memo = memoOf(needs);
  if (memo.junkFor !== s.junkDisplay) {
    wantsDescending(s, needs, s.junkDisplay, memo.junkWants);
    memo.junkFor = s.junkDisplay;
  }
  return memo.junkWants;
}

/** Blueprints in hand worth building, and parts the seat's unresolved tokens will still bring. */
function handOutlook(s: GnpState, a: Actor, from: readonly number[]): { buildable: number; room: number } {
  const seat = s.seats[a.seat] as (typeof s.seats)[number];
  const memo = memoOf(a.needs);
  if (memo.buildable < 0) {
    let buildable = 0;
    for (const part of seat.hand) if (partWant(s, without(a.needs, part), part) > 0) buildable++;
    memo.buildable = buildable;
  }
  let gains = 0;
  for (const loc of GAIN_LOCATIONS) {
    const queue = s.queues[loc] as PlayerId[];
    for (let i = from[loc] as number; i < queue.length; i++) if (queue[i] === a.seat) gains += loc === JUNK_YARD ? 2 : 1;
  }
  const room = HOUSE_RULES.handLimit - seat.hand.length;
  return { buildable: memo.buildable + Math.min(gains, room), room: room - gains };
}

const FROM_START: readonly number[] = [0, 0, 0, 0];
const FROM_DONE: readonly number[] = [Infinity, Infinity, Infinity, Infinity];

/** First unresolved queue index of each location at this point of the round (Infinity: resolved). */
export function pendingFrom(s: GnpState): readonly number[] {
  if (s.phase === 'plan' || s.phase === 'discard') return FROM_START;
  const current = LOC_INDEX[s.phase] ?? -1;
  if (current < 0) return FROM_DONE;
  const from = [0, 0, 0, 0];
  for (let loc = 0; loc < 4; loc++) from[loc] = loc < current ? Number.POSITIVE_INFINITY : loc === current ? s.cursor + 1 : 0;
  return from;
}

/** Operations of the Workshop token at queue `index`; a token still to be placed brings its placing position's. */
function allowanceAt(s: GnpState, index: number): number {
  return s.workshopAllowance[index] ?? workshopOps(index);
}

/** What a token at queue `index` of `loc` is worth to the actor (placing one: index = queue length). */
export function tokenValue(s: GnpState, a: Actor, loc: number, index: number, from: readonly number[]): number {
  a.outlook ??= handOutlook(s, a, from);
  const { buildable, room } = a.outlook;
  switch (loc) {
    case WORKSHOP: {
      const queue = s.queues[WORKSHOP] as PlayerId[];
      let myOps = 0;
      for (let i = from[WORKSHOP] as number; i < queue.length && i < index; i++) if (queue[i] === a.seat) myOps += allowanceAt(s, i);
      const useful = Math.min(allowanceAt(s, index), buildable - myOps);
      return useful > 0 ? useful * T.opWorth : -0.5;
    }
    case PATENT_OFFICE: {
      if (room <= 0) return -1;
      // Tokens ahead of this one take the best parts of the display first.
      const wants = newWants(s, a.needs);
      const ahead = Math.max(0, index - (from[PATENT_OFFICE] as number));
      return T.takeShare * Math.max(T.blindWant, wants[ahead] ?? Number.NEGATIVE_INFINITY);
    }
    case JUNK_YARD: {
      if (room <= 0) return -1;
      const wants = junkWants(s, a.needs);
      const ahead = 2 * Math.max(0, index - (from[JUNK_YARD] as number));
      const first = Math.max(T.blindWant, wants[ahead] ?? Number.NEGATIVE_INFINITY);
      const second = room >= 2 ? Math.max(T.blindWant, wants[ahead + 1] ?? Number.NEGATIVE_INFINITY) : 0;
      return T.takeShare * (first + second);
    }
    default:
      return (room > 0 ? 2 * T.takeShare * T.blindWant : 0) - T.lockCost;
  }
}

function swapValue(s: GnpState, a: Actor, part: PartId, old: Cell): number {
  if (old === null) return -5;
  const n = partSpec(part);
  const o = partSpec(old);
  return o.volatility - n.volatility + T.investorPull * (investorGain(s, a.needs.facts, part) - investorGain(s, a.needs.facts, old));
}

function bestSwap(s: GnpState, a: Actor): number {
  const seat = s.seats[a.seat] as (typeof s.seats)[number];
  let best = Number.NEGATIVE_INFINITY;
  for (const side of ['front', 'back', 'joined'] as const) {
    const cells = sideCells(seat.car, side);
    if (cells === null) continue;
    for (const cell of cells) {
      if (cell === null) continue;
      for (const part of seat.hand) {
        const n = partSpec(part);
        const o = partSpec(cell);
        if (n.type === o.type && n.colour === o.colour && n.rowIndex === o.rowIndex && part !== cell) {
          best = Math.max(best, swapValue(s, a, part, cell));
        }
      }
    }
  }
  return best;
}

/** The value of one legal move for its actor, in rough points. */
export function moveValue(s: GnpState, a: Actor, move: GnpMove): number {
  const seat = s.seats[a.seat] as (typeof s.seats)[number];
  switch (move.type) {
    case 'place': {
      const loc = LOC_INDEX[move.location] as number;
      a.from ??= pendingFrom(s);
      return tokenValue(s, a, loc, (s.queues[loc] as PlayerId[]).length, a.from);
    }
    case 'discard':
      return -partWant(s, without(a.needs, move.part), move.part) - 0.5;
    case 'keep-hand':
      return 0;
    case 'black-market':
      return seat.hand.length < HOUSE_RULES.handLimit ? 2 * T.takeShare * T.blindWant : -1;
    case 'espionage': {
      if (seat.hand.length >= HOUSE_RULES.handLimit) return -1;
      let best = 0;
      for (const part of (s.seats[move.target] as typeof seat).hand) best = Math.max(best, partWant(s, a.needs, part));
      return T.takeShare * best + 0.3; // taking it from a rival also costs them
    }
    case 'union-muscle': {
      // Acting one place earlier: a better pick of the display for one's own token; a rival's
      // token moved ahead is a small gift to them.
      return (s.queues[LOC_INDEX[move.location] as number] as PlayerId[])[move.index] === a.seat ? 0.4 : -0.3;
    }
    case 'keep-part':
    case 'steal':
      return partWant(s, a.needs, move.part);
    case 'take-display': {
      const part = (s.phase === 'junk-yard' ? s.junkDisplay : s.newDisplay)[move.slot];
      return part ? partWant(s, a.needs, part) : -5;
    }
    case 'take-blind':
      return T.blindWant;
    case 'stop-junk':
      return 0.2;
    case 'build':
      return buildValue(s, seat, a.needs, move.part, move.side, move.col);
    case 'upgrade':
      return bestSwap(s, a) - 0.3;
    case 'swap': {
      const cells = sideCells(seat.car, move.side);
      return cells ? swapValue(s, a, move.part, cells[move.col * 2 + (move.row === 'top' ? 0 : 1)] ?? null) : -5;
    }
    case 'finish-upgrade':
      return 0;
    case 'dismantle':
      return -2;
    case 'join':
      return -3;
    case 'end-workshop':
      return 0.1;
  }
}
