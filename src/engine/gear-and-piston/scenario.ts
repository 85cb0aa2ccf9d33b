// Build a Gear & Piston position from a compact description: the start of a round (planning, every
// token still to place), with the hands, cars, locked tokens, displays, stack tops and investors it
// names. For the lessons and for rule tests. Every tile ends up in exactly one place: what the
// description names goes where it says, the rest is shuffled by the seed into the stacks (under the
// named tops) or dealt to the displays it leaves out. A position the rules could never reach is
// refused with the reason.
import { IllegalOptionsError } from '../core/errors';
import { Rng, seedRng } from '../core/rng';
import type { PlayerId } from '../core/types';
import { carVolatility } from './car-checks';
import { anchoredWithout, steeringCount } from './car-grid';
import { Draft } from './draft';
import { endsTheGame, spacesAt, startRound } from './flow';
import { HOUSE_RULES } from './house-rules';
import { INVESTOR_IDS } from './investors';
import { JUNK_IDS, NEW_IDS, isPartId, partSpec } from './parts';
import { MAX_PLAYERS, MIN_PLAYERS, dealtState } from './setup';
import type { Car, Cell, GnpState, PartId, Seat } from './types';
import { BACK_ALLEY, TOP } from './types';

/** A column of a car half: its top and bottom cell (null = empty), column 1 next to the end tile. */
export type ScenarioColumn = [PartId | null, PartId | null];

export interface GnpScenarioSeat {
  hand?: PartId[];
  /** The two halves of the car, each from its end tile outwards. */
  front?: ScenarioColumn[];
  back?: ScenarioColumn[];
  /** Tokens locked in the Back Alley since last round (they sit out this round's planning). */
  locked?: number;
}

export interface GnpScenario {
  seats: GnpScenarioSeat[];
  /** Round number (default 1). */
  round?: number;
  /** Who places the first token this round (default 0). */
  firstPlayer?: PlayerId;
  /** The two investor tiles (default: two drawn by the seed). */
  investors?: [string, string];
  /** The Patent Office's six parts and the Junk Yard's three (default: dealt from the stacks). */
  patentOffice?: PartId[];
  junkYard?: PartId[];
  /** Tiles on top of the New and Junk stacks, the next one drawn first; the rest lie beneath. */
  newStack?: PartId[];
  junkStack?: PartId[];
  /** Tiles already discarded (face up, out of the game). */
  newDiscard?: PartId[];
  junkDiscard?: PartId[];
  /** Shuffles what the description leaves out (default 1). */
  seed?: number;
}

function fail(reason: string): never {
  throw new IllegalOptionsError('bad-scenario', reason);
}

/** One half's cells ([top, bottom] per column) after checking each part sits in its own row. */
function halfCells(columns: readonly ScenarioColumn[], where: string, place: (id: string, where: string) => void): Cell[] {
  const cells: Cell[] = [];
  columns.forEach((column, c) => {
    column.forEach((id, row) => {
      if (id === null) return;
      place(id, `${where}, column ${c + 1}`);
      const spec = partSpec(id);
      if (spec.rowIndex !== row) fail(`${id} (${spec.name}) belongs in the ${spec.row} row, not the ${row === TOP ? 'top' : 'bottom'} row of ${where}.`);
    });
    cells.push(column[0], column[1]);
  });
  if (columns.some((column) => column[0] === null && column[1] === null)) fail(`${where} has an empty column.`);
  if (!anchoredWithout(cells, -1, false)) fail(`Some part of ${where} does not touch its end tile through other parts.`);
  return cells;
}

export function buildGnpScenario(d: GnpScenario): GnpState {
  const players = d.seats.length;
  if (players < MIN_PLAYERS || players > MAX_PLAYERS) fail(`Gear & Piston seats ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}.`);
  const firstPlayer = d.firstPlayer ?? 0;
  if (!Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= players) fail(`No seat ${firstPlayer} to place first.`);
  const round = d.round ?? 1;
  if (!Number.isInteger(round) || round < 1) fail(`There is no round ${round}.`);

  const placed = new Set<string>();
  const place = (id: string, where: string) => {
    if (!isPartId(id)) fail(`Unknown part '${id}' in ${where}.`);
    if (placed.has(id)) fail(`Part ${id} is placed twice (again in ${where}).`);
    placed.add(id);
  };

  const seats: Seat[] = d.seats.map((sd, p) => {
    const hand = (sd.hand ?? []).slice();
    for (const id of hand) place(id, `seat ${p}'s hand`);
    if (hand.length > HOUSE_RULES.handLimit) fail(`Seat ${p} holds ${hand.length} parts; a hand holds at most ${HOUSE_RULES.handLimit}.`);
    const car: Car = { front: halfCells(sd.front ?? [], `seat ${p}'s front half`, place), back: halfCells(sd.back ?? [], `seat ${p}'s back half`, place), seam: null };
    if (steeringCount(car) > HOUSE_RULES.maxSteering) fail(`Seat ${p}'s car has more than one steering.`);
    if (endsTheGame(car)) fail(`Seat ${p}'s car is already complete with twelve parts or more: the game would be over.`);
    const locked = sd.locked ?? 0;
    if (!Number.isInteger(locked) || locked < 0 || locked > Math.min(HOUSE_RULES.actionTokens - 1, spacesAt(players, BACK_ALLEY))) {
      fail(`Seat ${p} cannot have ${locked} tokens locked: the Back Alley has ${spacesAt(players, BACK_ALLEY)} spaces.`);
    }
    return { hand, handKnown: hand.map(() => 1 << p), car, locked, placed: 0, volatility: carVolatility(car) };
  });
  const lockedAll = seats.reduce((n, s) => n + s.locked, 0);
  if (lockedAll > spacesAt(players, BACK_ALLEY)) fail(`${lockedAll} tokens locked, but the Back Alley has ${spacesAt(players, BACK_ALLEY)} spaces.`);

  const investors = d.investors ?? null;
  if (investors) {
    for (const id of investors) if (!INVESTOR_IDS.includes(id)) fail(`There is no investor '${id}'.`);
    if (investors[0] === investors[1]) fail('The two investors must differ.');
  }
  const named = (ids: PartId[] | undefined, where: string, section: 'N' | 'J') => {
    for (const id of ids ?? []) {
      place(id, where);
      if (!id.startsWith(section)) fail(`${id} is not a ${section === 'N' ? 'New' : 'Junk'} part, so it cannot be in ${where}.`);
    }
    return (ids ?? []).slice();
  };
  const patent = named(d.patentOffice, 'the Patent Office', 'N');
  const junk = named(d.junkYard, 'the Junk Yard', 'J');
  if (d.patentOffice && patent.length !== HOUSE_RULES.patentDisplay) fail(`The Patent Office shows ${HOUSE_RULES.patentDisplay} parts at the start of a round.`);
  if (d.junkYard && junk.length !== HOUSE_RULES.junkDisplay) fail(`The Junk Yard shows ${HOUSE_RULES.junkDisplay} parts at the start of a round.`);
  const newTops = named(d.newStack, 'the New stack', 'N');
  const junkTops = named(d.junkStack, 'the Junk stack', 'J');
  const newDiscard = named(d.newDiscard, 'the New discard pile', 'N');
  const junkDiscard = named(d.junkDiscard, 'the Junk discard pile', 'J');

  // The unnamed tiles, shuffled; a display left out is dealt from them first, as the refresh deals.
  const rng = new Rng(seedRng(d.seed ?? 1));
  const newRest = rng.shuffle(NEW_IDS.filter((id) => !placed.has(id)));
  const junkRest = rng.shuffle(JUNK_IDS.filter((id) => !placed.has(id)));
  const newDisplay = d.patentOffice ? patent : newRest.splice(0, HOUSE_RULES.patentDisplay);
  const junkDisplay = d.junkYard ? junk : junkRest.splice(0, HOUSE_RULES.junkDisplay);
  if (newDisplay.length < HOUSE_RULES.patentDisplay || junkDisplay.length < HOUSE_RULES.junkDisplay) fail('Too few tiles are left to fill the displays.');
  // A stack's top is its last element: the named tops end it, the first named the very last.
  const newStack = [...newRest, ...newTops.slice().reverse()];
  const junkStack = [...junkRest, ...junkTops.slice().reverse()];

  const picked = investors ? investors.slice() : rng.shuffle(INVESTOR_IDS.slice()).slice(0, 2);
  const state = dealtState({ players, round, firstPlayer, newStack, junkStack, newDisplay, junkDisplay, newDiscard, junkDiscard, investors: picked, seats, rng });
  const draft = new Draft(state);
  startRound(draft);
  return draft.done();
}
