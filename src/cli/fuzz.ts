// `npm run fuzz -- --game gears --games 100000 [--seed S] [--jobs J] [--full-every K]
//  [--expansions echoes] [--require-coverage]`
// Plays many random games over every option set of the game under the engine contract
// (src/cli/contract.ts): cheap checks on every game, the full checks on one game in K.
// --expansions keeps the option sets with that expansion. For a game that records coverage
// (Innovation) the run reports which cards were executed and which end reasons were seen
// (fuzz-coverage.ts); --require-coverage fails the run if a required one never was.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { getGame } from '../engine';
import { intFlag, parseFlags } from './args';
import { coverageGoal, coverageReport, fuzzConfigs, mergeCoverage } from './fuzz-coverage';
import { type FuzzJob, type FuzzResult, fuzzSlice } from './fuzz-slice';

function inChild(job: FuzzJob): Promise<FuzzResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--child'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (r) => {
      resolve(r as FuzzResult);
      child.kill();
    });
    child.once('exit', (code) => {
      if (code) reject(new Error(`a fuzz job exited with code ${code}`));
    });
    child.send(job);
  });
}

async function main(): Promise<void> {
  if (process.argv.includes('--child')) {
    process.once('message', (job: FuzzJob) => process.send?.(fuzzSlice(job), undefined, {}, () => process.exit(0)));
    return;
  }
  const flags = parseFlags(process.argv.slice(2));
  const gameId = typeof flags.game === 'string' ? flags.game : 'gears';
  getGame(gameId);
  const games = intFlag(flags, 'games', 1000);
  const seed = intFlag(flags, 'seed', 1);
  const jobs = Math.max(1, intFlag(flags, 'jobs', 2));
  const fullEvery = Math.max(1, intFlag(flags, 'full-every', 50));
  const expansions = typeof flags.expansions === 'string' ? flags.expansions : undefined;
  const configs = fuzzConfigs(gameId, expansions);
  const goal = coverageGoal(gameId, expansions);
  if (flags['require-coverage'] === true && goal === null) throw new Error(`--require-coverage: ${gameId} records no coverage`);
  const t0 = performance.now();
  const parts = await Promise.all(
    Array.from({ length: jobs }, (_, j) =>
      inChild({ game: gameId, seed, from: Math.floor((j * games) / jobs), to: Math.floor(((j + 1) * games) / jobs), fullEvery, expansions }),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;
  const failures = parts.flatMap((p) => p.failures);
  const played = parts.reduce((n, p) => n + p.games, 0);
  const moves = parts.reduce((n, p) => n + p.moves, 0);
  const longest = Math.max(0, ...parts.map((p) => p.longest));
  console.log(
    `fuzz ${gameId}${expansions ? ` (${expansions})` : ''}: ${played} games (${configs.length} option sets, full checks on 1 in ${fullEvery}), ` +
      `${moves} moves (longest game ${longest}), ${failures.length} failures, ${seconds.toFixed(1)} s`,
  );
  for (const f of failures.slice(0, 5)) {
    console.log(`\nFAILED seed ${f.seed} [${f.config}]: ${f.message}`);
    console.log(`moves: ${JSON.stringify(f.moves)}`);
  }
  if (failures.length > 0) process.exitCode = 1;
  if (goal === null) return;
  const covered: Record<string, number> = {};
  for (const p of parts) mergeCoverage(covered, p.covered);
  const report = coverageReport(goal, covered);
  console.log(`\n${report.lines.join('\n')}`);
  if (flags['require-coverage'] === true && report.missing.length > 0) {
    console.log(`\nFAILED --require-coverage: ${report.missing.length} never seen in ${played} games: ${report.missing.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((e: unknown) => {
  console.error((e as Error).message);
  process.exitCode = 2;
});
