// What the command-line tools need from each game: one kit per game (in the game's own folder,
// `cli/<game>/kit.ts`), listed once in `cli/kits.ts`.
import type { AnyGame, PlayerId } from '../engine/core/types';

/** One option set a game is played with. */
export type OptionSet = Record<string, unknown> & { players: number };

/** A configuration the bench's targets are stated for. */
export type BenchConfig = { players: number } & Record<string, unknown>;

/** A choice onlookers must not tell apart (twin-secrets.ts). */
export interface SecretChoice {
  /** The moves the chooser could have made instead, the one played among them. */
  alternatives: unknown[];
  /** The seats that must not tell which was made. */
  onlookers: PlayerId[];
}

/** The secret choice a move is, or null when it is not one. */
export type SecretOf = (game: AnyGame, state: unknown, player: PlayerId, move: unknown) => SecretChoice | null;

/** What a fuzz run must show with --require-coverage (fuzz-coverage.ts), in the engine's coverage names. */
export interface CoverageGoal {
  /** Names a run must show with --require-coverage. */
  required: string[];
  /** Names reported with them but not required. */
  reportedOnly: string[];
}

export interface CliKit {
  /**
   * The option sets the contract tests and the fuzzer exercise the game with: every player count
   * and every variant that changes the rules.
   */
  contract: readonly OptionSet[];
  /** The configurations `npm run bench` measures, in its report's order. */
  bench: readonly BenchConfig[];
  /**
   * The move types that are a player's top-level action, as opposed to the answers and follow-ups
   * a turn asks for (every move is a decision; some decisions are actions).
   */
  actions: ReadonlySet<string>;
  /** The game's secret choices, checked head on by the twin check (none: the game has none). */
  secret?: SecretOf;
  /** What a fuzz run of the set in play (`--expansions`) must show (none: the game records no coverage). */
  coverage?(expansions?: string): CoverageGoal;
}

/** The whole numbers from lo to hi. */
export const range = (lo: number, hi: number): number[] => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** The seats of a game but the given ones. */
export const seatsBut = (players: number, ...but: PlayerId[]): PlayerId[] => range(0, players - 1).filter((p) => !but.includes(p));
