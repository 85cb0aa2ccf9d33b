// Gear & Piston positions for the end-to-end tests, found in Node by seeded play (options, seed,
// moves) so a test can open them through the autosave slot (continueFound) on a desktop page or
// on an emulated phone alike.
import { Rng } from '../../../src/engine/core/rng';
import { gearAndPiston as game } from '../../../src/engine/gear-and-piston/definition';
import type { GnpMove, GnpState } from '../../../src/engine/gear-and-piston/types';

export interface Found {
  seed: number;
  moves: { player: number; move: GnpMove }[];
  state: GnpState;
}

/** Seeded play of a 2-player game (both seats) until seat 0 faces what `want` looks for. */
export function findGame(want: (s: GnpState, legal: GnpMove[]) => boolean, seeds = 300): Found {
  for (let seed = 1; seed <= seeds; seed++) {
    let state = game.setup(game.normalizeOptions({ players: 2, seed }));
    const rng = Rng.seeded(seed * 13 + 5);
    const moves: Found['moves'] = [];
    for (let n = 0; n < 600 && game.outcome(state) === null; n++) {
      const seat = game.toAct(state)[0] as number;
      const legal = game.legalMoves(state, seat);
      if (seat === 0 && want(state, legal)) return { seed, moves, state };
      // Build often and take from the displays, so cars grow and blueprints repeat.
      const keep = legal.filter((m) => m.type !== 'dismantle' && m.type !== 'end-workshop');
      const move = legal.find((m) => m.type === 'build' && rng.next() < 0.75) ?? legal.find((m) => m.type === 'take-display' && rng.next() < 0.6) ?? rng.pick(keep.length > 0 ? keep : legal);
      state = game.apply(state, seat, move).state;
      moves.push({ player: seat, move });
    }
  }
  throw new Error('No seed gave the wanted position.');
}

/** Seat 0 in the Workshop with three operations, able to build, dismantle and upgrade. */
export const WORKSHOP = () =>
  findGame((s, legal) => {
    if (s.step.kind !== 'workshop' || s.step.ops !== 3 || s.step.upgrading) return false;
    const types = new Set(legal.map((m) => m.type));
    return types.has('build') && types.has('dismantle') && types.has('upgrade');
  });
