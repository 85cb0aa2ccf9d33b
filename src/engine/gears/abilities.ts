// Character abilities (DESIGNED, house rules C-*) and their life cycle (RULEBOOK): a day ability
// is used once during the day shift and flips the card; at night the night ability is used once
// and the card leaves the game. Blackout silences every ability for its round.
import type { PlayerId } from '../core/types';
import { coverAbility } from './coverage';
import { DISPATCH_MOVES, MECHANIC_DAY_MOVES, MECHANIC_NIGHT_MOVES, SABOTAGE_MOVES } from './moves';
import { currentEffect, isNight } from './round-card';
import { leftOf } from './seats';
import { turnGear } from './turning';
import type { Character, GearValue, EventSink, GearsMove, GearsState, Rotation, Shift } from './types';

/** The face of p's character that can act now (its side matches the shift), or null. */
export function readySide(s: GearsState, p: PlayerId): Shift | null {
  const card = s.crew[p];
  if (!card) return null;
  const night = isNight(s);
  if (card.side !== (night ? 'night' : 'day')) return null;
  if (night && currentEffect(s) === 'blackout') return null;
  return card.side;
}

/** p's character if it is `name` and ready now. */
export function ready(s: GearsState, p: PlayerId, name: Character): Shift | null {
  // Not `s.crew[p]?.name === name`: a compare that may see undefined is a generic call in V8,
  // and this runs at every step-2 decision.
  const card = s.crew[p];
  return card && card.name === name ? readySide(s, p) : null;
}

/**
 * The four character cards, and when each side acts (abilities are house rules C-*, DESIGNED):
 * - Mechanic. Day: turn your own gear up or down once. Night: turn any one gear up or down once.
 *   Both in the ability window.
 * - Dispatcher. Day: name a value; gears showing it do not jam this round. Night: name a value;
 *   every gear showing it jams this round. Both in the ability window.
 * - Saboteur. Day, in step 2: look at your left neighbour's face-down gear before turning it.
 *   Night, in the ability window: turn every other player's gear once, all the same way.
 * - Codebreaker, at code entry. Day: when you win a round, enter up to two code cards. Night:
 *   after a round you did not win, enter one code card matching your own gear, as if you had won.
 *
 * windowMoves is the ability-window question for p, or null when p has nothing to use there.
 */
export function windowMoves(s: GearsState, p: PlayerId): readonly GearsMove[] | null {
  const side = readySide(s, p);
  if (side === null) return null;
  switch (s.crew[p]?.name) {
    case 'mechanic':
      return side === 'day' ? (MECHANIC_DAY_MOVES[p] ?? null) : (MECHANIC_NIGHT_MOVES[s.players] ?? null);
    case 'dispatcher':
      return DISPATCH_MOVES;
    case 'saboteur':
      return side === 'night' ? SABOTAGE_MOVES : null;
    default:
      return null;
  }
}

/** Saboteur, day: in step 2 you may look at your left neighbour's face-down gear first. */
export function canPeek(s: GearsState, p: PlayerId): boolean {
  if (s.peeked || ready(s, p, 'saboteur') !== 'day') return false;
  const target = s.table[leftOf(p, s.players)];
  return target !== null && target !== undefined && !target.faceUp;
}

/** Spend p's ability now: the day side flips to night, the night side leaves the game. */
export function spendCharacter(s: GearsState, p: PlayerId, events: EventSink): void {
  const card = s.crew[p];
  if (!card || card.side === 'removed') return;
  const crew = s.crew.slice();
  const used = card.side;
  crew[p] = { name: card.name, side: used === 'day' ? 'night' : 'removed' };
  s.crew = crew;
  coverAbility(s, card.name, used);
  events?.push({ type: 'character-used', seat: p, character: card.name, side: used });
  events?.push(
    used === 'day'
      ? { type: 'character-flip', seat: p, character: card.name }
      : { type: 'character-removed', seat: p, character: card.name },
  );
}

export function useMechanic(s: GearsState, p: PlayerId, seat: PlayerId, dir: Rotation, events: EventSink): void {
  spendCharacter(s, p, events);
  turnGear(s, seat, dir, 'mechanic', p, events);
}

export function useDispatcher(s: GearsState, p: PlayerId, value: GearValue, events: EventSink): void {
  const mode = readySide(s, p) === 'night' ? 'jam' : 'no-jam';
  spendCharacter(s, p, events);
  s.dispatch = { value, mode };
  events?.push({ type: 'dispatch', seat: p, value, mode });
}

export function useSaboteurNight(s: GearsState, p: PlayerId, dir: Rotation, events: EventSink): void {
  spendCharacter(s, p, events);
  for (let seat = 0; seat < s.players; seat++) if (seat !== p) turnGear(s, seat, dir, 'saboteur', p, events);
}

/** The day Codebreaker's second entry is offered to a winner before their first entry. */
export const canCodebreak = (s: GearsState, p: PlayerId): boolean => ready(s, p, 'codebreaker') === 'day';

/** The night Codebreaker may enter a matching code after a round they did not win. */
export const nightCodebreaker = (s: GearsState, p: PlayerId): boolean => ready(s, p, 'codebreaker') === 'night';
