// The simulator's game log (--log): every finished game is appended as it ends, a run started again
// plays only the games the log lacks, and the tally of the logged games is the tally of one
// uninterrupted run. Lines of another run (other bots or seed) in the same file are not counted.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logged, mergeSlices, runSlice, type SimSpec } from '../../src/cli/sim-runner';

const dir = mkdtempSync(join(tmpdir(), 'sim-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const spec = (log?: string, games = 8): SimSpec => ({
  game: 'gears',
  players: 2,
  bots: ['random', 'easy'],
  games,
  seed: 11,
  variants: {},
  ...(log ? { log } : {}),
});

/** A tally without its decision times (clocks differ from run to run). */
const counts = (s: ReturnType<typeof runSlice>) => ({ ...s, byBot: Object.fromEntries(Object.entries(s.byBot).map(([k, t]) => [k, { ...t, decisionMs: t.decisionMs.length }])) });

describe('the simulator’s game log', () => {
  it('a run stopped after 5 games and started again plays the other 3; the log holds the same tally as one run', () => {
    const log = join(dir, 'a.jsonl');
    runSlice(spec(log), 0, 5);
    expect(logged(log, spec()).map((g) => g.index)).toEqual([0, 1, 2, 3, 4]);
    const second = runSlice(spec(log), 0, 8);
    expect(second.completed).toBe(3);
    const fromLog = mergeSlices(2, logged(log, spec()).map((g) => g.slice));
    expect(counts(fromLog)).toEqual(counts(runSlice(spec(), 0, 8)));
  });

  it('lines of another run and a line cut short are skipped', () => {
    const log = join(dir, 'b.jsonl');
    runSlice({ ...spec(log), seed: 12 }, 0, 2);
    runSlice(spec(log), 0, 2);
    const text = readFileSync(log, 'utf8');
    writeFileSync(log, `${text}{"run":"x","ind`);
    expect(logged(log, spec()).map((g) => g.index)).toEqual([0, 1]);
    expect(logged(log, { ...spec(), seed: 12 }).map((g) => g.index)).toEqual([0, 1]);
  });
});

describe('the simulator’s score', () => {
  it('each game is worth one point over the seats, also at four players with games nobody won', () => {
    const four: SimSpec = { game: 'gears', players: 4, bots: ['random', 'random', 'random', 'random'], games: 40, seed: 3, variants: {} };
    const slice = runSlice(four, 0, four.games);
    expect(slice.noWinner).toBeGreaterThan(0);
    const total = Object.values(slice.byBot).reduce((sum, t) => sum + t.score, 0);
    expect(total).toBeCloseTo(slice.completed, 9);
  });
});
