// Who owes a decision and what they may answer: one question per phase. apply.ts validates
// against these same lists (placing and turning, the hot path, by the same conditions checked
// directly; a test walks every possible move to keep the two in step).
import type { PlayerId } from '../core/types';
import { canPeek, windowMoves } from './abilities';
import { blueReturnMoves, entryMoves } from './codes';
import { rushSeat } from './flow';
import { FOREMAN_MOVES, PLACE_BY_HAND, TURN_MOVES, TURN_OR_PEEK_MOVES } from './moves';
import { currentEffect } from './round-card';
import { clockwise } from './seats';
import { MAX_PLAYERS } from './setup';
import type { GearsMove, GearsState } from './types';

const EMPTY: readonly GearsMove[] = [];

/** SEATS[mask]: the seats whose bits are set, in seat order, as a shared list (see moves.ts on sharing). */
const SEATS: readonly (readonly PlayerId[])[] = Array.from({ length: 1 << MAX_PLAYERS }, (_, mask) =>
  Array.from({ length: MAX_PLAYERS }, (_, p) => p).filter((p) => mask & (1 << p)),
);

/**
 * Who owes a decision now, in seat order. The list is shared (toAct runs on every move of every
 * playout): keep it, but copy it before editing.
 */
export function toAct(s: GearsState): PlayerId[] {
  return toActShared(s) as PlayerId[];
}

function toActShared(s: GearsState): readonly PlayerId[] {
  switch (s.phase) {
    case 'place': {
      if (currentEffect(s) === 'rush') return SEATS[1 << rushSeat(s)] as PlayerId[];
      let mask = 0;
      for (let p = 0; p < s.players; p++) if (s.table[p] === null) mask |= 1 << p;
      return SEATS[mask] as PlayerId[];
    }
    case 'turn':
    case 'abilities':
      return SEATS[1 << clockwise(s.token, s.step, s.players)] as PlayerId[];
    case 'foreman':
      return SEATS[1 << s.token] as PlayerId[];
    case 'blue-return':
    case 'code-entry': {
      const head = s.queue[0];
      return head ? (SEATS[1 << head.seat] as PlayerId[]) : (SEATS[0] as PlayerId[]);
    }
    default:
      return SEATS[0] as PlayerId[];
  }
}

/** Does p owe a decision now? (toAct without building a list: this runs on every move.) */
export function owesDecision(s: GearsState, p: PlayerId): boolean {
  switch (s.phase) {
    case 'place':
      if (currentEffect(s) === 'rush') return p === rushSeat(s);
      return p >= 0 && p < s.players && s.table[p] === null;
    case 'turn':
    case 'abilities':
      return p === clockwise(s.token, s.step, s.players);
    case 'foreman':
      return p === s.token;
    case 'blue-return':
    case 'code-entry':
      return p === s.queue[0]?.seat;
    default:
      return false;
  }
}

/**
 * Every legal answer for p, in a stable order ([] when p owes nothing). For speed the lists are
 * shared frozen constants where possible: copy before sorting or editing (a write throws).
 */
export function legalMoves(s: GearsState, p: PlayerId): GearsMove[] {
  return legalShared(s, p) as GearsMove[];
}

function legalShared(s: GearsState, p: PlayerId): readonly GearsMove[] {
  if (!owesDecision(s, p)) return EMPTY;
  switch (s.phase) {
    case 'place':
      // Step 1: any gear in your hand, any of its four sides toward the round card.
      return PLACE_BY_HAND[s.hands[p] ?? 0] ?? EMPTY;
    case 'turn':
      // Step 2: turn your left neighbour's gear up, down, or leave it (day Saboteur: or look first).
      return canPeek(s, p) ? TURN_OR_PEEK_MOVES : TURN_MOVES;
    case 'foreman':
      // Foreman's word: the token holder may turn any one gear once.
      return FOREMAN_MOVES[s.players] ?? EMPTY;
    case 'abilities':
      return windowMoves(s, p) ?? EMPTY;
    case 'blue-return':
      return blueReturnMoves(s, p);
    case 'code-entry': {
      const head = s.queue[0];
      return head?.kind === 'code-entry' ? entryMoves(s, head) : EMPTY;
    }
    default:
      return EMPTY;
  }
}
