// `npm run bench [-- --json] [--game G] [--runs N] [--ms M] [--decisions K] [--load]`: per
// registered game and configuration, medians of several timed runs of
// - playouts/s: random full games (seeded picks from the legal list) played as search plays them,
//   through game.advance where the game has one (apply without events), else apply; and the same
//   games through apply (what the app and a replay do); per second of wall time and per second of
//   this process's CPU time (process.cpuUsage: on a shared, loaded machine the wall clock also
//   counts the time other processes had the core). Timing starts after WARM_UP_GAMES games of
//   each path: a process keeps getting faster for its first ~200 games (V8 tiers functions up and
//   settles its shapes), so a time-based warm-up compared start-ups more than engines;
// - decisions and actions per game: every apply is a decision; an action is a top-level turn
//   action (Innovation: draw, meld, dogma, achieve and the first meld; Gears: placing a gear and
//   the step-2 turn; Gear & Piston: placing an action token; each game's CLI kit's `actions`);
// - bytes allocated per decision, through apply and through the playout path, from V8's heap
//   accounting (used-heap growth plus what each GC freed, as GCProfiler reports it);
// - apply/s over one recorded game, JSON clones/s of a mid-game state, peak heap;
// - ISMCTS iterations/s (searches from positions spread through a game);
// - the hard bot's decision time (median, p95, max) at K positions through a game, as the CLI's
//   hard level plays (iteration budget under its time cap), each clock started before the view.
// `--load` runs a busy loop on another core meanwhile (a thread of this process), to show the
// figures on a machine whose other core is busy. Figures only: no test asserts a time.
// npm runs it bundled by esbuild (dist-cli/bench.mjs), as Vite bundles the engine for the app:
// unbundled, every cross-module call pays for the loader's export getters (about half the speed).
import { fork } from 'node:child_process';
import { ismctsIterationsPerSecond } from '../ai/bench';
import { gameIds, getGame } from '../engine';
import type { AnyGame, GameId, PlayerId } from '../engine/core/types';
import { intFlag, parseFlags } from './args';
import { allocationPerDecision, hardDecisionTimes, playout } from './bench-measure';
import type { BenchConfig } from './kit';
import { CLI_KITS } from './kits';
import { startLoad } from './load';
import { median, round } from './stats';

/** The configurations the targets are stated for (each game's CLI kit's `bench`). */
const benchConfigs = (id: GameId): readonly BenchConfig[] => CLI_KITS[id].bench;

let peakHeap = 0;
const sampleHeap = () => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
};

/** Random games played through each path before any playout is timed (see the header). */
const WARM_UP_GAMES = 300;

/** This process's CPU time (user and system, all its threads), in seconds. */
const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

interface Rate {
  /** Units per second of wall time. */
  wall: number;
  /** Units per second of this process's CPU time. */
  cpu: number;
}

/** Runs `fn` repeatedly for about `ms` milliseconds of wall time; returns units per second (a call is one unit unless it says). */
function rate(ms: number, fn: (i: number) => unknown): Rate {
  const c0 = cpuSeconds();
  const t0 = performance.now();
  let units = 0;
  let i = 0;
  while (performance.now() - t0 < ms) {
    const r = fn(i++);
    units += typeof r === 'number' ? r : 1;
  }
  const wall = (performance.now() - t0) / 1000;
  return { wall: units / wall, cpu: units / Math.max(cpuSeconds() - c0, 1e-6) };
}

const medianRates = (runs: number, ms: number, fn: (r: number, i: number) => unknown): Rate => {
  const rates: Rate[] = [];
  for (let r = 0; r < runs; r++) {
    rates.push(rate(ms, (i) => fn(r, i)));
    sampleHeap();
  }
  return { wall: median(rates.map((x) => x.wall)), cpu: median(rates.map((x) => x.cpu)) };
};

const medianRate = (runs: number, ms: number, fn: (r: number, i: number) => unknown): number => medianRates(runs, ms, fn).wall;

function benchConfig(game: AnyGame, config: BenchConfig, runs: number, ms: number, decisions: number) {
  const viaApply = (s: unknown, p: PlayerId, m: unknown) => game.apply(s, p, m).state;
  // Warm-up seeds are far from the timed ones (r * 100000 + i), so no timed game was seen before.
  for (let i = 0; i < WARM_UP_GAMES; i++) playout(game, config, 9_000_000 + i);
  for (let i = 0; i < WARM_UP_GAMES; i++) playout(game, config, 9_000_000 + i, viaApply);
  let games = 0;
  let decisionCount = 0;
  let actionCount = 0;
  const playouts = medianRates(runs, ms, (r, i) => {
    const played = playout(game, config, r * 100000 + i);
    games++;
    decisionCount += played.decisions;
    actionCount += played.actions;
  });
  const applyPlayouts = medianRates(runs, ms, (r, i) => {
    playout(game, config, r * 100000 + i, viaApply);
  });

  const steps: { state: unknown; player: PlayerId; move: unknown }[] = [];
  playout(game, config, 42, (state, player, move) => {
    steps.push({ state, player, move });
    return game.apply(state, player, move).state;
  });
  const applyPerSecond = medianRate(runs, ms, () => {
    for (const s of steps) game.apply(s.state, s.player, s.move);
    return steps.length;
  });
  const mid = steps[Math.floor(steps.length / 2)]?.state;
  const jsonClonePerSecond = medianRate(runs, ms, () => {
    JSON.parse(JSON.stringify(mid));
  });
  const allocGames = Math.max(20, Math.round((playouts.wall * ms) / 4000));
  return {
    config,
    warmUpGames: WARM_UP_GAMES,
    playoutsPerSecond: round(playouts.wall, 1),
    playoutsPerCpuSecond: round(playouts.cpu, 1),
    applyPlayoutsPerSecond: round(applyPlayouts.wall, 1),
    applyPlayoutsPerCpuSecond: round(applyPlayouts.cpu, 1),
    decisionsPerGame: round(decisionCount / Math.max(games, 1), 1),
    actionsPerGame: round(actionCount / Math.max(games, 1), 1),
    allocBytesPerDecision: round(allocationPerDecision(game, config, allocGames, true), 0),
    playoutAllocBytesPerDecision: round(allocationPerDecision(game, config, allocGames, false), 0),
    applyPerSecond: round(applyPerSecond, 0),
    jsonClonePerSecond: round(jsonClonePerSecond, 0),
    stateJsonBytes: JSON.stringify(mid).length,
    ismctsIterationsPerSecond: round(ismctsIterationsPerSecond(game, { ...config, seed: 1 }, ms), 0),
    hardDecision: decisions > 0 ? hardDecisionTimes(game, config, decisions) : null,
  };
}

interface BenchLine extends ReturnType<typeof benchConfig> {
  game: GameId;
  peakHeapMiB: number;
}

/** One configuration, measured in this process (a child of main, so JIT state starts clean). */
function child(id: GameId, configIndex: number, runs: number, ms: number, decisions: number): void {
  const config = benchConfigs(id)[configIndex] as BenchConfig;
  const measured = benchConfig(getGame(id), config, runs, ms, decisions);
  const line: BenchLine = { game: id, ...measured, peakHeapMiB: round(peakHeap / 2 ** 20, 1) };
  process.send?.(line, undefined, {}, () => process.exit(0));
}

function measureInChild(id: GameId, configIndex: number, args: string[]): Promise<BenchLine> {
  return new Promise((resolve, reject) => {
    const childArgs = ['--child', id, String(configIndex), ...args];
    const proc = fork(process.argv[1] as string, childArgs, { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    proc.once('message', (line) => resolve(line as BenchLine));
    proc.once('exit', (code) => {
      if (code) reject(new Error(`bench of ${id} exited with code ${code}`));
    });
  });
}

const pad = (x: unknown, n: number) => String(x).padStart(n);

function print(r: BenchLine): void {
  const hard = r.hardDecision;
  console.log(
    `${r.game.padEnd(16)} ${JSON.stringify(r.config).padEnd(16)} playouts/s ${pad(r.playoutsPerSecond, 8)} ` +
      `per CPU-s ${pad(r.playoutsPerCpuSecond, 8)} ` +
      `(apply ${pad(r.applyPlayoutsPerSecond, 8)}, per CPU-s ${pad(r.applyPlayoutsPerCpuSecond, 8)})  decisions/game ${pad(r.decisionsPerGame, 6)}  actions/game ${pad(r.actionsPerGame, 5)}  ` +
      `alloc/decision ${pad(r.allocBytesPerDecision, 5)} B (playout ${pad(r.playoutAllocBytesPerDecision, 5)} B)  ` +
      `apply/s ${pad(r.applyPerSecond, 8)}  JSON clone/s ${pad(r.jsonClonePerSecond, 7)} (${r.stateJsonBytes} B)  ` +
      `ISMCTS it/s ${pad(r.ismctsIterationsPerSecond, 6)}  ` +
      (hard ? `hard ms median ${hard.medianMs} p95 ${hard.p95Ms} max ${hard.maxMs} (${hard.decisions})  ` : '') +
      `peak heap ${r.peakHeapMiB} MiB`,
  );
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const childAt = argv.indexOf('--child');
  const flags = parseFlags(childAt >= 0 ? argv.slice(childAt + 3) : argv);
  const runs = intFlag(flags, 'runs', 5);
  const ms = intFlag(flags, 'ms', 1000);
  const decisions = intFlag(flags, 'decisions', 10);
  if (childAt >= 0) return child(argv[childAt + 1] as GameId, Number(argv[childAt + 2]), runs, ms, decisions);

  const ids = typeof flags.game === 'string' ? [flags.game as GameId] : gameIds();
  const load = flags.load === true;
  const stopLoad = load ? startLoad() : null;
  const results: BenchLine[] = [];
  try {
    // Configurations run one after another, each in its own process: one core, a clean JIT, its own heap.
    for (const id of ids) {
      for (let i = 0; i < benchConfigs(id).length; i++) {
        const r = await measureInChild(id, i, ['--runs', String(runs), '--ms', String(ms), '--decisions', String(decisions)]);
        results.push(r);
        if (!flags.json) print(r);
      }
    }
  } finally {
    await stopLoad?.();
  }
  if (flags.json) process.stdout.write(`${JSON.stringify({ runs, ms, load, results })}\n`);
  else
    console.log(
      `medians of ${runs} runs of ${ms} ms each, timed after ${WARM_UP_GAMES} warm-up games per path (advance, apply) ` +
        `in each configuration's process; per CPU-s counts that process's CPU time${load ? '; another core kept busy (--load)' : ''}; ` +
        'the engine is bundled as the app ships it (npm run bench)',
    );
}

main().catch((e: unknown) => {
  console.error((e as Error).message);
  process.exitCode = 2;
});
