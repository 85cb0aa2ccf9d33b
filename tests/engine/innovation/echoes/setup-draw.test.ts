// Echoes' option, set-up and draw rule, each pinned on a set position (digest: Setup, Drawing).
import { describe, expect, it } from 'vitest';
import { IllegalOptionsError } from '../../../../src/engine/core/errors';
import { innovation } from '../../../../src/engine/innovation/definition';
import { shared } from '../../../../src/engine/innovation/entry';
import { CARDS_BY_AGE, ECHOES_BY_AGE, isEchoes } from '../../../../src/engine/innovation/facts';
import { achievementsToWin } from '../../../../src/engine/innovation/seats';
import type { InnovationOptions } from '../../../../src/engine/innovation/types';
import { ECHOES_SPECIALS, SPECIALS } from '../../../../src/engine/innovation/types';
import { dogma, hand, pick, play, type Scenario, start, startEchoes, withEntries } from './helpers';

const options = (o: Record<string, unknown>): InnovationOptions =>
  innovation.normalizeOptions({ players: 2, seed: 5, ...o } as Partial<InnovationOptions> & { players: number; seed: number });

describe('the expansions option', () => {
  it('takes the URL word or a list, and the base game has none', () => {
    expect(options({ expansions: 'echoes' }).expansions).toEqual(['echoes']);
    expect(options({ expansions: ['echoes'] }).expansions).toEqual(['echoes']);
    expect(options({ expansions: 'none' }).expansions).toEqual([]);
    expect(options({}).expansions).toEqual([]);
  });

  it('refuses the first edition with an expansion, and unknown expansions', () => {
    expect(() => options({ expansions: 'echoes', edition: 'first' })).toThrow(IllegalOptionsError);
    expect(() => options({ expansions: 'echoes', edition: 'first' })).toThrow(/last edition/);
    expect(() => options({ expansions: 'cities' })).toThrow(/expansions/);
  });

  it('needs one more achievement to win with Echoes: 7 at two players, 5 at four, 7 in teams', () => {
    expect(achievementsToWin(options({ expansions: 'echoes' }))).toBe(7);
    expect(achievementsToWin(options({ expansions: 'echoes', players: 4 }))).toBe(5);
    expect(achievementsToWin(options({ expansions: 'echoes', players: 4, teams: true }))).toBe(7);
    expect(achievementsToWin(options({}))).toBe(6);
  });
});

describe('set-up with Echoes', () => {
  const s = innovation.setup(options({ expansions: 'echoes', players: 3 }));

  it('deals each seat a base 1 (empty hand) then an Echoes 1 (the draw rule), with an empty forecast', () => {
    for (const pl of s.players) {
      expect(pl.hand).toHaveLength(2);
      expect(CARDS_BY_AGE[0]).toContain(pl.hand[0]);
      expect(ECHOES_BY_AGE[0]).toContain(pl.hand[1]);
      expect(pl.forecast).toEqual([]);
    }
  });

  it('has ten Echoes piles (age 1 less the three dealt) and offers both sets of specials, age achievements from base piles', () => {
    expect(s.echoes?.map((p) => p.length)).toEqual([12, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    expect(s.achievements.filter((a) => !isEchoes(a) && CARDS_BY_AGE.flat().includes(a))).toHaveLength(9);
    expect(s.achievements.slice(9)).toEqual([...SPECIALS, ...ECHOES_SPECIALS]);
  });

  it('deals the same base piles as the base game of that seed (Echoes is shuffled after)', () => {
    const base = innovation.setup(options({ players: 3 }));
    expect(s.supply.slice(1)).toEqual(base.supply.slice(1));
    expect(s.achievements.slice(0, 9)).toEqual(base.achievements.slice(0, 9));
    expect(base.echoes).toBeUndefined();
    expect(base.players[0]!.forecast).toBeUndefined();
  });
});

describe('the Echoes draw rule', () => {
  const drawFor = (handCards: string[], extra: Partial<Scenario> = {}) =>
    play(startEchoes({ players: [{ board: { blue: ['writing'] }, hand: handCards }, {}], supply: { 1: ['archery', 'dice'] }, ...extra }), { type: 'draw' });

  it('a hand that is not empty and holds no Echoes card draws the Echoes card of that value', () => {
    expect(hand(drawFor(['oars']), 0)).toEqual(['oars', 'dice']);
  });

  it('an empty hand draws a base card', () => {
    expect(hand(drawFor([]), 0)).toEqual(['archery']);
  });

  it('a hand already holding an Echoes card draws a base card', () => {
    expect(hand(drawFor(['perfume']), 0)).toEqual(['perfume', 'archery']);
  });

  it('an empty Echoes pile of that value gives the base card of that value (no skip)', () => {
    expect(hand(drawFor(['oars'], { echoesExhausted: [1], supply: { 1: ['archery'] } }), 0)).toEqual(['oars', 'archery']);
  });

  it('an empty base pile skips to the next value first, then the rule applies there', () => {
    const g = play(
      startEchoes({ players: [{ board: { blue: ['writing'] }, hand: ['oars'] }, {}], exhausted: [1], supply: { 2: ['calendar', 'lever'] } }),
      { type: 'draw' },
    );
    expect(hand(g, 0)).toEqual(['oars', 'lever']);
  });

  it('drawing above 10 ends the game by score even with Echoes cards left', () => {
    const g = play(startEchoes({ players: [{ board: { blue: ['writing'] }, hand: ['oars'] }, {}], exhausted: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }), {
      type: 'draw',
    });
    expect(g.s.result?.reason).toBe('score');
    expect(g.s.echoes?.[0]).toHaveLength(15);
  });

  it('a returned Echoes card goes to the bottom of its own Echoes pile (Pottery)', () => {
    let g = dogma(startEchoes({ players: [{ board: { blue: ['pottery'] }, hand: ['perfume'] }, {}] }), 'pottery');
    g = pick(g, 'perfume');
    expect(g.s.echoes?.[0]?.[0]).toBe('perfume');
    expect(g.s.supply[0]).not.toContain('perfume');
  });

  it('an effect that draws twice sees the first card in hand (a base card, then an Echoes card)', () => {
    const twice = { id: 'writing', effects: [shared((x) => void x.draw(2), (x) => void x.draw(2))] };
    withEntries([twice], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['writing'] } }, {}], supply: { 2: ['calendar', 'lever'] } }), 'writing');
      expect(hand(g, 0)).toEqual(['calendar', 'lever']);
    });
  });

  it('without Echoes nothing changes: a base game draws base cards whatever the hand', () => {
    const g = play(start({ players: [{ board: { blue: ['writing'] }, hand: ['oars'] }, {}], supply: { 1: ['archery'] } }), { type: 'draw' });
    expect(hand(g, 0)).toEqual(['oars', 'archery']);
  });
});
