// Applying a move: check it against the legal answers, then run it on a shallow copy of the state
// and let the flow carry on to the next decision. The input state is never written to.
import { IllegalMoveError } from '../core/errors';
import type { Applied, PlayerId } from '../core/types';
import { useDispatcher, useMechanic, useSaboteurNight, spendCharacter } from './abilities';
import { applyEntry, returnGear } from './codes';
import { coverEffect } from './coverage';
import { GEARS } from './data';
import { explainIllegal } from './diagnose';
import { afterPlacement, afterTurn, nextPending, openAbilityWindow } from './flow';
import { GEAR_INDEX, withoutGear } from './hand';
import { legalMoves, owesDecision } from './legal';
import { sameMove } from './moves';
import { currentEffect } from './round-card';
import { leftOf } from './seats';
import { reveal, setPlaced, turnGear } from './turning';
import { type GearsEvent, type GearsMove, type GearsState, type PlacedGear, SIDES, TURN_CHOICES } from './types';

const isMoveShape = (m: unknown): m is GearsMove =>
  typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string';

export function apply(state: GearsState, player: PlayerId, move: GearsMove): Applied<GearsState> {
  if (state.phase === 'over') throw new IllegalMoveError('game-over', 'The game is over.');
  if (!owesDecision(state, player)) {
    throw new IllegalMoveError('not-your-turn', `Player ${player + 1} has no decision to make now.`);
  }
  if (!isMoveShape(move)) throw new IllegalMoveError('bad-move', 'That is not a move of this game.');
  const found = validate(state, player, move);
  if (!found) {
    const [code, reason] = explainIllegal(state, player, move);
    throw new IllegalMoveError(code, reason);
  }
  const s = copyState(state);
  const events: GearsEvent[] = [];
  run(s, player, found, events);
  return { state: s, events };
}

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
 * The legal move equal to `move`, or null. Placing and turning (most of a game) are checked
 * directly; every other question is answered by scanning its legal list.
 */
function validate(s: GearsState, p: PlayerId, move: GearsMove): GearsMove | null {
  if (s.phase === 'place') {
    if (move.type !== 'place' || !SIDES.includes(move.side)) return null;
    const g: unknown = GEAR_INDEX[move.gear];
    return typeof g === 'number' && ((s.hands[p] ?? 0) >> g) & 1 ? move : null;
  }
  if (s.phase === 'turn' && move.type === 'turn') return TURN_CHOICES.includes(move.dir) ? move : null;
  for (const m of legalMoves(s, p)) if (sameMove(m, move)) return m;
  return null;
}

function run(s: GearsState, p: PlayerId, move: GearsMove, events: GearsEvent[]): void {
  switch (s.phase) {
    case 'place':
      if (move.type === 'place') place(s, p, move, events);
      break;
    case 'turn':
      if (move.type === 'peek') peek(s, p, events);
      else if (move.type === 'turn') {
        const target = leftOf(p, s.players);
        if (move.dir === 'leave') events.push({ type: 'leave-gear', seat: target, by: p });
        else turnGear(s, target, move.dir, 'step-2', p, events);
        reveal(s, target, events);
        afterTurn(s, events);
      }
      break;
    case 'foreman':
      if (move.type === 'foreman') {
        coverEffect(s, 'foremans-word');
        events.push({ type: 'effect', effect: 'foremans-word' });
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

function place(s: GearsState, p: PlayerId, move: Extract<GearsMove, { type: 'place' }>, events: GearsEvent[]): void {
  const rush = currentEffect(s) === 'rush';
  const hands = s.hands.slice();
  hands[p] = withoutGear(hands[p] ?? 0, move.gear);
  s.hands = hands;
  const value = GEARS[move.gear].values[move.side];
  setPlaced(s, p, { gear: move.gear, side: move.side, value, faceUp: rush });
  if (rush) {
    // Rush: face up, one at a time, clockwise from the token holder.
    events.push({ type: 'place', seat: p, faceUp: true, gear: move.gear, side: move.side, value });
    s.step++;
  } else {
    events.push({ type: 'place', seat: p, faceUp: false, gear: move.gear, side: move.side, value, visibleTo: [p] });
  }
  afterPlacement(s);
}

/** Saboteur, day: look at your left neighbour's face-down gear before choosing how to turn it. */
function peek(s: GearsState, p: PlayerId, events: GearsEvent[]): void {
  const target = leftOf(p, s.players);
  const g = s.table[target] as PlacedGear;
  spendCharacter(s, p, events);
  s.peeked = true;
  events.push({ type: 'peek', seat: p, target, gear: g.gear, side: g.side, value: g.value, visibleTo: [p] });
}
