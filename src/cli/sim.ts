// `npm run sim -- --game gears --players 4 --bots random,random,random,random --games 2000 --seed 7
//  [--json] [--max-moves N] [--jobs J] [--load] [--<variant> value]` — bots against bots, no browser.
//  --load keeps another core busy meanwhile, to show decision times on a busy machine.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { getGame } from '../engine';
import { type Flags, intFlag, parseFlags, typedValue } from './args';
import { startLoad } from './load';
import { logged, mergeSlices, runSlice, type SimSlice, type SimSpec } from './sim-runner';
import { median, quantile, round, wilson95 } from './stats';

const KNOWN = new Set(['game', 'players', 'bots', 'games', 'seed', 'json', 'max-moves', 'jobs', 'load', 'log']);

function specFrom(flags: Flags): SimSpec {
  const gameId = typeof flags.game === 'string' ? flags.game : 'gears';
  const game = getGame(gameId);
  const players = intFlag(flags, 'players', game.minPlayers);
  if (players < game.minPlayers || players > game.maxPlayers)
    throw new Error(`${gameId} takes ${game.minPlayers}–${game.maxPlayers} players, not ${players}`);
  const bots = typeof flags.bots === 'string' ? flags.bots.split(',') : new Array(players).fill('random');
  if (bots.length === 1) while (bots.length < players) bots.push(bots[0]!);
  if (bots.length !== players) throw new Error(`--bots names ${bots.length} bots for ${players} players`);
  const variants: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(flags)) if (!KNOWN.has(k)) variants[k] = typedValue(v);
  const maxMoves = flags['max-moves'] === undefined ? undefined : intFlag(flags, 'max-moves', 0);
  return {
    game: gameId,
    players,
    bots,
    games: intFlag(flags, 'games', 100),
    seed: intFlag(flags, 'seed', 1),
    variants,
    ...(maxMoves === undefined ? {} : { maxMoves }),
    ...(typeof flags.log === 'string' ? { log: flags.log } : {}),
  };
}

function runInChild(spec: SimSpec, from: number, to: number): Promise<SimSlice> {
  return new Promise((resolve, reject) => {
    // Run bundled (npm run sim) the worker sits beside this file as .mjs; from source, as .ts.
    const worker = import.meta.url.endsWith('.mjs') ? './sim-worker.mjs' : './sim-worker.ts';
    const child = fork(fileURLToPath(new URL(worker, import.meta.url)), [], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (slice) => {
      resolve(slice as SimSlice);
      child.kill();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`a sim job exited with code ${code}`));
    });
    child.send({ spec, from, to });
  });
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const spec = specFrom(flags);
  const jobs = Math.max(1, Math.min(intFlag(flags, 'jobs', 1), spec.games));
  const stopLoad = flags.load === true ? startLoad() : null;
  const t0 = performance.now();
  let total: SimSlice;
  try {
    if (jobs === 1) total = runSlice(spec, 0, spec.games);
    else {
      const bounds = Array.from({ length: jobs }, (_, j) => [
        Math.floor((j * spec.games) / jobs),
        Math.floor(((j + 1) * spec.games) / jobs),
      ]);
      total = mergeSlices(spec.players, await Promise.all(bounds.map(([a, b]) => runInChild(spec, a!, b!))));
    }
  } finally {
    await stopLoad?.();
  }
  // With a log, the report covers every game of the run it holds, those of earlier sessions too.
  const log = spec.log;
  if (log) total = mergeSlices(spec.players, logged(log, spec).filter((g) => g.index < spec.games).map((g) => g.slice));
  const seconds = (performance.now() - t0) / 1000;
  const report = {
    game: spec.game,
    players: spec.players,
    bots: spec.bots,
    variants: spec.variants,
    games: spec.games,
    completed: total.completed,
    errors: total.errors.length,
    seed: spec.seed,
    load: stopLoad !== null,
    wins: total.wins,
    ties: total.ties,
    noWinner: total.noWinner,
    avgMoves: round(total.moves / Math.max(1, total.completed), 2),
    seconds: round(seconds, 3),
    gamesPerSecond: round(total.completed / seconds, 1),
    decisionsPerSecond: round(total.decisions / seconds, 0),
    endReasons: total.endReasons,
    coverage: total.coverage,
    byBot: Object.fromEntries(
      Object.entries(total.byBot).map(([name, t]) => [
        name,
        {
          games: t.games,
          wins: t.wins,
          winRate: round(t.score / Math.max(1, t.games)),
          ci95: wilson95(t.score, t.games).map((x) => round(x)),
          decisionMs: {
            median: round(median(t.decisionMs)),
            p95: round(quantile(t.decisionMs, 0.95)),
            max: round(quantile(t.decisionMs, 1)),
          },
        },
      ]),
    ),
  };

  if (flags.json) process.stdout.write(`${JSON.stringify(report)}\n`);
  else printTable(report);

  if (total.errors.length > 0) {
    for (const e of total.errors.slice(0, 3)) {
      process.stderr.write(
        `\nFAILED game ${e.game} (seed ${e.seed}, seats ${e.seats.join(',')}): ${e.message}\n` +
          `replay: ${JSON.stringify({ game: spec.game, options: { ...spec.variants, players: spec.players }, seed: e.seed, moves: e.moves })}\n`,
      );
    }
    process.exitCode = 1;
  }
}

function printTable(r: Record<string, unknown> & { byBot: Record<string, Record<string, unknown>> }): void {
  const line = (k: string, v: unknown) => console.log(`${k.padEnd(20)} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  for (const k of ['game', 'players', 'bots', 'variants', 'games', 'completed', 'errors', 'seed', 'wins', 'ties', 'noWinner', 'avgMoves', 'seconds', 'gamesPerSecond', 'decisionsPerSecond', 'endReasons'])
    line(k, r[k]);
  console.log('\nbot                  games   winRate  ci95            decision ms (median / p95 / max)');
  for (const [name, t] of Object.entries(r.byBot)) {
    const ci = t.ci95 as number[];
    const d = t.decisionMs as Record<string, number>;
    console.log(
      `${name.padEnd(20)} ${String(t.games).padStart(5)}   ${String(t.winRate).padStart(6)}  [${ci.join(', ')}]`.padEnd(64) +
        `${d.median} / ${d.p95} / ${d.max}`,
    );
  }
  console.log('\ncoverage');
  const entries = Object.entries(r.coverage as Record<string, number>).sort(([a], [b]) => a.localeCompare(b));
  for (const [k, v] of entries) console.log(`  ${k.padEnd(40)} ${v}`);
}

main().catch((e: unknown) => {
  console.error((e as Error).message);
  process.exitCode = 2;
});
