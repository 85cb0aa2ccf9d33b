// Options and the opening position: shuffled supply piles, one card of each age 1–9 set aside as
// an achievement, the five special achievements, two age-1 cards in every hand.
import { IllegalOptionsError } from '../core/errors';
import { Rng } from '../core/rng';
import { CARDS_BY_AGE } from './facts';
import type { CardId, Edition, InnovationOptions, InnovationState, PlayerState } from './types';
import { ACHIEVEMENT_AGES, EDITIONS, MAX_AGE, SPECIALS } from './types';

export function normalizeOptions(o: Partial<InnovationOptions> & { players: number; seed: number }): InnovationOptions {
  const players = o.players;
  if (!Number.isInteger(players) || players < 2 || players > 4) {
    throw new IllegalOptionsError('bad-players', 'Innovation is played by 2 to 4 players.');
  }
  const teams = o.teams ?? false;
  if (teams && players !== 4) throw new IllegalOptionsError('bad-teams', 'The team game needs exactly 4 players.');
  const edition = o.edition ?? 'last';
  if (!EDITIONS.includes(edition)) throw new IllegalOptionsError('bad-edition', "The edition is 'last' or 'first'.");
  const maxAge = o.maxAge ?? MAX_AGE;
  if (!Number.isInteger(maxAge) || maxAge < 1 || maxAge > MAX_AGE) {
    throw new IllegalOptionsError('bad-max-age', 'maxAge is a whole number from 1 to 10.');
  }
  return optionsRecord(players, o.seed, teams, edition, maxAge);
}

/**
 * The one place an options object is built, so every state's options have one shape (a
 * determinized state's too): the engine reads them at every step, and code optimized for one
 * shape is thrown away when another arrives.
 */
export function optionsRecord(players: number, seed: number, teams: boolean, edition: Edition, maxAge: number): InnovationOptions {
  return { players, seed, teams, edition, maxAge };
}

export function emptyPlayer(): PlayerState {
  return {
    piles: [0, 1, 2, 3, 4].map(() => ({ cards: [], splay: 'none' as const })),
    hand: [],
    score: [],
    achievements: [],
    icons: [0, 0, 0, 0, 0, 0],
  };
}

export function setup(options: InnovationOptions): InnovationState {
  const rng = Rng.seeded(options.seed);
  const supply = CARDS_BY_AGE.map((ids) => rng.shuffle(ids.slice()));
  const achievements: string[] = [];
  for (let age = 1; age <= ACHIEVEMENT_AGES; age++) achievements.push((supply[age - 1] as CardId[]).pop() as CardId);
  for (const sp of SPECIALS) achievements.push(sp);
  const players = Array.from({ length: options.players }, emptyPlayer);
  for (let round = 0; round < 2; round++) {
    for (const pl of players) pl.hand.push((supply[0] as CardId[]).pop() as CardId);
  }
  const zeros = players.map(() => 0);
  return {
    options,
    rng: rng.state,
    phase: 'initial-meld',
    players,
    supply,
    achievements,
    removed: [],
    initial: players.map(() => null),
    current: 0,
    actionsLeft: 0,
    turn: 0,
    tucked: zeros.slice(),
    scored: zeros.slice(),
    frames: [],
    moves: 0,
    result: null,
    seen: [],
  };
}

