// Age 7 cards: each test pins one rule of one card, in a position built by the scenario builder.
import { describe, expect, it } from 'vitest';
import type { Game } from './helpers';
import {
  decline,
  dogma,
  eventsOf,
  hand,
  idle,
  pick,
  pickColor,
  pile,
  play,
  question,
  score,
  splay,
  start,
  yes,
} from './helpers';

const choose = (g: Game, choice: string) => play(g, { type: 'choice', choice });
const supplyBottom = (g: Game, age: number) => g.s.supply[age - 1]![0];

describe('Evolution', () => {
  it('option one draws and scores an 8, then gives back a card of my choice from my score pile', () => {
    let g = start({ players: [{ board: { blue: ['evolution'] }, score: ['oars'] }, {}], supply: { 8: ['flight'] } });
    g = dogma(g, 'evolution');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['score-eight', 'draw-higher'], optional: true });
    g = choose(g, 'score-eight');
    expect(question(g)).toMatchObject({ kind: 'cards', options: ['oars', 'flight'], zone: 'score' });
    g = pick(g, 'oars');
    expect(score(g, 0)).toEqual(['flight']);
    expect(supplyBottom(g, 1)).toBe('oars');
  });

  it('option two draws one above the highest card of my score pile', () => {
    let g = start({ players: [{ board: { blue: ['evolution'] }, score: ['oars', 'optics'] }, {}], supply: { 4: ['invention'] } });
    g = choose(dogma(g, 'evolution'), 'draw-higher');
    expect(hand(g, 0)).toEqual(['invention']);
    expect(score(g, 0)).toEqual(['oars', 'optics']);
  });

  it('option two with an empty score pile draws a 1', () => {
    let g = start({ players: [{ board: { blue: ['evolution'] } }, {}], supply: { 1: ['sailing'] } });
    g = choose(dogma(g, 'evolution'), 'draw-higher');
    expect(hand(g, 0)).toEqual(['sailing']);
  });

  it('both options may be declined (nothing happens)', () => {
    let g = start({ players: [{ board: { blue: ['evolution'] }, score: ['oars'] }, {}] });
    g = decline(dogma(g, 'evolution'));
    expect(idle(g)).toBe(true);
    expect(hand(g, 0)).toEqual([]);
    expect(score(g, 0)).toEqual(['oars']);
  });

  it('an opponent with as many lightbulbs shares first, and earns me the share bonus', () => {
    let g = start({
      players: [{ board: { blue: ['evolution'] } }, { board: { purple: ['education'] } }],
      supply: { 1: ['sailing'], 7: ['bicycle'] },
    });
    g = dogma(g, 'evolution');
    expect(question(g)?.player).toBe(1);
    g = choose(g, 'draw-higher');
    expect(hand(g, 1)).toEqual(['sailing']);
    g = decline(g);
    expect(hand(g, 0)).toEqual(['bicycle']); // the bonus: a 7, my highest top card
  });
});

describe('Publications', () => {
  const board = () =>
    start({
      players: [
        {
          board: { blue: ['publications'], red: ['archery', 'oars', 'metalworking'], yellow: ['agriculture', 'masonry'] },
          splay: { red: 'up' },
        },
        {},
      ],
    });

  it('puts one pile in a new order, picked from the top down; the splay stays', () => {
    let g = dogma(board(), 'publications');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['red', 'yellow'], optional: true });
    g = pickColor(g, 'red');
    expect(question(g)).toMatchObject({ kind: 'cards', options: ['archery', 'oars', 'metalworking'], zone: 'board' });
    g = pick(g, 'archery');
    g = pick(g, 'metalworking'); // the last card (oars) goes to the bottom by itself
    expect(pile(g, 0, 'red')).toEqual(['oars', 'metalworking', 'archery']);
    expect(splay(g, 0, 'red')).toBe('up');
    expect(eventsOf(g, 'reorder')).toHaveLength(1);
    // then I may splay yellow or blue up (only yellow has two cards)
    expect(question(g)).toMatchObject({ kind: 'color', options: ['yellow'] });
    g = pickColor(g, 'yellow');
    expect(splay(g, 0, 'yellow')).toBe('up');
  });

  it('declining both leaves the board as it was', () => {
    const g = decline(decline(dogma(board(), 'publications')));
    expect(idle(g)).toBe(true);
    expect(pile(g, 0, 'red')).toEqual(['archery', 'oars', 'metalworking']);
    expect(splay(g, 0, 'yellow')).toBe('none');
  });

  it('with no pile of two cards there is nothing to reorder or splay', () => {
    const g = dogma(start({ players: [{ board: { blue: ['publications'] } }, {}] }), 'publications');
    expect(idle(g)).toBe(true);
  });
});

describe('Combustion', () => {
  const target = { score: ['calendar', 'oars', 'sailing'] };

  it('first edition: the target hands me two score cards, chosen one at a time', () => {
    let g = start({ edition: 'first', players: [{ board: { red: ['combustion'] } }, target] });
    g = dogma(g, 'combustion');
    expect(question(g)).toMatchObject({ player: 1, options: ['calendar', 'oars', 'sailing'], zone: 'score' });
    g = pick(g, 'calendar');
    g = pick(g, 'sailing');
    expect(score(g, 0)).toEqual(['calendar', 'sailing']);
    expect(score(g, 1)).toEqual(['oars']);
  });

  it('first edition: a target with one score card gives it; my bottom red card stays', () => {
    let g = start({ edition: 'first', players: [{ board: { red: ['archery', 'combustion'] } }, { score: ['oars'] }] });
    g = dogma(g, 'combustion');
    expect(score(g, 0)).toEqual(['oars']);
    expect(pile(g, 0, 'red')).toEqual(['archery', 'combustion']);
  });

  it('last edition: one card per four crowns on my board, then I return my bottom red card', () => {
    let g = start({
      players: [{ board: { red: ['archery', 'combustion'], yellow: ['canal-building'] } }, target], // 4 crowns
    });
    g = dogma(g, 'combustion');
    g = pick(g, 'oars');
    expect(score(g, 0)).toEqual(['oars']);
    expect(score(g, 1)).toEqual(['calendar', 'sailing']);
    expect(pile(g, 0, 'red')).toEqual(['combustion']);
    expect(supplyBottom(g, 1)).toBe('archery');
  });

  it('last edition: with fewer than four crowns no card is demanded', () => {
    let g = start({ players: [{ board: { red: ['combustion'] } }, target] });
    g = dogma(g, 'combustion');
    expect(score(g, 1)).toEqual(target.score);
    expect(pile(g, 0, 'red')).toEqual([]); // my only red card was the bottom one
  });

  it('an opponent with as many crowns is no target; it shares the return (and I draw a bonus)', () => {
    let g = start({
      players: [
        { board: { red: ['metalworking', 'combustion'], yellow: ['canal-building'] } },
        { board: { red: ['archery', 'oars'], green: ['sailing'], blue: ['translation'] }, score: ['calendar'] },
      ],
      supply: { 7: ['bicycle'] },
    });
    g = dogma(g, 'combustion');
    expect(score(g, 1)).toEqual(['calendar']);
    expect(pile(g, 1, 'red')).toEqual(['oars']);
    expect(pile(g, 0, 'red')).toEqual(['combustion']);
    expect(hand(g, 0)).toEqual(['bicycle']);
  });
});

describe('Explosives', () => {
  it('the target hands over its three highest cards one at a time, breaking ties itself', () => {
    let g = start({
      players: [{ board: { red: ['explosives'] } }, { hand: ['optics', 'calendar', 'mathematics', 'oars'] }],
    });
    g = dogma(g, 'explosives'); // Optics goes by itself, then a tie between two 2s
    expect(question(g)).toMatchObject({ player: 1, options: ['calendar', 'mathematics'] });
    g = pick(g, 'mathematics');
    expect(hand(g, 0)).toEqual(['optics', 'mathematics', 'calendar']);
    expect(hand(g, 1)).toEqual(['oars']); // not emptied: no 7
  });

  it('a target left with an empty hand draws a 7', () => {
    let g = start({ players: [{ board: { red: ['explosives'] } }, { hand: ['optics', 'oars'] }], supply: { 7: ['bicycle'] } });
    g = dogma(g, 'explosives');
    expect(hand(g, 0)).toEqual(['optics', 'oars']);
    expect(hand(g, 1)).toEqual(['bicycle']);
  });

  it('a target with an empty hand gives nothing and draws nothing', () => {
    const g = dogma(start({ players: [{ board: { red: ['explosives'] } }, {}] }), 'explosives');
    expect(hand(g, 1)).toEqual([]);
  });

  it('an opponent with as many factories is not a target', () => {
    const g = dogma(start({ players: [{ board: { red: ['explosives'] } }, { board: { red: ['coal'] }, hand: ['oars'] }] }), 'explosives');
    expect(hand(g, 1)).toEqual(['oars']);
  });
});

describe('Bicycle', () => {
  it('may swap the whole hand with the whole score pile', () => {
    let g = start({ players: [{ board: { green: ['bicycle'] }, hand: ['oars'], score: ['calendar', 'optics'] }, {}] });
    g = yes(dogma(g, 'bicycle'));
    expect(hand(g, 0)).toEqual(['calendar', 'optics']);
    expect(score(g, 0)).toEqual(['oars']);
  });

  it('either side may be empty', () => {
    let g = start({ players: [{ board: { green: ['bicycle'] }, score: ['calendar'] }, {}] });
    g = yes(dogma(g, 'bicycle'));
    expect(hand(g, 0)).toEqual(['calendar']);
    expect(score(g, 0)).toEqual([]);
  });

  it('declining swaps nothing; with nothing on either side nothing is asked', () => {
    let g = start({ players: [{ board: { green: ['bicycle'] }, hand: ['oars'] }, {}] });
    g = decline(dogma(g, 'bicycle'));
    expect(hand(g, 0)).toEqual(['oars']);
    expect(idle(dogma(start({ players: [{ board: { green: ['bicycle'] } }, {}] }), 'bicycle'))).toBe(true);
  });

  it('an opponent who shares and swaps earns me the share bonus', () => {
    let g = start({
      players: [{ board: { green: ['bicycle'] } }, { board: { blue: ['translation'] }, score: ['oars'] }],
      supply: { 7: ['lighting'] },
    });
    g = yes(dogma(g, 'bicycle'));
    expect(hand(g, 1)).toEqual(['oars']);
    expect(hand(g, 0)).toEqual(['lighting']);
  });
});

describe('Electricity', () => {
  it('returns the top cards without a factory (uncovered cards do not count) and draws an 8 for each', () => {
    let g = start({
      players: [{ board: { green: ['electricity'], blue: ['pottery', 'writing'], red: ['oars'] } }, {}],
      supply: { 8: ['flight', 'socialism'] },
    });
    g = dogma(g, 'electricity');
    expect(pile(g, 0, 'blue')).toEqual(['pottery']);
    expect(pile(g, 0, 'red')).toEqual([]);
    expect(pile(g, 0, 'green')).toEqual(['electricity']);
    expect(hand(g, 0)).toEqual(['flight', 'socialism']);
  });

  it('with only factory top cards nothing is returned or drawn', () => {
    const g = dogma(start({ players: [{ board: { green: ['electricity'] } }, {}] }), 'electricity');
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('Refrigeration', () => {
  it('the target returns half its hand, rounded down, one card at a time', () => {
    let g = start({
      players: [{ board: { yellow: ['refrigeration'] } }, { hand: ['oars', 'sailing', 'calendar', 'optics', 'writing'] }],
    });
    g = dogma(g, 'refrigeration');
    expect(question(g)).toMatchObject({ player: 1, prompt: 'refrigeration.return' });
    g = pick(g, 'oars');
    g = pick(g, 'optics');
    expect(hand(g, 1)).toEqual(['sailing', 'calendar', 'writing']);
    expect(idle(g)).toBe(true); // my empty hand: nothing to score
  });

  it('a target with a single card returns none', () => {
    const g = dogma(start({ players: [{ board: { yellow: ['refrigeration'] } }, { hand: ['oars'] }] }), 'refrigeration');
    expect(hand(g, 1)).toEqual(['oars']);
  });

  it('I may score a card from my hand, or decline', () => {
    let g = start({ players: [{ board: { yellow: ['refrigeration'] }, hand: ['oars', 'optics'] }, {}] });
    g = pick(dogma(g, 'refrigeration'), 'optics');
    expect(score(g, 0)).toEqual(['optics']);
    g = decline(dogma(start({ players: [{ board: { yellow: ['refrigeration'] }, hand: ['oars'] }, {}] }), 'refrigeration'));
    expect(hand(g, 0)).toEqual(['oars']);
  });

  it('an opponent with as many leaves shares the score instead of being a target', () => {
    let g = start({
      players: [{ board: { yellow: ['refrigeration'] } }, { board: { green: ['clothing'] }, hand: ['oars', 'sailing'] }],
      supply: { 7: ['bicycle'] },
    });
    g = pick(dogma(g, 'refrigeration'), 'oars');
    expect(score(g, 1)).toEqual(['oars']);
    expect(hand(g, 1)).toEqual(['sailing']);
    expect(hand(g, 0)).toEqual(['bicycle']);
  });
});

describe('Sanitation', () => {
  it('the target hands me its two highest one at a time (it breaks ties); I hand back a lowest', () => {
    let g = start({
      players: [{ board: { yellow: ['sanitation'] }, hand: ['oars', 'calendar'] }, { hand: ['optics', 'education', 'sailing'] }],
    });
    g = dogma(g, 'sanitation');
    expect(question(g)).toMatchObject({ player: 1, options: ['optics', 'education'] });
    g = pick(g, 'education'); // Optics follows by itself; my only lowest card, Oars, goes back
    expect(hand(g, 0)).toEqual(['calendar', 'education', 'optics']);
    expect(hand(g, 1)).toEqual(['sailing', 'oars']);
  });

  it('I pick my card from my hand as it was before the exchange', () => {
    let g = start({ players: [{ board: { yellow: ['sanitation'] }, hand: ['calendar'] }, { hand: ['sailing'] }] });
    g = dogma(g, 'sanitation');
    expect(hand(g, 0)).toEqual(['sailing']);
    expect(hand(g, 1)).toEqual(['calendar']);
  });

  it('I choose among my tied lowest cards', () => {
    let g = start({ players: [{ board: { yellow: ['sanitation'] }, hand: ['oars', 'sailing'] }, {}] });
    g = dogma(g, 'sanitation');
    expect(question(g)).toMatchObject({ player: 0, options: ['oars', 'sailing'], prompt: 'sanitation.give-lowest' });
    g = pick(g, 'sailing');
    expect(hand(g, 1)).toEqual(['sailing']);
  });

  it('either side may be empty', () => {
    const g = dogma(start({ players: [{ board: { yellow: ['sanitation'] } }, { hand: ['optics'] }] }), 'sanitation');
    expect(hand(g, 0)).toEqual(['optics']);
    expect(hand(g, 1)).toEqual([]);
  });

  it('an opponent with as many leaves is not a target', () => {
    const g = dogma(
      start({ players: [{ board: { yellow: ['sanitation'] }, hand: ['oars'] }, { board: { blue: ['pottery'] }, hand: ['optics'] }] }),
      'sanitation',
    );
    expect(hand(g, 0)).toEqual(['oars']);
    expect(hand(g, 1)).toEqual(['optics']);
  });
});

describe('Lighting', () => {
  it('tucks up to three cards and draws and scores a 7 per different value', () => {
    let g = start({
      players: [{ board: { purple: ['lighting'], red: ['archery'] }, hand: ['oars', 'sailing', 'calendar'] }, {}],
      supply: { 7: ['bicycle', 'railroad'] },
    });
    g = dogma(g, 'lighting');
    expect(question(g)).toMatchObject({ min: 1, max: 3, optional: true });
    g = pick(g, 'oars', 'sailing', 'calendar');
    expect(pile(g, 0, 'red')).toEqual(['oars', 'archery']);
    expect(score(g, 0)).toEqual(['bicycle', 'railroad']);
  });

  it('a single tucked card counts as one value', () => {
    let g = start({ players: [{ board: { purple: ['lighting'] }, hand: ['oars', 'sailing'] }, {}], supply: { 7: ['bicycle'] } });
    g = pick(dogma(g, 'lighting'), 'sailing');
    expect(score(g, 0)).toEqual(['bicycle']);
    expect(pile(g, 0, 'green')).toEqual(['sailing']);
  });

  it('declining tucks and scores nothing', () => {
    const g = decline(dogma(start({ players: [{ board: { purple: ['lighting'] }, hand: ['oars'] }, {}] }), 'lighting'));
    expect(hand(g, 0)).toEqual(['oars']);
    expect(score(g, 0)).toEqual([]);
  });
});

describe('Railroad', () => {
  it('returns the whole hand and draws three 6s', () => {
    const g = dogma(
      start({
        players: [{ board: { purple: ['railroad'] }, hand: ['oars', 'optics'] }, {}],
        supply: { 6: ['canning', 'vaccination', 'democracy'] },
      }),
      'railroad',
    );
    expect(hand(g, 0)).toEqual(['canning', 'vaccination', 'democracy']);
    expect(supplyBottom(g, 1)).toBe('oars');
  });

  it('may turn a right splay into an up splay; other splays are not offered', () => {
    let g = start({
      players: [
        { board: { purple: ['railroad'], red: ['oars', 'archery'], green: ['sailing', 'clothing'] }, splay: { red: 'right', green: 'left' } },
        {},
      ],
    });
    g = dogma(g, 'railroad');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['red'], optional: true });
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('up');
    expect(splay(g, 0, 'green')).toBe('left');
  });

  it('with nothing splayed right nothing is asked', () => {
    const g = dogma(start({ players: [{ board: { purple: ['railroad'] } }, {}] }), 'railroad');
    expect(idle(g)).toBe(true);
    expect(hand(g, 0)).toHaveLength(3);
  });
});
