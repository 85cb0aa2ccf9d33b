// Setup (§3): shuffled New and Junk stacks, both displays dealt, two investors revealed, empty hands
// a random first player; then the first planning phase begins.
import type { CheckedOptions } from '../core/define';
import type { Rng } from '../core/rng';
import { EMPTY_CAR } from './car-grid';
import { Draft } from './draft';
import { startRound } from './flow';
import { HOUSE_RULES } from './house-rules';
import { INVESTOR_IDS } from './investors';
import { JUNK_IDS, NEW_IDS } from './parts';
import type { GnpOptions, GnpState, Seat } from './types';
import { LOCATIONS } from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

/** The options record from options the door (core/define.ts) has checked: no variants, no cross-checks. */
export function optionsOf(checked: CheckedOptions): GnpOptions {
  return { players: checked.players, seed: checked.seed };
}

/** The opening position of checked options, shuffled with `rng` (seeded from options.seed by the door). */
export function setup(options: GnpOptions, rng: Rng): GnpState {
  const { players } = options;
  const newStack = rng.shuffle(NEW_IDS.slice());
  const junkStack = rng.shuffle(JUNK_IDS.slice());
  const newDisplay = newStack.splice(newStack.length - HOUSE_RULES.patentDisplay).reverse();
  const junkDisplay = junkStack.splice(junkStack.length - HOUSE_RULES.junkDisplay).reverse();
  const investors = rng.shuffle(INVESTOR_IDS.slice()).slice(0, 2);
  const firstPlayer = rng.int(players);
  const seats: Seat[] = [];
  for (let i = 0; i < players; i++) {
    seats.push({ hand: [], handKnown: [], car: EMPTY_CAR, locked: 0, placed: 0, volatility: 0 });
  }
  const state = dealtState({ players, round: 1, firstPlayer, newStack, junkStack, newDisplay, junkDisplay, newDiscard: [], junkDiscard: [], investors, seats, rng });
  // blueprints dealt blind from the New stack (none by default).
  for (const seat of seats) {
    for (let k = 0; k < HOUSE_RULES.startingHand; k++) {
      seat.hand.push(newStack.pop() as string);
      seat.handKnown.push(1 << seats.indexOf(seat));
      state.newStackKnown.pop();
    }
  }
  const d = new Draft(state);
  startRound(d);
  return d.done();
}

/** What a deal decides: every other field of a state before a round's refresh is fixed. */
export type Deal = Pick<GnpState, 'players' | 'round' | 'firstPlayer' | 'newStack' | 'junkStack' | 'newDisplay' | 'junkDisplay' | 'newDiscard' | 'junkDiscard' | 'investors' | 'seats'> & { rng: Rng };

/**
 * The state before a round's planning starts (startRound), from a deal: a new game's, or a
 * lesson's prepared one (scenario.ts). No card of either stack is known to anyone yet.
 */
export function dealtState(d: Deal): GnpState {
  return {
    players: d.players,
    round: d.round,
    phase: 'plan',
    actor: d.firstPlayer,
    step: { kind: 'place' },
    cursor: 0,
    firstPlayer: d.firstPlayer,
    lastWorkshopPlacer: null,
    queues: LOCATIONS.map(() => []),
    workshopAllowance: [],
    newStack: d.newStack,
    newStackKnown: d.newStack.map(() => 0),
    junkStack: d.junkStack,
    newDisplay: d.newDisplay,
    junkDisplay: d.junkDisplay,
    newDiscard: d.newDiscard,
    junkDiscard: d.junkDiscard,
    investors: d.investors,
    seats: d.seats,
    endTriggers: [],
    final: null,
    rng: d.rng.state,
  };
}

/**
 * A hard bound on moves. With the 'replace' refresh the New stack loses a display's worth every
 * round, so the game ends within 7 rounds. With 'refill' only the tiles players take run the clock,
 * and nothing forces anyone to take one: the bound assumes at least one tile a round (every tile of
 * both stacks once), which any table that builds keeps.
 */
export function maxMoves(options: GnpOptions): number {
  const p = options.players;
  const rounds =
    HOUSE_RULES.refresh === 'replace'
      ? Math.floor((NEW_IDS.length - HOUSE_RULES.patentDisplay) / HOUSE_RULES.patentDisplay) + 1
      : NEW_IDS.length + JUNK_IDS.length;
  const spaces = (loc: keyof typeof HOUSE_RULES.spaceMarks) => HOUSE_RULES.spaceMarks[loc].filter((m) => m <= p).length;
  const ws = spaces('workshop');
  const ops = HOUSE_RULES.workshopOperations.reduce((a, b) => a + b, 0) + Math.max(0, ws - 3);
  const perOp = 2 + HOUSE_RULES.handLimit; // upgrade, every swap, finish
  const perRound =
    p * HOUSE_RULES.actionTokens +
    p +
    2 * spaces('back-alley') +
    spaces('patent-office') +
    (HOUSE_RULES.junkPicks + 1) * spaces('junk-yard') +
    perOp * ops +
    2 * ws;
  return rounds * perRound;
}
