// `npm run ladder -- --game G --games N [--jobs J] [--levels random,easy,normal,hard]
//  [--players 2] [--seed S] [--json] [--<variant> value]`
// A round robin of the bot levels: every pair plays N games (seats alternate), then a table of
// win rates (row against column, ties ½, with the 95% interval) and an Elo estimate per level
// (Bradley–Terry fit, random anchored at 0).
import { fork } from 'node:child_process';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playGame } from '../ai/match';
import { outcomeRewards } from '../ai/rewards';
import { getGame } from '../engine';
import { intFlag, parseFlags, typedValue } from './args';
import { median, quantile, round, wilson95 } from './stats';

interface LadderSpec {
  game: string;
  levels: string[];
  games: number;
  seed: number;
  variants: Record<string, unknown>;
}

/** One pair's games: level a against level b. */
interface PairTally {
  a: string;
  b: string;
  games: number;
  scoreA: number;
  moves: number;
}

interface LadderSlice {
  pairs: PairTally[];
  decisionMs: Record<string, number[]>;
  errors: string[];
}

const KNOWN = new Set(['game', 'games', 'jobs', 'levels', 'seed', 'json', 'worker', 'players']);

function pairsOf(levels: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < levels.length; i++) {
    for (let j = i + 1; j < levels.length; j++) out.push([levels[i] as string, levels[j] as string]);
  }
  return out;
}

/** Plays every game whose running index i satisfies i % jobs === job (spreads slow pairs evenly). */
function runLadderSlice(spec: LadderSpec, job: number, jobs: number): LadderSlice {
  const game = getGame(spec.game);
  const pairs = pairsOf(spec.levels);
  const slice: LadderSlice = {
    pairs: pairs.map(([a, b]) => ({ a, b, games: 0, scoreA: 0, moves: 0 })),
    decisionMs: Object.fromEntries(spec.levels.map((l) => [l, []])),
    errors: [],
  };
  let index = 0;
  for (let g = 0; g < spec.games; g++) {
    for (let p = 0; p < pairs.length; p++, index++) {
      if (index % jobs !== job) continue;
      const [a, b] = pairs[p] as [string, string];
      const aSeat = g % 2;
      const seed = (spec.seed + g * 7919 + p * 104729) | 0;
      try {
        const played = playGame(game, spec.variants, aSeat === 0 ? [a, b] : [b, a], seed);
        const tally = slice.pairs[p] as PairTally;
        tally.games++;
        tally.scoreA += outcomeRewards(played.outcome)[aSeat] ?? 0;
        tally.moves += played.moves;
        slice.decisionMs[a]?.push(...(played.decisionMs[aSeat] ?? []));
        slice.decisionMs[b]?.push(...(played.decisionMs[1 - aSeat] ?? []));
      } catch (e) {
        slice.errors.push(`${a} vs ${b}, seed ${seed}: ${(e as Error).message}`);
      }
    }
  }
  return slice;
}

function merge(slices: LadderSlice[]): LadderSlice {
  const total: LadderSlice = { pairs: [], decisionMs: {}, errors: [] };
  for (const s of slices) {
    s.pairs.forEach((p, i) => {
      const into = total.pairs[i] ?? { a: p.a, b: p.b, games: 0, scoreA: 0, moves: 0 };
      total.pairs[i] = into;
      into.games += p.games;
      into.scoreA += p.scoreA;
      into.moves += p.moves;
    });
    for (const [level, ms] of Object.entries(s.decisionMs)) {
      total.decisionMs[level] = (total.decisionMs[level] ?? []).concat(ms);
    }
    total.errors.push(...s.errors);
  }
  return total;
}

/**
 * Bradley–Terry strengths by the minorization–maximization iteration, with one virtual tie per
 * pair so a clean sweep stays finite; Elo = 400·log10(strength), anchored at the first level.
 */
export function eloEstimate(levels: string[], pairs: PairTally[]): Record<string, number> {
  const n = levels.length;
  const wins = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const games = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const p of pairs) {
    const i = levels.indexOf(p.a);
    const j = levels.indexOf(p.b);
    (wins[i] as number[])[j] = p.scoreA + 0.5;
    (wins[j] as number[])[i] = p.games - p.scoreA + 0.5;
    (games[i] as number[])[j] = p.games + 1;
    (games[j] as number[])[i] = p.games + 1;
  }
  let gamma = new Array<number>(n).fill(1);
  for (let iter = 0; iter < 500; iter++) {
    const next = gamma.map((g, i) => {
      let w = 0;
      let d = 0;
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        w += wins[i]?.[j] ?? 0;
        d += (games[i]?.[j] ?? 0) / (g + (gamma[j] as number));
      }
      return d > 0 ? w / d : g;
    });
    const anchor = next[0] as number;
    gamma = next.map((g) => g / anchor);
  }
  return Object.fromEntries(levels.map((l, i) => [l, Math.round(400 * Math.log10(gamma[i] as number))]));
}

function report(spec: LadderSpec, total: LadderSlice, seconds: number) {
  const elo = eloEstimate(spec.levels, total.pairs);
  const rate = (a: string, b: string) => {
    const p = total.pairs.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
    if (!p || p.games === 0) return null;
    const score = p.a === a ? p.scoreA : p.games - p.scoreA;
    return { rate: score / p.games, ci95: wilson95(score, p.games), games: p.games };
  };
  const moves = total.pairs.reduce((s, p) => s + p.moves, 0);
  const games = total.pairs.reduce((s, p) => s + p.games, 0);
  return {
    game: spec.game,
    variants: spec.variants,
    gamesPerPair: spec.games,
    seconds: round(seconds, 1),
    averageGameLength: games ? round(moves / games, 1) : 0,
    elo,
    table: Object.fromEntries(
      spec.levels.map((a) => [
        a,
        Object.fromEntries(spec.levels.filter((b) => b !== a).map((b) => [b, rate(a, b)])),
      ]),
    ),
    decisionMs: Object.fromEntries(
      Object.entries(total.decisionMs).map(([l, ms]) => [
        l,
        { decisions: ms.length, median: round(median(ms), 2), p95: round(quantile(ms, 0.95), 2), max: round(Math.max(0, ...ms), 2) },
      ]),
    ),
    errors: total.errors,
  };
}

function printTable(r: ReturnType<typeof report>, levels: string[]): void {
  const pct = (x: number) => `${(100 * x).toFixed(0)}%`.padStart(4);
  console.log(`Ladder: ${r.game} ${JSON.stringify(r.variants)}, ${r.gamesPerPair} games per pair, ${r.seconds} s`);
  console.log(`average game length: ${r.averageGameLength} moves`);
  // Columns as wide as the longest spec (ismcts:2500:d80:c0.35:deep), so the table stays aligned.
  const name = Math.max(14, ...levels.map((l) => l.length + 1));
  const cell = Math.max(20, ...levels.map((l) => l.length + 2));
  console.log(`${'row vs column'.padEnd(name)}${levels.map((l) => l.padStart(cell)).join('')}${'Elo'.padStart(8)}`);
  for (const a of levels) {
    const cells = levels.map((b) => {
      const c = r.table[a]?.[b];
      if (!c) return '—'.padStart(cell);
      return `${pct(c.rate)} [${pct(c.ci95[0])},${pct(c.ci95[1])}]`.padStart(cell);
    });
    console.log(`${a.padEnd(name)}${cells.join('')}${String(r.elo[a]).padStart(8)}`);
  }
  console.log('decision ms (median / p95 / max, decisions with a choice):');
  for (const [l, d] of Object.entries(r.decisionMs)) console.log(`  ${l.padEnd(name - 2)} ${d.median} / ${d.p95} / ${d.max}  (${d.decisions})`);
  for (const e of r.errors.slice(0, 10)) console.log(`ERROR ${e}`);
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  if (flags.worker) {
    process.once('message', (msg: { spec: LadderSpec; job: number; jobs: number }) => {
      const slice = runLadderSlice(msg.spec, msg.job, msg.jobs);
      process.send?.(slice, undefined, {}, () => process.exit(0));
    });
    return;
  }
  if (typeof flags.game !== 'string') throw new Error('Usage: npm run ladder -- --game G --games N [--jobs J]');
  const variants: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(flags)) if (!KNOWN.has(k)) variants[k] = typedValue(v);
  const players = intFlag(flags, 'players', 2);
  if (players !== 2) throw new Error('The ladder plays two-seat games (--players 2).');
  const spec: LadderSpec = {
    game: flags.game,
    levels: typeof flags.levels === 'string' ? flags.levels.split(',') : ['random', 'easy', 'normal', 'hard'],
    games: intFlag(flags, 'games', 20),
    seed: intFlag(flags, 'seed', 1),
    variants,
  };
  getGame(spec.game);
  const jobs = Math.max(1, intFlag(flags, 'jobs', 1));
  const t0 = performance.now();
  let total: LadderSlice;
  if (jobs === 1) total = runLadderSlice(spec, 0, 1);
  else {
    const script = fileURLToPath(import.meta.url);
    const slices = await Promise.all(
      Array.from(
        { length: jobs },
        (_, job) =>
          new Promise<LadderSlice>((resolve, reject) => {
            const child = fork(script, ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
            child.once('message', (m) => resolve(m as LadderSlice));
            child.once('error', reject);
            child.once('exit', (code) => {
              if (code !== 0) reject(new Error(`ladder job ${job} exited with ${code}`));
            });
            child.send({ spec, job, jobs });
          }),
      ),
    );
    total = merge(slices);
  }
  const r = report(spec, total, (performance.now() - t0) / 1000);
  if (flags.json) console.log(JSON.stringify(r, null, 2));
  else printTable(r, spec.levels);
  if (r.errors.length > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolvePath(process.argv[1])) {
  main().catch((e) => {
    console.error((e as Error).message);
    process.exit(1);
  });
}
