// One fuzz job's share of the games (fuzz.ts runs one per child process): random games under the
// engine contract over the run's option sets, each game's coverage tallied. Apart from fuzz.ts,
// whose import starts a run, so tests can play a slice.
import { getGame } from '../engine';
import { describeConfig } from './configs';
import { ContractViolation, runContractGame } from './contract';
import { fuzzConfigs, tallyCoverage } from './fuzz-coverage';

export interface FuzzJob {
  game: string;
  seed: number;
  from: number;
  to: number;
  fullEvery: number;
  /** Only the option sets with this expansion (CONTRACT_CONFIGS' `expansions`). */
  expansions?: string;
}

export interface FuzzResult {
  games: number;
  moves: number;
  /** The most moves one game took (how far random games stay from the engine's move cap). */
  longest: number;
  failures: { seed: number; config: string; message: string; moves: unknown[] }[];
  /** Coverage names (game.coverage) -> games that showed each. */
  covered: Record<string, number>;
}

export function fuzzSlice(job: FuzzJob): FuzzResult {
  const game = getGame(job.game);
  const configs = fuzzConfigs(job.game, job.expansions);
  const result: FuzzResult = { games: 0, moves: 0, longest: 0, failures: [], covered: {} };
  for (let i = job.from; i < job.to; i++) {
    const config = configs[i % configs.length]!;
    const seed = (job.seed + i) | 0;
    try {
      const depth = i % job.fullEvery === 0 ? 'full' : 'light';
      const run = runContractGame(game, config, seed, { depth });
      result.moves += run.moves;
      result.longest = Math.max(result.longest, run.moves);
      tallyCoverage(result.covered, run.coverage);
    } catch (e) {
      const moves = e instanceof ContractViolation ? e.moves : [];
      result.failures.push({ seed, config: describeConfig(config), message: (e as Error).message, moves });
    }
    result.games++;
  }
  return result;
}
