// Phase I (placing tokens one at a time, §4) and step II.1b (the optional discard of one blueprint).
import type { PlayerId } from '../core/types';
import type { Draft } from './draft';
import { afterDiscard, nextPlanner, spacesAt, workshopOps } from './flow';
import { DISCARD, KEEP_HAND, PLACE } from './move-table';
import { partIndex } from './parts';
import { notOffered, type Question, refuse } from './question';
import { handIndex, handPlace, takeFromHand, toDiscard } from './tiles';
import type { GnpMove, GnpState, Location, Seat } from './types';
import { LOCATIONS, WORKSHOP } from './types';

const locationIndex = (location: unknown): number => LOCATIONS.indexOf(location as Location);

/** Place one available token on the lowest free space of a location of your choice. */
export const placeToken: Question = {
  moves(s, _seat, out) {
    for (let loc = 0; loc < LOCATIONS.length; loc++) {
      if ((s.queues[loc] as PlayerId[]).length < spacesAt(s.players, loc)) out.push(PLACE[loc] as GnpMove);
    }
  },
  check(s, _seat, move) {
    if (move.type !== 'place') notOffered(s, move);
    const loc = locationIndex(move.location);
    if (loc < 0) refuse('unknown-location', `There is no location called '${String(move.location)}'.`);
    if ((s.queues[loc] as PlayerId[]).length >= spacesAt(s.players, loc)) {
      refuse('location-full', `Every space of the ${LOCATIONS[loc]} is taken.`);
    }
  },
  resolve(d, move) {
    const s = d.s;
    const seat = s.actor as PlayerId;
    const loc = locationIndex((move as Extract<GnpMove, { type: 'place' }>).location);
    const queue = d.queue(loc);
    queue.push(seat);
    d.seat(seat).placed++;
    if (loc === WORKSHOP) {
      // The allowance belongs to the order of placing (§5.4): the first token placed brings 3.
      d.allowance().push(workshopOps(queue.length - 1));
      s.lastWorkshopPlacer = seat;
    }
    d.emit({ type: 'place-token', player: seat, location: LOCATIONS[loc], space: queue.length - 1 });
    nextPlanner(d);
  },
};

/** Between planning and resolution you may discard ONE blueprint face up (§4 II.1b). */
export const discardBlueprint: Question = {
  moves(s: GnpState, seat, out) {
    for (const part of (s.seats[seat] as Seat).hand) out.push(DISCARD[partIndex(part)] as GnpMove);
    out.push(KEEP_HAND);
  },
  check(s, seat, move) {
    if (move.type === 'keep-hand') return;
    if (move.type !== 'discard') notOffered(s, move);
    if (handIndex((s.seats[seat] as Seat).hand, move.part) < 0) {
      refuse('not-in-hand', `${String(move.part)} is not one of your blueprints.`);
    }
  },
  resolve(d: Draft, move) {
    const seat = d.s.actor as PlayerId;
    if (move.type === 'discard') {
      const { part } = takeFromHand(d, seat, (d.s.seats[seat] as Seat).hand.indexOf(move.part));
      toDiscard(d, part, handPlace(seat));
    } else d.emit({ type: 'keep-hand', player: seat });
    afterDiscard(d);
  },
};
