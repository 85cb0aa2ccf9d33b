// Gears (Шестерёнки) behind the shared engine contract.
import { defineGame } from '../core/define';
import { play } from './apply';
import { coverage } from './coverage';
import { ROUNDS } from './data';
import { describe } from './describe';
import { legalMoves, toAct } from './legal';
import { outcome } from './scoring';
import { MAX_PLAYERS, MIN_PLAYERS, optionsOf, setup } from './setup';
import type { GearsMove, GearsOptions, GearsState, GearsView } from './types';
import { knownFacts } from './known';
import { determinize, reveals, view, viewAll, viewEvents } from './view';

/**
 * Decisions per round at most: n placements, n step-2 turns, one Saboteur look, one Foreman's
 * word, n ability-window answers, n blue returns, and per seat a Codebreaker choice plus two
 * entries and a pass.
 */
const movesPerRound = (n: number): number => 8 * n + 2;

export const gears = defineGame<GearsState, GearsMove, GearsView, GearsOptions>({
  id: 'gears',
  name: 'Gears',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  maxMoves: (options) => ROUNDS * movesPerRound(options.players),
  options: optionsOf,
  setup,
  toAct,
  legalMoves,
  // Gears looks a caller's move up among its legal moves (shared constants) itself.
  moveFields: null,
  play,
  outcome,
  view,
  viewEvents,
  reveals,
  viewAll,
  knownFacts,
  determinize,
  describe,
  coverage,
  variants: [{ key: 'characters', kind: 'boolean', default: true }],
});
