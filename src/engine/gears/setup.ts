// Setting up the table (rulebook "Setup"), in the rulebook's order so a seed always deals the same.
import type { CheckedOptions } from '../core/define';
import type { Rng } from '../core/rng';
import type { PlayerId } from '../core/types';
import { CODES_PER_PLAYER, FULL_SET } from './data';
import { countGears, nthGear, withoutGear } from './hand';
import { faceOf } from './round-card';
import { emptyTable } from './turning';
import {
  CHARACTERS,
  CODE_COLORS,
  type CharacterCard,
  type CodeCard,
  GEAR_VALUES,
  type GearColor,
  type GearsOptions,
  type GearsState,
  ROUND_CARD_IDS,
  type RoundCardId,
} from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** The options record from options the door (core/define.ts) has checked: Gears has no cross-checks. */
export function optionsOf(checked: CheckedOptions): GearsOptions {
  return { players: checked.players, seed: checked.seed, characters: checked.characters as boolean };
}

/** Each hand loses one random gear to start the discard pile (setup, and again at night). */
export function discardOneAtRandom(hand: number, rng: Rng): { hand: number; discarded: GearColor } {
  const discarded = nthGear(hand, rng.int(countGears(hand)));
  return { hand: withoutGear(hand, discarded), discarded };
}

/** The opening position of checked options, shuffled with `rng` (seeded from options.seed by the door). */
export function setup(options: GearsOptions, rng: Rng): GearsState {
  const { players: n, characters } = options;

  // 1. Shuffle the 16 code cards and deal each player four, face up: the machine's code.
  const deck: CodeCard[] = [];
  for (const color of CODE_COLORS) for (const number of GEAR_VALUES) deck.push({ color, number, status: 'open' });
  rng.shuffle(deck);
  const codes: CodeCard[][] = [];
  for (let p = 0; p < n; p++) codes.push(deck.slice(p * CODES_PER_PLAYER, (p + 1) * CODES_PER_PLAYER));

  // 2–3. A set of six gears each; shuffle and discard one at random, face up.
  const hands: number[] = [];
  const discards: number[] = [];
  for (let p = 0; p < n; p++) {
    const { hand } = discardOneAtRandom(FULL_SET, rng);
    hands.push(hand);
    discards.push(FULL_SET & ~hand);
  }

  // 4. One random character each, day side up.
  const crew: (CharacterCard | null)[] = [];
  const deal = rng.shuffle([...CHARACTERS]);
  for (let p = 0; p < n; p++) crew.push(characters ? { name: deal[p] as CharacterCard['name'], side: 'day' } : null);

  // 5. Shuffle the round cards: the top five are played day face up, the bottom five night face up.
  const roundOrder = rng.shuffle([...ROUND_CARD_IDS] as RoundCardId[]);

  // 7. A random first player takes the gear token.
  const token: PlayerId = rng.int(n);

  const { rule, effect } = faceOf(roundOrder, 0);
  return dealtState({ players: n, characters, rng, round: 0, roundOrder, rule, effect, token, hands, discards, codes, crew });
}

/** What a deal decides: every other field of a state at the start of a round is fixed. */
export type Deal = Pick<GearsState, 'players' | 'characters' | 'round' | 'roundOrder' | 'rule' | 'effect' | 'token' | 'hands' | 'discards' | 'codes' | 'crew'> & { rng: Rng };

/**
 * The state at the start of a round, placing, from a deal (a new game's, or a lesson's prepared
 * one: scenario.ts). Every field written out in copyState's order (no spread): the first state of
 * a game then shares the hidden class of every later one, and the engine's property reads stay
 * monomorphic.
 */
export function dealtState(d: Deal): GearsState {
  return {
    players: d.players,
    characters: d.characters,
    rng: d.rng.state,
    phase: 'place',
    round: d.round,
    roundOrder: d.roundOrder,
    rule: d.rule,
    effect: d.effect,
    token: d.token,
    hands: d.hands,
    discards: d.discards,
    table: emptyTable(d.players),
    codes: d.codes,
    crew: d.crew,
    step: 0,
    peeked: false,
    dispatch: null,
    winners: [],
    queue: [],
    ended: null,
    covered: [0, 0],
  };
}
