// The Gears scenario builder: a round about to start, exactly as described, or a refusal that
// says why the position could not happen.
import { describe, expect, it } from 'vitest';
import { gears } from '../../../src/engine/gears/definition';
import { type GearsScenario, buildGearsScenario } from '../../../src/engine/gears/scenario';
import type { GearColor } from '../../../src/engine/gears/types';

const FIVE: GearColor[] = ['red', 'blue', 'yellow', 'purple', 'grey'];
const codes = (color: 'red' | 'blue' | 'yellow' | 'purple') => [1, 2, 3, 4].map((number) => ({ color, number: number as 1 | 2 | 3 | 4 }));

const base = (): GearsScenario => ({
  seats: [
    { hand: FIVE, discard: ['multicolour'], codes: codes('red') },
    { hand: ['red', 'blue', 'yellow', 'purple', 'multicolour', 'grey'], codes: codes('blue') },
  ],
});

describe('Gears scenario builder', () => {
  it('starts the round it names: everybody places, with the hands, piles and codes as described', () => {
    const s = buildGearsScenario({ ...base(), round: 2, stack: ['R4', 'R9'], token: 1 });
    expect(s.phase).toBe('place');
    expect(s.roundOrder[2]).toBe('R4');
    expect(s.roundOrder[3]).toBe('R9');
    expect(new Set(s.roundOrder).size).toBe(10);
    expect(s.rule).toBe('lowest-odd');
    expect(s.effect).toBeNull();
    expect(s.token).toBe(1);
    expect(gears.toAct(s)).toEqual([0, 1]);
    const view = gears.view(s, 0);
    expect(view.seats[0]?.hand).toEqual(FIVE);
    expect(view.seats[0]?.discard).toEqual(['multicolour']);
    expect(view.seats[1]?.codes.map((c) => `${c.color}${c.number}`)).toEqual(['blue1', 'blue2', 'blue3', 'blue4']);
    expect(gears.legalMoves(s, 0).every((m) => m.type === 'place' && m.gear !== 'multicolour')).toBe(true);
  });

  it('a night round plays its card night face up, with its effect', () => {
    const s = buildGearsScenario({ ...base(), round: 5, stack: ['R1'] });
    expect(s.rule).toBe('lowest');
    expect(s.effect).toBe('overtime');
  });

  it('code cards keep the statuses they are given, and score as the rules count them', () => {
    const d = base();
    d.seats[0]!.codes = [
      { color: 'red', number: 1, status: 'entered' },
      { color: 'red', number: 2, status: 'waiting' },
      { color: 'red', number: 3 },
      { color: 'red', number: 4 },
    ];
    const s = buildGearsScenario(d);
    expect(gears.view(s, 1).seats[0]?.score).toBe(1.5);
  });

  it('the same description and seed give the same position; the position plays on', () => {
    const a = buildGearsScenario({ ...base(), seed: 9 });
    expect(buildGearsScenario({ ...base(), seed: 9 })).toEqual(a);
    const placed = gears.apply(a, 0, { type: 'place', gear: 'red', side: 1 }).state;
    expect(gears.toAct(placed)).toEqual([1]);
  });

  it.each([
    ['one player', { seats: [base().seats[0]!] }],
    ['a gear both in hand and discarded', { seats: [{ ...base().seats[0]!, discard: ['red', 'multicolour'] }, base().seats[1]!] }],
    ['a set of five gears', { seats: [{ ...base().seats[0]!, discard: [] }, base().seats[1]!] }],
    ['a code card dealt twice', { seats: [base().seats[0]!, { ...base().seats[1]!, codes: codes('red') }] }],
    ['three code cards', { seats: [{ ...base().seats[0]!, codes: codes('red').slice(1) }, base().seats[1]!] }],
    ['a round card named twice', { ...base(), stack: ['R1', 'R1'] }],
    ['a round past the tenth', { ...base(), round: 10 }],
    ['a token for a missing seat', { ...base(), token: 2 }],
    ['a character for one player only', { seats: [{ ...base().seats[0]!, character: { name: 'mechanic', side: 'day' } }, base().seats[1]!] }],
    [
      'a day side at night',
      {
        round: 6,
        seats: [
          { ...base().seats[0]!, character: { name: 'mechanic', side: 'day' } },
          { ...base().seats[1]!, character: { name: 'saboteur', side: 'night' } },
        ],
      },
    ],
    [
      'one character twice',
      {
        seats: [
          { ...base().seats[0]!, character: { name: 'mechanic', side: 'day' } },
          { ...base().seats[1]!, character: { name: 'mechanic', side: 'day' } },
        ],
      },
    ],
  ])('refuses %s', (_label, d) => {
    expect(() => buildGearsScenario(d as GearsScenario)).toThrow(/./);
  });
});
