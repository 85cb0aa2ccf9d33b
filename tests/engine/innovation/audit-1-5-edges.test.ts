// Rules audit of ages 1–5: choices and edges where the per-age tests asserted little. Each test
// names the rule and checks the exact outcome of a built position.
import { describe, expect, it } from 'vitest';
import { achievements, decline, dogma, hand, idle, pick, pile, question, score, splay, start, yes } from './helpers';

describe('Compass: the target makes both choices, in order', () => {
  it('after giving its leaf card, the target picks among my leafless tops; a top it just covered is out', () => {
    let g = start({
      players: [
        { board: { green: ['compass'], red: ['optics'], blue: ['writing'], yellow: ['agriculture'], purple: ['city-states'] } },
        { board: { blue: ['pottery'], red: ['archery'] } },
      ],
    });
    g = dogma(g, 'compass'); // Pottery is the target's only non-green leaf top card: given at once
    expect(pile(g, 0, 'blue')).toEqual(['writing', 'pottery']);
    expect(question(g)).toMatchObject({ player: 1, zone: 'board' });
    expect([...(question(g) as { options: string[] }).options].sort()).toEqual(['city-states', 'optics']);
    g = pick(g, 'city-states');
    expect(pile(g, 1, 'purple')).toEqual(['city-states']);
    expect(pile(g, 0, 'purple')).toEqual([]);
  });
});

describe('Anatomy: the target picks which top card of that value goes back', () => {
  it('with two top cards of the returned value, the target chooses one; the other stays', () => {
    let g = start({
      players: [
        { board: { yellow: ['anatomy'] } },
        { board: { blue: ['mathematics'], red: ['construction'], green: ['sailing'] }, score: ['calendar'] },
      ],
    });
    g = dogma(g, 'anatomy');
    expect(question(g)).toMatchObject({ player: 1, options: ['mathematics', 'construction'], zone: 'board' });
    g = pick(g, 'construction');
    expect(pile(g, 1, 'red')).toEqual([]);
    expect(pile(g, 1, 'blue')).toEqual(['mathematics']);
    expect(score(g, 1)).toEqual([]);
    expect(g.s.supply[1]!.slice(0, 2)).toEqual(['construction', 'calendar']); // both at the bottom
  });
});

describe('Coal: score a top card, then the card it uncovered', () => {
  it('from a splayed three-card pile two cards are scored and the last one loses the splay', () => {
    let g = start({
      players: [
        { board: { red: ['coal'], yellow: ['agriculture', 'domestication', 'masonry'] }, splay: { yellow: 'left' } },
        {},
      ],
      supply: { 5: ['physics'] },
    });
    g = dogma(g, 'coal'); // tucks Physics; a one-card red pile cannot splay
    expect(pile(g, 0, 'blue')).toEqual(['physics']);
    g = pick(g, 'masonry');
    expect(score(g, 0)).toEqual(['masonry', 'domestication']);
    expect(pile(g, 0, 'yellow')).toEqual(['agriculture']);
    expect(splay(g, 0, 'yellow')).toBe('none');
    expect(g.s.scored[0]).toBe(2);
    expect(g.s.tucked[0]).toBe(1);
  });
});

describe('The Pirate Code: I pick among my lowest crown top cards', () => {
  it('two crown tops tie at the lowest value: I choose; a higher crown top is not offered', () => {
    let g = start({
      players: [
        { board: { red: ['the-pirate-code'], green: ['clothing'], purple: ['city-states'], blue: ['mathematics'] } },
        { score: ['oars', 'sailing', 'optics'] },
      ],
    });
    g = dogma(g, 'the-pirate-code');
    expect(question(g)).toMatchObject({ player: 1, min: 2, max: 2, zone: 'score' });
    g = pick(g, 'oars', 'optics');
    expect(score(g, 0)).toEqual(['oars', 'optics']);
    expect(question(g)).toMatchObject({ player: 0, options: ['clothing', 'city-states'], zone: 'board' });
    g = pick(g, 'city-states');
    expect(score(g, 0)).toEqual(['oars', 'optics', 'city-states']);
    expect(idle(g)).toBe(true);
  });
});

describe('Reformation: the number of tucks is fixed before tucking', () => {
  it('a tuck that shows more leaves under an up splay does not add tucks', () => {
    let g = start({
      players: [
        { board: { purple: ['reformation'], blue: ['writing', 'mathematics'] }, splay: { blue: 'up' }, hand: ['pottery', 'oars', 'archery'] },
        {},
      ],
    });
    g = dogma(g, 'reformation'); // 3 visible leaves: one tuck
    g = yes(g);
    g = pick(g, 'pottery'); // now 6 leaves show, but the count stays 1
    expect(pile(g, 0, 'blue')).toEqual(['pottery', 'writing', 'mathematics']);
    expect(hand(g, 0)).toEqual(['oars', 'archery']);
    expect(idle(g)).toBe(true);
  });
});

describe('Oars (first edition) with two targets', () => {
  it('each target gives one crown card and draws a 1; a moved card stops my draw', () => {
    let g = start({
      edition: 'first',
      players: [{ board: { red: ['oars'] } }, { hand: ['writing', 'sailing'] }, { hand: ['city-states'] }],
      supply: { 1: ['pottery', 'tools'] },
    });
    g = dogma(g, 'oars');
    expect(question(g)).toMatchObject({ player: 1, options: ['writing', 'sailing'] });
    g = pick(g, 'writing');
    expect(score(g, 0)).toEqual(['writing', 'city-states']);
    expect(hand(g, 1)).toEqual(['sailing', 'pottery']); // still holds a crown: no repeat in this edition
    expect(hand(g, 2)).toEqual(['tools']);
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('Masonry: Monument taken already', () => {
  it('four castle melds claim nothing when another player holds Monument', () => {
    let g = start({
      players: [{ board: { yellow: ['masonry'] }, hand: ['oars', 'the-wheel', 'mysticism', 'construction'] }, { achievements: ['monument'] }],
    });
    g = dogma(g, 'masonry');
    for (const c of ['oars', 'the-wheel', 'mysticism']) g = pick(g, c);
    g = pick(g, 'construction');
    expect(idle(g)).toBe(true);
    expect(achievements(g, 0)).toEqual([]);
    expect(achievements(g, 1)).toEqual(['monument']);
  });
});

describe('Tools: the two "may"s are independent', () => {
  it('declining the three-card return still offers returning a 3', () => {
    let g = start({
      players: [{ board: { blue: ['tools'] }, hand: ['optics', 'oars', 'pottery'] }, {}],
      supply: { 1: ['sailing', 'the-wheel', 'writing'] },
    });
    g = dogma(g, 'tools');
    g = decline(g);
    expect(question(g)).toMatchObject({ options: ['optics'], optional: true });
    g = pick(g, 'optics');
    expect(hand(g, 0)).toEqual(['oars', 'pottery', 'sailing', 'the-wheel', 'writing']);
  });
});
