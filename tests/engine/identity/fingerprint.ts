// Fingerprints of random games: the moves played, who won and why, folded into one 32-bit FNV-1a
// hash per game. A change that claims to leave the rules alone (a faster engine, say) must keep
// every fingerprint: same seed, same moves, same outcome. make-identity-fixture.ts records them.
import { Rng } from '../../../src/engine/core/rng';
import type { AnyGame } from '../../../src/engine/core/types';

export type IdentityConfig = Record<string, unknown> & { players: number };

function fnv(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Plays one game where each decision is a seeded pick from the legal list; returns its fingerprint. */
export function fingerprint(game: AnyGame, config: IdentityConfig, seed: number): string {
  const rng = Rng.seeded(seed ^ 0x51ed270b);
  let state = game.setup(game.normalizeOptions({ ...config, seed }));
  let h = 2166136261;
  let moves = 0;
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) break;
    const player = toAct[moves % toAct.length] as number;
    const legal = game.legalMoves(state, player);
    const move = rng.pick(legal);
    h = fnv(h, `${player}:${legal.length}:${JSON.stringify(move)};`);
    state = game.apply(state, player, move).state;
    moves++;
  }
  const outcome = game.outcome(state);
  h = fnv(h, JSON.stringify(outcome));
  return `${moves}:${h.toString(16)}`;
}

/** The configurations and seed ranges the fixture holds, per game. */
export const IDENTITY_PLAN: Record<string, { config: IdentityConfig; games: number }[]> = {
  innovation: [
    { config: { players: 2, edition: 'last' }, games: 800 },
    { config: { players: 3, edition: 'first' }, games: 400 },
    { config: { players: 4, edition: 'last' }, games: 400 },
    { config: { players: 4, teams: true, edition: 'first' }, games: 400 },
    // Echoes of the Past: recorded before the Echoes speed work (issue 43), to keep its play byte-identical.
    { config: { players: 2, edition: 'last', expansions: 'echoes' }, games: 200 },
    { config: { players: 4, edition: 'last', expansions: 'echoes' }, games: 200 },
  ],
  gears: [
    { config: { players: 2 }, games: 1000 },
    { config: { players: 3, characters: false }, games: 1000 },
    { config: { players: 4 }, games: 1000 },
  ],
  'gear-and-piston': [
    { config: { players: 2 }, games: 600 },
    { config: { players: 4 }, games: 600 },
    { config: { players: 6 }, games: 600 },
  ],
};
