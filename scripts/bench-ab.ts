// Random playouts of two builds of the engine in one process: an earlier revision ("before") and
// the working tree ("after"). Both are bundled as `npm run bench` bundles the engine, loaded side
// by side, warmed up by games, then timed in interleaved batches (before and after take turns,
// on the same seeds) in CPU time. On a shared or virtual machine two separate processes can
// differ by a third on the same code; batches taking turns in one process share whatever the
// machine does meanwhile, so their ratio is the figure to trust.
//   npm run bench:ab -- <revision> [--game innovation] [--configs '{"base":{"players":2}}'] [--batch 50] [--rounds 30] [--warm 300]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: 'string', default: 'innovation' },
    configs: { type: 'string', default: '{"base":{"players":2},"echoes":{"players":2,"expansions":"echoes"}}' },
    batch: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '30' },
    warm: { type: 'string', default: '300' },
  },
});
const rev = positionals[0];
if (!rev) throw new Error('Usage: npm run bench:ab -- <revision> [--game G] [--configs JSON] [--batch N] [--rounds N] [--warm N]');
const configs = JSON.parse(values.configs) as Record<string, Record<string, unknown>>;
const [batch, rounds, warm] = [values.batch, values.rounds, values.warm].map(Number) as [number, number, number];

interface Build {
  getGame(id: string): unknown;
  playout(game: unknown, config: unknown, seed: number): unknown;
}

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const tmp = mkdtempSync(join(tmpdir(), 'bench-ab-'));
const before = join(tmp, 'before');
execFileSync('git', ['-C', root, 'worktree', 'add', '-q', '--detach', before, rev]);

/** One build's engine and playout, bundled (the entry file is written beside the tree's sources). */
function bundle(tree: string, name: string): string {
  const entry = join(tree, 'src', 'cli', `bench-ab-entry-${name}.ts`);
  writeFileSync(entry, "export { getGame } from '../engine/index';\nexport { playout } from './bench-measure';\n");
  const out = join(root, 'dist-cli', `bench-ab-${name}.mjs`);
  try {
    execFileSync(join(root, 'node_modules', '.bin', 'esbuild'), ['--bundle', '--platform=node', '--format=esm', '--packages=external', '--log-level=warning', entry, `--outfile=${out}`], { stdio: 'inherit' });
  } finally {
    rmSync(entry);
  }
  return out;
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

try {
  const builds: Record<'before' | 'after', Build> = {
    before: (await import(pathToFileURL(bundle(before, 'before')).href)) as Build,
    after: (await import(pathToFileURL(bundle(resolve(root), 'after')).href)) as Build,
  };
  const sides = ['before', 'after'] as const;
  const games = { before: builds.before.getGame(values.game), after: builds.after.getGame(values.game) };
  for (const side of sides) for (const config of Object.values(configs)) for (let i = 0; i < warm; i++) builds[side].playout(games[side], config, 9_000_000 + i);
  const spent: Record<string, number> = {};
  for (let r = 0; r < rounds; r++) {
    // Each round alternates which build goes first, so neither always follows the other's garbage.
    const order = r % 2 === 0 ? sides : ([...sides].reverse() as typeof sides[number][]);
    for (const [name, config] of Object.entries(configs))
      for (const side of order) {
        const t0 = cpu();
        for (let i = 0; i < batch; i++) builds[side].playout(games[side], config, r * batch + i);
        spent[`${side} ${name}`] = (spent[`${side} ${name}`] ?? 0) + cpu() - t0;
      }
  }
  const rate = (side: string, name: string) => (batch * rounds) / (spent[`${side} ${name}`] as number);
  console.log(`${values.game}: ${rev} (before) against the working tree (after); ${warm} warm-up games a configuration, ${rounds} rounds of ${batch} games, CPU time`);
  const names = Object.keys(configs);
  for (const name of names) console.log(`  ${name.padEnd(10)} before ${rate('before', name).toFixed(0).padStart(6)}  after ${rate('after', name).toFixed(0).padStart(6)} games/CPU-s  (after/before ${(rate('after', name) / rate('before', name)).toFixed(3)})`);
  const first = names[0] as string;
  for (const name of names.slice(1)) console.log(`  ${name} / ${first}: before ${(rate('before', name) / rate('before', first)).toFixed(3)}, after ${(rate('after', name) / rate('after', first)).toFixed(3)}`);
} finally {
  execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', before]);
  rmSync(tmp, { recursive: true, force: true });
}
