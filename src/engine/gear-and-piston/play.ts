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

export function applyMove(s: GnpState, player: PlayerId, move: GnpMove): Applied<GnpState> {
  const d = run(s, player, move, false);
  return { state: d.done(), events: d.events };
}

/** apply's state without its events: the same checks and the same state, for searches. */
export function advanceMove(s: GnpState, player: PlayerId, move: GnpMove): GnpState {
  return run(s, player, move, true).done();
}

function run(s: GnpState, player: PlayerId, move: GnpMove, quiet: boolean): Draft {
  if (s.actor === null) throw new IllegalMoveError('game-over', 'The game is over: no more moves.');
  if (player !== s.actor) {
    throw new IllegalMoveError('not-your-turn', `It is seat ${s.actor + 1}'s decision, not seat ${player + 1}'s.`);
  }
  if (typeof move !== 'object' || move === null || typeof (move as { type?: unknown }).type !== 'string') {
    throw new IllegalMoveError('bad-move', 'A move must be an object with a type.');
  }
  const question = QUESTIONS[s.step.kind];
  question.check(s, player, move);
  const d = new Draft(s, quiet);
  question.resolve(d, move);
  return d;
}
