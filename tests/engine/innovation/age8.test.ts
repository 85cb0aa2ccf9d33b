// Age 8 cards: each test pins one rule of one card, in a position built by the scenario builder.
import { describe, expect, it } from 'vitest';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { ageOf } from '../../../src/engine/innovation/facts';
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

describe('Quantum Theory', () => {
  it('returning exactly two cards draws a 10, then draws and scores a 10', () => {
    let g = start({
      players: [{ board: { blue: ['quantum-theory'] }, hand: ['oars', 'optics', 'calendar'] }, {}],
      supply: { 10: ['software', 'robotics'] },
    });
    g = dogma(g, 'quantum-theory');
    expect(question(g)).toMatchObject({ min: 1, max: 2, optional: true });
    g = pick(g, 'oars', 'optics');
    expect(hand(g, 0)).toEqual(['calendar', 'software']);
    expect(score(g, 0)).toEqual(['robotics']);
  });

  it('returning a single card gives nothing', () => {
    let g = start({ players: [{ board: { blue: ['quantum-theory'] }, hand: ['oars', 'optics'] }, {}] });
    g = pick(dogma(g, 'quantum-theory'), 'oars');
    expect(hand(g, 0)).toEqual(['optics']);
    expect(score(g, 0)).toEqual([]);
    expect(supplyBottom(g, 1)).toBe('oars');
  });

  it('declining returns nothing', () => {
    const g = decline(dogma(start({ players: [{ board: { blue: ['quantum-theory'] }, hand: ['oars', 'optics'] }, {}] }), 'quantum-theory'));
    expect(hand(g, 0)).toEqual(['oars', 'optics']);
  });
});

describe('Rocketry', () => {
  it('returns a card per two clocks, each from any opponent’s score pile (piles may be mixed)', () => {
    let g = start({
      players: [
        { board: { blue: ['rocketry'], purple: ['railroad'] } }, // 5 clocks: two returns
        { score: ['oars', 'calendar'] },
        { score: ['optics'] },
      ],
    });
    g = dogma(g, 'rocketry');
    expect(question(g)).toMatchObject({ player: 0, options: ['oars', 'calendar', 'optics'], zone: 'score' });
    g = pick(g, 'calendar');
    g = pick(g, 'optics');
    expect(score(g, 1)).toEqual(['oars']);
    expect(score(g, 2)).toEqual([]);
    expect(supplyBottom(g, 3)).toBe('optics');
  });

  it('returns as many as it can when opponents hold fewer cards than due', () => {
    const g = dogma(
      start({ players: [{ board: { blue: ['rocketry'], purple: ['railroad'] } }, { score: ['oars'] }] }),
      'rocketry',
    );
    expect(score(g, 1)).toEqual([]);
    expect(idle(g)).toBe(true);
  });

  it('my own score pile is never touched', () => {
    const g = dogma(start({ players: [{ board: { blue: ['rocketry'] }, score: ['oars'] }, {}] }), 'rocketry');
    expect(score(g, 0)).toEqual(['oars']);
  });
});

describe('Flight', () => {
  it('with red splayed up I may splay any other colour up', () => {
    let g = start({
      players: [{ board: { red: ['oars', 'flight'], blue: ['pottery', 'writing'] }, splay: { red: 'up' } }, {}],
    });
    g = dogma(g, 'flight');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['blue'], optional: true });
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('up');
    expect(idle(g)).toBe(true); // red is already up: the second effect offers nothing
  });

  it('without red splayed up only the red splay is offered', () => {
    let g = start({ players: [{ board: { red: ['oars', 'flight'], blue: ['pottery', 'writing'] } }, {}] });
    g = dogma(g, 'flight');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['red'] });
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('up');
    expect(splay(g, 0, 'blue')).toBe('none');
  });

  it('a lone red card cannot be splayed: nothing is asked', () => {
    expect(idle(dogma(start({ players: [{ board: { red: ['flight'] } }, {}] }), 'flight'))).toBe(true);
  });
});

describe('Mobility', () => {
  it('the target moves its two highest non-red factory-less top cards to my score pile, then draws an 8', () => {
    let g = start({
      players: [
        { board: { red: ['mobility'] } },
        { board: { yellow: ['machinery'], green: ['compass'], purple: ['education'], red: ['optics'] } },
      ],
      supply: { 8: ['flight'] },
    });
    g = dogma(g, 'mobility');
    expect(question(g)).toMatchObject({ player: 1, options: ['compass', 'machinery', 'education'], zone: 'board' });
    g = pick(g, 'compass');
    g = pick(g, 'education');
    expect(score(g, 0)).toEqual(['compass', 'education']);
    expect(pile(g, 1, 'red')).toEqual(['optics']);
    expect(hand(g, 1)).toEqual(['flight']);
  });

  it('a card uncovered by the first move does not qualify', () => {
    let g = start({
      players: [{ board: { red: ['mobility'] } }, { board: { blue: ['mathematics', 'writing'], yellow: ['agriculture'] } }],
    });
    g = pick(dogma(g, 'mobility'), 'writing'); // then Agriculture goes, not the uncovered Mathematics
    expect(score(g, 0)).toEqual(['writing', 'agriculture']);
    expect(pile(g, 1, 'blue')).toEqual(['mathematics']);
  });

  it('with nothing eligible nothing moves and nothing is drawn', () => {
    const g = dogma(start({ players: [{ board: { red: ['mobility'] } }, { board: { red: ['oars'] } }] }), 'mobility');
    expect(score(g, 0)).toEqual([]);
    expect(hand(g, 1)).toEqual([]);
  });

  it('an opponent with as many factories is not a target', () => {
    const g = dogma(
      start({ players: [{ board: { red: ['mobility'] } }, { board: { red: ['coal'], yellow: ['agriculture'] } }] }),
      'mobility',
    );
    expect(pile(g, 1, 'yellow')).toEqual(['agriculture']);
    expect(score(g, 0)).toEqual([]);
  });
});

describe('Corporations', () => {
  it('the target moves a non-green factory top card to my score pile and draws and melds an 8; I draw and meld an 8', () => {
    const g = dogma(
      start({
        players: [{ board: { green: ['corporations'] } }, { board: { blue: ['physics'] } }], // 1 factory vs 2
        supply: { 8: ['flight', 'socialism'] },
      }),
      'corporations',
    );
    expect(score(g, 0)).toEqual(['physics']);
    expect(pile(g, 1, 'red')).toEqual(['flight']);
    expect(pile(g, 0, 'purple')).toEqual(['socialism']);
  });

  it('a green factory card is not eligible, so the target draws nothing', () => {
    const g = dogma(
      start({ players: [{ board: { green: ['corporations'] } }, { board: { green: ['banking'] } }], supply: { 8: ['flight'] } }),
      'corporations',
    );
    expect(pile(g, 1, 'green')).toEqual(['banking']);
    expect(pile(g, 0, 'red')).toEqual(['flight']); // only my own draw and meld
  });

  it('an opponent with as many factories shares the draw and meld instead, and I draw the bonus', () => {
    const g = dogma(
      start({
        players: [{ board: { green: ['corporations'] } }, { board: { red: ['coal'] } }],
        supply: { 8: ['flight', 'socialism', 'mobility'] },
      }),
      'corporations',
    );
    expect(pile(g, 1, 'red')).toEqual(['coal', 'flight']);
    expect(pile(g, 0, 'purple')).toEqual(['socialism']);
    expect(hand(g, 0)).toEqual(['mobility']);
  });
});

describe('Mass Media', () => {
  it('returning a card lets me name a value: every score card of that value goes back, mine too', () => {
    let g = start({
      players: [
        { board: { green: ['mass-media'] }, hand: ['oars'], score: ['calendar', 'optics'] },
        { score: ['mathematics', 'sailing'] },
      ],
    });
    g = pick(dogma(g, 'mass-media'), 'oars');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] });
    g = choose(g, '2');
    expect(score(g, 0)).toEqual(['optics']);
    expect(score(g, 1)).toEqual(['sailing']);
  });

  it('declining the return names no value', () => {
    let g = start({ players: [{ board: { green: ['mass-media'] }, hand: ['oars'], score: ['calendar'] }, {}] });
    g = decline(dogma(g, 'mass-media'));
    expect(idle(g)).toBe(true);
    expect(score(g, 0)).toEqual(['calendar']);
  });

  it('may splay purple up', () => {
    let g = start({ players: [{ board: { green: ['mass-media'], purple: ['mysticism', 'education'] } }, {}] });
    g = pickColor(dogma(g, 'mass-media'), 'purple');
    expect(splay(g, 0, 'purple')).toBe('up');
  });
});

describe('Antibiotics', () => {
  it('returns up to three cards and draws two 8s per different value', () => {
    let g = start({ players: [{ board: { yellow: ['antibiotics'] }, hand: ['oars', 'sailing', 'calendar'] }, {}] });
    g = pick(dogma(g, 'antibiotics'), 'oars', 'sailing', 'calendar');
    expect(hand(g, 0).map(ageOf)).toEqual([8, 8, 8, 8]);
  });

  it('a single returned card counts as one value: two 8s', () => {
    let g = start({ players: [{ board: { yellow: ['antibiotics'] }, hand: ['oars'] }, {}], supply: { 8: ['flight', 'mobility'] } });
    g = pick(dogma(g, 'antibiotics'), 'oars');
    expect(hand(g, 0)).toEqual(['flight', 'mobility']);
  });

  it('declining returns and draws nothing', () => {
    const g = decline(dogma(start({ players: [{ board: { yellow: ['antibiotics'] }, hand: ['oars'] }, {}] }), 'antibiotics'));
    expect(hand(g, 0)).toEqual(['oars']);
  });
});

describe('Skyscrapers', () => {
  it('the target moves a clock top card onto my board, scores the card beneath, returns the rest', () => {
    let g = start({
      players: [{ board: { yellow: ['skyscrapers'] } }, { board: { purple: ['mysticism', 'education', 'lighting'] } }],
    });
    g = dogma(g, 'skyscrapers');
    expect(pile(g, 0, 'purple')).toEqual(['lighting']);
    expect(score(g, 1)).toEqual(['education']);
    expect(pile(g, 1, 'purple')).toEqual([]);
    expect(supplyBottom(g, 1)).toBe('mysticism');
  });

  it('the target picks which clock card; a card without a clock is not eligible', () => {
    let g = start({
      players: [
        { board: { yellow: ['skyscrapers'] } },
        { board: { blue: ['publications'], purple: ['railroad'], red: ['oars'] } }, // 0 crowns
      ],
    });
    g = dogma(g, 'skyscrapers');
    expect(question(g)).toMatchObject({ player: 1, options: ['publications', 'railroad'] });
    g = pick(g, 'railroad');
    expect(pile(g, 0, 'purple')).toEqual(['railroad']);
    expect(score(g, 1)).toEqual([]); // nothing lay beneath it
  });

  it('an opponent with as many crowns is not a target', () => {
    const g = dogma(
      start({ players: [{ board: { yellow: ['skyscrapers'] } }, { board: { purple: ['lighting'], green: ['sailing'] } }] }),
      'skyscrapers',
    );
    expect(pile(g, 1, 'purple')).toEqual(['lighting']);
  });
});

describe('Empiricism', () => {
  it('a drawn 9 of a named colour is melded, and that colour may then be splayed up', () => {
    let g = start({ players: [{ board: { purple: ['empiricism'], blue: ['writing'] } }, {}], supply: { 9: ['computers'] } });
    g = dogma(g, 'empiricism');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['blue', 'red', 'green', 'yellow', 'purple'] });
    g = pickColor(g, 'red');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['blue', 'green', 'yellow', 'purple'] });
    g = pickColor(g, 'blue');
    expect(eventsOf(g, 'reveal')).toEqual([expect.objectContaining({ cards: ['computers'] })]);
    expect(pile(g, 0, 'blue')).toEqual(['writing', 'computers']);
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('up');
    expect(game.outcome(g.s)).toBeNull();
  });

  it('a drawn 9 of another colour stays in hand', () => {
    let g = start({ players: [{ board: { purple: ['empiricism'] } }, {}], supply: { 9: ['computers'] } });
    g = pickColor(pickColor(dogma(g, 'empiricism'), 'red'), 'green');
    expect(hand(g, 0)).toEqual(['computers']);
  });

  it('twenty visible lightbulbs win the game', () => {
    let g = start({
      players: [
        {
          board: {
            purple: ['philosophy', 'education', 'empiricism'],
            blue: ['experimentation', 'evolution', 'atomic-theory', 'genetics'],
            green: ['classification'],
            yellow: ['perspective'],
          },
          splay: { purple: 'up', blue: 'up' }, // 11 on top + 5 + 7 splayed = 23
        },
        {},
      ],
      supply: { 9: ['services'] },
    });
    g = pickColor(pickColor(dogma(g, 'empiricism'), 'red'), 'green');
    expect(game.outcome(g.s)).toMatchObject({ winners: [0], reason: 'dogma' });
  });
});

describe('Socialism', () => {
  it('tucking the whole hand with a purple card among it takes every lowest card of each opponent', () => {
    let g = start({
      players: [
        { board: { purple: ['socialism'] }, hand: ['mysticism', 'oars'] },
        { hand: ['sailing', 'the-wheel', 'optics'] },
        { hand: ['calendar'] },
      ],
    });
    g = yes(dogma(g, 'socialism'));
    g = pick(g, 'oars'); // Mysticism follows by itself
    expect(pile(g, 0, 'purple')).toEqual(['mysticism', 'socialism']);
    expect(hand(g, 0)).toEqual(['sailing', 'the-wheel', 'calendar']);
    expect(hand(g, 1)).toEqual(['optics']);
  });

  it('I choose the tucking order', () => {
    let g = start({ players: [{ board: { purple: ['socialism'], red: ['metalworking'] }, hand: ['oars', 'archery'] }, { hand: ['sailing'] }] });
    g = pick(yes(dogma(g, 'socialism')), 'oars');
    expect(pile(g, 0, 'red')).toEqual(['archery', 'oars', 'metalworking']);
    expect(hand(g, 1)).toEqual(['sailing']); // no purple tucked: nothing taken
  });

  it('declining tucks nothing; an empty hand asks nothing', () => {
    const g = decline(dogma(start({ players: [{ board: { purple: ['socialism'] }, hand: ['mysticism'] }, {}] }), 'socialism'));
    expect(hand(g, 0)).toEqual(['mysticism']);
    expect(idle(dogma(start({ players: [{ board: { purple: ['socialism'] } }, {}] }), 'socialism'))).toBe(true);
  });
});
