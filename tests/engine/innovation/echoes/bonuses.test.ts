// Bonuses and the score they add (digest: Bonuses): visible bonuses only, highest + 1 per other.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../src/engine/innovation/definition';
import { bonusPoints, points, visibleBonuses } from '../../../../src/engine/innovation/board';
import { shared } from '../../../../src/engine/innovation/entry';
import { dogma, startEchoes, withEntries } from './helpers';

describe('bonuses', () => {
  it('score = score pile + the highest visible bonus + 1 for each other (3, 2, 1 with a 1 scored: 1 + 3 + 1 + 1)', () => {
    const g = startEchoes({ players: [{ board: { red: ['plumbing'], purple: ['puppet'], blue: ['dice'] }, score: ['archery'] }, {}] });
    const pl = g.s.players[0]!;
    expect(visibleBonuses(pl).sort()).toEqual([1, 2, 3]);
    expect(bonusPoints(pl)).toBe(5);
    expect(points(pl)).toBe(6);
  });

  it('equal bonuses count: 3, 3 and 3 give 3 + 1 + 1', () => {
    const g = startEchoes({ players: [{ board: { red: ['crossbow'], purple: ['puppet'], green: ['homing-pigeons'] } }, {}] });
    expect(points(g.s.players[0]!)).toBe(5);
  });

  it('a covered card shows its bonus only where the splay uncovers its slot', () => {
    // Soap's bonus 2 is its bottom-left slot: a right splay shows it, a left splay does not.
    const at = (splay: 'none' | 'left' | 'right' | 'up') =>
      visibleBonuses(startEchoes({ players: [{ board: { yellow: ['soap', 'noodles'] }, splay: { yellow: splay } }, {}] }).s.players[0]!);
    expect(at('none')).toEqual([1]);
    expect(at('left')).toEqual([1]);
    expect(at('right')).toEqual([2, 1]);
    expect(at('up')).toEqual([2, 1]);
  });

  it('bonuses in hand, score pile or forecast do nothing', () => {
    const g = startEchoes({ players: [{ board: { blue: ['writing'] }, hand: ['puppet'], score: ['dice'], forecast: ['crossbow'] }, {}] });
    expect(points(g.s.players[0]!)).toBe(1); // Dice in the score pile counts as a 1, its bonus not at all
  });

  it('the bonus score qualifies for the achieve action (5 points, no score pile)', () => {
    const g = startEchoes({ players: [{ board: { red: ['crossbow'], purple: ['puppet'], green: ['homing-pigeons'] } }, {}] });
    expect(legalMoves(g.s, 0)).toContainEqual({ type: 'achieve', age: 1 });
  });

  it('card reads: x.bonuses, x.highestBonus (0 with none), x.bonusOf on any card', () => {
    const seen: unknown[] = [];
    const probe = {
      id: 'writing',
      effects: [shared((x) => void seen.push(x.bonuses(), x.highestBonus(), x.highestBonus(1), x.bonusOf('puppet'), x.bonusOf('writing')))],
    };
    withEntries([probe], () => {
      dogma(startEchoes({ players: [{ board: { blue: ['writing'], purple: ['puppet'] } }, {}] }), 'writing');
    });
    expect(seen).toEqual([[3], 3, 0, 3, 0]);
  });
});
