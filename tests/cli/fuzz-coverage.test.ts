// The fuzzer's coverage check (src/cli/fuzz-coverage.ts) on a tiny run: `--expansions echoes`
// plays only the Echoes option sets, every game's coverage is tallied, and the report names
// exactly the required cards and end reasons no game showed.
import { describe, expect, it } from 'vitest';
import { ECHOES_CARD_IDS } from '../../src/engine/innovation/facts';
import { type CoverageGoal, coverageGoal, coverageReport, fuzzConfigs } from '../../src/cli/fuzz-coverage';
import { fuzzSlice } from '../../src/cli/fuzz-slice';

describe('fuzz coverage', () => {
  it('--expansions echoes keeps the Echoes option sets (2, 3 and 4 in teams); an unknown expansion is refused', () => {
    expect(fuzzConfigs('innovation', 'echoes').map((c) => [c.players, c.teams === true, c.expansions])).toEqual([
      [2, false, 'echoes'],
      [3, false, 'echoes'],
      [4, true, 'echoes'],
    ]);
    expect(() => fuzzConfigs('innovation', 'cities')).toThrow('no option set with --expansions cities');
  });

  it('Echoes asks for its 105 cards and the three end reasons of the rules (the move cap is only reported); a game without coverage asks nothing', () => {
    const goal = coverageGoal('innovation', 'echoes') as CoverageGoal;
    expect(goal.required).toHaveLength(ECHOES_CARD_IDS.length + 3);
    expect(goal.required.slice(-3)).toEqual(['end:achievements', 'end:score', 'end:dogma']);
    expect(goal.reportedOnly).toEqual(['end:limit']);
    expect(coverageGoal('gears')).toBeNull();
  });

  it('a three-game run: each game ends once, and what is missing is exactly what no game showed', () => {
    const run = fuzzSlice({ game: 'innovation', seed: 1, from: 0, to: 3, fullEvery: 1000, expansions: 'echoes' });
    expect(run).toMatchObject({ games: 3, failures: [] });
    expect(run.longest).toBeGreaterThan(run.moves / 3 - 1);
    expect(run.longest).toBeLessThanOrEqual(run.moves);
    const ends = Object.entries(run.covered).filter(([name]) => name.startsWith('end:'));
    expect(ends.reduce((n, [, games]) => n + games, 0)).toBe(3);
    const goal = coverageGoal('innovation', 'echoes') as CoverageGoal;
    const required = goal.required;
    const report = coverageReport(goal, run.covered);
    expect(report.missing).toEqual(required.filter((name) => run.covered[name] === undefined));
    // Three games cannot run all 105 cards: the check fails, and says which.
    const executed = required.filter((name) => name.startsWith('dogma:') && run.covered[name]);
    expect(executed.length).toBeGreaterThan(0);
    expect(report.missing.length).toBe(required.length - executed.length - ends.length);
    expect(report.lines[0]).toBe(`cards executed (dogma or echo effect; games each): ${executed.length} of 105`);
    expect(report.lines.at(-1)).toMatch(/^end reasons \(games\): achievements \d+, score \d+, dogma \d+, limit \d+ \(not required\)$/);
  });

  it('nothing is missing once every required name was seen', () => {
    const goal = coverageGoal('innovation', 'echoes') as CoverageGoal;
    const all = Object.fromEntries(goal.required.map((name, i) => [name, 1 + (i % 3)]));
    const report = coverageReport(goal, all);
    expect(report.missing).toEqual([]);
    expect(report.lines.at(-1)).toBe('end reasons (games): achievements 1, score 2, dogma 3, limit 0 (not required)');
    expect(report.lines[0]).toBe('cards executed (dogma or echo effect; games each): 105 of 105');
    expect(report.lines.some((l) => l.startsWith('cards never executed'))).toBe(false);
  });
});
