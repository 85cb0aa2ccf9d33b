// `npm run bench [-- --json] [--game G] [--runs N] [--ms M]`: per registered game, random full
// playouts per second, apply() per second, state JSON clones per second (medians of several runs),
// peak heap, and ISMCTS iterations per second. Figures only: no test asserts a time.
// npm runs it bundled by esbuild (dist-cli/bench.mjs), as Vite bundles the engine for the app:
// unbundled, every cross-module call pays for the loader's export getters (about half the speed).
import { fork } from 'node:child_process';
import { ismctsIterationsPerSecond } from '../ai/bench';
import { gameIds, getGame } from '../engine';
import { Rng } from '../engine/core/rng';
import type { AnyGame, GameId, PlayerId } from '../engine/core/types';
import { intFlag, parseFlags } from './args';
import { median, round } from './stats';

/** The configurations the targets are stated for. */
const BENCH_CONFIGS: Record<GameId, ({ players: number } & Record<string, unknown>)[]> = {
  gears: [{ players: 4 }, { players: 2 }],
  innovation: [{ players: 2 }, { players: 4 }],
  'gear-and-piston': [{ players: 4 }, { players: 2 }],
};

let peakHeap = 0;
const sampleHeap = () => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
};

interface Step {
  state: unknown;
  player: PlayerId;
  move: unknown;
}

function playout(game: AnyGame, config: { players: number } & Record<string, unknown>, seed: number, record?: Step[]): number {
  const rng = Rng.seeded(seed);
  let state = game.setup(game.normalizeOptions({ ...config, seed }));
  let moves = 0;
  for (;;) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) return moves;
    const player = toAct[0]!;
    const move = rng.pick(game.legalMoves(state, player));
    record?.push({ state, player, move });
    state = game.apply(state, player, move).state;
    moves++;
  }
}

/** Runs `fn` repeatedly for about `ms` milliseconds; returns units per second (a call is one unit unless it says). */
function rate(ms: number, fn: (i: number) => unknown): number {
  const t0 = performance.now();
  let units = 0;
  let i = 0;
  while (performance.now() - t0 < ms) {
    const r = fn(i++);
    units += typeof r === 'number' ? r : 1;
  }
  return units / ((performance.now() - t0) / 1000);
}

function benchConfig(game: AnyGame, config: { players: number } & Record<string, unknown>, runs: number, ms: number) {
  rate(ms / 2, (i) => {
    playout(game, config, i);
  }); // warm up the JIT
  const playouts: number[] = [];
  const moveCounts: number[] = [];
  for (let r = 0; r < runs; r++) {
    playouts.push(
      rate(ms, (i) => {
        moveCounts.push(playout(game, config, r * 100000 + i));
      }),
    );
    sampleHeap();
  }
  const steps: Step[] = [];
  playout(game, config, 42, steps);
  const applies: number[] = [];
  for (let r = 0; r < runs; r++) {
    applies.push(
      rate(ms, () => {
        for (const s of steps) game.apply(s.state, s.player, s.move);
        return steps.length;
      }),
    );
  }
  const mid = steps[Math.floor(steps.length / 2)]!.state;
  const clones: number[] = [];
  for (let r = 0; r < runs; r++) clones.push(
      rate(ms, () => {
        JSON.parse(JSON.stringify(mid));
      }),
    );
  sampleHeap();
  return {
    config,
    playoutsPerSecond: round(median(playouts), 1),
    avgMovesPerGame: round(moveCounts.reduce((a, b) => a + b, 0) / moveCounts.length, 1),
    applyPerSecond: round(median(applies), 0),
    jsonClonePerSecond: round(median(clones), 0),
    stateJsonBytes: JSON.stringify(mid).length,
    ismctsIterationsPerSecond: round(ismctsIterationsPerSecond(game, { ...config, seed: 1 } as { players: number; seed: number }, ms), 0),
  };
}

interface BenchLine extends ReturnType<typeof benchConfig> {
  game: GameId;
  peakHeapMiB: number;
}

/** One configuration, measured in this process (a child of main, so JIT state starts clean). */
function child(id: GameId, configIndex: number, runs: number, ms: number): void {
  const config = BENCH_CONFIGS[id][configIndex]!;
  const line: BenchLine = { game: id, ...benchConfig(getGame(id), config, runs, ms), peakHeapMiB: round(peakHeap / 2 ** 20, 1) };
  process.send?.(line, undefined, {}, () => process.exit(0));
}

function measureInChild(id: GameId, configIndex: number, runs: number, ms: number): Promise<BenchLine> {
  return new Promise((resolve, reject) => {
    const args = ['--child', id, String(configIndex), '--runs', String(runs), '--ms', String(ms)];
    const proc = fork(process.argv[1]!, args, { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    proc.once('message', (line) => resolve(line as BenchLine));
    proc.once('exit', (code) => {
      if (code) reject(new Error(`bench of ${id} exited with code ${code}`));
    });
  });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const childAt = argv.indexOf('--child');
  const flags = parseFlags(childAt >= 0 ? argv.slice(childAt + 3) : argv);
  const runs = intFlag(flags, 'runs', 5);
  const ms = intFlag(flags, 'ms', 1000);
  if (childAt >= 0) return child(argv[childAt + 1] as GameId, Number(argv[childAt + 2]), runs, ms);

  const ids = typeof flags.game === 'string' ? [flags.game as GameId] : gameIds();
  const results: BenchLine[] = [];
  // Configurations run one after another, each in its own process: one core, a clean JIT, its own heap.
  for (const id of ids) {
    for (let i = 0; i < BENCH_CONFIGS[id].length; i++) {
      const r = await measureInChild(id, i, runs, ms);
      results.push(r);
      if (!flags.json)
        console.log(
          `${id.padEnd(16)} ${JSON.stringify(r.config).padEnd(16)} playouts/s ${String(r.playoutsPerSecond).padStart(8)}  ` +
            `moves/game ${String(r.avgMovesPerGame).padStart(6)}  apply/s ${String(r.applyPerSecond).padStart(8)}  ` +
            `JSON clone/s ${String(r.jsonClonePerSecond).padStart(7)} (${r.stateJsonBytes} B)  ` +
            `ISMCTS it/s ${String(r.ismctsIterationsPerSecond).padStart(6)}  peak heap ${r.peakHeapMiB} MiB`,
        );
    }
  }
  if (flags.json) process.stdout.write(`${JSON.stringify({ runs, ms, results })}\n`);
  else console.log(`medians of ${runs} runs of ${ms} ms each; the engine is bundled as the app ships it (npm run bench)`);
}

main().catch((e: unknown) => {
  console.error((e as Error).message);
  process.exitCode = 2;
});
