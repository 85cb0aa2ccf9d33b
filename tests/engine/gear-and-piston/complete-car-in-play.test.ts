// §9 trigger B in a played game: a simple purposeful policy (not a bot of the product) builds a
// one-colour car on the front half with axles in every other bottom cell, and ends the game with a
// complete car of 12 parts. This shows the car trigger is reachable through legal play.
import { describe, expect, it } from 'vitest';
import { partSpec } from '../../../src/engine/gear-and-piston/parts';
import type { GnpMove, GnpState, PartId } from '../../../src/engine/gear-and-piston/types';
import { game } from './fixtures';

const owned = (s: GnpState, p: number): string[] =>
  [...s.seats[p]!.car.front, ...s.seats[p]!.hand].filter((c): c is string => c !== null);
const count = (s: GnpState, p: number, type: string, colour?: string | null) =>
  owned(s, p).filter((c) => partSpec(c).type === type && (colour === undefined || partSpec(c).colour === colour)).length;
const motorColour = (s: GnpState, p: number) => {
  const motor = owned(s, p).find((c) => partSpec(c).type === 'motor');
  return motor ? partSpec(motor).colour : null;
};

/** How much the seat wants this part. */
function want(s: GnpState, p: number, id: PartId): number {
  const spec = partSpec(id);
  const colour = motorColour(s, p);
  switch (spec.type) {
    case 'steering':
    case 'motor':
      return count(s, p, spec.type) ? 0 : 5;
    case 'fuel':
      return spec.colour === colour ? (count(s, p, 'fuel', colour) ? 2 : 4) : 0;
    case 'axle':
      return count(s, p, 'axle') < 3 ? 4 : 1;
    case 'gear':
      return count(s, p, 'gear') ? 2 : 4;
    default:
      return spec.colour === 'grey' || spec.colour === colour ? 2 : 0;
  }
}

/** Front half only: axles in even bottom cells, one motor, tanks and improvements of its colour. */
function buildValue(s: GnpState, p: number, m: Extract<GnpMove, { type: 'build' }>): number {
  const spec = partSpec(m.part);
  const colour = motorColour(s, p);
  if (m.side !== 'front') return -1;
  if (spec.row === 'bottom') {
    if (m.col % 2 === 0) return spec.type === 'axle' ? 10 : -1;
    return spec.type === 'axle' || (spec.colour !== 'grey' && spec.colour !== colour) ? -1 : 5;
  }
  if (spec.type === 'motor') return s.seats[p]!.car.front.some((c) => c && partSpec(c).type === 'motor') ? -1 : 8;
  if (spec.type === 'fuel') return spec.colour === colour ? 7 : -1;
  if (spec.type === 'improvement') return spec.colour === 'grey' || spec.colour === colour ? 3 : -1;
  return 6;
}

function choose(s: GnpState, p: number, legal: GnpMove[]): GnpMove {
  const value = (m: GnpMove): number => {
    switch (m.type) {
      case 'place':
        if (m.location === 'workshop') return s.queues[3]!.length < 2 ? 5 : 1;
        return m.location === 'junk-yard' ? 3 : m.location === 'patent-office' ? 2 : 0;
      case 'keep-hand':
        return 1;
      case 'discard':
        return want(s, p, m.part) === 0 ? 2 : 0;
      case 'black-market':
        return 1;
      case 'keep-part':
        return want(s, p, m.part);
      case 'take-display':
        return want(s, p, (s.phase === 'junk-yard' ? s.junkDisplay : s.newDisplay)[m.slot]!);
      case 'take-blind':
        return 1;
      case 'build':
        return buildValue(s, p, m);
      case 'end-workshop':
      case 'stop-junk':
        return 0.5;
      default:
        return -5;
    }
  };
  let best = legal[0]!;
  for (const m of legal) if (value(m) > value(best)) best = m;
  return best;
}

function playBuilders(seed: number): GnpState {
  let s = game.setup({ players: 2, seed });
  while (s.actor !== null) s = game.apply(s, s.actor, choose(s, s.actor, game.legalMoves(s, s.actor))).state;
  return s;
}

describe('end of the game by a complete car, in play (§9 B)', () => {
  it('Two purposeful builders reach the complete-car end in some of 40 seeded 2-player games', () => {
    const ended: number[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const s = playBuilders(seed);
      if (s.endTriggers.includes('complete-car')) {
        ended.push(seed);
        expect(game.coverage(s)).toContain('end:complete-car');
        expect(s.final!.some((f) => f.parts >= 12 && !f.scrapNeeded)).toBe(true);
      }
    }
    expect(ended.length).toBeGreaterThan(0);
  });
});
