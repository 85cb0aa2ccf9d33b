// §10 scrap completion, §11 scoring and the worked example of §11.3 (with our investor tiles), A-26 ties.
// Investors have their own file.
import { describe, expect, it } from 'vitest';
import { firstUnmetRequirement } from '../../../src/engine/gear-and-piston/car-checks';
import { completeWithScrap } from '../../../src/engine/gear-and-piston/scrap';
import { outcomeOf, scoreCar } from '../../../src/engine/gear-and-piston/scoring';
import type { FinalScore, GnpState } from '../../../src/engine/gear-and-piston/types';
import { car, half } from './fixtures';

const EXAMPLE_COLUMNS: [string, string][] = [
  ['N26', 'N18'],
  ['N01', 'N13'],
  ['N07', 'J21'],
  ['N30', 'J15'],
  ['N31', 'N21'],
];

describe('scrap completion (§10)', () => {
  it('An empty car becomes a 3-column scrap car: steering, motor, fuel over gear, axle, axle; worth -12', () => {
    const done = completeWithScrap(car([]));
    expect(done.car.front).toEqual(['S-steering', 'S-gear', 'S-motor', 'S-axle', 'S-fuel', 'S-axle']);
    expect(done.scrap).toBe(6);
    expect(firstUnmetRequirement(done.car.front)).toBeNull();
    const score = scoreCar(done.car.front, ['INV01', 'INV14'], true);
    expect(score).toMatchObject({ volatility: 12, penalty: 12, colourArea: 0, total: -12, parts: 0 });
  });

  it('An orphaned fuel tank (no motor of its colour) is covered by scrap and discarded', () => {
    const done = completeWithScrap(car([['N07', 'N18']]));
    expect(done.discarded).toEqual(['N07']);
    expect(done.car.front).toEqual(['S-steering', 'N18', 'S-motor', 'S-gear', 'S-fuel', 'S-axle']);
    expect(firstUnmetRequirement(done.car.front)).toBeNull();
  });

  it('An unsupported part gets a scrap axle from a bottom frame that can reach it (ties: lowest column)', () => {
    const done = completeWithScrap(
      car([
        ['N26', 'N18'],
        ['N01', 'N21'],
        ['N07', 'N13'],
        ['N30', null],
        ['N31', null],
      ]),
    );
    expect(done.discarded).toEqual([]);
    expect(done.car.front.slice(6)).toEqual(['N30', 'S-axle', 'N31', 'S-gear']);
  });

  it('An unsupported part with no frame to support it is covered by scrap (lowest column, top first)', () => {
    const done = completeWithScrap(
      car([
        ['N26', 'N18'],
        ['N01', 'N21'],
        ['N07', 'N13'],
        ['N30', 'J15'],
      ]),
    );
    expect(done.discarded).toEqual(['N30', 'J15']);
    expect(done.car.front.slice(6)).toEqual(['S-fuel', 'S-gear']);
    expect(firstUnmetRequirement(done.car.front)).toBeNull();
  });

  // EN: "Do not keep adding scrap to your vehicle if it would make your car longer than 9 … If your
  // car is that long and is incomplete there is an illegal part that must be covered up."
  const TEN_NO_STEERING: [string, string][] = [
    ['N01', 'N13'],
    ['N07', 'N18'],
    ['N02', 'N14'],
    ['N08', 'N15'],
    ['N30', 'N19'],
    ['N31', 'N16'],
    ['N03', 'N17'],
    ['N09', 'N20'],
    ['N33', 'J13'],
    ['N34', 'N21'],
  ];

  it('A 10-column car that lacks only its steering stays 10 columns: scrap steering covers an improvement (lowest column)', () => {
    expect(firstUnmetRequirement(half(TEN_NO_STEERING))).toBe('one-steering');
    const done = completeWithScrap(car(TEN_NO_STEERING));
    expect(done.car.front).toHaveLength(20);
    expect(done.discarded).toEqual(['N30']);
    expect(done.car.front[8]).toBe('S-steering');
    expect(done.scrap).toBe(1);
    expect(firstUnmetRequirement(done.car.front)).toBeNull();
  });

  it('An incomplete 9-column car is not lengthened either; an 8-column one may grow to 9, no further', () => {
    const nine = TEN_NO_STEERING.slice(0, 9);
    expect(completeWithScrap(car(nine)).car.front).toHaveLength(18);
    const eight = TEN_NO_STEERING.slice(0, 8);
    const done = completeWithScrap(car(eight));
    expect(done.car.front.length).toBeLessThanOrEqual(18);
    expect(firstUnmetRequirement(done.car.front)).toBeNull();
  });

  it('A car at the length limit covers an unsupported part before a legal one', () => {
    // The last column's axle becomes a gear: nothing supports N34 above it any more, so the
    // steering covers N34 (illegal) rather than N30, the lowest improvement.
    const cols = TEN_NO_STEERING.slice(0, 9).concat([['N34', 'J14']]) as [string, string][];
    const done = completeWithScrap(car(cols));
    expect(done.car.front).toHaveLength(20);
    expect(done.car.front[18]).toBe('S-steering');
    expect(done.discarded).toEqual(['N34', 'J14']);
    expect(firstUnmetRequirement(done.car.front)).toBeNull();
  });

  it('A complete car needs no scrap; unjoined halves are joined', () => {
    const done = completeWithScrap(car(EXAMPLE_COLUMNS.slice(0, 3), EXAMPLE_COLUMNS.slice(3).reverse()));
    expect(done.scrap).toBe(0);
    expect(done.car.front).toEqual(half(EXAMPLE_COLUMNS));
    expect(done.car.seam).toBe(3);
  });
});

describe('scoring (§11)', () => {
  // The §11.3 car holds range 2, comfort 2, power 5. The Racer (2/1/3): 2 + 1 + 3 + 2×3 = 12.
  // Motor Magnate (3/1/3): 3 + 1 + 9 = 13.
  it('Worked example §11.3: The Racer 12 + Motor Magnate 13 + grey area 6 - 0 = 31', () => {
    const score = scoreCar(half(EXAMPLE_COLUMNS), ['INV03', 'INV08'], false);
    expect(score).toMatchObject({ investors: [12, 13], colourArea: 6, volatility: 0, wrenches: 2, penalty: 0, total: 31 });
  });

  it('Worked example §11.3 with (top, 4) empty: a scrap fuel tank fills it, power drops to 4, the car scores 26', () => {
    const holed = EXAMPLE_COLUMNS.map(([t, b]) => [t === 'N30' ? null : t, b] as [string | null, string]);
    const done = completeWithScrap(car(holed));
    expect(done.car.front[6]).toBe('S-fuel');
    const score = scoreCar(done.car.front, ['INV03', 'INV08'], true);
    expect(score).toMatchObject({ investors: [10, 11], colourArea: 6, volatility: 2, wrenches: 1, penalty: 1, total: 26 });
  });

  it('Volatility cancelled by wrenches never turns into a bonus', () => {
    const score = scoreCar(half(EXAMPLE_COLUMNS), ['INV13', 'INV14'], false);
    expect(score.penalty).toBe(0);
  });
});

describe('ties (A-26)', () => {
  const final = (total: number, volatility: number, parts: number, scrap: number): FinalScore => ({
    investors: [0, 0],
    colourArea: 0,
    volatility,
    wrenches: 0,
    penalty: 0,
    total,
    parts,
    scrap,
    scrapNeeded: scrap > 0,
  });
  const over = (scores: FinalScore[]) =>
    ({ phase: 'over', final: scores, endTriggers: ['stack-empty'] }) as unknown as GnpState;

  it('Equal scores: lower volatility, then more parts, then fewer scrap; fully equal seats share the place', () => {
    const outcome = outcomeOf(
      over([final(10, 3, 8, 0), final(10, 1, 8, 0), final(12, 9, 2, 4), final(10, 3, 9, 0), final(10, 3, 8, 0)]),
    );
    expect(outcome).toEqual({
      winners: [2],
      ranking: [[2], [1], [3], [0, 4]],
      scores: [10, 10, 12, 10, 10],
      reason: 'stack-empty',
    });
  });

  it('A full tie at the top is a shared win', () => {
    const outcome = outcomeOf(over([final(5, 0, 6, 0), final(5, 0, 6, 0)]));
    expect(outcome?.winners).toEqual([0, 1]);
  });
});
