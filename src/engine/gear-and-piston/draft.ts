// Copy-on-write editing of a GnpState. A Draft starts as a shallow copy of the state and copies each
// nested array or object the first time a rule changes it, so apply() never touches its input and
// never clones what it does not change.
import { Rng } from '../core/rng';
import type { GameEvent, PlayerId } from '../core/types';
import type { Car, Cell, GnpState, PartId, Seat, Side } from './types';

/** Bits of Draft.own: which top-level arrays this draft already copied. */
const Own = {
  Seats: 1,
  NewStack: 2,
  JunkStack: 4,
  NewDisplay: 8,
  JunkDisplay: 16,
  NewDiscard: 32,
  JunkDiscard: 64,
  Queues: 128,
  Allowance: 256,
} as const;

export class Draft {
  readonly s: GnpState;
  readonly events: GameEvent[] = [];
  private own = 0;
  private seatOwn = 0;
  private handOwn = 0;
  private carOwn = 0;
  private frontOwn = 0;
  private backOwn = 0;
  private queueOwn = 0;
  private generator: Rng | null = null;

  constructor(state: GnpState) {
    this.s = copyState(state);
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  rng(): Rng {
    if (this.generator === null) this.generator = Rng.from(this.s.rng);
    return this.generator;
  }

  /** The finished state: the generator's state goes back into it. */
  done(): GnpState {
    if (this.generator !== null) this.s.rng = this.generator.state;
    return this.s;
  }

  seat(i: PlayerId): Seat {
    if (!(this.own & Own.Seats)) {
      this.s.seats = this.s.seats.slice();
      this.own |= Own.Seats;
    }
    const bit = 1 << i;
    if (!(this.seatOwn & bit)) {
      this.s.seats[i] = copySeat(this.s.seats[i] as Seat);
      this.seatOwn |= bit;
    }
    return this.s.seats[i] as Seat;
  }

  /** The seat with its own copies of hand and handKnown. */
  hand(i: PlayerId): Seat {
    const seat = this.seat(i);
    const bit = 1 << i;
    if (!(this.handOwn & bit)) {
      seat.hand = seat.hand.slice();
      seat.handKnown = seat.handKnown.slice();
      this.handOwn |= bit;
    }
    return seat;
  }

  car(i: PlayerId): Car {
    const seat = this.seat(i);
    const bit = 1 << i;
    if (!(this.carOwn & bit)) {
      seat.car = { ...seat.car };
      this.carOwn |= bit;
    }
    return seat.car;
  }

  /** A writable array of cells for one side of a seat's car ('joined' and 'front' share storage). */
  cells(i: PlayerId, side: Side): Cell[] {
    const car = this.car(i);
    const bit = 1 << i;
    if (side === 'back') {
      if (!(this.backOwn & bit)) {
        car.back = car.back.slice();
        this.backOwn |= bit;
      }
      return car.back;
    }
    if (!(this.frontOwn & bit)) {
      car.front = car.front.slice();
      this.frontOwn |= bit;
    }
    return car.front;
  }

  /** Replace a seat's whole car (joining, scrap completion); later edits copy again. */
  setCar(i: PlayerId, car: Car): void {
    const seat = this.seat(i);
    seat.car = car;
    const keep = ~(1 << i);
    this.carOwn &= keep;
    this.frontOwn &= keep;
    this.backOwn &= keep;
  }

  newStack(): GnpState {
    if (!(this.own & Own.NewStack)) {
      this.s.newStack = this.s.newStack.slice();
      this.s.newStackKnown = this.s.newStackKnown.slice();
      this.own |= Own.NewStack;
    }
    return this.s;
  }

  junkStack(): PartId[] {
    if (!(this.own & Own.JunkStack)) {
      this.s.junkStack = this.s.junkStack.slice();
      this.own |= Own.JunkStack;
    }
    return this.s.junkStack;
  }

  newDisplay(): (PartId | null)[] {
    if (!(this.own & Own.NewDisplay)) {
      this.s.newDisplay = this.s.newDisplay.slice();
      this.own |= Own.NewDisplay;
    }
    return this.s.newDisplay;
  }

  junkDisplay(): (PartId | null)[] {
    if (!(this.own & Own.JunkDisplay)) {
      this.s.junkDisplay = this.s.junkDisplay.slice();
      this.own |= Own.JunkDisplay;
    }
    return this.s.junkDisplay;
  }

  newDiscard(): PartId[] {
    if (!(this.own & Own.NewDiscard)) {
      this.s.newDiscard = this.s.newDiscard.slice();
      this.own |= Own.NewDiscard;
    }
    return this.s.newDiscard;
  }

  junkDiscard(): PartId[] {
    if (!(this.own & Own.JunkDiscard)) {
      this.s.junkDiscard = this.s.junkDiscard.slice();
      this.own |= Own.JunkDiscard;
    }
    return this.s.junkDiscard;
  }

  queue(location: number): PlayerId[] {
    if (!(this.own & Own.Queues)) {
      this.s.queues = this.s.queues.slice();
      this.own |= Own.Queues;
    }
    const bit = 1 << location;
    if (!(this.queueOwn & bit)) {
      this.s.queues[location] = (this.s.queues[location] as PlayerId[]).slice();
      this.queueOwn |= bit;
    }
    return this.s.queues[location] as PlayerId[];
  }

  /** The Workshop tokens' operations, in queue order (moves with queues[WORKSHOP]). */
  allowance(): number[] {
    if (!(this.own & Own.Allowance)) {
      this.s.workshopAllowance = this.s.workshopAllowance.slice();
      this.own |= Own.Allowance;
    }
    return this.s.workshopAllowance;
  }

  /** Empty a location's queue (its tokens left the board). */
  clearQueue(location: number): void {
    if (!(this.own & Own.Queues)) {
      this.s.queues = this.s.queues.slice();
      this.own |= Own.Queues;
    }
    this.s.queues[location] = [];
    this.queueOwn |= 1 << location;
  }
}

// Explicit field lists instead of object spread: every apply() copies the state once, and a literal
// with a fixed shape is several times cheaper than a spread in V8.
function copyState(s: GnpState): GnpState {
  return {
    players: s.players,
    round: s.round,
    phase: s.phase,
    actor: s.actor,
    step: s.step,
    cursor: s.cursor,
    firstPlayer: s.firstPlayer,
    lastWorkshopPlacer: s.lastWorkshopPlacer,
    queues: s.queues,
    workshopAllowance: s.workshopAllowance,
    newStack: s.newStack,
    newStackKnown: s.newStackKnown,
    junkStack: s.junkStack,
    newDisplay: s.newDisplay,
    junkDisplay: s.junkDisplay,
    newDiscard: s.newDiscard,
    junkDiscard: s.junkDiscard,
    investors: s.investors,
    seats: s.seats,
    endTriggers: s.endTriggers,
    final: s.final,
    rng: s.rng,
  };
}

function copySeat(seat: Seat): Seat {
  return {
    hand: seat.hand,
    handKnown: seat.handKnown,
    car: seat.car,
    locked: seat.locked,
    placed: seat.placed,
    volatility: seat.volatility,
  };
}
