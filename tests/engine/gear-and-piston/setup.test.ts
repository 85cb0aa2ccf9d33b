// §3 setup and the data files: 42 + 42 parts, 14 investors, spaces per location by player count.
import { describe, expect, it } from 'vitest';
import { spacesAt } from '../../../src/engine/gear-and-piston/flow';
import { INVESTORS } from '../../../src/engine/gear-and-piston/investors';
import { JUNK_PARTS, NEW_PARTS, partSpec, SCRAP_PARTS } from '../../../src/engine/gear-and-piston/parts';
import { game } from './fixtures';

describe('tile data (§2.3, §2.4)', () => {
  it('Every part and scrap id finds its own data; an unknown id is refused', () => {
    for (const p of [...NEW_PARTS, ...JUNK_PARTS, ...SCRAP_PARTS]) expect(partSpec(p.id)).toBe(p);
    for (const id of ['N00', 'N43', 'J99', 'X01', 'N1', 'N0a', '']) expect(() => partSpec(id)).toThrow(/Unknown part/);
  });

  it('42 New parts: 6 motors, 6 tanks, 5 gears, 8 axles, 4 steering, 13 improvements; no volatility', () => {
    const count = (type: string) => NEW_PARTS.filter((p) => p.type === type).length;
    expect(NEW_PARTS).toHaveLength(42);
    expect([count('motor'), count('fuel'), count('gear'), count('axle'), count('steering'), count('improvement')]).toEqual([
      6, 6, 5, 8, 4, 13,
    ]);
    expect(NEW_PARTS.filter((p) => p.row === 'top')).toHaveLength(22);
    expect(NEW_PARTS.reduce((v, p) => v + p.volatility, 0)).toBe(0);
    const icons = (k: 'range' | 'comfort' | 'power') => NEW_PARTS.reduce((v, p) => v + p[k], 0);
    expect([icons('range'), icons('comfort'), icons('power')]).toEqual([16, 16, 18]);
  });

  it('42 Junk parts, only the five kinds a car needs (S-3): 9 motors, 9 tanks, 8 gears, 12 axles, 4 steering', () => {
    const count = (type: string) => JUNK_PARTS.filter((p) => p.type === type).length;
    expect(JUNK_PARTS).toHaveLength(42);
    expect([count('motor'), count('fuel'), count('gear'), count('axle'), count('steering'), count('improvement')]).toEqual([
      9, 9, 8, 12, 4, 0,
    ]);
    for (const colour of ['red', 'green', 'yellow']) {
      expect(JUNK_PARTS.filter((p) => p.type === 'motor' && p.colour === colour)).toHaveLength(3);
      expect(JUNK_PARTS.filter((p) => p.type === 'fuel' && p.colour === colour)).toHaveLength(3);
    }
    expect(JUNK_PARTS.filter((p) => p.row === 'top')).toHaveLength(22);
    expect(JUNK_PARTS.reduce((v, p) => v + p.wrenches, 0)).toBe(0);
    expect(JUNK_PARTS.reduce((v, p) => v + p.volatility, 0)).toBe(29);
    expect(JUNK_PARTS.filter((p) => p.volatility === 0)).toHaveLength(16);
    const icons = (k: 'range' | 'comfort' | 'power') => JUNK_PARTS.reduce((v, p) => v + p[k], 0);
    expect([icons('range'), icons('comfort'), icons('power')]).toEqual([9, 6, 8]);
  });

  it('Motors and tanks are coloured; gears, axles and steering grey (A-03); 14 investors', () => {
    for (const p of [...NEW_PARTS, ...JUNK_PARTS]) {
      if (p.type === 'motor' || p.type === 'fuel') expect(p.colour).not.toBe('grey');
      if (p.type === 'gear' || p.type === 'axle' || p.type === 'steering') expect(p.colour).toBe('grey');
      expect(p.row).toBe(p.type === 'gear' || p.type === 'axle' ? 'bottom' : p.type === 'improvement' ? p.row : 'top');
    }
    expect(INVESTORS.map((i) => i.id)).toEqual(Array.from({ length: 14 }, (_, i) => `INV${String(i + 1).padStart(2, '0')}`));
  });
});

describe('setup (§3)', () => {
  const table: [number, number[]][] = [
    [2, [2, 3, 2, 4]],
    [3, [2, 4, 3, 5]],
    [4, [3, 5, 4, 6]],
    [5, [3, 6, 5, 7]],
    [6, [4, 7, 6, 8]],
  ];
  it.each(table)('%i players: spaces per location %j, always more spaces than tokens', (players, spaces) => {
    expect([0, 1, 2, 3].map((loc) => spacesAt(players, loc))).toEqual(spaces);
    expect(spaces.reduce((a, b) => a + b, 0)).toBeGreaterThan(4 * players);
    const s = game.setup({ players, seed: players });
    expect(s.newDisplay).toHaveLength(6);
    expect(s.junkDisplay).toHaveLength(3);
    expect(s.newStack).toHaveLength(36);
    expect(s.junkStack).toHaveLength(39);
    expect(s.investors).toHaveLength(2);
    expect(s.seats.every((seat) => seat.hand.length === 0)).toBe(true);
    expect(s.actor).toBe(s.firstPlayer);
    expect(s.phase).toBe('plan');
  });

  it('Player counts outside 2–6 are refused', () => {
    expect(() => game.normalizeOptions({ players: 1, seed: 1 })).toThrow(/2 to 6/);
    expect(() => game.normalizeOptions({ players: 7, seed: 1 })).toThrow(/2 to 6/);
  });

  it('The same seed gives the same setup', () => {
    expect(game.setup({ players: 4, seed: 77 })).toEqual(game.setup({ players: 4, seed: 77 }));
    expect(game.setup({ players: 4, seed: 77 })).not.toEqual(game.setup({ players: 4, seed: 78 }));
  });
});
