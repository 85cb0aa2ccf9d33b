// Investors (§11, rule from both input documents; tile data house rule A-02): each tile at 0, 1, 2,
// 3 and 5 icons of each kind, the other kinds empty, then one mixed car; and the tiles scoring a real
// completed car through scoreCar.
import { describe, expect, it } from 'vitest';
import { tallyCar } from '../../../src/engine/gear-and-piston/car-checks';
import { INVESTORS, investor, investorScore } from '../../../src/engine/gear-and-piston/investors';
import { completeWithScrap } from '../../../src/engine/gear-and-piston/scrap';
import { scoreCar } from '../../../src/engine/gear-and-piston/scoring';
import { car, half } from './fixtures';

const COUNTS = [0, 1, 2, 3, 5] as const;

/**
 * Per tile: points for 0, 1, 2, 3, 5 range icons; the same for comfort; for power; and for a car
 * with 2 range, 3 comfort, 1 power. Written out from the table in docs/rules/gear-and-piston.md.
 */
const EXPECTED: [string, number[], number[], number[], number][] = [
  ['INV01', [0, 0, 3, 5, 9], [0, 0, 2, 4, 8], [0, 0, 1, 3, 7], 7],
  ['INV02', [0, 0, 2, 4, 8], [0, 0, 3, 5, 9], [0, 0, 1, 3, 7], 7],
  ['INV03', [0, 0, 2, 4, 8], [0, 0, 1, 3, 7], [0, 0, 3, 5, 9], 5],
  ['INV04', [0, 0, 3, 5, 9], [0, 0, 2, 4, 8], [0, 0, 2, 4, 8], 7],
  ['INV05', [0, 0, 2, 4, 8], [0, 0, 3, 5, 9], [0, 0, 2, 4, 8], 7],
  ['INV06', [0, 0, 2, 4, 8], [0, 0, 2, 4, 8], [0, 0, 3, 5, 9], 6],
  ['INV07', [0, 0, 2, 4, 8], [0, 0, 2, 4, 8], [0, 0, 2, 4, 8], 6],
  ['INV08', [0, 0, 3, 5, 9], [0, 0, 1, 3, 7], [0, 0, 3, 5, 9], 6],
  ['INV09', [0, 0, 3, 5, 9], [0, 0, 1, 3, 7], [0, 0, 2, 4, 8], 6],
  ['INV10', [0, 0, 3, 5, 9], [0, 0, 3, 5, 9], [0, 0, 1, 3, 7], 8],
  ['INV11', [0, 0, 2, 4, 8], [0, 0, 1, 3, 7], [0, 0, 2, 4, 8], 5],
  ['INV12', [0, 0, 2, 4, 8], [0, 0, 2, 4, 8], [0, 0, 1, 3, 7], 6],
  ['INV13', [0, 0, 3, 5, 9], [0, 0, 2, 4, 8], [0, 0, 3, 5, 9], 7],
  ['INV14', [0, 0, 3, 5, 9], [0, 0, 3, 5, 9], [0, 0, 2, 4, 8], 8],
];

describe('investors (§11)', () => {
  it('There are 14 tiles, each a different preference within the rule: range 2 or 3, comfort and power 1 to 3', () => {
    expect(INVESTORS).toHaveLength(14);
    const seen = new Set<string>();
    for (const { prefers } of INVESTORS) {
      expect([2, 3]).toContain(prefers.range);
      expect([1, 2, 3]).toContain(prefers.comfort);
      expect([1, 2, 3]).toContain(prefers.power);
      seen.add(`${prefers.range}/${prefers.comfort}/${prefers.power}`);
    }
    expect(seen.size).toBe(14);
  });

  for (const [id, range, comfort, power, mixed] of EXPECTED) {
    it(`${id}: nothing below two of a kind, its preference at two, +2 for each further icon of that kind`, () => {
      const inv = investor(id);
      expect(COUNTS.map((n) => investorScore(inv, { range: n, comfort: 0, power: 0 }))).toEqual(range);
      expect(COUNTS.map((n) => investorScore(inv, { range: 0, comfort: n, power: 0 }))).toEqual(comfort);
      expect(COUNTS.map((n) => investorScore(inv, { range: 0, comfort: 0, power: n }))).toEqual(power);
      expect(investorScore(inv, { range: 2, comfort: 3, power: 1 })).toBe(mixed);
    });
  }

  it('A completed car: only the icons of its New and Junk parts count, scrap adds none', () => {
    // Steering C1, sprung axle C1, red motor P2, gear P1, red tank R1, bent axle, red improvement P1,
    // and a hole that becomes scrap: range 1, comfort 2, power 4.
    const built = car([
      ['N26', 'N18'],
      ['N01', 'N13'],
      ['N07', 'J21'],
      ['N30', null],
    ]);
    const done = completeWithScrap(built);
    expect(done.scrap).toBeGreaterThan(0);
    expect(tallyCar(done.car.front)).toEqual({ range: 1, comfort: 2, power: 4 });
    // The Explorer (3/2/1): one range 0, comfort 2, power 1+2+2 = 5 → 7. The Racer (2/1/3): 0 + 1 + 7 = 8.
    expect(scoreCar(done.car.front, ['INV01', 'INV03'], true).investors).toEqual([7, 8]);
    const full = half([
      ['N26', 'N18'],
      ['N01', 'N13'],
      ['N07', 'N21'],
    ]);
    // range 2, comfort 2, power 3: The Explorer 3 + 2 + 3 = 8, The Racer 2 + 1 + 5 = 8.
    expect(tallyCar(full)).toEqual({ range: 2, comfort: 2, power: 3 });
    expect(scoreCar(full, ['INV01', 'INV03'], false).investors).toEqual([8, 8]);
  });
});
