// Applying a move: find the legal answer it names, then run that one on a shallow copy of the
// state and let the flow carry on to the next decision. The input state is never written to.
import { IllegalMoveError } from '../core/errors';
import type { Applied, PlayerId } from '../core/types';
import { canPeek, spendCharacter, useDispatcher, useMechanic, useSaboteurNight, windowMoves } from './abilities';
import { applyEntry, entryMoveFor, returnGear } from './codes';
import { coverEffect } from './coverage';
import { gearData } from './data';
import { explainIllegal } from './diagnose';
import { afterPlacement, afterTurn, nextPending, openAbilityWindow } from './flow';
import { gearIndex, withoutGear } from './hand';
import { FOREMAN_MOVES, PEEK, PLACE, RETURN_GEAR, sameMove, TURN_MOVES } from './moves';
import { currentEffect } from './round-card';
import { copyNumbers, leftOf } from './seats';
import { setPlaced, turnAndReveal, turnGear } from './turning';
import type { EventSink, GearsEvent, GearsMove, GearsState, PlacedGear } from './types';

const isMoveShape = (m: unknown): m is GearsMove =>
  typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string';

/**
 * The rules' move (the door, core/define.ts, has checked the seat, the turn and the move's
 * shape). A move that is not one of the legal list's own objects is looked up among the legal
 * moves; from there on only the legal move found (a shared constant) is used: the caller's
 * object, with whatever extra or inherited fields it carries, goes no further.
 */
export function play(state: GearsState, player: PlayerId, move: GearsMove, listed: boolean, _kept: null, events: boolean): Applied<GearsState> {
  let found: GearsMove | null = move;
  if (!listed) {
    found = legalMoveFor(state, player, move);
    if (!found) {
      if (!isMoveShape(move)) throw new IllegalMoveError('bad-move', 'That is not a move of this game.');
      const [code, reason] = explainIllegal(state, player, move);
      throw new IllegalMoveError(code, reason);
    }
  }
  const sink: GearsEvent[] | null = events ? [] : null;
  const s = copyState(state);
  run(s, player, found, sink);
  return { state: s, events: sink ?? NO_EVENTS };
}

/** The events of a search's move: never read, never written to. */
const NO_EVENTS: GearsEvent[] = [];

/** A shallow copy, field by field: V8 builds this literal much faster than a spread. */
function copyState(s: GearsState): GearsState {
  return {
    players: s.players,
    characters: s.characters,
    rng: s.rng,
    phase: s.phase,
    round: s.round,
    roundOrder: s.roundOrder,
    rule: s.rule,
    effect: s.effect,
    token: s.token,
    hands: s.hands,
    discards: s.discards,
    table: s.table,
    codes: s.codes,
    crew: s.crew,
    step: s.step,
    peeked: s.peeked,
    dispatch: s.dispatch,
    winners: s.winners,
    queue: s.queue,
    ended: s.ended,
    covered: s.covered,
  };
}

/**
 * The legal move equal to `move` (the shared constant legalMoves lists), or null. Each question
 * is checked by its own condition, without building its legal list: placing, turning, returning
 * and code entries directly; Foreman's word and the ability window by a scan of their shared
 * lists of at most nine moves. illegal-moves.test.ts keeps this in step with legalMoves.
 */
function legalMoveFor(s: GearsState, p: PlayerId, move: GearsMove): GearsMove | null {
  switch (s.phase) {
    case 'place': {
      if (move.type !== 'place') return null;
      const g = gearIndex(move.gear);
      const side = move.side;
      const known = side === 0 || side === 1 || side === 2 || side === 3;
      return g >= 0 && known && ((s.hands[p] ?? 0) >> g) & 1 ? (PLACE[g]?.[side] ?? null) : null;
    }
    case 'turn': {
      if (move.type === 'peek') return canPeek(s, p) ? PEEK : null;
      return move.type === 'turn' ? findIn(TURN_MOVES, move) : null;
    }
    case 'foreman':
      return findIn(FOREMAN_MOVES[s.players] ?? [], move);
    case 'abilities':
      return findIn(windowMoves(s, p) ?? [], move);
    case 'blue-return': {
      if (move.type !== 'return-gear') return null;
      const g = gearIndex(move.gear);
      return g >= 0 && ((s.discards[p] ?? 0) >> g) & 1 ? (RETURN_GEAR[g] ?? null) : null;
    }
    case 'code-entry': {
      const head = s.queue[0];
      return head?.kind === 'code-entry' ? entryMoveFor(s, head, move) : null;
    }
    default:
      return null;
  }
}

/**
 * The move of a shared list equal to `move`. A move taken from legalMoves is that very object:
 * one pass of identity checks finds it before any field is compared.
 */
function findIn(legal: readonly GearsMove[], move: GearsMove): GearsMove | null {
  for (let i = 0; i < legal.length; i++) if (legal[i] === move) return move;
  for (let i = 0; i < legal.length; i++) if (sameMove(legal[i] as GearsMove, move)) return legal[i] as GearsMove;
  return null;
}

function run(s: GearsState, p: PlayerId, move: GearsMove, events: EventSink): void {
  switch (s.phase) {
    case 'place':
      if (move.type === 'place') place(s, p, move, events);
      break;
    case 'turn':
      if (move.type === 'peek') peek(s, p, events);
      else if (move.type === 'turn') {
        turnAndReveal(s, leftOf(p, s.players), move.dir, p, events);
        afterTurn(s, events);
      }
      break;
    case 'foreman':
      if (move.type === 'foreman') {
        coverEffect(s, 'foremans-word');
        events?.push({ type: 'effect', effect: 'foremans-word' });
        turnGear(s, move.seat, move.dir, 'foremans-word', p, events);
      }
      openAbilityWindow(s, 0, events);
      break;
    case 'abilities':
      if (move.type === 'mechanic') useMechanic(s, p, move.seat, move.dir, events);
      else if (move.type === 'dispatch') useDispatcher(s, p, move.value, events);
      else if (move.type === 'sabotage') useSaboteurNight(s, p, move.dir, events);
      openAbilityWindow(s, s.step + 1, events);
      break;
    case 'blue-return':
      if (move.type === 'return-gear') returnGear(s, p, move.gear, events);
      s.queue = s.queue.slice(1);
      nextPending(s, events);
      break;
    case 'code-entry': {
      const head = s.queue[0];
      if (head?.kind !== 'code-entry') break;
      const rest = s.queue.slice(1);
      if (move.type === 'pass') s.queue = rest;
      else {
        const updated = applyEntry(s, head, move, events);
        s.queue = updated.left > 0 ? [updated, ...rest] : rest;
      }
      nextPending(s, events);
      break;
    }
    default:
      break;
  }
}

function place(s: GearsState, p: PlayerId, move: Extract<GearsMove, { type: 'place' }>, events: EventSink): void {
  const rush = currentEffect(s) === 'rush';
  const hands = copyNumbers(s.hands);
  hands[p] = withoutGear(hands[p] ?? 0, move.gear);
  s.hands = hands;
  const value = gearData(move.gear).values[move.side];
  setPlaced(s, p, { gear: move.gear, side: move.side, value, faceUp: rush });
  if (rush) {
    // Rush: face up, one at a time, clockwise from the token holder.
    events?.push({ type: 'place', seat: p, faceUp: true, gear: move.gear, side: move.side, value });
    s.step++;
  } else {
    events?.push({ type: 'place', seat: p, faceUp: false, gear: move.gear, side: move.side, value, visibleTo: [p] });
  }
  afterPlacement(s);
}

/** Saboteur, day: look at your left neighbour's face-down gear before choosing how to turn it. */
function peek(s: GearsState, p: PlayerId, events: EventSink): void {
  const target = leftOf(p, s.players);
  const g = s.table[target] as PlacedGear;
  spendCharacter(s, p, events);
  s.peeked = true;
  events?.push({ type: 'peek', seat: p, target, gear: g.gear, side: g.side, value: g.value, visibleTo: [p] });
}
