// Age 10 cards: each test pins one rule of one card, in a position built by the scenario builder.
import { describe, expect, it } from 'vitest';
import { innovation as game } from '../../../src/engine/innovation/definition';
import type { Game } from './helpers';
import { decline, dogma, hand, idle, pick, pickColor, pile, question, score, splay, start, yes } from './helpers';

const supplyBottom = (g: Game, age: number) => g.s.supply[age - 1]![0];
const outcome = (g: Game) => game.outcome(g.s);

describe('Bioengineering', () => {
  it('I pick a leaf top card from any opponent’s board for my score pile; a tie for most leaves wins nothing', () => {
    let g = start({
      players: [
        { board: { blue: ['bioengineering'] } },
        { board: { green: ['clothing'] } }, // 2 leaves
        { board: { blue: ['pottery'], yellow: ['medicine'] } }, // 3 + 2 leaves
      ],
    });
    g = dogma(g, 'bioengineering');
    expect(question(g)).toMatchObject({ player: 0, options: ['clothing', 'pottery', 'medicine'], zone: 'board' });
    g = pick(g, 'pottery');
    expect(score(g, 0)).toEqual(['pottery']);
    expect(outcome(g)).toBeNull(); // players 1 and 2 tie with two leaves each
  });

  it('when someone has fewer than three leaves, the single player with the most leaves wins', () => {
    const g = dogma(
      start({ players: [{ board: { blue: ['bioengineering'], yellow: ['agriculture'] } }, { board: { red: ['oars'] } }] }),
      'bioengineering',
    );
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });

  it('the winner may be an opponent', () => {
    let g = start({ players: [{ board: { blue: ['bioengineering'] } }, { board: { green: ['clothing'], blue: ['pottery'] } }] });
    g = pick(dogma(g, 'bioengineering'), 'pottery');
    expect(outcome(g)).toMatchObject({ winners: [1] });
  });

  it('nobody wins while everyone has three leaves or more', () => {
    let g = start({
      players: [{ board: { blue: ['bioengineering'], yellow: ['agriculture'] } }, { board: { yellow: ['anatomy'], green: ['clothing'] } }],
    });
    g = pick(dogma(g, 'bioengineering'), 'clothing');
    expect(outcome(g)).toBeNull(); // three leaves each
  });
});

describe('Software', () => {
  it('draws and scores a 10, then melds two 10s in draw order and runs only the second', () => {
    const g = dogma(
      start({ players: [{ board: { blue: ['software'] } }, {}], supply: { 10: ['databases', 'ai', 'stem-cells', 'robotics'] } }),
      'software',
    );
    expect(score(g, 0)).toEqual(['databases']); // A.I. was melded first and did not run
    expect(pile(g, 0, 'purple')).toEqual(['ai']);
    expect(pile(g, 0, 'yellow')).toEqual(['stem-cells']);
    expect(g.s.supply[9]!.at(-1)).toBe('robotics');
  });

  it('the second 10 runs for me alone', () => {
    const g = dogma(
      start({ players: [{ board: { blue: ['software'] } }, {}], supply: { 10: ['databases', 'stem-cells', 'ai', 'robotics'] } }),
      'software',
    );
    expect(score(g, 0)).toEqual(['databases', 'robotics']); // A.I. ran: draw and score a 10
  });
});

describe('Miniaturization', () => {
  it('returning a 10 draws a 10 per different value in my score pile', () => {
    let g = start({
      players: [{ board: { red: ['miniaturization'] }, hand: ['software', 'oars'], score: ['sailing', 'the-wheel', 'optics'] }, {}],
      supply: { 10: ['ai', 'robotics'] },
    });
    g = pick(dogma(g, 'miniaturization'), 'software');
    expect(hand(g, 0)).toEqual(['oars', 'ai', 'robotics']);
    expect(supplyBottom(g, 10)).toBe('software');
  });

  it('returning a lower card draws nothing; declining returns nothing', () => {
    let g = start({ players: [{ board: { red: ['miniaturization'] }, hand: ['software', 'oars'], score: ['optics'] }, {}] });
    g = pick(dogma(g, 'miniaturization'), 'oars');
    expect(hand(g, 0)).toEqual(['software']);
    g = decline(dogma(start({ players: [{ board: { red: ['miniaturization'] }, hand: ['software'] }, {}] }), 'miniaturization'));
    expect(hand(g, 0)).toEqual(['software']);
  });
});

describe('Robotics', () => {
  it('scores my top green card, then melds a 10 and runs it alone', () => {
    const g = dogma(
      start({ players: [{ board: { red: ['robotics'], green: ['sailing', 'clothing'] } }, {}], supply: { 10: ['ai', 'software'] } }),
      'robotics',
    );
    expect(pile(g, 0, 'green')).toEqual(['sailing']);
    expect(pile(g, 0, 'purple')).toEqual(['ai']);
    expect(score(g, 0)).toEqual(['clothing', 'software']);
  });

  it('without a green pile it still melds and runs a 10', () => {
    const g = dogma(start({ players: [{ board: { red: ['robotics'] } }, {}], supply: { 10: ['databases'] } }), 'robotics');
    expect(pile(g, 0, 'green')).toEqual(['databases']);
    expect(score(g, 0)).toEqual([]);
  });
});

describe('Databases', () => {
  it('the target returns half its score pile, rounded up, one card at a time', () => {
    let g = start({ players: [{ board: { green: ['databases'] } }, { score: ['oars', 'optics', 'calendar'] }] });
    g = dogma(g, 'databases');
    expect(question(g)).toMatchObject({ player: 1, zone: 'score', prompt: 'databases.return' });
    g = pick(pick(g, 'optics'), 'oars');
    expect(score(g, 1)).toEqual(['calendar']);
  });

  it('a single score card is returned; an empty pile returns nothing', () => {
    let g = dogma(start({ players: [{ board: { green: ['databases'] } }, { score: ['oars'] }] }), 'databases');
    expect(score(g, 1)).toEqual([]);
    g = dogma(start({ players: [{ board: { green: ['databases'] } }, {}] }), 'databases');
    expect(idle(g)).toBe(true);
  });

  it('an opponent with as many clocks is not a target', () => {
    const g = dogma(
      start({ players: [{ board: { green: ['databases'] } }, { board: { blue: ['software'] }, score: ['oars'] }] }),
      'databases',
    );
    expect(score(g, 1)).toEqual(['oars']);
  });
});

describe('Self Service', () => {
  it('runs another top card of mine alone; Self Service itself is never offered', () => {
    let g = start({ players: [{ board: { green: ['self-service'], blue: ['writing'], red: ['archery'] } }, { hand: ['oars'] }] });
    g = dogma(g, 'self-service');
    expect(question(g)).toMatchObject({ options: ['writing', 'archery'], zone: 'board' });
    g = pick(g, 'writing');
    expect(hand(g, 0)).toHaveLength(1); // Writing: draw a 2
  });

  it('a top card without shared effects may be picked, and then nothing happens', () => {
    let g = start({ players: [{ board: { green: ['self-service'], blue: ['writing'], red: ['archery'] } }, { hand: ['oars'] }] });
    g = pick(dogma(g, 'self-service'), 'archery');
    expect(hand(g, 0)).toEqual([]);
    expect(hand(g, 1)).toEqual(['oars']);
  });

  it('strictly more achievements than every other player wins; a tie does not', () => {
    let g = dogma(start({ players: [{ board: { green: ['self-service'] }, achievements: ['oars', 'sailing'] }, { achievements: ['calendar'] }] }), 'self-service');
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
    g = dogma(start({ players: [{ board: { green: ['self-service'] }, achievements: ['oars'] }, { achievements: ['calendar'] }] }), 'self-service');
    expect(outcome(g)).toBeNull();
  });

  it('in the team game the partners’ achievements are combined', () => {
    const g = dogma(
      start({
        teams: true,
        players: [
          { board: { green: ['self-service'] }, achievements: ['oars'] },
          { achievements: ['calendar'] },
          { achievements: ['sailing'] },
          {},
        ],
      }),
      'self-service',
    );
    expect(outcome(g)).toMatchObject({ winners: [0, 2] });
  });
});

describe('Globalization', () => {
  it('the target returns a leaf top card of its choice; leaves outnumbering factories block the win', () => {
    let g = start({
      players: [{ board: { yellow: ['globalization'] } }, { board: { green: ['clothing'], blue: ['pottery'] } }],
      supply: { 6: ['canning'] },
    });
    g = dogma(g, 'globalization');
    expect(question(g)).toMatchObject({ player: 1, options: ['pottery', 'clothing'], zone: 'board' });
    g = pick(g, 'pottery');
    expect(supplyBottom(g, 1)).toBe('pottery');
    expect(score(g, 0)).toEqual(['canning']);
    expect(outcome(g)).toBeNull();
  });

  it('with no board showing more leaves than factories, the single highest score wins', () => {
    const g = dogma(
      start({ players: [{ board: { yellow: ['globalization'] } }, { board: { red: ['oars'] }, score: ['optics'] }], supply: { 6: ['democracy'] } }),
      'globalization',
    );
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });

  it('a tie for the highest score wins nothing', () => {
    const g = dogma(
      start({ players: [{ board: { yellow: ['globalization'] } }, { score: ['optics', 'education'] }], supply: { 6: ['democracy'] } }),
      'globalization',
    );
    expect(outcome(g)).toBeNull();
  });

  it('in the team game the partners’ scores are combined', () => {
    const g = dogma(
      start({
        teams: true,
        players: [{ board: { yellow: ['globalization'] } }, { score: ['optics', 'education'] }, {}, { score: ['sailing'] }],
        supply: { 6: ['democracy'] },
      }),
      'globalization',
    );
    expect(outcome(g)).toMatchObject({ winners: [1, 3] }); // 6 + 1 beats my 6
  });

  it('an opponent with as many factories is no target; it shares the score, and I draw the bonus', () => {
    const g = dogma(
      start({
        players: [{ board: { yellow: ['globalization'] } }, { board: { red: ['coal'], green: ['clothing'], blue: ['pottery'] } }],
        supply: { 6: ['canning', 'democracy'], 10: ['ai'] },
      }),
      'globalization',
    );
    expect(pile(g, 1, 'blue')).toEqual(['pottery']);
    expect(score(g, 1)).toEqual(['canning']);
    expect(score(g, 0)).toEqual(['democracy']);
    expect(outcome(g)).toBeNull(); // its five leaves outnumber its three factories
    expect(hand(g, 0)).toEqual(['ai']);
  });

  it('a sharing opponent can win on its own turn of the effect', () => {
    const g = dogma(
      start({ players: [{ board: { yellow: ['globalization'] } }, { board: { red: ['coal'] } }], supply: { 6: ['canning'] } }),
      'globalization',
    );
    expect(outcome(g)).toMatchObject({ winners: [1], reason: 'dogma' });
    expect(score(g, 0)).toEqual([]);
  });
});

describe('Stem Cells', () => {
  it('may score the whole hand', () => {
    const g = yes(dogma(start({ players: [{ board: { yellow: ['stem-cells'] }, hand: ['oars', 'optics'] }, {}] }), 'stem-cells'));
    expect(score(g, 0)).toEqual(['oars', 'optics']);
    expect(hand(g, 0)).toEqual([]);
  });

  it('declining scores nothing; an empty hand asks nothing', () => {
    const g = decline(dogma(start({ players: [{ board: { yellow: ['stem-cells'] }, hand: ['oars'] }, {}] }), 'stem-cells'));
    expect(hand(g, 0)).toEqual(['oars']);
    expect(idle(dogma(start({ players: [{ board: { yellow: ['stem-cells'] } }, {}] }), 'stem-cells'))).toBe(true);
  });

  it('a sharing opponent who scores earns me the share bonus', () => {
    let g = start({
      players: [{ board: { yellow: ['stem-cells'] }, hand: ['oars'] }, { board: { blue: ['pottery'] }, hand: ['optics'] }],
      supply: { 10: ['ai'] },
    });
    g = yes(dogma(g, 'stem-cells'));
    expect(score(g, 1)).toEqual(['optics']);
    g = decline(g);
    expect(hand(g, 0)).toEqual(['oars', 'ai']);
  });
});

describe('A.I.', () => {
  it('draws and scores a 10; with Robotics and Software on top (any boards) the single lowest score wins', () => {
    const g = dogma(
      start({ players: [{ board: { purple: ['ai'], blue: ['software'] } }, { board: { red: ['robotics'] }, score: ['oars'] }] }),
      'ai',
    );
    expect(score(g, 0)).toHaveLength(1);
    expect(outcome(g)).toMatchObject({ winners: [1], reason: 'dogma' });
  });

  it('a tie for the lowest score wins nothing; without both cards on top nobody wins', () => {
    let g = dogma(start({ players: [{ board: { purple: ['ai'], blue: ['software'] } }, { board: { red: ['robotics'] } }, {}] }), 'ai');
    expect(outcome(g)).toBeNull();
    g = dogma(start({ players: [{ board: { purple: ['ai'], blue: ['software'] } }, {}] }), 'ai');
    expect(outcome(g)).toBeNull();
  });

  it('in the team game scores are not combined', () => {
    const g = dogma(
      start({
        teams: true,
        players: [
          { board: { purple: ['ai'], blue: ['software'] } },
          { board: { red: ['robotics'] }, score: ['calendar'] },
          {},
          { score: ['optics'] },
        ],
      }),
      'ai',
    );
    expect(outcome(g)).toMatchObject({ winners: [0, 2] }); // my partner alone has the fewest points
  });
});

describe('The Internet', () => {
  it('may splay green up, draws and scores a 10, then melds a 10 per two clocks counted before melding', () => {
    let g = start({
      players: [{ board: { purple: ['the-internet'], blue: ['software'], green: ['sailing', 'clothing'] } }, {}], // 5 clocks
      supply: { 10: ['ai', 'robotics', 'databases', 'stem-cells'] },
    });
    g = pickColor(dogma(g, 'the-internet'), 'green');
    expect(splay(g, 0, 'green')).toBe('up');
    expect(score(g, 0)).toEqual(['ai']);
    expect(pile(g, 0, 'red')).toEqual(['robotics']);
    expect(pile(g, 0, 'green')).toEqual(['sailing', 'clothing', 'databases']);
    expect(pile(g, 0, 'yellow')).toEqual([]);
  });
});
