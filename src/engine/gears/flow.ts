// The round's conveyor: after each decision the flow runs on through automatic steps until
// somebody owes a decision again (or the game ends). Every function works on the apply's draft.
import { Rng } from '../core/rng';
import type { PlayerId } from '../core/types';
import { windowMoves } from './abilities';
import { allEntered, entryAsks, returnGear } from './codes';
import { coverEffect } from './coverage';
import { DAY_ROUNDS, HALF_TURN_TURNS, JOLT_TURNS, ROUNDS } from './data';
import { countGears, nthGear, withGear } from './hand';
import { rankScores, scores } from './scoring';
import { resolveRound } from './resolve';
import { currentCardId, currentEffect, faceOf, shiftOf } from './round-card';
import { clockwise, leftOf } from './seats';
import { discardOneAtRandom } from './setup';
import { emptyTable, turnAllUp } from './turning';
import type { EndReason, GearColor, EventSink, GearsState } from './types';

/** Step 1 of a new round (the table is already clear): ask everyone for a gear. */
export function beginRound(s: GearsState, events: EventSink): void {
  s.phase = 'place';
  s.step = 0;
  s.peeked = false;
  s.dispatch = null;
  s.winners = [];
  s.queue = [];
  const { rule, effect } = faceOf(s.roundOrder, s.round);
  s.rule = rule;
  s.effect = effect;
  events?.push({
    type: 'round-start',
    round: s.round,
    card: currentCardId(s),
    shift: shiftOf(s.round),
    rule,
    effect,
  });
  if (effect === 'rush') {
    coverEffect(s, 'rush');
    events?.push({ type: 'effect', effect });
  }
}

/** After a placement: once every gear is down, step 2 starts with the token holder. */
export function afterPlacement(s: GearsState): void {
  for (const g of s.table) if (g === null) return;
  s.phase = 'turn';
  s.step = 0;
  s.peeked = false;
}

/** After one player's step-2 action: the next player clockwise, or what follows step 2. */
export function afterTurn(s: GearsState, events: EventSink): void {
  s.step++;
  s.peeked = false;
  if (s.step < s.players) return;
  const effect = currentEffect(s);
  if (effect === 'jolt' || effect === 'half-turn') {
    coverEffect(s, effect);
    events?.push({ type: 'effect', effect });
    turnAllUp(s, effect === 'jolt' ? JOLT_TURNS : HALF_TURN_TURNS, effect, events);
  }
  if (effect === 'foremans-word') {
    s.phase = 'foreman';
    s.step = 0;
    return;
  }
  openAbilityWindow(s, 0, events);
}

/** The ability window, clockwise from the token holder, from pass position `from` on. */
export function openAbilityWindow(s: GearsState, from: number, events: EventSink): void {
  if (s.characters && currentEffect(s) !== 'blackout') {
    for (let k = from; k < s.players; k++) {
      if (windowMoves(s, clockwise(s.token, k, s.players))) {
        s.phase = 'abilities';
        s.step = k;
        return;
      }
    }
  }
  resolveRound(s, events);
  nextPending(s, events);
}

/** Work through step 3's queue; stop at the first real question, else end the round. */
export function nextPending(s: GearsState, events: EventSink): void {
  while (s.queue.length > 0) {
    const head = s.queue[0];
    if (!head) break;
    if (head.kind === 'blue-return') {
      const pile = s.discards[head.seat] ?? 0;
      if (countGears(pile) > 1) {
        s.phase = 'blue-return';
        return;
      }
      if (pile !== 0) returnGear(s, head.seat, nthGear(pile, 0), events);
    } else if (entryAsks(s, head)) {
      s.phase = 'code-entry';
      return;
    }
    s.queue = s.queue.slice(1);
  }
  endRound(s, events);
}

/** Step 4, or the end of the game once somebody's code is complete. */
export function endRound(s: GearsState, events: EventSink): void {
  const n = s.players;
  for (const row of s.codes) {
    if (allEntered(row)) {
      finish(s, 'codes', events);
      return;
    }
  }

  const from = s.token;
  s.token = leftOf(from, n);
  events?.push({ type: 'token-pass', from, to: s.token });

  // Played gears go to the discard piles (Spare parts: back to the hands).
  const spare = currentEffect(s) === 'spare-parts';
  if (spare) {
    coverEffect(s, 'spare-parts');
    events?.push({ type: 'effect', effect: 'spare-parts' });
  }
  const piles = (spare ? s.hands : s.discards).slice();
  for (let p = 0; p < n; p++) {
    const g = s.table[p];
    if (!g) continue;
    piles[p] = withGear(piles[p] ?? 0, g.gear);
    events?.push({ type: spare ? 'gear-to-hand' : 'gear-to-discard', seat: p, gear: g.gear });
  }
  if (spare) s.hands = piles;
  else s.discards = piles;
  s.table = emptyTable(n);

  s.round++;
  if (s.round >= ROUNDS) {
    s.round = ROUNDS - 1; // keep pointing at the last card played
    finish(s, 'rounds', events);
    return;
  }
  if (s.round === DAY_ROUNDS) nightShift(s, events);
  beginRound(s, events);
}

/**
 * The night shift: every player takes back their whole discard pile, shuffles and discards one
 * gear at random, face up; every character still day side up flips (its day ability is lost).
 */
export function nightShift(s: GearsState, events: EventSink): void {
  const rng = Rng.from(s.rng);
  const hands = s.hands.slice();
  const discards = s.discards.slice();
  const discarded: GearColor[] = [];
  for (let p = 0; p < s.players; p++) {
    const { hand, discarded: gear } = discardOneAtRandom((hands[p] ?? 0) | (discards[p] ?? 0), rng);
    hands[p] = hand;
    discards[p] = withGear(0, gear);
    discarded.push(gear);
  }
  s.hands = hands;
  s.discards = discards;
  s.rng = rng.state;
  events?.push({ type: 'night-shift', discards: discarded });
  const crew = s.crew.slice();
  for (let p = 0; p < s.players; p++) {
    const card = crew[p];
    if (card?.side === 'day') {
      crew[p] = { name: card.name, side: 'night' };
      events?.push({ type: 'character-flip', seat: p, character: card.name });
    }
  }
  s.crew = crew;
}

export function finish(s: GearsState, reason: EndReason, events: EventSink): void {
  s.phase = 'over';
  s.ended = reason;
  s.queue = [];
  if (events) {
    const points = scores(s);
    events.push({ type: 'game-over', reason, scores: points, winners: rankScores(points).winners });
  }
}

/** The seat whose turn it is to place in a Rush round. */
export const rushSeat = (s: GearsState): PlayerId => clockwise(s.token, s.step, s.players);
