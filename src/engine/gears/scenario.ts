// Build a Gears position from a compact description: the start of a round (step 1, every gear
// still in hand), with the hands, discard piles, code rows, characters and round stack it names.
// For the lessons and for rule tests. What the description leaves out is dealt by the seed, the
// way setup deals it; a position the rules could never reach is refused with the reason.
import { IllegalOptionsError } from '../core/errors';
import { Rng } from '../core/rng';
import type { PlayerId } from '../core/types';
import { CODES_PER_PLAYER, DAY_ROUNDS, ROUNDS } from './data';
import { maskOf } from './hand';
import { faceOf } from './round-card';
import { MAX_PLAYERS, MIN_PLAYERS, dealtState } from './setup';
import {
  CHARACTERS,
  CODE_COLORS,
  CODE_STATUSES,
  type CharacterCard,
  type CodeCard,
  type CodeStatus,
  GEAR_COLORS,
  GEAR_VALUES,
  type GearColor,
  type GearsState,
  ROUND_CARD_IDS,
  type RoundCardId,
} from './types';

export interface GearsScenarioSeat {
  /** The gears in hand (at least one: the round starts with everyone placing). */
  hand: GearColor[];
  /** The discard pile (public). Each of the six gears is in the hand or the pile, never both. */
  discard?: GearColor[];
  /** The four code cards in row order; status 'open' unless given. */
  codes: { color: CodeCard['color']; number: CodeCard['number']; status?: CodeStatus }[];
  /** The character card, or none (a game without characters gives none to anybody). */
  character?: CharacterCard | null;
}

export interface GearsScenario {
  seats: GearsScenarioSeat[];
  /** The round about to be played, 0..9 (default 0): the first five are the day shift. */
  round?: number;
  /** The round stack from the current round's card down (top first); the rest is dealt by the seed. */
  stack?: RoundCardId[];
  /** The seat holding the gear token (default 0). */
  token?: PlayerId;
  /** Deals what is not named and seeds the state's random numbers (default 1). */
  seed?: number;
}

function fail(reason: string): never {
  throw new IllegalOptionsError('bad-scenario', reason);
}

const isGear = (g: unknown): g is GearColor => (GEAR_COLORS as readonly unknown[]).includes(g);

function seatGears(seat: GearsScenarioSeat, p: number): { hand: number; discard: number } {
  const all = [...seat.hand, ...(seat.discard ?? [])];
  for (const g of all) if (!isGear(g)) fail(`Seat ${p} holds '${String(g)}', which is no gear.`);
  if (new Set(all).size !== all.length) fail(`Seat ${p} has a gear twice (each player has one of each colour).`);
  if (seat.hand.length === 0) fail(`Seat ${p} has no gear in hand to place.`);
  // Before step 1 no gear is on the table: each player's six are all in hand or discarded.
  if (all.length !== GEAR_COLORS.length) fail(`Seat ${p} has ${all.length} gears in hand and discard pile; before a round all ${GEAR_COLORS.length} are there.`);
  return { hand: maskOf(seat.hand), discard: maskOf(seat.discard ?? []) };
}

function seatCodes(seat: GearsScenarioSeat, p: number, dealt: Set<string>): CodeCard[] {
  if (seat.codes.length !== CODES_PER_PLAYER) fail(`Seat ${p} has ${seat.codes.length} code cards, not ${CODES_PER_PLAYER}.`);
  return seat.codes.map((c) => {
    if (!(CODE_COLORS as readonly unknown[]).includes(c.color) || !(GEAR_VALUES as readonly unknown[]).includes(c.number)) {
      fail(`Seat ${p} has a code card ${String(c.color)} ${String(c.number)}, which does not exist.`);
    }
    const status = c.status ?? 'open';
    if (!(CODE_STATUSES as readonly string[]).includes(status)) fail(`Seat ${p}: a code card cannot be '${String(status)}'.`);
    const key = `${c.color}${c.number}`;
    if (dealt.has(key)) fail(`The code card ${c.color} ${c.number} is dealt twice.`);
    dealt.add(key);
    return { color: c.color, number: c.number, status };
  });
}

function roundStack(d: GearsScenario, round: number, rng: Rng): RoundCardId[] {
  const named = d.stack ?? [];
  for (const id of named) if (!(ROUND_CARD_IDS as readonly string[]).includes(id)) fail(`There is no round card '${id}'.`);
  if (new Set(named).size !== named.length) fail('A round card is named twice in the stack.');
  if (named.length > ROUNDS - round) fail(`The stack names ${named.length} cards, but only ${ROUNDS - round} rounds are left.`);
  const rest = rng.shuffle(ROUND_CARD_IDS.filter((id) => !named.includes(id)));
  // Played cards lie before the current round; the named ones from it on; the unnamed fill the rest.
  const played = rest.slice(0, round);
  const after = rest.slice(round);
  return [...played, ...named, ...after];
}

export function buildGearsScenario(d: GearsScenario): GearsState {
  const n = d.seats.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) fail(`Gears is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${n}.`);
  const round = d.round ?? 0;
  if (!Number.isInteger(round) || round < 0 || round >= ROUNDS) fail(`There is no round ${round} (0 to ${ROUNDS - 1}).`);
  const token = d.token ?? 0;
  if (!Number.isInteger(token) || token < 0 || token >= n) fail(`No seat ${token} to hold the gear token.`);
  const rng = Rng.seeded(d.seed ?? 1);

  const hands: number[] = [];
  const discards: number[] = [];
  const dealt = new Set<string>();
  const codes: CodeCard[][] = [];
  d.seats.forEach((seat, p) => {
    const g = seatGears(seat, p);
    hands.push(g.hand);
    discards.push(g.discard);
    codes.push(seatCodes(seat, p, dealt));
  });

  const characters = d.seats.some((s) => s.character);
  const crew = d.seats.map((seat, p) => {
    const card = seat.character ?? null;
    if (characters && card === null) fail(`Seat ${p} has no character while others do: characters are for everybody or nobody.`);
    if (card === null) return null;
    if (!(CHARACTERS as readonly string[]).includes(card.name)) fail(`There is no character '${card.name}'.`);
    if (card.side === 'day' && round >= DAY_ROUNDS) fail(`Seat ${p}'s ${card.name} cannot be day side up at night: every character turns at the night shift.`);
    return { name: card.name, side: card.side };
  });
  const names = crew.flatMap((c) => (c ? [c.name] : []));
  if (new Set(names).size !== names.length) fail('Two players hold the same character.');

  const roundOrder = roundStack(d, round, rng);
  const { rule, effect } = faceOf(roundOrder, round);
  return dealtState({ players: n, characters, rng, round, roundOrder, rule, effect, token, hands, discards, codes, crew });
}
