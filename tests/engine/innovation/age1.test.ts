// Age 1 cards: each test pins one rule of one card, in a position built by the scenario builder.
import { describe, expect, it } from 'vitest';
import { achievements, decline, dogma, eventsOf, hand, idle, pick, pickColor, pile, question, score, splay, start } from './helpers';

describe('Pottery', () => {
  const pottery = (p1 = {}) =>
    start({
      players: [{ board: { blue: ['pottery'] }, hand: ['oars', 'archery', 'calendar'] }, p1],
      supply: { 1: ['sailing', 'the-wheel'], 2: ['mathematics'] },
    });

  it('returning two cards draws and scores a 2, then draws a 1', () => {
    let g = dogma(pottery(), 'pottery');
    expect(question(g)).toMatchObject({ kind: 'cards', min: 1, max: 3, optional: true });
    g = pick(g, 'oars', 'archery');
    expect(score(g, 0)).toEqual(['mathematics']);
    expect(hand(g, 0)).toEqual(['calendar', 'sailing']);
    expect(g.s.supply[0]!.slice(0, 2)).toEqual(['archery', 'oars']); // returned to the bottom
  });

  it('declining scores nothing but still draws a 1', () => {
    let g = dogma(pottery(), 'pottery');
    g = decline(g);
    expect(score(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['oars', 'archery', 'calendar', 'sailing']);
  });

  it('a sharer with an empty hand skips the return, draws a 1, and earns the activator a bonus', () => {
    let g = dogma(pottery({ board: { yellow: ['agriculture'] } }), 'pottery');
    expect(question(g)?.player).toBe(0); // player 1 had nothing to return: no question
    g = decline(g);
    expect(hand(g, 1)).toEqual(['sailing']);
    expect(hand(g, 0)).toEqual(['oars', 'archery', 'calendar', 'the-wheel', expect.any(String)]);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
  });
});

describe('Tools', () => {
  it('returning exactly three cards draws and melds a 3', () => {
    let g = start({
      players: [{ board: { blue: ['tools'] }, hand: ['oars', 'archery', 'sailing'] }, {}],
      supply: { 3: ['optics'] },
    });
    g = dogma(g, 'tools');
    expect(question(g)).toMatchObject({ min: 3, max: 3, optional: true });
    g = pick(g, 'oars', 'archery', 'sailing');
    expect(pile(g, 0, 'red')).toEqual(['optics']);
  });

  it('with fewer than three cards the first "may" is impossible: nothing is returned', () => {
    let g = start({ players: [{ board: { blue: ['tools'] }, hand: ['oars', 'archery'] }, {}] });
    g = dogma(g, 'tools');
    expect(idle(g)).toBe(true);
    expect(hand(g, 0)).toEqual(['oars', 'archery']);
  });

  it('returning a 3 draws three 1s', () => {
    let g = start({
      players: [{ board: { blue: ['tools'] }, hand: ['optics', 'oars'] }, {}],
      supply: { 1: ['sailing', 'the-wheel', 'pottery'] },
    });
    g = dogma(g, 'tools');
    expect(question(g)).toMatchObject({ options: ['optics'], prompt: 'tools.return-three-value' });
    g = pick(g, 'optics');
    expect(hand(g, 0)).toEqual(['oars', 'sailing', 'the-wheel', 'pottery']);
  });
});

describe('Writing', () => {
  it('draws a 2', () => {
    let g = start({ players: [{ board: { blue: ['writing'] } }, {}], supply: { 2: ['calendar'] } });
    g = dogma(g, 'writing');
    expect(hand(g, 0)).toEqual(['calendar']);
  });
});

describe('Archery', () => {
  it('the target draws a 1, then hands over its highest card (target picks among ties)', () => {
    let g = start({
      players: [{ board: { red: ['archery'] } }, { hand: ['the-wheel', 'calendar', 'mathematics'] }],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'archery');
    expect(question(g)).toMatchObject({ player: 1, options: ['calendar', 'mathematics'] });
    g = pick(g, 'mathematics');
    expect(hand(g, 0)).toEqual(['mathematics']);
    expect(hand(g, 1)).toEqual(['the-wheel', 'calendar', 'sailing']);
  });

  it('a target with an empty hand hands over the 1 it just drew', () => {
    let g = start({ players: [{ board: { red: ['archery'] } }, {}], supply: { 1: ['sailing'] } });
    g = dogma(g, 'archery');
    expect(hand(g, 0)).toEqual(['sailing']);
    expect(hand(g, 1)).toEqual([]);
  });
});

describe('Metalworking', () => {
  it('scores drawn cards with a castle and repeats until a card without one, which is kept', () => {
    let g = start({
      players: [{ board: { red: ['metalworking'] } }, {}],
      supply: { 1: ['the-wheel', 'oars', 'pottery', 'sailing'] },
    });
    g = dogma(g, 'metalworking');
    expect(score(g, 0)).toEqual(['the-wheel', 'oars']);
    expect(hand(g, 0)).toEqual(['pottery']);
    expect(eventsOf(g, 'reveal')).toHaveLength(3);
  });
});

describe('Oars', () => {
  const oars = (edition: 'first' | 'last') =>
    start({
      edition,
      players: [{ board: { red: ['oars'] } }, { hand: ['writing', 'sailing', 'pottery'] }],
      supply: { 1: ['clothing', 'agriculture', 'tools'] },
    });

  it('first edition: a single transfer per target, then the target draws a 1', () => {
    let g = dogma(oars('first'), 'oars');
    expect(question(g)).toMatchObject({ player: 1, options: ['writing', 'sailing'] });
    g = pick(g, 'sailing');
    expect(score(g, 0)).toEqual(['sailing']);
    expect(hand(g, 1)).toEqual(['writing', 'pottery', 'clothing']);
    expect(hand(g, 0)).toEqual([]); // a card moved: the shared draw does not happen
    expect(idle(g)).toBe(true);
  });

  it('last edition: the demand repeats while the target holds a crown card', () => {
    let g = dogma(oars('last'), 'oars');
    g = pick(g, 'sailing');
    // drew Clothing (crown): asked again among Writing and Clothing
    expect(question(g)).toMatchObject({ player: 1, options: ['writing', 'clothing'] });
    g = pick(g, 'writing');
    // drew Agriculture (no crown), Clothing still has one: forced, then Tools drawn
    expect(score(g, 0)).toEqual(['sailing', 'writing', 'clothing']);
    expect(hand(g, 1)).toEqual(['pottery', 'agriculture', 'tools']);
    expect(idle(g)).toBe(true);
  });

  it('if no card moved because of the demand, the activator draws a 1', () => {
    let g = start({ players: [{ board: { red: ['oars'] } }, { hand: ['pottery'] }], supply: { 1: ['sailing'] } });
    g = dogma(g, 'oars');
    expect(hand(g, 0)).toEqual(['sailing']);
  });

  it('one target’s transfer stops the shared draw for everyone (a single flag per dogma)', () => {
    let g = start({
      edition: 'first',
      players: [
        { board: { red: ['oars'] } },
        { board: { red: ['archery'] } }, // equal castles: shares the second effect
        { hand: ['writing'] },
      ],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'oars');
    expect(score(g, 0)).toEqual(['writing']);
    expect(hand(g, 1)).toEqual([]);
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('Clothing', () => {
  it('melds a card of a colour not yet on the board (the player picks among several)', () => {
    let g = start({ players: [{ board: { green: ['clothing'] }, hand: ['sailing', 'oars', 'pottery'] }, {}] });
    g = dogma(g, 'clothing');
    expect(question(g)).toMatchObject({ options: ['oars', 'pottery'] });
    g = pick(g, 'oars');
    expect(pile(g, 0, 'red')).toEqual(['oars']);
  });

  it('scores a 1 for each own colour that no opponent has at all', () => {
    let g = start({
      players: [
        { board: { green: ['clothing'], red: ['oars'], blue: ['writing'] } },
        { board: { red: ['archery'] } },
        { board: { blue: ['tools'] } },
      ],
      supply: { 1: ['sailing', 'the-wheel'] },
    });
    g = dogma(g, 'clothing');
    expect(score(g, 0)).toEqual(['sailing']); // only green is unique
  });
});

describe('Sailing', () => {
  it('draws and melds a 1', () => {
    let g = start({ players: [{ board: { green: ['sailing'] } }, {}], supply: { 1: ['oars'] } });
    g = dogma(g, 'sailing');
    expect(pile(g, 0, 'red')).toEqual(['oars']);
  });
});

describe('The Wheel', () => {
  it('draws two 1s', () => {
    let g = start({ players: [{ board: { green: ['the-wheel'] } }, {}], supply: { 1: ['oars', 'pottery'] } });
    g = dogma(g, 'the-wheel');
    expect(hand(g, 0)).toEqual(['oars', 'pottery']);
  });
});

describe('Agriculture', () => {
  it('returning a card draws and scores a card one higher', () => {
    let g = start({ players: [{ board: { yellow: ['agriculture'] }, hand: ['calendar'] }, {}], supply: { 3: ['optics'] } });
    g = dogma(g, 'agriculture');
    g = pick(g, 'calendar');
    expect(score(g, 0)).toEqual(['optics']);
  });

  it('declining does nothing', () => {
    let g = start({ players: [{ board: { yellow: ['agriculture'] }, hand: ['calendar'] }, {}] });
    g = decline(dogma(g, 'agriculture'));
    expect(hand(g, 0)).toEqual(['calendar']);
    expect(score(g, 0)).toEqual([]);
  });
});

describe('Domestication', () => {
  it('melds a lowest card (player picks among ties), then draws a 1', () => {
    let g = start({
      players: [{ board: { yellow: ['domestication'] }, hand: ['oars', 'pottery', 'calendar'] }, {}],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'domestication');
    expect(question(g)).toMatchObject({ options: ['oars', 'pottery'] });
    g = pick(g, 'pottery');
    expect(pile(g, 0, 'blue')).toEqual(['pottery']);
    expect(hand(g, 0)).toEqual(['oars', 'calendar', 'sailing']);
  });

  it('with an empty hand it still draws a 1', () => {
    let g = start({ players: [{ board: { yellow: ['domestication'] } }, {}], supply: { 1: ['sailing'] } });
    g = dogma(g, 'domestication');
    expect(hand(g, 0)).toEqual(['sailing']);
  });
});

describe('Masonry', () => {
  const masonry = () =>
    start({
      players: [{ board: { yellow: ['masonry'] }, hand: ['oars', 'the-wheel', 'mysticism', 'construction', 'pottery'] }, {}],
    });

  it('melding four castle cards in one execution claims Monument', () => {
    let g = dogma(masonry(), 'masonry');
    expect(question(g)).toMatchObject({ options: ['oars', 'the-wheel', 'mysticism', 'construction'] });
    for (const c of ['oars', 'the-wheel', 'mysticism']) g = pick(g, c);
    // the fourth is the only one left: the "may" still asks (it can be declined)
    g = pick(g, 'construction');
    expect(achievements(g, 0)).toEqual(['monument']);
    expect(hand(g, 0)).toEqual(['pottery']);
  });

  it('three melds, then stopping, do not claim it', () => {
    let g = dogma(masonry(), 'masonry');
    for (const c of ['oars', 'the-wheel', 'mysticism']) g = pick(g, c);
    g = decline(g);
    expect(achievements(g, 0)).toEqual([]);
  });

  it('melds split across two dogmas do not add up', () => {
    let g = dogma(masonry(), 'masonry');
    for (const c of ['oars', 'the-wheel']) g = pick(g, c);
    g = decline(g);
    g = dogma(g, 'masonry');
    g = pick(g, 'mysticism');
    g = pick(g, 'construction');
    expect(achievements(g, 0)).toEqual([]);
  });
});

describe('City States', () => {
  it('a target with four visible castles moves a castle top card onto my board and draws a 1', () => {
    let g = start({
      players: [{ board: { purple: ['city-states'] } }, { board: { red: ['metalworking'], green: ['the-wheel'] } }],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'city-states');
    expect(question(g)).toMatchObject({ player: 1, options: ['metalworking', 'the-wheel'], zone: 'board' });
    g = pick(g, 'the-wheel');
    expect(pile(g, 0, 'green')).toEqual(['the-wheel']);
    expect(hand(g, 1)).toEqual(['sailing']);
  });

  it('with fewer than four visible castles nothing happens', () => {
    let g = start({ players: [{ board: { purple: ['city-states'] } }, { board: { red: ['metalworking'] } }] });
    g = dogma(g, 'city-states');
    expect(idle(g)).toBe(true);
    expect(pile(g, 1, 'red')).toEqual(['metalworking']);
    expect(hand(g, 1)).toEqual([]);
  });
});

describe('Code of Laws', () => {
  const laws = () =>
    start({
      players: [{ board: { purple: ['code-of-laws'], red: ['archery'] }, hand: ['oars', 'pottery'] }, {}],
    });

  it('tucks a card of a colour already on the board, then may splay that colour left', () => {
    let g = dogma(laws(), 'code-of-laws');
    expect(question(g)).toMatchObject({ options: ['oars'] });
    g = pick(g, 'oars');
    expect(pile(g, 0, 'red')).toEqual(['oars', 'archery']);
    expect(question(g)).toMatchObject({ kind: 'color', options: ['red'], optional: true });
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('left');
  });

  it('the splay may be declined; declining the tuck skips it', () => {
    let g = pick(dogma(laws(), 'code-of-laws'), 'oars');
    g = decline(g);
    expect(splay(g, 0, 'red')).toBe('none');
    g = decline(dogma(laws(), 'code-of-laws'));
    expect(idle(g)).toBe(true);
    expect(hand(g, 0)).toEqual(['oars', 'pottery']);
  });
});

describe('Mysticism', () => {
  it('a drawn card of a colour on my board is melded, then I draw a 1 — once, no repeat', () => {
    let g = start({
      players: [{ board: { purple: ['mysticism'] } }, {}],
      supply: { 1: ['city-states', 'code-of-laws', 'oars'] },
    });
    g = dogma(g, 'mysticism');
    expect(pile(g, 0, 'purple')).toEqual(['mysticism', 'city-states']);
    expect(hand(g, 0)).toEqual(['code-of-laws']);
  });

  it('a card of another colour stays in hand', () => {
    let g = start({ players: [{ board: { purple: ['mysticism'] } }, {}], supply: { 1: ['oars'] } });
    g = dogma(g, 'mysticism');
    expect(hand(g, 0)).toEqual(['oars']);
  });
});
