// Age 2 cards: each test pins one rule of one card, in a position built by the scenario builder.
import { describe, expect, it } from 'vitest';
import {
  achievements,
  decline,
  dogma,
  eventsOf,
  hand,
  idle,
  pick,
  pickColor,
  pickPlayer,
  pile,
  question,
  score,
  splay,
  start,
  yes,
} from './helpers';

describe('Calendar', () => {
  it('with more score cards than hand cards, draws two 3s', () => {
    let g = start({
      players: [{ board: { blue: ['calendar'] }, score: ['oars', 'pottery'], hand: ['sailing'] }, {}],
      supply: { 3: ['optics', 'paper'] },
    });
    g = dogma(g, 'calendar');
    expect(hand(g, 0)).toEqual(['sailing', 'optics', 'paper']);
  });

  it('with as many hand cards as score cards, does nothing', () => {
    let g = start({ players: [{ board: { blue: ['calendar'] }, score: ['oars'], hand: ['sailing'] }, {}] });
    g = dogma(g, 'calendar');
    expect(hand(g, 0)).toEqual(['sailing']);
  });
});

describe('Mathematics', () => {
  it('returning a card draws and melds a card one value higher', () => {
    let g = start({ players: [{ board: { blue: ['mathematics'] }, hand: ['calendar'] }, {}], supply: { 3: ['optics'] } });
    g = pick(dogma(g, 'mathematics'), 'calendar');
    expect(pile(g, 0, 'red')).toEqual(['optics']);
  });

  it('declining does nothing', () => {
    let g = start({ players: [{ board: { blue: ['mathematics'] }, hand: ['calendar'] }, {}] });
    g = decline(dogma(g, 'mathematics'));
    expect(hand(g, 0)).toEqual(['calendar']);
  });
});

describe('Construction', () => {
  it('the target hands over two cards of its choice, then draws a 2', () => {
    let g = start({
      players: [{ board: { red: ['construction'] } }, { hand: ['calendar', 'oars', 'pottery'] }],
      supply: { 2: ['mathematics'] },
    });
    g = dogma(g, 'construction');
    expect(question(g)).toMatchObject({ player: 1, min: 2, max: 2 });
    g = pick(g, 'calendar', 'oars');
    expect(hand(g, 0)).toEqual(['calendar', 'oars']);
    expect(hand(g, 1)).toEqual(['pottery', 'mathematics']);
  });

  it('a target with one card hands it over; with none it still draws the 2', () => {
    let g = start({ players: [{ board: { red: ['construction'] } }, { hand: ['oars'] }], supply: { 2: ['mathematics'] } });
    g = dogma(g, 'construction');
    expect(hand(g, 0)).toEqual(['oars']);
    expect(hand(g, 1)).toEqual(['mathematics']);
    g = start({ players: [{ board: { red: ['construction'] } }, {}], supply: { 2: ['mathematics'] } });
    g = dogma(g, 'construction');
    expect(hand(g, 1)).toEqual(['mathematics']);
  });

  const five = { red: ['construction'], blue: ['writing'], green: ['sailing'], yellow: ['agriculture'], purple: ['mysticism'] };

  it('the only player with five top cards claims Empire', () => {
    let g = start({ players: [{ board: five }, { board: { blue: ['pottery'] } }] });
    g = dogma(g, 'construction');
    expect(achievements(g, 0)).toEqual(['empire']);
  });

  it('no Empire when another player also has five top cards', () => {
    let g = start({
      players: [
        { board: five },
        { board: { red: ['oars'], blue: ['tools'], green: ['clothing'], yellow: ['domestication'], purple: ['city-states'] } },
      ],
    });
    g = dogma(g, 'construction');
    expect(achievements(g, 0)).toEqual([]);
    expect(achievements(g, 1)).toEqual([]);
  });
});

describe('Road Building', () => {
  const road = (p1: object) =>
    start({ players: [{ board: { red: ['road-building'] }, hand: ['oars', 'sailing', 'pottery'] }, p1] });

  it('melding one card and declining a second ends the effect', () => {
    let g = dogma(road({}), 'road-building');
    g = pick(g, 'pottery');
    g = decline(g);
    expect(idle(g)).toBe(true);
    expect(pile(g, 0, 'blue')).toEqual(['pottery']);
  });

  it('after two melds, the red top card may go to another player, who gives back their top green card', () => {
    let g = dogma(road({ board: { green: ['the-wheel'] } }), 'road-building');
    g = pick(g, 'oars');
    g = pick(g, 'sailing');
    expect(question(g)).toMatchObject({ kind: 'player', options: [1], optional: true });
    g = pickPlayer(g, 1);
    expect(pile(g, 1, 'red')).toEqual(['oars']);
    expect(pile(g, 0, 'red')).toEqual(['road-building']);
    expect(pile(g, 0, 'green')).toEqual(['sailing', 'the-wheel']);
  });

  it('the red card moves even when that player has no top green card', () => {
    let g = dogma(road({}), 'road-building');
    g = pickPlayer(pick(pick(g, 'oars'), 'pottery'), 1);
    expect(pile(g, 1, 'red')).toEqual(['oars']);
    expect(pile(g, 0, 'green')).toEqual([]);
  });
});

describe('Currency', () => {
  it('draws and scores a 2 for each different value returned', () => {
    let g = start({
      players: [{ board: { green: ['currency'] }, hand: ['oars', 'pottery', 'calendar'] }, {}],
      supply: { 2: ['mathematics', 'philosophy'] },
    });
    g = dogma(g, 'currency');
    g = pick(pick(pick(g, 'oars'), 'pottery'), 'calendar');
    expect(score(g, 0)).toEqual(['mathematics', 'philosophy']);
  });

  it('a single returned card counts as one value; declining does nothing', () => {
    let g = start({
      players: [{ board: { green: ['currency'] }, hand: ['oars', 'pottery'] }, {}],
      supply: { 2: ['mathematics'] },
    });
    g = decline(pick(dogma(g, 'currency'), 'oars'));
    expect(score(g, 0)).toEqual(['mathematics']);
    g = decline(dogma(g, 'currency'));
    expect(score(g, 0)).toEqual(['mathematics']);
  });
});

describe('Mapmaking', () => {
  it('the target moves a 1 from its score pile to mine; then I draw and score a 1', () => {
    let g = start({
      players: [{ board: { green: ['mapmaking'] } }, { score: ['oars', 'calendar'] }],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'mapmaking');
    expect(score(g, 0)).toEqual(['oars', 'sailing']);
    expect(score(g, 1)).toEqual(['calendar']);
  });

  it('when no card moved, no card is drawn', () => {
    let g = start({ players: [{ board: { green: ['mapmaking'] } }, { score: ['calendar'] }] });
    g = dogma(g, 'mapmaking');
    expect(score(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('Canal Building', () => {
  it('swaps all the highest hand cards with all the highest score cards (sizes may differ)', () => {
    let g = start({
      players: [{ board: { yellow: ['canal-building'] }, hand: ['oars', 'calendar', 'mathematics'], score: ['optics', 'sailing'] }, {}],
    });
    g = yes(dogma(g, 'canal-building'));
    expect(hand(g, 0)).toEqual(['oars', 'optics']);
    expect(score(g, 0)).toEqual(['sailing', 'calendar', 'mathematics']);
  });

  it('one side may be empty; declining changes nothing', () => {
    let g = start({ players: [{ board: { yellow: ['canal-building'] }, hand: ['calendar'] }, {}] });
    g = decline(dogma(g, 'canal-building'));
    expect(hand(g, 0)).toEqual(['calendar']);
    g = yes(dogma(g, 'canal-building'));
    expect(hand(g, 0)).toEqual([]);
    expect(score(g, 0)).toEqual(['calendar']);
  });
});

describe('Fermenting', () => {
  const board = { yellow: ['fermenting'], blue: ['pottery'], green: ['clothing'] }; // leaves 2 + 3 + 2 = 7

  it('first edition: a 2 for every two visible leaves', () => {
    let g = start({ edition: 'first', players: [{ board }, {}] });
    g = dogma(g, 'fermenting');
    expect(hand(g, 0)).toHaveLength(3);
  });

  it('last edition: a 2 for every colour showing a leaf', () => {
    let g = start({ edition: 'last', players: [{ board: { ...board, red: ['oars'] } }, {}] });
    g = dogma(g, 'fermenting');
    expect(hand(g, 0)).toHaveLength(3);
  });
});

describe('Monotheism', () => {
  it('the target moves a top card of a colour I lack to my score pile, then draws and tucks a 1', () => {
    let g = start({
      players: [{ board: { purple: ['monotheism'] } }, { board: { red: ['oars'], purple: ['code-of-laws'] } }],
      supply: { 1: ['sailing', 'the-wheel'] },
    });
    g = dogma(g, 'monotheism');
    expect(score(g, 0)).toEqual(['oars']);
    expect(pile(g, 1, 'green')).toEqual(['sailing']);
    // then I draw and tuck a 1 myself
    expect(pile(g, 0, 'green')).toEqual(['the-wheel']);
    expect(g.s.tucked).toEqual([1, 1]);
  });

  it('with no eligible top card the target does not draw', () => {
    let g = start({
      players: [{ board: { purple: ['monotheism'], red: ['archery'] } }, { board: { red: ['oars'] } }],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'monotheism');
    expect(pile(g, 1, 'green')).toEqual([]);
    expect(pile(g, 0, 'green')).toEqual(['sailing']);
  });
});

describe('Philosophy', () => {
  it('may splay any colour left, then may score a card from hand', () => {
    let g = start({ players: [{ board: { purple: ['philosophy'], red: ['archery', 'oars'] }, hand: ['calendar'] }, {}] });
    g = dogma(g, 'philosophy');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['red'] });
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('left');
    g = pick(g, 'calendar');
    expect(score(g, 0)).toEqual(['calendar']);
  });

  it('nothing to splay and an empty hand: no question, and a sharer then earns no bonus', () => {
    let g = start({ players: [{ board: { purple: ['philosophy'] } }, { board: { blue: ['tools', 'writing'], purple: ['education'] } }] });
    g = dogma(g, 'philosophy');
    expect(question(g)).toMatchObject({ player: 1, kind: 'color', options: ['blue'] });
    g = decline(g);
    expect(idle(g)).toBe(true);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(0);
  });
});
