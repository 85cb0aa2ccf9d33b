// Gear & Piston tuning runs: one bot with some GNP_TUNING values changed against another (by default
// the shipped values), seats rotated, in one or more processes. A research aid for re-tuning the
// bots (docs/bots/gear-and-piston-strength.md), not part of `npm test`.
//
//   npx esbuild --bundle --platform=node --format=esm --packages=external --outfile=dist-cli/gnp-tune.mjs scripts/gnp-tune.ts
//   node dist-cli/gnp-tune.mjs --players 2 --games 100 --jobs 2 --seed 1 \
//     --a ismcts:300 --a-tuning '{"opWorth":2}' --b ismcts:300 [--b-tuning '{}'] [--refresh refill]
//
// At more than two players seat 0 of game 0 is A and every other seat B; seats rotate game by game.
// Prints A's score (a win 1, a shared win split) with its 95 % interval, end reasons (for an empty
// stack, which one), rounds, the cars at the end (real parts: median and largest; cars of twelve and
// more, complete or lacking scrap), and decision times.
// `--a normal --b normal` shows how games end between two shipped levels.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { forgetPlanCaches } from '../src/ai/heuristics/gnp-plan';
import { GNP_SHIPPED, type GnpTuning, setTuning } from '../src/ai/heuristics/gnp-tuning';
import { makeBot } from '../src/ai/levels';
import type { Bot } from '../src/ai/types';
import { wilson95 } from '../src/cli/stats';
import { getGame } from '../src/engine';
import { Rng } from '../src/engine/core/rng';
import type { AnyGame } from '../src/engine/core/types';
import { realPartCount, scrapCount } from '../src/engine/gear-and-piston/car-checks';
import { joinedCells } from '../src/engine/gear-and-piston/car-grid';
import { HOUSE_RULES, type RefreshReading } from '../src/engine/gear-and-piston/house-rules';
import type { GnpState } from '../src/engine/gear-and-piston/types';

interface Spec {
  players: number;
  games: number;
  seed: number;
  a: string;
  b: string;
  aTuning: Partial<GnpTuning>;
  bTuning: Partial<GnpTuning>;
  refresh: RefreshReading;
}

interface Tally {
  games: number;
  scoreA: number;
  ends: Record<string, number>;
  rounds: Record<number, number>;
  /** Complete cars of 12+ real parts at the end (no scrap needed), and whose. */
  bigComplete: number;
  bigCompleteA: number;
  /** Real parts in every car at the end, and the scrap each car of 12+ real parts still needed. */
  sizes: number[];
  bigScrap: number[];
  msA: number[];
  msB: number[];
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}

/**
 * A bot that plays with its own tuning: the values are set before each of its decisions, and the
 * planner's caches are dropped on both sides of it (what they keep per hand, such as a display's
 * wants, was worked out with the values of whoever asked).
 */
function tuned(spec: string, tuning: Partial<GnpTuning>): Bot {
  const inner = makeBot(spec);
  return {
    spec,
    needsView: inner.needsView,
    choose: (ctx) => {
      forgetPlanCaches();
      setTuning(tuning);
      try {
        return inner.choose(ctx);
      } finally {
        setTuning();
        forgetPlanCaches();
      }
    },
  };
}

/** Which stack could not refill its location at the end: the Patent Office is refreshed first. */
function emptied(s: GnpState): 'New' | 'Junk' {
  const missing = s.newDisplay.filter((part) => part === null).length;
  return s.newStack.length < missing ? 'New' : 'Junk';
}

function play(spec: Spec, from: number, to: number): Tally {
  (HOUSE_RULES as { refresh: RefreshReading }).refresh = spec.refresh;
  const game = getGame('gear-and-piston') as AnyGame;
  const a = tuned(spec.a, spec.aTuning);
  const b = tuned(spec.b, spec.bTuning);
  const t: Tally = { games: 0, scoreA: 0, ends: {}, rounds: {}, bigComplete: 0, bigCompleteA: 0, sizes: [], bigScrap: [], msA: [], msB: [] };
  for (let g = from; g < to; g++) {
    const seed = spec.seed + g * 7919;
    const aSeat = g % spec.players;
    const bots = Array.from({ length: spec.players }, (_, i) => (i === aSeat ? a : b));
    const rngs = bots.map((_, i) => Rng.seeded(seed * 31 + i + 1));
    let s = game.setup(game.normalizeOptions({ players: spec.players, seed })) as GnpState;
    for (;;) {
      const toAct = game.toAct(s);
      if (toAct.length === 0) break;
      const p = toAct[0] as number;
      const legal = game.legalMoves(s, p);
      let move = legal[0];
      if (legal.length > 1) {
        const t0 = performance.now();
        move = (bots[p] as Bot).choose({ game, view: game.view(s, p), player: p, legal, rng: rngs[p] as Rng, startedAt: t0 });
        (p === aSeat ? t.msA : t.msB).push(performance.now() - t0);
      }
      s = game.apply(s, p, move).state as GnpState;
    }
    const outcome = game.outcome(s);
    if (!outcome) throw new Error(`game ${g} ended without an outcome`);
    t.games++;
    if (outcome.winners.includes(aSeat)) t.scoreA += 1 / outcome.winners.length;
    const end = outcome.reason === 'stack-empty' ? `stack-empty (${emptied(s)})` : outcome.reason;
    t.ends[end] = (t.ends[end] ?? 0) + 1;
    t.rounds[s.round] = (t.rounds[s.round] ?? 0) + 1;
    // At the end every car has been joined and completed with scrap (§10): scrap marks what it lacked.
    s.seats.forEach((seat, i) => {
      const cells = joinedCells(seat.car);
      const real = realPartCount(cells);
      t.sizes.push(real);
      if (real < 12) return;
      const scrap = scrapCount(cells);
      if (scrap > 0) t.bigScrap.push(scrap);
      else {
        t.bigComplete++;
        if (i === aSeat) t.bigCompleteA++;
      }
    });
  }
  return t;
}

function merge(parts: Tally[]): Tally {
  const out: Tally = { games: 0, scoreA: 0, ends: {}, rounds: {}, bigComplete: 0, bigCompleteA: 0, sizes: [], bigScrap: [], msA: [], msB: [] };
  for (const p of parts) {
    out.games += p.games;
    out.scoreA += p.scoreA;
    out.bigComplete += p.bigComplete;
    out.bigCompleteA += p.bigCompleteA;
    out.sizes.push(...p.sizes);
    out.bigScrap.push(...p.bigScrap);
    for (const [k, v] of Object.entries(p.ends)) out.ends[k] = (out.ends[k] ?? 0) + v;
    for (const [k, v] of Object.entries(p.rounds)) out.rounds[Number(k)] = (out.rounds[Number(k)] ?? 0) + v;
    out.msA.push(...p.msA);
    out.msB.push(...p.msB);
  }
  return out;
}

const pct = (x: number) => Math.round(x * 1000) / 10;

function timeLine(ms: number[]): string {
  if (ms.length === 0) return '—';
  const sorted = [...ms].sort((x, y) => x - y);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);
  return `${at(0.5)} / ${at(0.95)} / ${Math.round(sorted[sorted.length - 1] as number)}`;
}

async function main(): Promise<void> {
  if (process.argv[2] === '--child') {
    process.once('message', (m) => {
      const { spec, from, to } = m as { spec: Spec; from: number; to: number };
      process.send?.(play(spec, from, to), undefined, {}, () => process.exit(0));
    });
    return;
  }
  const spec: Spec = {
    players: Number(arg('players', '2')),
    games: Number(arg('games', '100')),
    seed: Number(arg('seed', '1')),
    a: arg('a', 'ismcts:300'),
    b: arg('b', 'ismcts:300'),
    aTuning: JSON.parse(arg('a-tuning', '{}')),
    bTuning: JSON.parse(arg('b-tuning', '{}')),
    refresh: arg('refresh', HOUSE_RULES.refresh) as RefreshReading,
  };
  for (const k of [...Object.keys(spec.aTuning), ...Object.keys(spec.bTuning)])
    if (!(k in GNP_SHIPPED)) throw new Error(`unknown tuning value '${k}'`);
  const jobs = Math.max(1, Math.min(Number(arg('jobs', '1')), spec.games));
  const t0 = performance.now();
  const slices = await Promise.all(
    Array.from({ length: jobs }, (_, j) => {
      const from = Math.floor((j * spec.games) / jobs);
      const to = Math.floor(((j + 1) * spec.games) / jobs);
      return new Promise<Tally>((resolve, reject) => {
        const child = fork(fileURLToPath(import.meta.url), ['--child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        child.once('message', (t) => resolve(t as Tally));
        child.once('exit', (code) => code && reject(new Error(`a job exited with code ${code}`)));
        child.send({ spec, from, to });
      });
    }),
  );
  const t = merge(slices);
  const [lo, hi] = wilson95(t.scoreA, t.games);
  console.log(
    `${spec.players}p ${spec.a} ${JSON.stringify(spec.aTuning)} vs ${spec.b} ${JSON.stringify(spec.bTuning)}, ${t.games} games, seed ${spec.seed}, refresh ${spec.refresh}`,
  );
  console.log(`  A scores ${pct(t.scoreA / t.games)} % [${pct(lo as number)}, ${pct(hi as number)}] (chance ${pct(1 / spec.players)} %)`);
  console.log(`  ends ${JSON.stringify(t.ends)}  rounds ${JSON.stringify(t.rounds)}  complete 12+ cars ${t.bigComplete} (A's ${t.bigCompleteA})`);
  const sizes = [...t.sizes].sort((x, y) => y - x);
  const lacked = [...t.bigScrap].sort((x, y) => x - y);
  console.log(
    `  real parts in a car at the end: median ${sizes[sizes.length >> 1]}, largest ${sizes.slice(0, 5).join(', ')}; ` +
      `cars of 12+ not complete ${lacked.length}${lacked.length ? `, scrap they lacked: median ${lacked[lacked.length >> 1]}` : ''}`,
  );
  console.log(`  decision ms median / p95 / max: A ${timeLine(t.msA)}, B ${timeLine(t.msB)}; ${Math.round((performance.now() - t0) / 1000)} s`);
}

main().catch((e: unknown) => {
  console.error((e as Error).message);
  process.exitCode = 2;
});
