// The round (§4): planning, the adjust/discard step, the four locations in board order, the refresh,
// the end checks (§9, A-24: at the refresh when a stack cannot refill a location; the moment a car is
// completed, from workshop.ts) and the end of the game (§10, §11). After every decision the flow
// moves on by itself until someone owes the next decision, skipping turns that have no choice in them.
import type { PlayerId } from '../core/types';
import { carVolatility, isCompleteWithoutScrap } from './car-checks';
import { joinedCells, partCount } from './car-grid';
import type { Draft } from './draft';
import { completeWithScrap } from './scrap';
import { scoreCar } from './scoring';
import { HOUSE_RULES, type RefreshReading } from './house-rules';
import { displayPlace, refillSlot, toDiscard } from './tiles';
import type { Car, EndTrigger, Location, PartId, Section, Seat, Step } from './types';
import { BACK_ALLEY, LOCATIONS, PATENT_OFFICE, SECTIONS, WORKSHOP } from './types';

export const PLACE_STEP: Step = { kind: 'place' };
export const DISCARD_STEP: Step = { kind: 'discard' };
export const ALLEY_STEP: Step = { kind: 'alley' };
export const PATENT_STEP: Step = { kind: 'patent' };
export const NO_STEP: Step = { kind: 'none' };

const PHASE_OF = ['back-alley', 'patent-office', 'junk-yard', 'workshop'] as const;

/** Spaces a location has at this player count. */
export function spacesAt(players: number, location: number): number {
  const marks = HOUSE_RULES.spaceMarks[LOCATIONS[location] as Location];
  let n = 0;
  for (const m of marks) if (m <= players) n++;
  return n;
}

export const availableTokens = (seat: Seat): number => HOUSE_RULES.actionTokens - seat.locked - seat.placed;

/** Workshop operations of the token placed at this position (§5.4: 3, 2, then 1). */
export function workshopOps(index: number): number {
  const ops = HOUSE_RULES.workshopOperations;
  return ops[Math.min(index, ops.length - 1)] as number;
}

export const handFull = (seat: Seat): boolean => seat.hand.length >= HOUSE_RULES.handLimit;

/** Phase I begins: the first player (or the next seat with a token) places first. */
export function startRound(d: Draft): void {
  const s = d.s;
  for (let i = 0; i < s.players; i++) if ((s.seats[i] as Seat).placed !== 0) d.seat(i).placed = 0;
  s.lastWorkshopPlacer = null;
  s.phase = 'plan';
  s.step = PLACE_STEP;
  s.cursor = 0;
  d.emit({ type: 'round', round: s.round, firstPlayer: s.firstPlayer });
  s.actor = s.firstPlayer;
  if (availableTokens(s.seats[s.firstPlayer] as Seat) === 0) nextPlanner(d);
}

/** After a placement: the next seat clockwise with a token, or the resolution phase. */
export function nextPlanner(d: Draft): void {
  const s = d.s;
  const from = s.actor ?? s.firstPlayer;
  for (let k = 1; k <= s.players; k++) {
    const seat = (from + k) % s.players;
    if (availableTokens(s.seats[seat] as Seat) > 0) {
      s.actor = seat;
      return;
    }
  }
  beginResolution(d);
}

/** Phase II step 1: volatility markers, then the optional discard in turn order. */
function beginResolution(d: Draft): void {
  const s = d.s;
  for (let i = 0; i < s.players; i++) {
    const v = carVolatility((s.seats[i] as Seat).car);
    if (v !== (s.seats[i] as Seat).volatility) {
      d.seat(i).volatility = v;
      d.emit({ type: 'volatility', player: i, value: v });
    }
  }
  s.phase = 'discard';
  s.cursor = 0;
  seekDiscard(d);
}

export function afterDiscard(d: Draft): void {
  d.s.cursor++;
  seekDiscard(d);
}

function seekDiscard(d: Draft): void {
  const s = d.s;
  for (; s.cursor < s.players; s.cursor++) {
    const seat = (s.firstPlayer + s.cursor) % s.players;
    if ((s.seats[seat] as Seat).hand.length > 0) {
      s.actor = seat;
      s.step = DISCARD_STEP;
      return;
    }
  }
  // Step 1c: tokens locked since the previous round come back.
  for (let i = 0; i < s.players; i++) {
    const locked = (s.seats[i] as Seat).locked;
    if (locked > 0) {
      d.seat(i).locked = 0;
      d.emit({ type: 'unlock-tokens', player: i, count: locked });
    }
  }
  enterLocation(d, BACK_ALLEY);
}

function enterLocation(d: Draft, location: number): void {
  d.s.phase = PHASE_OF[location] as (typeof PHASE_OF)[number];
  d.s.cursor = 0;
  seekToken(d);
}

/** The current token's turn is over: on to the next token of this location. */
export function afterToken(d: Draft): void {
  d.s.cursor++;
  seekToken(d);
}

export function currentLocation(d: Draft): number {
  return PHASE_OF.indexOf(d.s.phase as (typeof PHASE_OF)[number]);
}

function seekToken(d: Draft): void {
  const s = d.s;
  const location = currentLocation(d);
  const queue = s.queues[location] as PlayerId[];
  for (; s.cursor < queue.length; s.cursor++) {
    if (openTurn(d, location, queue[s.cursor] as PlayerId)) return;
  }
  finishLocation(d, location);
  if (location < WORKSHOP) enterLocation(d, location + 1);
  else refresh(d);
}

/** Give the token's owner their decision; false when the turn has nothing to decide (§5 hand limit). */
function openTurn(d: Draft, location: number, seat: PlayerId): boolean {
  const s = d.s;
  const owner = s.seats[seat] as Seat;
  if (location === BACK_ALLEY) {
    s.actor = seat;
    s.step = ALLEY_STEP;
    return true;
  }
  if (location === WORKSHOP) {
    if (owner.hand.length === 0 && partCount(owner.car) === 0) return false;
    s.actor = seat;
    s.step = { kind: 'workshop', ops: s.workshopAllowance[s.cursor] as number, upgrading: false, swaps: 0 };
    return true;
  }
  if (handFull(owner)) {
    d.emit({ type: 'wasted', player: seat, location: LOCATIONS[location], why: 'hand-full' });
    return false;
  }
  const display = location === PATENT_OFFICE ? s.newDisplay : s.junkDisplay;
  const stack = location === PATENT_OFFICE ? s.newStack : s.junkStack;
  if (stack.length === 0 && display.every((p) => p === null)) return false;
  s.actor = seat;
  s.step = location === PATENT_OFFICE ? PATENT_STEP : { kind: 'junk', picks: 0 };
  return true;
}

/** Resolved tokens leave the location: locked in the Back Alley area, otherwise back to supply. */
function finishLocation(d: Draft, location: number): void {
  const queue = d.s.queues[location] as PlayerId[];
  if (queue.length === 0) return;
  for (const seat of queue) {
    if (location === BACK_ALLEY) {
      d.seat(seat).locked++;
      d.emit({ type: 'lock-token', player: seat });
    } else d.emit({ type: 'return-token', player: seat, location: LOCATIONS[location] });
  }
  d.clearQueue(location);
  if (location === WORKSHOP) d.allowance().length = 0;
}

/**
 * Phase III: refresh the Patent Office, then the Junk Yard (A-15 decides what a refresh is), and
 * hand over the first player. The game ends at once when a stack cannot refill its location (§9 A).
 */
function refresh(d: Draft): void {
  const s = d.s;
  s.actor = null;
  s.step = NO_STEP;
  for (const section of SECTIONS) {
    if (!refreshLocation(d, section, HOUSE_RULES.refresh)) {
      finishGame(d, ['stack-empty']);
      return;
    }
  }
  if (s.lastWorkshopPlacer !== null && s.lastWorkshopPlacer !== s.firstPlayer) {
    s.firstPlayer = s.lastWorkshopPlacer;
    d.emit({ type: 'first-player', player: s.firstPlayer });
  }
  s.round++;
  startRound(d);
}

/**
 * Refresh one location: 'replace' discards what is left on it first, 'refill' keeps it; then every
 * empty space is dealt from the stack. False, with nothing dealt, when the stack holds fewer tiles
 * than there are empty spaces ("not enough tiles to refill a location": the game ends).
 */
export function refreshLocation(d: Draft, section: Section, reading: RefreshReading): boolean {
  const display = section === 'new' ? d.newDisplay() : d.junkDisplay();
  if (reading === 'replace') {
    for (let slot = 0; slot < display.length; slot++) {
      const part = display[slot] as PartId | null;
      if (part === null) continue;
      display[slot] = null;
      toDiscard(d, part, displayPlace(section, slot));
    }
  }
  let missing = 0;
  for (const part of display) if (part === null) missing++;
  if ((section === 'new' ? d.s.newStack : d.s.junkStack).length < missing) return false;
  for (let slot = 0; slot < display.length; slot++) if (display[slot] === null) refillSlot(d, section, slot);
  return true;
}

/** §9 B, checked the moment a car changes: a complete car of at least twelve parts ends the game. */
export function endsTheGame(car: Car): boolean {
  return partCount(car) >= HOUSE_RULES.endPartCount && isCompleteWithoutScrap(joinedCells(car));
}

/** §10 and §11: join, complete with scrap, score every car; the game is over. */
export function finishGame(d: Draft, triggers: EndTrigger[]): void {
  const s = d.s;
  s.endTriggers = triggers;
  d.emit({ type: 'game-end', triggers });
  const final = [];
  for (let i = 0; i < s.players; i++) {
    const car = (s.seats[i] as Seat).car;
    if (car.seam === null) d.emit({ type: 'join', player: i });
    const before = joinedCells(car);
    const done = completeWithScrap(car);
    for (const part of done.discarded) {
      const at = before.indexOf(part);
      toDiscard(d, part, { zone: 'car', player: i, side: 'joined', col: at >> 1, row: at & 1 ? 'bottom' : 'top' });
    }
    d.setCar(i, done.car);
    done.car.front.forEach((cell, index) => {
      if (cell?.startsWith('S-')) {
        d.emit({ type: 'scrap', player: i, col: index >> 1, row: index & 1 ? 'bottom' : 'top', role: cell.slice(2) });
      }
    });
    const volatility = carVolatility(done.car);
    d.seat(i).volatility = volatility;
    d.emit({ type: 'volatility', player: i, value: volatility });
    final.push(scoreCar(done.car.front, s.investors, done.scrap > 0));
  }
  s.final = final;
  s.phase = 'over';
  s.actor = null;
  s.step = NO_STEP;
  d.emit({ type: 'final-scores', scores: final.map((f) => f.total) });
}
