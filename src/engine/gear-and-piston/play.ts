// Who acts, what they may do and what happens: one question per kind of decision (question.ts).
import { IllegalMoveError } from '../core/errors';
import type { Applied, PlayerId } from '../core/types';
import { backAlley, keepFromBlackMarket, stealBlueprint } from './back-alley';
import { Draft } from './draft';
import { discardBlueprint, placeToken } from './planning';
import type { Question } from './question';
import type { GnpMove, GnpState, Step } from './types';
import { workshop } from './workshop';
import { junkYard, patentOffice } from './yards';

const NOTHING: Question = {
  moves() {},
  check() {
    throw new IllegalMoveError('game-over', 'The game is over: no more moves.');
  },
  resolve() {},
};

export const QUESTIONS: Record<Step['kind'], Question> = {
  place: placeToken,
  discard: discardBlueprint,
  alley: backAlley,
  'black-market': keepFromBlackMarket,
  espionage: stealBlueprint,
  patent: patentOffice,
  junk: junkYard,
  workshop,
  none: NOTHING,
};

/**
 * One shared answer per seat: searches ask at every step, so toAct allocates nothing. Callers only
 * read it (not frozen: a frozen array takes slow paths in includes and indexing).
 */
const NOBODY: PlayerId[] = [];
const ACTING: PlayerId[][] = Array.from({ length: 8 }, (_, seat) => [seat]);

export function toAct(s: GnpState): PlayerId[] {
  return s.actor === null ? NOBODY : (ACTING[s.actor] as PlayerId[]);
}

export function legalMoves(s: GnpState, player: PlayerId): GnpMove[] {
  const out: GnpMove[] = [];
  if (s.actor === null || player !== s.actor) return out;
  QUESTIONS[s.step.kind].moves(s, player, out);
  return out;
}

/**
 * The rules' move (the door, core/define.ts, has checked the seat, the turn and the move's shape
 * and rebuilt it from its type's fields). A move from the legal list skips its question's check.
 */
export function play(s: GnpState, player: PlayerId, move: GnpMove, listed: boolean, _kept: null, events: boolean): Applied<GnpState> {
  const question = QUESTIONS[s.step.kind];
  if (!listed) question.check(s, player, move);
  const d = new Draft(s, !events);
  question.resolve(d, move);
  return { state: d.done(), events: d.events };
}
