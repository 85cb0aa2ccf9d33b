// Innovation at the command line.
import { hasEntry } from '../../engine/innovation/cards/index';
import { ALL_CARD_IDS, ECHOES_CARD_IDS } from '../../engine/innovation/facts';
import { END_REASONS } from '../../engine/innovation/types';
import { type CliKit, type CoverageGoal, range } from '../kit';

/**
 * The cards of the set in play (Echoes' with `--expansions echoes`, else the base game's; cards
 * whose entry is not written are left out) and every end reason of the rules. The engine's length
 * cap ('end:limit', 1,500 moves a player) is reported, not required: it is a guard, not a rule,
 * and random games end hundreds of moves before it (its test:
 * tests/engine/innovation/echoes/move-cap.test.ts).
 */
function coverage(expansions?: string): CoverageGoal {
  const cards = expansions === 'echoes' ? ECHOES_CARD_IDS : ALL_CARD_IDS;
  const ends = END_REASONS.map((r) => `end:${r}`);
  return {
    required: [...cards.filter(hasEntry).map((id) => `dogma:${id}`), ...ends.filter((name) => name !== 'end:limit')],
    reportedOnly: ['end:limit'],
  };
}

export const innovationCli: CliKit = {
  contract: [
    ...range(2, 4).flatMap((players) => [
      { players, edition: 'last' },
      { players, edition: 'first' },
    ]),
    { players: 4, teams: true, edition: 'last' },
    { players: 4, teams: true, edition: 'first' },
    // Echoes of the Past (last edition only).
    { players: 2, edition: 'last', expansions: 'echoes' },
    { players: 3, edition: 'last', expansions: 'echoes' },
    { players: 4, teams: true, edition: 'last', expansions: 'echoes' },
  ],
  // The last row: Echoes of the Past (its playouts/s against the base game's 2-player row).
  bench: [{ players: 2 }, { players: 4 }, { players: 2, expansions: 'echoes' }],
  // The turn's actions (draw, meld, dogma, achieve) and the first meld.
  actions: new Set(['draw', 'meld', 'dogma', 'achieve', 'initial-meld']),
  coverage,
};
