// Gear & Piston (LudiCreations 2013) for 2–6 players: the GameDefinition the registry exports.
import { canonicalMove, type MoveFields } from '../core/canonical-move';
import { checkSeat, seedOption } from '../core/checks';
import type { GameDefinition } from '../core/types';
import { coverageOf } from './coverage';
import { describeMove } from './describe';
import { knownFacts } from './known';
import { advanceMove, applyMove, legalMoves, toAct } from './play';
import { outcomeOf } from './scoring';
import { MAX_PLAYERS, MIN_PLAYERS, maxMoves, normalizeOptions, setup } from './setup';
import type { GnpMove, GnpOptions, GnpState, GnpView } from './types';
import { revealsOf } from './reveals';
import { determinizeView, viewAllOf, viewEventsOf, viewOf } from './view';

/** The fields of each move type, as the legal moves list them (see canonicalMove). */
const MOVE_FIELDS: MoveFields<GnpMove> = {
  place: ['location'],
  discard: ['part'],
  'keep-hand': [],
  'black-market': [],
  espionage: ['target'],
  'union-muscle': ['location', 'index'],
  'keep-part': ['part'],
  steal: ['part'],
  'take-display': ['slot'],
  'take-blind': [],
  'stop-junk': [],
  build: ['part', 'side', 'col'],
  dismantle: ['side', 'col', 'row'],
  upgrade: [],
  swap: ['part', 'side', 'col', 'row'],
  'finish-upgrade': [],
  join: [],
  'end-workshop': [],
};

export const gearAndPiston: GameDefinition<GnpState, GnpMove, GnpView, GnpOptions> = {
  id: 'gear-and-piston',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  maxMoves,
  // The seed's type first: "7" or null would otherwise pass the finite-number check downstream.
  normalizeOptions: (o) => normalizeOptions({ ...o, seed: seedOption(o.seed) }),
  setup,
  toAct,
  legalMoves,
  apply: (state, player, move) => {
    checkSeat(player);
    // Only the fields of the move's type go on: the caller's object stops here.
    return applyMove(state, player, typeof move === 'object' && move !== null ? canonicalMove(move, MOVE_FIELDS) : move);
  },
  // The search's fast path: moves come from the legal list, so no checks or copies.
  advance: advanceMove,
  outcome: outcomeOf,
  view: viewOf,
  viewEvents: viewEventsOf,
  reveals: revealsOf,
  viewAll: viewAllOf,
  knownFacts,
  determinize: determinizeView,
  describe: describeMove,
  coverage: coverageOf,
  variants: [],
};
