// Strength, measured the way the levels promise it: over many seeded games with seats swapped,
// a stronger bot scores clearly more than half. Fixed seeds keep these tests deterministic.
import { describe, expect, it } from 'vitest';
import { playSeries } from '../../src/ai/match';
import { games } from '../../src/engine';
import './setup-toy';
import { toyGame } from './toy-game';

const rate = (r: { scoreA: number; games: number }) => r.scoreA / r.games;

describe('stronger levels beat weaker ones', () => {
  it('toy game: easy beats random (400 games, above 58%)', () => {
    expect(rate(playSeries(toyGame, { handSize: 3 }, 'easy', 'random', 400, 1))).toBeGreaterThan(0.58);
  });

  it('toy game: ISMCTS beats random (150 games, above 60%)', () => {
    expect(rate(playSeries(toyGame, { handSize: 3 }, 'ismcts:100', 'random', 150, 1))).toBeGreaterThan(0.6);
  });

  it.skipIf(!games.gears)('Gears: easy beats random (300 games, above 55%)', () => {
    const gears = games.gears;
    if (!gears) return;
    expect(rate(playSeries(gears, {}, 'easy', 'random', 300, 1))).toBeGreaterThan(0.55);
  });
});
