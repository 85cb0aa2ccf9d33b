// Innovation at the command line.
import { type CliKit, range } from '../kit';

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
};
