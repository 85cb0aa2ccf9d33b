// The option sets each game is exercised with by the contract tests and the fuzzer:
// every player count, and every variant that changes the rules.
import type { GameId } from '../engine/core/types';
import type { OptionSet } from './kit';
import { CLI_KITS } from './kits';

export type { OptionSet };

/** Each game's option sets (its CLI kit's `contract`). */
export const CONTRACT_CONFIGS = Object.fromEntries(Object.entries(CLI_KITS).map(([id, kit]) => [id, kit.contract])) as {
  readonly [G in GameId]: readonly OptionSet[];
};

/** A short label for a report line, e.g. "players=4 teams=true". */
export function describeConfig(config: OptionSet): string {
  return Object.entries(config)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
}
