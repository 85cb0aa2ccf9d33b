// Back Alley (location 2, §5.1): exactly one of Black Market, Espionage and Union Muscle ("one of the
// following three"; there is no passing). The token is locked afterwards (flow.finishLocation). A
// choice is offered whenever it can be named and is carried out as far as it can be: an empty New
// stack draws nothing, a spied empty hand gives nothing, a full hand keeps or takes nothing. Union
// Muscle needs a token to move, and Black Market and Espionage can always be named.
import type { PlayerId } from '../core/types';
import type { Draft } from './draft';
import { afterToken, handFull } from './flow';
import { HOUSE_RULES } from './house-rules';
import { BLACK_MARKET, ESPIONAGE, KEEP_PART, STEAL, unionMuscleMove } from './move-table';
import { partIndex, partSpec } from './parts';
import { notOffered, type Question, refuse } from './question';
import {
  bit,
  blackMarketPlace,
  gainToHand,
  handIndex,
  handPlace,
  moveTile,
  NEW_STACK,
  popNew,
  takeFromHand,
} from './tiles';
import type { GnpMove, GnpState, Location, PartId, Seat } from './types';
import { BACK_ALLEY, LOCATIONS, WORKSHOP } from './types';

/**
 * Tokens Union Muscle may move: any token, whoever owns it, in another location (Patent Office, Junk
 * Yard, Workshop: "move an Action Token ahead in another location") that has a place ahead of it.
 */
function unionMuscleTargets(s: GnpState, visit: (location: number, index: number) => void): void {
  for (let loc = BACK_ALLEY + 1; loc < LOCATIONS.length; loc++) {
    const queue = s.queues[loc] as PlayerId[];
    for (let i = 1; i < queue.length; i++) visit(loc, i);
  }
}

export const backAlley: Question = {
  moves(s, seat, out) {
    out.push(BLACK_MARKET);
    for (let t = 0; t < s.players; t++) if (t !== seat) out.push(ESPIONAGE[t] as GnpMove);
    unionMuscleTargets(s, (loc, i) => out.push(unionMuscleMove(loc, i)));
  },
  check(s, seat, move) {
    switch (move.type) {
      case 'black-market':
        return;
      case 'espionage':
        if (!Number.isInteger(move.target) || move.target < 0 || move.target >= s.players || move.target === seat) {
          refuse('bad-target', 'Espionage must name another player at the table.');
        }
        return;
      case 'union-muscle': {
        const loc = LOCATIONS.indexOf(move.location as Location);
        let ok = false;
        unionMuscleTargets(s, (l, i) => {
          if (l === loc && i === move.index) ok = true;
        });
        if (!ok) {
          refuse(
            'bad-token',
            'Union Muscle moves a token that has a place ahead of it in the Patent Office, Junk Yard or Workshop queue.',
          );
        }
        return;
      }
      default:
        notOffered(s, move);
    }
  },
  resolve(d, move) {
    const seat = d.s.actor as PlayerId;
    if (move.type === 'black-market') blackMarket(d, seat);
    else if (move.type === 'espionage') espionage(d, seat, move.target);
    else if (move.type === 'union-muscle') unionMuscle(d, seat, LOCATIONS.indexOf(move.location), move.index);
  },
};

/**
 * Union Muscle: the token moves HOUSE_RULES.unionMusclePlaces places ahead (never past the
 * front); the tokens it passes keep their order. In the Workshop its allowance moves with it: acting
 * earlier does not change what the token was placed to bring (§5.4).
 */
function unionMuscle(d: Draft, seat: PlayerId, loc: number, from: number): void {
  const to = Math.max(0, from - HOUSE_RULES.unionMusclePlaces);
  const queue = d.queue(loc);
  const [token] = queue.splice(from, 1);
  queue.splice(to, 0, token as PlayerId);
  if (loc === WORKSHOP) {
    const allowance = d.allowance();
    const [ops] = allowance.splice(from, 1);
    allowance.splice(to, 0, ops as number);
  }
  d.emit({ type: 'union-muscle', player: seat, owner: token as PlayerId, location: LOCATIONS[loc], from, to });
  afterToken(d);
}

/** Draw the top 3 New parts and look at them; keep one unless the hand is full (§5.1.1). */
function blackMarket(d: Draft, seat: PlayerId): void {
  const drawn: PartId[] = [];
  const drawnKnown: number[] = [];
  for (let k = 0; k < HOUSE_RULES.blackMarketDraw; k++) {
    const top = popNew(d);
    if (top === null) break;
    drawn.push(top.part);
    drawnKnown.push(top.known | bit(seat));
    moveTile(d, top.part, NEW_STACK, blackMarketPlace(seat), top.known | bit(seat));
  }
  d.emit({ type: 'black-market', player: seat, drawn: drawn.length });
  if (drawn.length === 0 || handFull(d.s.seats[seat] as Seat)) {
    returnLeftovers(d, seat, drawn, drawnKnown);
    afterToken(d);
    return;
  }
  d.s.step = { kind: 'black-market', drawn, drawnKnown };
}

/** the parts not kept go face down under the New stack, in draw order. */
function returnLeftovers(d: Draft, seat: PlayerId, parts: PartId[], known: number[]): void {
  const s = d.newStack();
  parts.forEach((part, i) => {
    const k = known[i] as number;
    if (HOUSE_RULES.blackMarketLeftovers === 'bottom') {
      s.newStack.splice(i, 0, part);
      s.newStackKnown.splice(i, 0, k);
    } else {
      s.newStack.push(part);
      s.newStackKnown.push(k);
    }
    moveTile(d, part, blackMarketPlace(seat), NEW_STACK, k);
  });
}

export const keepFromBlackMarket: Question = {
  moves(s, _seat, out) {
    if (s.step.kind !== 'black-market') return;
    for (const part of s.step.drawn) out.push(KEEP_PART[partIndex(part)] as GnpMove);
  },
  check(s, _seat, move) {
    if (move.type !== 'keep-part' || s.step.kind !== 'black-market') notOffered(s, move);
    if (!s.step.drawn.includes(move.part)) refuse('not-drawn', `${String(move.part)} is not among the parts you drew.`);
  },
  resolve(d, move) {
    const seat = d.s.actor as PlayerId;
    const step = d.s.step as Extract<GnpState['step'], { kind: 'black-market' }>;
    const keep = step.drawn.indexOf((move as Extract<GnpMove, { type: 'keep-part' }>).part);
    // Onlookers cannot tell which part was kept (as with Espionage's theft): what they knew of the
    // drawn parts is void, in the hand and under the stack — unless only one was drawn, which they
    // then know went to the drawer's hand.
    const only = step.drawn.length === 1;
    const mine = bit(seat);
    gainToHand(d, seat, step.drawn[keep] as PartId, only ? (step.drawnKnown[keep] as number) : mine, blackMarketPlace(seat));
    const rest = step.drawn.filter((_, i) => i !== keep);
    returnLeftovers(d, seat, rest, rest.map(() => mine));
    afterToken(d);
  },
};

/** Look at another player's blueprints and take one of them (§5.1.2). The spy remembers them. */
function espionage(d: Draft, seat: PlayerId, target: PlayerId): void {
  d.emit({ type: 'espionage', player: seat, target });
  const victim = d.s.seats[target] as Seat;
  if (victim.hand.length > 0) {
    const spied = d.hand(target);
    for (let i = 0; i < spied.handKnown.length; i++) spied.handKnown[i] = (spied.handKnown[i] as number) | bit(seat);
    d.emit({ type: 'reveal-hand', player: seat, target, parts: spied.hand.slice(), visibleTo: [seat] });
  }
  if (victim.hand.length === 0 || handFull(d.s.seats[seat] as Seat)) {
    afterToken(d);
    return;
  }
  d.s.step = { kind: 'espionage', target };
}

export const stealBlueprint: Question = {
  moves(s, _seat, out) {
    if (s.step.kind !== 'espionage') return;
    for (const part of (s.seats[s.step.target] as Seat).hand) out.push(STEAL[partIndex(part)] as GnpMove);
  },
  check(s, _seat, move) {
    if (move.type !== 'steal' || s.step.kind !== 'espionage') notOffered(s, move);
    if (handIndex((s.seats[s.step.target] as Seat).hand, move.part) < 0) {
      refuse('not-in-their-hand', `${String(move.part)} is not among the spied blueprints.`);
    }
  },
  resolve(d, move) {
    const seat = d.s.actor as PlayerId;
    const target = (d.s.step as Extract<GnpState['step'], { kind: 'espionage' }>).target;
    const index = (d.s.seats[target] as Seat).hand.indexOf((move as Extract<GnpMove, { type: 'steal' }>).part);
    const only = (d.s.seats[target] as Seat).hand.length === 1;
    const { part, known } = takeFromHand(d, target, index);
    // Onlookers cannot tell which blueprint changed hands: what they knew of the victim's hand is
    // void — unless it held just one, which they then know went to the spy.
    const pair = bit(seat) | bit(target);
    const victim = d.hand(target);
    for (let i = 0; i < victim.handKnown.length; i++) victim.handKnown[i] = (victim.handKnown[i] as number) & pair;
    // Nor from where in the hand: the gap would show which of two backs alike was taken. The rest
    // close up New parts first, then Junk, each in its order — the same whichever was taken.
    sortBySection(victim.hand, victim.handKnown);
    gainToHand(d, seat, part, only ? known | pair : pair, handPlace(target));
    d.emit({ type: 'steal', player: seat, target });
    afterToken(d);
  },
};

/** New parts before Junk parts, each kind keeping its order; the knowledge moves with its part. */
function sortBySection(hand: PartId[], known: number[]): void {
  const order = hand.map((_, i) => i);
  const junk = (i: number) => (partSpec(hand[i] as PartId).section === 'junk' ? 1 : 0);
  order.sort((a, b) => junk(a) - junk(b) || a - b);
  const parts = order.map((i) => hand[i] as PartId);
  const bits = order.map((i) => known[i] as number);
  hand.splice(0, hand.length, ...parts);
  known.splice(0, known.length, ...bits);
}
