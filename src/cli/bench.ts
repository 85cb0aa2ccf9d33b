// `npm run bench [-- --json] [--game G] [--runs N] [--ms M]`: per registered game, random full
// playouts per second, apply() per second, state JSON clones per second (medians of several runs),
// peak heap, and ISMCTS iterations per second. Figures only: no test asserts a time.
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

function main(): void {
  const flags = parseFlags(process.argv.slice(2));
  const runs = intFlag(flags, 'runs', 5);
  const ms = intFlag(flags, 'ms', 1000);
  const ids = typeof flags.game === 'string' ? [flags.game as GameId] : gameIds();
  const results = [];
  for (const id of ids) {
    const game = getGame(id);
    for (const config of BENCH_CONFIGS[id]) {
      const r = benchConfig(game, config, runs, ms);
      results.push({ game: id, ...r });
      if (!flags.json)
        console.log(
          `${id.padEnd(16)} ${JSON.stringify(config).padEnd(28)} playouts/s ${String(r.playoutsPerSecond).padStart(9)}  ` +
            `moves/game ${String(r.avgMovesPerGame).padStart(6)}  apply/s ${String(r.applyPerSecond).padStart(9)}  ` +
            `JSON clone/s ${String(r.jsonClonePerSecond).padStart(8)} (${r.stateJsonBytes} B)  ISMCTS it/s ${r.ismctsIterationsPerSecond}`,
        );
    }
  }
  const heapMiB = round(peakHeap / 2 ** 20, 1);
  if (flags.json) process.stdout.write(`${JSON.stringify({ runs, ms, results, peakHeapMiB: heapMiB })}\n`);
  else console.log(`peak heap ${heapMiB} MiB (median of ${runs} runs of ${ms} ms each)`);
}

main();
