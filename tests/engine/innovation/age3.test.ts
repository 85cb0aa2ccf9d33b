// Age 3 cards: each test pins one rule of one card, in a position built by the scenario builder.
import { describe, expect, it } from 'vitest';
import { achievements, decline, dogma, hand, idle, pick, pickColor, pile, question, score, splay, start, yes } from './helpers';

describe('Alchemy', () => {
  const alchemy = (fours: string[]) =>
    start({
      players: [{ board: { blue: ['alchemy'], red: ['metalworking'], green: ['the-wheel'] }, hand: ['oars'] }, {}], // 8 castles
      supply: { 4: fours },
    });

  it('draws and reveals a 4 per three castles; with no red card they are kept', () => {
    let g = dogma(alchemy(['experimentation', 'printing-press']), 'alchemy');
    // second effect: meld a card from hand, then score one
    expect(question(g)).toMatchObject({ options: ['oars', 'experimentation', 'printing-press'], prompt: 'alchemy.meld' });
    g = pick(g, 'oars');
    g = pick(g, 'printing-press');
    expect(pile(g, 0, 'red')).toEqual(['metalworking', 'oars']);
    expect(score(g, 0)).toEqual(['printing-press']);
    expect(hand(g, 0)).toEqual(['experimentation']);
  });

  it('a red card among them returns all the revealed cards and the whole hand', () => {
    const g = dogma(alchemy(['experimentation', 'colonialism']), 'alchemy');
    expect(hand(g, 0)).toEqual([]);
    expect(idle(g)).toBe(true);
    expect(g.s.supply[0]![0]).toBe('oars');
  });
});

describe('Translation', () => {
  it('may meld the whole score pile in a chosen order; all-crown tops then claim World', () => {
    let g = start({ players: [{ board: { blue: ['translation'] }, score: ['oars', 'sailing'] }, {}] });
    g = dogma(g, 'translation');
    g = yes(g);
    expect(question(g)).toMatchObject({ options: ['oars', 'sailing'], zone: 'score' });
    g = pick(g, 'sailing');
    expect(score(g, 0)).toEqual([]);
    expect(pile(g, 0, 'green')).toEqual(['sailing']);
    expect(pile(g, 0, 'red')).toEqual(['oars']);
    expect(achievements(g, 0)).toEqual(['world']);
  });

  it('no World when a top card lacks a crown; declining melds nothing', () => {
    let g = start({ players: [{ board: { blue: ['translation'], yellow: ['agriculture'] }, score: ['oars'] }, {}] });
    g = decline(dogma(g, 'translation'));
    expect(score(g, 0)).toEqual(['oars']);
    expect(achievements(g, 0)).toEqual([]);
  });
});

describe('Engineering', () => {
  it('the target moves every top card with a castle to my score; uncovered cards stay', () => {
    let g = start({
      players: [
        { board: { red: ['metalworking', 'engineering'], yellow: ['masonry'] } },
        { board: { red: ['oars', 'archery'], blue: ['writing'] } },
      ],
    });
    g = dogma(g, 'engineering');
    expect(score(g, 0)).toEqual(['archery']);
    expect(pile(g, 1, 'red')).toEqual(['oars']);
    // then I may splay my red pile left
    expect(question(g)).toMatchObject({ kind: 'color', options: ['red'] });
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('left');
  });
});

describe('Optics', () => {
  it('a melded 3 with a crown draws and scores a 4', () => {
    let g = start({ players: [{ board: { red: ['optics'] } }, {}], supply: { 3: ['translation'], 4: ['experimentation'] } });
    g = dogma(g, 'optics');
    expect(pile(g, 0, 'blue')).toEqual(['translation']);
    expect(score(g, 0)).toEqual(['experimentation']);
  });

  it('otherwise I give a score card to an opponent with strictly fewer points', () => {
    let g = start({
      players: [{ board: { red: ['optics'] }, score: ['oars', 'calendar'] }, { score: ['sailing'] }],
      supply: { 3: ['education'] },
    });
    g = dogma(g, 'optics');
    expect(question(g)).toMatchObject({ kind: 'cards', options: ['oars', 'calendar'], zone: 'score' });
    g = pick(g, 'calendar');
    expect(score(g, 1)).toEqual(['sailing', 'calendar']);
  });

  it('no card moves when no opponent has fewer points', () => {
    let g = start({
      players: [{ board: { red: ['optics'] }, score: ['oars'] }, { score: ['sailing'] }],
      supply: { 3: ['education'] },
    });
    g = dogma(g, 'optics');
    expect(idle(g)).toBe(true);
    expect(score(g, 0)).toEqual(['oars']);
  });
});

describe('Compass', () => {
  it('the two halves are independent: a target with nothing to give still takes a leafless top card', () => {
    let g = start({
      players: [
        { board: { green: ['compass'], red: ['optics'] } },
        { board: { green: ['clothing'] } }, // green leaf cards are not eligible to give
      ],
    });
    g = dogma(g, 'compass');
    expect(pile(g, 1, 'red')).toEqual(['optics']);
    expect(pile(g, 1, 'green')).toEqual(['clothing']);
  });
});

describe('Paper', () => {
  it('may splay green or blue left, then draws a 4 per colour splayed left (any colour)', () => {
    let g = start({
      players: [
        { board: { green: ['clothing', 'paper'], red: ['archery', 'oars'], blue: ['pottery'] }, splay: { red: 'left' } },
        {},
      ],
      supply: { 4: ['experimentation', 'invention'] },
    });
    g = dogma(g, 'paper');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['green'] });
    g = pickColor(g, 'green');
    expect(hand(g, 0)).toEqual(['experimentation', 'invention']);
  });
});

describe('Machinery', () => {
  it('the target’s whole hand is swapped for all my highest cards; then I score a castle card', () => {
    let g = start({
      players: [
        { board: { yellow: ['machinery'] }, hand: ['oars', 'calendar', 'mathematics'] },
        { hand: ['sailing', 'optics'] },
      ],
    });
    g = dogma(g, 'machinery');
    expect(hand(g, 1)).toEqual(['calendar', 'mathematics']);
    expect(score(g, 0)).toEqual(['oars']); // the only castle card: scored without a question
    expect(hand(g, 0)).toEqual(['sailing', 'optics']);
  });

  it('a target with an empty hand still receives my highest cards', () => {
    let g = start({ players: [{ board: { yellow: ['machinery'] }, hand: ['calendar'] }, {}] });
    g = dogma(g, 'machinery');
    expect(hand(g, 1)).toEqual(['calendar']);
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('Medicine', () => {
  it('swaps the target’s highest score card for my lowest, chosen from my pile before the swap', () => {
    let g = start({
      players: [{ board: { yellow: ['medicine'] }, score: ['oars', 'sailing', 'calendar'] }, { score: ['optics', 'translation', 'writing'] }],
    });
    g = dogma(g, 'medicine');
    expect(question(g)).toMatchObject({ player: 1, options: ['optics', 'translation'] });
    g = pick(g, 'translation');
    // my lowest: the 1s; the 3 just received is not offered
    expect(question(g)).toMatchObject({ player: 0, options: ['oars', 'sailing'] });
    g = pick(g, 'sailing');
    expect(score(g, 0)).toEqual(['oars', 'calendar', 'translation']);
    expect(score(g, 1)).toEqual(['optics', 'writing', 'sailing']);
  });

  it('either side may have nothing to give', () => {
    let g = start({ players: [{ board: { yellow: ['medicine'] }, score: ['oars'] }, {}] });
    g = dogma(g, 'medicine');
    expect(score(g, 1)).toEqual(['oars']);
    expect(score(g, 0)).toEqual([]);
  });
});

describe('Education', () => {
  it('returning a highest score card draws a card two above the highest one left', () => {
    let g = start({
      players: [{ board: { purple: ['education'] }, score: ['optics', 'calendar'] }, {}],
      supply: { 4: ['invention'] },
    });
    g = pick(dogma(g, 'education'), 'optics');
    expect(hand(g, 0)).toEqual(['invention']);
  });

  it('an empty score pile after the return draws a 2', () => {
    let g = start({ players: [{ board: { purple: ['education'] }, score: ['optics'] }, {}], supply: { 2: ['calendar'] } });
    g = pick(dogma(g, 'education'), 'optics');
    expect(hand(g, 0)).toEqual(['calendar']);
  });
});

describe('Feudalism', () => {
  const feudalism = (edition: 'first' | 'last') =>
    start({
      edition,
      players: [
        { board: { purple: ['code-of-laws', 'feudalism'], yellow: ['masonry'] } },
        { board: { red: ['archery', 'oars'] }, splay: { red: 'left' }, hand: ['metalworking', 'pottery'] },
      ],
    });

  it('first edition: the target hands over a castle card from hand', () => {
    const g = dogma(feudalism('first'), 'feudalism');
    expect(hand(g, 0)).toEqual(['metalworking']);
    expect(splay(g, 1, 'red')).toBe('left');
  });

  it('last edition: the target also unsplays its pile of that colour', () => {
    const g = dogma(feudalism('last'), 'feudalism');
    expect(hand(g, 0)).toEqual(['metalworking']);
    expect(splay(g, 1, 'red')).toBe('none');
  });

  it('then I may splay my yellow or purple pile left', () => {
    let g = dogma(feudalism('last'), 'feudalism');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['purple'], optional: true });
    g = pickColor(g, 'purple');
    expect(splay(g, 0, 'purple')).toBe('left');
  });
});
