// Back Alley (location 2, §5.1): Black Market, Espionage, Union Muscle, or nothing. The token
// is locked afterwards (flow.finishLocation). Hand limit: a full hand keeps or takes nothing.
import type { PlayerId } from '../core/types';
import type { Draft } from './draft';
import { afterToken, handFull } from './flow';
import { HOUSE_RULES } from './house-rules';
import { ALLEY_PASS, BLACK_MARKET, ESPIONAGE, KEEP_PART, STEAL, unionMuscleMove } from './move-table';
import { partIndex } from './parts';
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
import { BACK_ALLEY, LOCATIONS } from './types';

/** Tokens the seat may push to the front with Union Muscle: [location, queue index] pairs. */
function unionMuscleTargets(s: GnpState, seat: PlayerId, visit: (location: number, index: number) => void): void {
  for (let loc = BACK_ALLEY + 1; loc < LOCATIONS.length; loc++) {
    const queue = s.queues[loc] as PlayerId[];
    for (let i = 1; i < queue.length; i++) {
      if (!HOUSE_RULES.unionMuscleOwnTokenOnly || queue[i] === seat) visit(loc, i);
    }
  }
}

export const backAlley: Question = {
  moves(s, seat, out) {
    out.push(BLACK_MARKET);
    for (let t = 0; t < s.players; t++) if (t !== seat) out.push(ESPIONAGE[t] as GnpMove);
    unionMuscleTargets(s, seat, (loc, i) => out.push(unionMuscleMove(loc, i)));
    if (HOUSE_RULES.backAlleyMayPass) out.push(ALLEY_PASS);
  },
  check(s, seat, move) {
    switch (move.type) {
      case 'black-market':
        return;
      case 'alley-pass':
        if (!HOUSE_RULES.backAlleyMayPass) refuse('must-act', 'A Back Alley token must take one of the three actions.');
        return;
      case 'espionage':
        if (!Number.isInteger(move.target) || move.target < 0 || move.target >= s.players || move.target === seat) {
          refuse('bad-target', 'Espionage must name another player at the table.');
        }
        return;
      case 'union-muscle': {
        const loc = LOCATIONS.indexOf(move.location as Location);
        let ok = false;
        unionMuscleTargets(s, seat, (l, i) => {
          if (l === loc && i === move.index) ok = true;
        });
        if (!ok) {
          refuse(
            'bad-token',
            'Union Muscle moves one of your own tokens that stands behind the front of the Patent Office, Junk Yard or Workshop queue.',
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
    else if (move.type === 'union-muscle') {
      const loc = LOCATIONS.indexOf(move.location);
      const queue = d.queue(loc);
      const [token] = queue.splice(move.index, 1);
      queue.unshift(token as PlayerId);
      d.emit({ type: 'union-muscle', player: seat, location: move.location, from: move.index, to: 0 });
      afterToken(d);
    } else {
      d.emit({ type: 'alley-pass', player: seat });
      afterToken(d);
    }
  },
};

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
    gainToHand(d, seat, step.drawn[keep] as PartId, step.drawnKnown[keep] as number, blackMarketPlace(seat));
    const rest = step.drawn.filter((_, i) => i !== keep);
    const restKnown = step.drawnKnown.filter((_, i) => i !== keep);
    returnLeftovers(d, seat, rest, restKnown);
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
    const { part } = takeFromHand(d, target, index);
    // Onlookers cannot tell which blueprint changed hands: what they knew of the victim's hand is void.
    const pair = bit(seat) | bit(target);
    const victim = d.hand(target);
    for (let i = 0; i < victim.handKnown.length; i++) victim.handKnown[i] = (victim.handKnown[i] as number) & pair;
    gainToHand(d, seat, part, pair, handPlace(target));
    d.emit({ type: 'steal', player: seat, target });
    afterToken(d);
  },
};
