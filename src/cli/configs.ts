// The option sets each game is exercised with by the contract tests and the fuzzer:
// every player count, and every variant that changes the rules.
import type { GameId } from '../engine/core/types';

export type OptionSet = Record<string, unknown> & { players: number };

const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

export const CONTRACT_CONFIGS: Record<GameId, OptionSet[]> = {
  gears: range(2, 4).flatMap((players) => [
    { players, characters: true },
    { players, characters: false },
  ]),
  innovation: [
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
  'gear-and-piston': range(2, 6).map((players) => ({ players })),
};

/** A short label for a report line, e.g. "players=4 teams=true". */
export function describeConfig(config: OptionSet): string {
  return Object.entries(config)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
}
