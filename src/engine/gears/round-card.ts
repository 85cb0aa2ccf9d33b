// The current round card: which face is up, its winner rule and (at night) its effect.
import { DAY_ROUNDS, ROUND_CARDS } from './data';
import type { GearsState, NightEffect, RoundCardId, RoundCardView, RoundRule, Shift } from './types';

/** The first DAY_ROUNDS rounds are played day face up, the rest night face up. */
export const shiftOf = (round: number): Shift => (round < DAY_ROUNDS ? 'day' : 'night');

export const isNight = (s: GearsState): boolean => s.round >= DAY_ROUNDS;

/** The card in play (the last one played, once the game is over). */
export const currentCardId = (s: GearsState): RoundCardId =>
  s.roundOrder[Math.min(s.round, s.roundOrder.length - 1)] as RoundCardId;

/** The winner rule and night effect of the card at `round` of a round stack. */
export function faceOf(roundOrder: readonly RoundCardId[], round: number): { rule: RoundRule; effect: NightEffect | null } {
  const card = ROUND_CARDS[roundOrder[round] as RoundCardId];
  return round < DAY_ROUNDS ? { rule: card.day, effect: null } : { rule: card.night, effect: card.effect };
}

// The face in play is cached in the state (set when a round begins): these run on every move.
export const currentRule = (s: GearsState): RoundRule => s.rule;

/** The night effect in force this round, or null by day. */
export const currentEffect = (s: GearsState): NightEffect | null => s.effect;

export function cardView(id: RoundCardId, round: number): RoundCardView {
  const shift = shiftOf(round);
  const card = ROUND_CARDS[id];
  return { id, shift, rule: shift === 'day' ? card.day : card.night, effect: shift === 'day' ? null : card.effect };
}
