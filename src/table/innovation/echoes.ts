// Echoes of the Past as the table reads a view: a card's back (its age, and its set: an Echoes
// card's back is the negative of its age, facts.ts backOf), the score with bonus points (the score
// everywhere once Echoes is on: score pile + bonuses), and the pile a Draw action takes its card
// from. The echo effects a dogma runs first are in the engine's preview (engine/innovation/preview.ts).
// Nothing here can name a card the view does not name.
import type { PlayerId } from '../../engine/core/types';
import { bonusPoints, visibleBonuses } from '../../engine/innovation/board';
import { actionDraw, handDrawsEchoes } from '../../engine/innovation/draw-age';
import { backAge, facts, isEchoes } from '../../engine/innovation/facts';
import type { InnovationView, PlayerView, SeenCard } from '../../engine/innovation/view-types';
import { t } from '../../i18n';

/** The age of a card as seen: a named card's age, or the age on its back. */
export const seenAge = (c: SeenCard): number => (typeof c === 'number' ? backAge(c) : facts(c).age);

/** Whether a card as seen is an Echoes card (a back shows its set). */
export const seenEchoes = (c: SeenCard): boolean => (typeof c === 'number' ? c < 0 : isEchoes(c));

/** A hidden card in words: "an age-3 card", or "an Echoes age-3 card". */
export const backWords = (back: number): string => t(back < 0 ? 'inno.echoes.aCard' : 'inno.aCard', { n: backAge(back) });

export interface ScoreParts {
  /** The score pile's value. */
  pile: number;
  /** Echoes: points from visible bonuses (0 without Echoes or without bonuses). */
  bonus: number;
  /** The score: both together. */
  total: number;
  /** The visible bonus values, pile by pile. */
  bonuses: number[];
}

/** A seat's score as the view shows it; with Echoes (the seat has a forecast) bonuses count. */
export function scoreParts(pv: PlayerView): ScoreParts {
  const pile = pv.score.reduce<number>((sum, c) => sum + seenAge(c), 0);
  if (pv.forecast === undefined) return { pile, bonus: 0, total: pile, bonuses: [] };
  const bonus = bonusPoints(pv);
  return { pile, bonus, total: pile + bonus, bonuses: visibleBonuses(pv) };
}

/** The score in one number, bonuses included. */
export const viewPoints = (pv: PlayerView): number => scoreParts(pv).total;

/** "Score 9: 6 in the score pile + 3 from bonuses" when bonuses count; null when they add nothing. */
export function scoreBreakdown(pv: PlayerView): string | null {
  const s = scoreParts(pv);
  return s.bonus > 0 ? t('inno.echoes.scoreParts', { total: s.total, pile: s.pile, bonus: s.bonus }) : null;
}

/** The supply pile a seat's Draw action takes its card from, as the view shows the piles. */
export type DrawPile = { age: number; echoes: boolean } | { end: true };

/**
 * Which pile the seat's Draw action draws from: the age over the base piles, then Echoes' draw
 * rule (both in draw-age.ts, as the engine draws), unless that Echoes pile is empty. Read from the
 * view: the seat's own hand is named to it, and an Echoes back shows its set to everyone.
 */
export function actionDrawPile(view: InnovationView, seat: PlayerId): DrawPile {
  const { result } = actionDraw(view, seat);
  if ('end' in result) return result;
  const hand = view.players[seat]?.hand ?? [];
  const echoes = view.echoes !== undefined && handDrawsEchoes(hand) && (view.echoes[result.age - 1] ?? 0) > 0;
  return { age: result.age, echoes };
}
