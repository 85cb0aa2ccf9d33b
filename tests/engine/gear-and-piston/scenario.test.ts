// The Gear & Piston scenario builder: the start of a round exactly as described, every tile in
// exactly one place, or a refusal that says why the position could not happen.
import { describe, expect, it } from 'vitest';
import { gearAndPiston as game } from '../../../src/engine/gear-and-piston/definition';
import { type GnpScenario, buildGnpScenario } from '../../../src/engine/gear-and-piston/scenario';
import type { GnpState } from '../../../src/engine/gear-and-piston/types';

function tiles(s: GnpState): string[] {
  const out = [...s.newStack, ...s.junkStack, ...s.newDiscard, ...s.junkDiscard];
  for (const p of [...s.newDisplay, ...s.junkDisplay]) if (p) out.push(p);
  for (const seat of s.seats) {
    out.push(...seat.hand);
    for (const c of [...seat.car.front, ...seat.car.back]) if (c) out.push(c);
  }
  return out;
}

const base = (): GnpScenario => ({
  seats: [
    { hand: ['N26'], front: [['N05', 'N19'], ['N11', 'J15']], locked: 1 },
    { front: [['J06', 'N18']] },
  ],
  round: 3,
  firstPlayer: 1,
  investors: ['INV07', 'INV03'],
  patentOffice: ['N36', 'N01', 'N03', 'N09', 'N30', 'N40'],
  junkYard: ['J01', 'J02', 'J03'],
  newStack: ['N31', 'N32'],
  junkStack: ['J33'],
  newDiscard: ['N02'],
  seed: 5,
});

describe('Gear & Piston scenario builder', () => {
  it('places every one of the 84 tiles exactly once, the named ones where the description says', () => {
    const s = buildGnpScenario(base());
    const all = tiles(s);
    expect(all).toHaveLength(84);
    expect(new Set(all).size).toBe(84);
    expect(s.newDisplay).toEqual(['N36', 'N01', 'N03', 'N09', 'N30', 'N40']);
    expect(s.junkDisplay).toEqual(['J01', 'J02', 'J03']);
    expect(s.newStack.slice(-2)).toEqual(['N32', 'N31']);
    expect(s.junkStack.at(-1)).toBe('J33');
    expect(s.seats[0]?.car.front).toEqual(['N05', 'N19', 'N11', 'J15']);
    expect(s.seats[0]?.volatility).toBe(0);
    expect(s.seats[1]?.volatility).toBe(1);
    expect(s.investors).toEqual(['INV07', 'INV03']);
  });

  it('starts the round at planning, first player first, a locked token sitting out', () => {
    const s = buildGnpScenario(base());
    expect(s.phase).toBe('plan');
    expect(s.round).toBe(3);
    expect(game.toAct(s)).toEqual([1]);
    let t = game.apply(s, 1, { type: 'place', location: 'workshop' }).state;
    for (const location of ['patent-office', 'junk-yard'] as const) {
      t = game.apply(t, 0, { type: 'place', location }).state;
      t = game.apply(t, 1, { type: 'place', location }).state;
    }
    // Seat 0 had three tokens (one locked): after its third, seat 1 places its last.
    t = game.apply(t, 0, { type: 'place', location: 'workshop' }).state;
    expect(game.toAct(t)).toEqual([1]);
    expect(t.seats[0]?.placed).toBe(3);
  });

  it('the blind draw takes the first named top of the New stack', () => {
    const d = base();
    d.seats = [{}, {}];
    let s = buildGnpScenario({ ...d, firstPlayer: 0 });
    for (const location of ['patent-office', 'junk-yard', 'back-alley', 'workshop'] as const) {
      s = game.apply(s, 0, { type: 'place', location }).state;
      s = game.apply(s, 1, { type: 'place', location: location === 'patent-office' ? 'workshop' : location === 'workshop' ? 'patent-office' : location }).state;
    }
    s = game.apply(s, 0, { type: 'black-market' }).state;
    expect(s.step).toMatchObject({ kind: 'black-market', drawn: ['N31', 'N32', expect.any(String)] });
  });

  it('the same description and seed give the same position', () => {
    expect(buildGnpScenario(base())).toEqual(buildGnpScenario(base()));
  });

  it.each([
    ['one player', { seats: [{}] }],
    ['a part placed twice', { seats: [{ hand: ['N26'] }, { hand: ['N26'] }] }],
    ['an unknown part', { seats: [{ hand: ['N99'] }, {}] }],
    ['a part in the wrong row', { seats: [{ front: [['N19', null]] }, {}] }],
    ['a part cut off from its end tile', { seats: [{ front: [[null, 'N19'], ['N05', null]] }, {}] }],
    ['an empty column', { seats: [{ front: [['N05', 'N19'], [null, null]] }, {}] }],
    ['six blueprints in hand', { seats: [{ hand: ['N01', 'N02', 'N03', 'N04', 'N05', 'N06'] }, {}] }],
    ['more locked tokens than Back Alley spaces', { seats: [{ locked: 2 }, { locked: 1 }] }],
    ['a Junk part on the Patent Office', { seats: [{}, {}], patentOffice: ['J01', 'N01', 'N03', 'N09', 'N30', 'N40'] }],
    ['a short Junk Yard', { seats: [{}, {}], junkYard: ['J01'] }],
    ['one investor twice', { seats: [{}, {}], investors: ['INV01', 'INV01'] }],
    ['an unknown investor', { seats: [{}, {}], investors: ['INV01', 'INV99'] }],
    ['a first player who is not seated', { seats: [{}, {}], firstPlayer: 2 }],
    [
      'a complete car of twelve parts (the game would be over)',
      {
        seats: [
          {
            front: [
              ['N05', 'N19'],
              ['N11', 'J15'],
              ['N37', 'J21'],
              ['J11', 'J14'],
              ['N26', 'N22'],
              ['N36', 'N39'],
            ],
          },
          {},
        ],
      },
    ],
  ])('refuses %s', (_label, d) => {
    expect(() => buildGnpScenario(d as GnpScenario)).toThrow(/./);
  });
});
