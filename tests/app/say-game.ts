// A one-round game where every seat decides at the same time (say 0 or 1), for the session's
// handling of simultaneous decisions: a human may answer while a bot is still thinking.
import { IllegalMoveError } from '../../src/engine/core/errors';
import type { GameDefinition, GameOptions } from '../../src/engine/core/types';

export interface SayState {
  said: (number | null)[];
}
export interface SayMove {
  say: number;
}

const SAYS: SayMove[] = [{ say: 0 }, { say: 1 }];

export const sayGame: GameDefinition<SayState, SayMove, SayState, GameOptions> = {
  id: 'gears',
  minPlayers: 2,
  maxPlayers: 4,
  variants: [],
  maxMoves: (o) => o.players,
  normalizeOptions: (o) => ({ players: o.players, seed: o.seed }),
  setup: (o) => ({ said: Array.from({ length: o.players }, () => null) }),
  toAct: (s) => s.said.flatMap((x, i) => (x === null ? [i] : [])),
  legalMoves: (s, p) => (s.said[p] === null ? SAYS : []),
  apply(s, p, m) {
    if (s.said[p] !== null) throw new IllegalMoveError('already-said', `Seat ${p} has already spoken.`);
    if (m.say !== 0 && m.say !== 1) throw new IllegalMoveError('bad-say', 'Say 0 or 1.');
    const said = s.said.slice();
    said[p] = m.say;
    return { state: { said }, events: [{ type: 'say', player: p }] };
  },
  outcome: (s) =>
    s.said.includes(null) ? null : { winners: [], ranking: [s.said.map((_, i) => i)], scores: s.said.map(() => 0), reason: 'said' },
  view: (s) => s,
  viewEvents: (e) => e,
  determinize: (v) => v,
  describe: (m) => `says ${m.say}`,
  coverage: () => [],
};
