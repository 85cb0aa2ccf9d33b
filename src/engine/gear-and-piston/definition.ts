// Gear & Piston (LudiCreations 2013) for 2–6 players: the GameDefinition the registry exports.
import type { GameDefinition } from '../core/types';
import { coverageOf } from './coverage';
import { describeMove } from './describe';
import { applyMove, legalMoves, toAct } from './play';
import { outcomeOf } from './scoring';
import { MAX_PLAYERS, MIN_PLAYERS, maxMoves, normalizeOptions, setup } from './setup';
import type { GnpMove, GnpOptions, GnpState, GnpView } from './types';
import { determinizeView, revealsOf, viewAllOf, viewEventsOf, viewOf } from './view';

export const gearAndPiston: GameDefinition<GnpState, GnpMove, GnpView, GnpOptions> = {
  id: 'gear-and-piston',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  maxMoves,
  normalizeOptions,
  setup,
  toAct,
  legalMoves,
  apply: applyMove,
  outcome: outcomeOf,
  view: viewOf,
  viewEvents: viewEventsOf,
  reveals: revealsOf,
  viewAll: viewAllOf,
  determinize: determinizeView,
  describe: describeMove,
  coverage: coverageOf,
  variants: [],
};
