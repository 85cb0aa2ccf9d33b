// Gear & Piston positions for the end-to-end tests, found in Node by seeded play (options, seed,
// moves) so a test can open them through the autosave slot (continueFound) on a desktop page or
// on an emulated phone alike.
import { gearAndPiston as game } from '../../../src/engine/gear-and-piston/definition';
import type { GnpMove, GnpState } from '../../../src/engine/gear-and-piston/types';
import { type Found as FoundBy, findByPlay } from '../../support/positions';

export type Found = FoundBy<GnpState, GnpMove>;

/** Seeded play of a 2-player game (both seats) until seat 0 faces what `want` looks for. */
export function findGame(want: (s: GnpState, legal: GnpMove[]) => boolean, seeds = 300): Found {
  return findByPlay(
    game,
    want,
    (legal, rng) => {
      // Build often and take from the displays, so cars grow and blueprints repeat.
      const keep = legal.filter((m) => m.type !== 'dismantle' && m.type !== 'end-workshop');
      return legal.find((m) => m.type === 'build' && rng.next() < 0.75) ?? legal.find((m) => m.type === 'take-display' && rng.next() < 0.6) ?? rng.pick(keep.length > 0 ? keep : legal);
    },
    { seeds, maxMoves: 600, rngSeed: (seed) => seed * 13 + 5 },
  );
}

/** Seat 0 in the Workshop with three operations, able to build, dismantle and upgrade. */
export const WORKSHOP = () =>
  findGame((s, legal) => {
    if (s.step.kind !== 'workshop' || s.step.ops !== 3 || s.step.upgrading) return false;
    const types = new Set(legal.map((m) => m.type));
    return types.has('build') && types.has('dismantle') && types.has('upgrade');
  });
