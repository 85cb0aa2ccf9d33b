// Options and the opening position: shuffled supply piles, one card of each age 1–9 set aside as
// an achievement, the five special achievements, two age-1 cards in every hand. With Echoes: ten
// Echoes supply piles besides, its five specials, an empty forecast per seat, and the second
// opening card drawn by the Echoes draw rule (so an Echoes 1).
import { IllegalOptionsError } from '../core/errors';
import type { CheckedOptions } from '../core/define';
import type { Rng } from '../core/rng';
import { CARDS_BY_AGE, ECHOES_BY_AGE } from './facts';
import type { CardId, Edition, Expansion, InnovationOptions, InnovationState, PlayerState } from './types';
import { ACHIEVEMENT_AGES, ECHOES_SPECIALS, EXPANSIONS, MAX_AGE, SPECIALS } from './types';

/** The base game's expansion list: one shared frozen array, so every base state's options have one shape. */
export const NO_EXPANSIONS: readonly Expansion[] = Object.freeze([]);
const ECHOES_ONLY: readonly Expansion[] = Object.freeze(['echoes']);

/**
 * The expansions option as a list. Accepts a list (['echoes']), or the single word the URL and the
 * Setup variant give ('echoes'; 'none' or '' for none).
 */
export function expansionsOption(raw: unknown): readonly Expansion[] {
  if (raw === undefined || raw === null || raw === '' || raw === 'none') return NO_EXPANSIONS;
  const list = typeof raw === 'string' ? raw.split(',').map((w) => w.trim()) : raw;
  if (!Array.isArray(list) || !list.every((w) => (EXPANSIONS as readonly unknown[]).includes(w))) {
    throw new IllegalOptionsError('bad-expansions', `The expansions are a list of: ${EXPANSIONS.join(', ')}.`);
  }
  return list.length === 0 ? NO_EXPANSIONS : ECHOES_ONLY;
}

/** Whether Echoes of the Past is in play. */
export const echoesOn = (o: Pick<InnovationOptions, 'expansions'>): boolean => (o.expansions?.length ?? 0) > 0;

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
  const expansions = expansionsOption(o.expansions);
  if (expansions.length > 0 && edition !== 'last') {
    throw new IllegalOptionsError('bad-expansions', 'Expansions are played with the last edition only, not the first.');
  }
  return optionsRecord(players, seed, teams, edition, maxAge, expansions);
}

/**
 * The one place an options object is built, so every state's options have one shape (a
 * determinized state's too): the engine reads them at every step, and code optimized for one
 * shape is thrown away when another arrives.
 */
export function optionsRecord(
  players: number,
  seed: number,
  teams: boolean,
  edition: Edition,
  maxAge: number,
  expansions: readonly Expansion[] = NO_EXPANSIONS,
): InnovationOptions {
  return { players, seed, teams, edition, maxAge, expansions: expansions.length === 0 ? NO_EXPANSIONS : ECHOES_ONLY };
}

/** A seat with nothing yet; with Echoes it has an (empty) forecast. */
export function emptyPlayer(echoes = false): PlayerState {
  const piles = [0, 1, 2, 3, 4].map(() => ({ cards: [], splay: 'none' as const }));
  // The forecast in the literal, last: the shape table.ts's copies of a seat have (one shape of
  // seat for the engine's reads, not two).
  return echoes
    ? { piles, hand: [], score: [], achievements: [], icons: [0, 0, 0, 0, 0, 0], forecast: [] }
    : { piles, hand: [], score: [], achievements: [], icons: [0, 0, 0, 0, 0, 0] };
}

/** The opening position of checked options, shuffled with `rng` (seeded from options.seed by the door). */
export function setup(options: InnovationOptions, rng: Rng): InnovationState {
  const supply = CARDS_BY_AGE.map((ids) => rng.shuffle(ids.slice()));
  const achievements: string[] = [];
  for (let age = 1; age <= ACHIEVEMENT_AGES; age++) achievements.push((supply[age - 1] as CardId[]).pop() as CardId);
  for (const sp of SPECIALS) achievements.push(sp);
  const echoes = echoesOn(options);
  const players = Array.from({ length: options.players }, () => emptyPlayer(echoes));
  // Shuffled after the base piles, so the base game's deal is the same whatever the expansions.
  const echoesSupply = echoes ? ECHOES_BY_AGE.map((ids) => rng.shuffle(ids.slice())) : null;
  if (echoesSupply) for (const sp of ECHOES_SPECIALS) achievements.push(sp);
  for (let round = 0; round < 2; round++) {
    // The Echoes draw rule: the first card comes to an empty hand (base), the second to a hand
    // holding one base card (Echoes).
    const from = echoesSupply && round === 1 ? echoesSupply : supply;
    for (const pl of players) pl.hand.push((from[0] as CardId[]).pop() as CardId);
  }
  const zeros = players.map(() => 0);
  const state: InnovationState = {
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
  // Echoes' supply last, written into a copy of the literal as table.ts's copies have it (one shape).
  return echoesSupply ? { ...state, echoes: echoesSupply } : state;
}

