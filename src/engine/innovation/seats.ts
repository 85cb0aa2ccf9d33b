// Seats, partners and turn order. In the 2v2 team game partners sit opposite (0&2 vs 1&3).
import type { PlayerId } from '../core/types';
import type { InnovationOptions } from './types';

export function partnerOf(o: InnovationOptions, p: PlayerId): PlayerId | null {
  return o.teams ? (p + 2) % 4 : null;
}

/** Opponents are every other player except a partner. */
export function isOpponent(o: InnovationOptions, p: PlayerId, q: PlayerId): boolean {
  return p !== q && partnerOf(o, p) !== q;
}

/** Every seat clockwise starting to the left of `p`, ending with `p` itself. */
export function clockwiseFrom(players: number, p: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (let i = 1; i <= players; i++) out.push((p + i) % players);
  return out;
}

/** Seats in turn order starting with `p`. */
export function turnOrderFrom(players: number, p: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (let i = 0; i < players; i++) out.push((p + i) % players);
  return out;
}

/** The seats that form p's side: p alone, or p and the partner. */
export function sideOf(o: InnovationOptions, p: PlayerId): PlayerId[] {
  const partner = partnerOf(o, p);
  return partner === null ? [p] : [Math.min(p, partner), Math.max(p, partner)];
}

/** Achievements that end the game: 2p 6, 3p 5, 4p 4, teams 6 combined; one more per expansion in play. */
export function achievementsToWin(o: InnovationOptions): number {
  const base = o.teams ? 6 : o.players === 2 ? 6 : o.players === 3 ? 5 : 4;
  return base + (o.expansions?.length ?? 0);
}
