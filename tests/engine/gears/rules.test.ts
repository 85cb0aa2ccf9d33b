// Spec §4 and §7: the winner rules, jams and the end-of-game ranking, as pure functions.
import { describe, expect, it } from 'vitest';
import { judge, jams, NO_MODIFIERS, rankScores, valueBit } from '../../../src/engine/gears/rules';
import type { RoundRule } from '../../../src/engine/gears/types';

/** Values written as in the spec's table; 'g4' is a grey gear showing 4. */
function winnersOf(rule: RoundRule, shown: (number | string)[]): string[] {
  const values = shown.map((x) => (typeof x === 'number' ? x : Number(x.slice(1))));
  const greys = shown.map((x) => typeof x === 'string');
  return judge(rule, values, greys).winners.map((i) => String(shown[i]));
}

describe('spec §4 worked examples: winner rules and jams', () => {
  const rows: [RoundRule, (number | string)[], (number | string)[], string][] = [
    ['highest', [4, 3, 2, 1], [4], 'Highest card: the 4 wins'],
    ['lowest', [4, 3, 2, 2], [3], 'Lowest card: the 2s jam, so the 3 wins'],
    ['highest-even', [4, 4, 3, 2], [2], 'Highest even: the 4s jam, so the 2 wins'],
    ['highest-even', [3, 2, 2, 1], [], 'Highest even: the only even value jams, nobody wins'],
    ['lowest-odd', [3, 2, 1, 1], [3], 'Lowest odd: the 1s jam, so the 3 wins'],
    ['lowest-odd', [4, 3, 3, 2], [], 'Lowest odd: the only odd value jams, nobody wins'],
    ['even-cards', [4, 4, 2, 1], [2], 'Even cards: the 4s jam, the 2 wins'],
    ['even-cards', [4, 3, 3, 2], [4, 2], 'Even cards: the 4 and the 2 both win'],
    ['all-except-lowest', [3, 2, 2, 1], [3], 'All except the lowest: the 1 loses, the 2s jam, the 3 wins'],
    ['all-except-lowest', [4, 3, 2, 2], [4, 3], 'All except the lowest: the 2s lose, the 4 and the 3 win'],
    ['highest', ['g4', 4, 3, 1], ['g4'], 'Highest card: a grey 4 tied with a red 4 ignores the jam and wins'],
    ['highest', ['g4', 'g4', 3, 1], [3], 'Highest card: two grey 4s jam as usual, the 3 wins'],
  ];
  for (const [rule, shown, expected, name] of rows) {
    it(name, () => {
      expect(winnersOf(rule, shown)).toEqual(expected.map(String));
    });
  }
});

describe('winner rules: the mirrored faces work the same way', () => {
  it('Highest odd: the highest non-jammed odd value wins', () => {
    expect(winnersOf('highest-odd', [3, 3, 1, 4])).toEqual(['1']);
  });
  it('Lowest even: the lowest non-jammed even value wins', () => {
    expect(winnersOf('lowest-even', [2, 2, 4, 1])).toEqual(['4']);
  });
  it('Odd cards: every non-jammed odd value wins', () => {
    expect(winnersOf('odd-cards', [1, 3, 3, 4])).toEqual(['1']);
  });
  it('All except the highest: the highest loses even when it jams, other non-jammed values win', () => {
    expect(winnersOf('all-except-highest', [4, 4, 2, 1])).toEqual(['2', '1']);
    expect(winnersOf('all-except-highest', [4, 3, 3, 1])).toEqual(['1']);
  });
  it('All except the lowest: when every gear shows the same value, nobody wins', () => {
    expect(winnersOf('all-except-lowest', [2, 2])).toEqual([]);
  });
  it('Lowest card with two players: equal values jam and nobody wins', () => {
    expect(winnersOf('lowest', [3, 3])).toEqual([]);
  });
});

describe('jam modifiers', () => {
  it('Well oiled: equal values do not jam and all qualifying gears win', () => {
    expect(judge('highest', [4, 4, 3, 1], [false, false, false, false], { ...NO_MODIFIERS, noJams: true }).winners).toEqual([0, 1]);
  });
  it('a forced value jams even when unique (Overheat, night Dispatcher)', () => {
    const mods = { ...NO_MODIFIERS, forced: valueBit(4) };
    expect(judge('highest', [4, 3, 2, 1], [false, false, false, false], mods).winners).toEqual([1]);
  });
  it('a forced jam also catches a grey gear', () => {
    expect(jams([4, 4], [true, false], { ...NO_MODIFIERS, forced: valueBit(4) })).toEqual([true, true]);
  });
  it('a forced jam holds under Well oiled', () => {
    expect(jams([4, 3], [false, false], { noJams: true, forced: valueBit(4), exempt: 0 })).toEqual([true, false]);
  });
  it('an exempt value (day Dispatcher) does not jam: tied gears win together', () => {
    const mods = { ...NO_MODIFIERS, exempt: valueBit(2) };
    expect(judge('lowest', [4, 3, 2, 2], [false, false, false, false], mods).winners).toEqual([2, 3]);
  });
  it('grey exception: the grey escapes, the non-grey gears of its value still jam', () => {
    expect(jams([3, 3, 3, 1], [true, false, false, false], NO_MODIFIERS)).toEqual([false, true, true, false]);
  });
});

describe('spec §7: end-of-game ranking with tie exclusion', () => {
  it('A 3, B 3, C 2½, D 1: the tied 3s are excluded and C wins', () => {
    const r = rankScores([3, 3, 2.5, 1]);
    expect(r.winners).toEqual([2]);
    expect(r.ranking).toEqual([[2], [3], [0, 1]]);
  });
  it('A 2, B 2, C 1, D 1: no count is unique, nobody wins', () => {
    const r = rankScores([2, 2, 1, 1]);
    expect(r.winners).toEqual([]);
    expect(r.ranking).toEqual([[0, 1], [2, 3]]);
  });
  it('a unique top count simply wins', () => {
    expect(rankScores([1, 4, 0.5]).winners).toEqual([1]);
  });
});
