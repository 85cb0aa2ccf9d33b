import { describe, expect, it } from 'vitest';
import { emptyRow } from '../../src/storage/stats';
import type { StatsRow } from '../../src/storage/types';
import { axisTicks, barParts, groupByGame } from '../../src/views/screens/statsModel';

const row = (game: StatsRow['game'], level: StatsRow['level'], r: Partial<StatsRow>): StatsRow => ({ ...emptyRow(game, level), ...r });

describe('the Stats screen', () => {
  it('groups rows per game in the given order, levels from humans only to hard, and sums games and undos', () => {
    const rows = [
      row('gears', 'hard', { played: 2, won: 1, lost: 1 }),
      row('innovation', 'easy', { played: 1, won: 1, withUndo: 1 }),
      row('gears', 'none', { played: 1, won: 1 }),
      row('gears', 'easy', { played: 3, won: 2, tied: 1, withUndo: 2 }),
      row('gear-and-piston', 'easy', { played: 0 }),
    ];
    const groups = groupByGame(rows, ['gear-and-piston', 'gears', 'innovation']);
    expect(groups.map((g) => [g.game, g.rows.map((r) => r.level), g.played, g.withUndo])).toEqual([
      ['gears', ['none', 'easy', 'hard'], 6, 2],
      ['innovation', ['easy'], 1, 1],
    ]);
  });

  it('a bar stacks wins, ties, losses and watched games in that order, leaving out empty parts', () => {
    expect(barParts(row('gears', 'easy', { played: 6, won: 3, tied: 0, lost: 2, watched: 1 }))).toEqual([
      { part: 'won', from: 0, count: 3 },
      { part: 'lost', from: 3, count: 2 },
      { part: 'watched', from: 5, count: 1 },
    ]);
  });

  it('the axis runs from 0 to a round number at or above the most games, in at most 5 steps', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(axisTicks(140)).toEqual([0, 50, 100, 150]);
  });
});
