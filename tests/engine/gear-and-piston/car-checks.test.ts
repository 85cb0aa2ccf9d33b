// §6.4 support, §6.5 completeness and part count, §11.2 colour areas, §7 volatility and wrenches.
import { describe, expect, it } from 'vitest';
import {
  carVolatility,
  carWrenches,
  firstUnmetRequirement,
  isCompleteWithoutScrap,
  isSupported,
  largestColourArea,
  realPartCount,
} from '../../../src/engine/gear-and-piston/car-checks';
import { joinedCells } from '../../../src/engine/gear-and-piston/car-grid';
import type { Cell } from '../../../src/engine/gear-and-piston/types';
import { BOTTOM, TOP } from '../../../src/engine/gear-and-piston/types';
import { car, half } from './fixtures';

/** The §11.3 example car: complete, 10 parts. */
const EXAMPLE = half([
  ['N26', 'N18'],
  ['N01', 'N13'],
  ['N07', 'J21'],
  ['N30', 'J15'],
  ['N31', 'N21'],
]);

describe('axle support (§6.4)', () => {
  it('An axle supports exactly the five cells around it: three above, one on either side', () => {
    const cells = half([
      [null, null],
      [null, null],
      [null, 'N18'],
      [null, null],
      [null, null],
    ]);
    const supported: string[] = [];
    for (let c = 0; c < 5; c++) {
      for (const row of [TOP, BOTTOM]) if (isSupported(cells, c, row)) supported.push(`${c + 1}${row === TOP ? 't' : 'b'}`);
    }
    expect(supported).toEqual(['2t', '2b', '3t', '4t', '4b']);
  });

  it('Support across the join counts (front column n and back column m are neighbours)', () => {
    const c = car([['N01', 'N18']], [['N07', null]]);
    expect(isSupported(joinedCells(c), 1, TOP)).toBe(true);
  });
});

describe('complete automobile (§6.5)', () => {
  it('The worked example is complete with 10 parts', () => {
    expect(firstUnmetRequirement(EXAMPLE)).toBeNull();
    expect(isCompleteWithoutScrap(EXAMPLE)).toBe(true);
    expect(realPartCount(EXAMPLE)).toBe(10);
  });

  const broken: [string, Cell[], string][] = [
    ['no motor', EXAMPLE.map((c) => (c === 'N01' ? 'N33' : c)), 'motor'],
    ['a motor without a tank of its colour', EXAMPLE.map((c) => (c === 'N07' ? 'N09' : c)), 'fuel-per-motor'],
    ['a yellow improvement without a yellow motor', EXAMPLE.map((c) => (c === 'N30' ? 'N36' : c)), 'motor-for-colour'],
    ['no gear', EXAMPLE.map((c) => (c === 'N13' || c === 'J15' ? 'N24' : c)), 'gear'],
    ['one axle', EXAMPLE.map((c) => (c === 'N18' || c === 'J21' ? 'N39' : c)), 'two-axles'],
    ['no steering', EXAMPLE.map((c) => (c === 'N26' ? 'N08' : c)), 'one-steering'],
    ['a hole', EXAMPLE.map((c) => (c === 'N30' ? null : c)), 'no-holes'],
    ['an unsupported part', EXAMPLE.map((c) => (c === 'N21' ? 'N40' : c)), 'support'],
  ];
  it.each(broken)('A car with %s is incomplete', (_label, cells, rule) => {
    expect(firstUnmetRequirement(cells)).toBe(rule);
  });

  it('Extra fuel tanks are allowed; two red motors need two red tanks', () => {
    const extraTank = EXAMPLE.map((c) => (c === 'N30' ? 'N08' : c));
    expect(firstUnmetRequirement(extraTank)).toBeNull();
    const twoMotors = EXAMPLE.map((c) => (c === 'N30' ? 'N02' : c));
    expect(firstUnmetRequirement(twoMotors)).toBe('fuel-per-motor');
  });

  it('Part count: only New and Junk parts count, never scrap', () => {
    expect(realPartCount(['N01', 'S-fuel', null, 'J15'])).toBe(2);
  });
});

describe('colour areas and volatility (§11, §7)', () => {
  it('The largest colour area counts orthogonally connected parts of one colour', () => {
    expect(largestColourArea(EXAMPLE)).toBe(6); // bottom row (5 grey) + the steering above column 1
  });

  it('Scrap breaks colour areas', () => {
    const holed = EXAMPLE.map((c) => (c === 'N30' ? 'S-fuel' : c));
    expect(largestColourArea(holed)).toBe(6);
    const redOnly = half([
      ['N01', 'S-gear'],
      ['N07', 'S-gear'],
      ['S-fuel', 'S-gear'],
      ['N31', 'S-gear'],
    ]);
    expect(largestColourArea(redOnly)).toBe(2);
  });

  it('Volatility sums junk parts (and 2 per scrap); every improvement carries one wrench', () => {
    const c = car([
      ['J01', 'J13'],
      ['N30', 'J18'],
    ]);
    expect(carVolatility(c)).toBe(2 + 1 + 1);
    expect(carWrenches(joinedCells(c))).toBe(1);
    expect(carVolatility(car([['S-fuel', 'S-gear']]))).toBe(4);
  });
});
