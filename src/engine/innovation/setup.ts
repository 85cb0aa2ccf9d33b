// Options and the opening position: shuffled supply piles, one card of each age 1–9 set aside as
// an achievement, the five special achievements, two age-1 cards in every hand.
import { IllegalOptionsError } from '../core/errors';
import type { CheckedOptions } from '../core/define';
import type { Rng } from '../core/rng';
import { CARDS_BY_AGE } from './facts';
import type { CardId, Edition, InnovationOptions, InnovationState, PlayerState } from './types';
import { ACHIEVEMENT_AGES, MAX_AGE, SPECIALS } from './types';

/**
 * The options record from options the door (core/define.ts) has checked (players, seed, edition,
 * teams): the team game's seat count, and maxAge, a testing option no player sees.
 */
export function optionsOf(o: CheckedOptions): InnovationOptions {
  const { players, seed } = o;
  const teams = o.teams as boolean;
  if (teams && players !== 4) throw new IllegalOptionsError('bad-teams', 'The team game needs exactly 4 players.');
  const edition = o.edition as Edition;
  const maxAge = (o.maxAge as number | undefined) ?? MAX_AGE;
  if (!Number.isInteger(maxAge) || maxAge < 1 || maxAge > MAX_AGE) {
    throw new IllegalOptionsError('bad-max-age', 'maxAge is a whole number from 1 to 10.');
  }
  return optionsRecord(players, seed, teams, edition, maxAge);
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

/** The opening position of checked options, shuffled with `rng` (seeded from options.seed by the door). */
export function setup(options: InnovationOptions, rng: Rng): InnovationState {
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

