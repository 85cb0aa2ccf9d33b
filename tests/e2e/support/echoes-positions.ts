// Innovation positions with Echoes of the Past for the end-to-end tests, found in Node by seeded
// play (options, seed, moves), so a test opens them through the autosave slot like any save.
import { Rng } from '../../../src/engine/core/rng';
import { visibleBonuses } from '../../../src/engine/innovation/board';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { facts } from '../../../src/engine/innovation/facts';
import type { InnovationState, Move } from '../../../src/engine/innovation/types';

export const ECHOES_OPTIONS = { players: 2, expansions: ['echoes'] as const };

export interface EchoesFound {
  seed: number;
  moves: { player: number; move: Move }[];
  state: InnovationState;
}

/** Seeded random play of a 2-player Echoes game until seat 0 starts an action where `want` holds. */
export function findEchoes(want: (s: InnovationState) => boolean, seeds = 400): EchoesFound {
  for (let seed = 1; seed <= seeds; seed++) {
    let state = game.setup(game.normalizeOptions({ ...ECHOES_OPTIONS, seed }));
    const rng = Rng.seeded(seed * 17 + 3);
    const moves: EchoesFound['moves'] = [];
    for (let n = 0; n < 400 && game.outcome(state) === null; n++) {
      const seat = game.toAct(state)[0] as number;
      const legal = game.legalMoves(state, seat);
      if (seat === 0 && state.frames.length === 0 && state.phase === 'play' && want(state)) return { seed, moves, state };
      // Meld often, so boards grow and bonuses show.
      const move = legal.find((m) => m.type === 'meld' && rng.next() < 0.5) ?? rng.pick(legal);
      state = game.apply(state, seat, move).state;
      moves.push({ player: seat, move });
    }
  }
  throw new Error('No seed gave the wanted Echoes position.');
}

/**
 * Seat 0 with two actions, Bell on top (its echo effect runs before its dogma, which draws a 2 and
 * foreshadows it), a hand card of age 2 or more to meld next (and so promote), and a visible bonus.
 */
export const BELL_TURN = () =>
  findEchoes((s) => {
    const me = s.players[0];
    if (!me || s.actionsLeft !== 2) return false;
    const purple = me.piles[4];
    if (purple?.cards.at(-1) !== 'bell') return false;
    // The base 2 pile not empty: Bell's draw is a 2 (not a higher age, which the 2 in hand
    // could not promote).
    const twos = s.supply[1];
    if (!twos || twos.length === 0) return false;
    return me.hand.some((c) => facts(c).age >= 2) && visibleBonuses(me).length > 0;
  });
