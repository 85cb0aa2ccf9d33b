// Gears at the command line.
import { type CliKit, range } from '../kit';

export const gearsCli: CliKit = {
  contract: range(2, 4).flatMap((players) => [
    { players, characters: true },
    { players, characters: false },
  ]),
  bench: [{ players: 4 }, { players: 2 }],
  // Each seat's two choices of every round, placing a gear (step 1) and turning the left
  // neighbour's gear (step 2, leaving it included). Looking first (day Saboteur), Foreman's word,
  // the ability window, blue returns and code entries follow from those.
  actions: new Set(['place', 'turn']),
};
