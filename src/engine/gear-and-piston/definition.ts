// Gear & Piston (LudiCreations 2013) for 2–6 players: the GameDefinition the registry exports.
import type { MoveFields } from '../core/canonical-move';
import { defineGame } from '../core/define';
import { coverageOf } from './coverage';
import { describeMove } from './describe';
import { knownFacts } from './known';
import { legalMoves, play, toAct } from './play';
import { outcomeOf } from './scoring';
import { MAX_PLAYERS, MIN_PLAYERS, maxMoves, optionsOf, setup } from './setup';
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

export const gearAndPiston = defineGame<GnpState, GnpMove, GnpView, GnpOptions>({
  id: 'gear-and-piston',
  name: 'Gear & Piston',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  maxMoves,
  options: optionsOf,
  setup,
  toAct,
  legalMoves,
  moveFields: MOVE_FIELDS,
  play,
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
});
