// A question is the decision a seat owes, stated once: the same spec lists the legal answers, checks
// a given answer (with a reason a person can read) and carries it out. The UI prompt reads the step.
import { IllegalMoveError } from '../core/errors';
import type { PlayerId } from '../core/types';
import type { Draft } from './draft';
import type { GnpMove, GnpState, Step } from './types';

export interface Question {
  /** Append every legal answer, in a stable order. */
  moves(s: GnpState, seat: PlayerId, out: GnpMove[]): void;
  /** Throw IllegalMoveError when the answer is not legal now. */
  check(s: GnpState, seat: PlayerId, move: GnpMove): void;
  /** Carry out a checked answer on a draft and move the flow on. */
  resolve(d: Draft, move: GnpMove): void;
}

export const STEP_PROMPTS: Record<Step['kind'], string> = {
  place: 'place one action token',
  discard: 'discard one blueprint or keep your hand',
  alley: 'choose a Back Alley action',
  'black-market': 'keep one of the parts drawn at the Black Market',
  espionage: 'take one of the spied blueprints',
  patent: 'take a New part',
  junk: 'take a Junk part or stop',
  workshop: 'build, dismantle, upgrade, join or end the Workshop turn',
  none: 'nothing',
};

/** The answer does not belong to the question being asked. */
export function notOffered(s: GnpState, move: GnpMove): never {
  throw new IllegalMoveError(
    'not-offered',
    `A '${String(move.type)}' move does not answer the current question (${STEP_PROMPTS[s.step.kind]}).`,
  );
}

export function refuse(code: string, reason: string): never {
  throw new IllegalMoveError(code, reason);
}
