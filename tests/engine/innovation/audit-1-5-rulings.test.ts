// Rules audit of ages 1–5: rulings and edges the per-age tests did not pin. Each test names the
// rule (README ruling or reference text) and checks the exact outcome of a built position.
import { describe, expect, it } from 'vitest';
import { achievements, dogma, eventsOf, hand, idle, pick, pickPlayer, pile, question, score, splay, start, yes } from './helpers';

describe('Team game: "opponent" and "other player" ignore the partner (ruling 11)', () => {
  it('Clothing: a colour only my partner also has still scores', () => {
    let g = start({
      teams: true,
      players: [{ board: { green: ['clothing'], red: ['oars'] } }, {}, { board: { red: ['archery'] } }, {}],
      supply: { 1: ['sailing', 'the-wheel'] },
    });
    g = dogma(g, 'clothing');
    expect(score(g, 0)).toEqual(['sailing', 'the-wheel']); // green and red both count
  });

  it('Construction: my partner’s five top cards do not stop my Empire claim', () => {
    let g = start({
      teams: true,
      players: [
        { board: { red: ['construction'], blue: ['writing'], green: ['sailing'], yellow: ['domestication'], purple: ['code-of-laws'] } },
        {},
        { board: { red: ['optics'], blue: ['pottery'], green: ['clothing'], yellow: ['agriculture'], purple: ['city-states'] } },
        {},
      ],
    });
    g = dogma(g, 'construction');
    expect(achievements(g, 0)).toEqual(['empire']);
    expect(achievements(g, 2)).toEqual([]);
  });

  it('Road Building: the red card may go only to an opponent, never to my partner', () => {
    let g = start({
      teams: true,
      players: [{ board: { red: ['road-building'] }, hand: ['oars', 'sailing'] }, {}, {}, { board: { green: ['clothing'] } }],
    });
    g = dogma(g, 'road-building');
    g = pick(g, 'oars');
    g = pick(g, 'sailing');
    expect(question(g)).toMatchObject({ kind: 'player', options: [1, 3], optional: true });
    g = pickPlayer(g, 3);
    expect(pile(g, 3, 'red')).toEqual(['oars']);
    expect(pile(g, 0, 'green')).toEqual(['sailing', 'clothing']);
  });

  it('Optics: a poorer partner cannot receive the score card; the poorer opponent gets it', () => {
    let g = start({
      teams: true,
      players: [{ board: { red: ['optics'] }, score: ['calendar'] }, {}, {}, { score: ['mathematics'] }],
      supply: { 3: ['engineering'] }, // no crown: the transfer branch
    });
    g = dogma(g, 'optics');
    expect(idle(g)).toBe(true); // one poorer opponent, one score card: nothing to ask
    expect(score(g, 1)).toEqual(['calendar']);
    expect(score(g, 0)).toEqual([]);
  });
});

describe('City States counts visible castles (splays included)', () => {
  const cityStates = (splayed: boolean) =>
    start({
      players: [
        { board: { purple: ['city-states'] } },
        { board: { red: ['metalworking', 'archery'] }, splay: splayed ? { red: 'right' } : {} },
      ],
      supply: { 1: ['sailing'] },
    });

  it('exactly four visible castles (two shown by a right splay) is enough', () => {
    const g = dogma(cityStates(true), 'city-states');
    expect(pile(g, 0, 'red')).toEqual(['archery']);
    expect(pile(g, 1, 'red')).toEqual(['metalworking']);
    expect(splay(g, 1, 'red')).toBe('none'); // a pile left with one card loses its splay
    expect(hand(g, 1)).toEqual(['sailing']);
  });

  it('the same cards unsplayed show only two castles: nothing happens', () => {
    const g = dogma(cityStates(false), 'city-states');
    expect(pile(g, 1, 'red')).toEqual(['metalworking', 'archery']);
    expect(hand(g, 1)).toEqual([]);
  });
});

describe('Oars: a target without a crown card proves it (ruling 12)', () => {
  it('the target reveals its whole hand, nothing moves, and I draw a 1', () => {
    let g = start({ players: [{ board: { red: ['oars'] } }, { hand: ['pottery', 'tools'] }], supply: { 1: ['sailing'] } });
    g = dogma(g, 'oars');
    expect(eventsOf(g, 'reveal')).toEqual([expect.objectContaining({ player: 1, cards: ['pottery', 'tools'] })]);
    expect(hand(g, 1)).toEqual(['pottery', 'tools']);
    expect(hand(g, 0)).toEqual(['sailing']);
  });
});

describe('Reveal-and-test cards look only at the cards they drew', () => {
  it('Alchemy: a red card already in hand does not make me return the drawn 4s', () => {
    let g = start({
      players: [{ board: { blue: ['alchemy'], green: ['the-wheel'] }, hand: ['oars'] }, {}],
      supply: { 4: ['experimentation'] },
    });
    g = dogma(g, 'alchemy'); // 5 castles: one 4
    expect(hand(g, 0)).toEqual(['oars', 'experimentation']);
  });

  it('Physics: a hand card sharing a colour with a drawn 6 does not count', () => {
    let g = start({
      players: [{ board: { blue: ['physics'] }, hand: ['sailing'] }, {}],
      supply: { 6: ['atomic-theory', 'canning', 'classification'] }, // blue, yellow, green
    });
    g = dogma(g, 'physics');
    expect(hand(g, 0)).toEqual(['sailing', 'atomic-theory', 'canning', 'classification']);
  });

  it('Mysticism: only my board decides, not a card of that colour in my hand', () => {
    let g = start({ players: [{ board: { purple: ['mysticism'] }, hand: ['archery'] }, {}], supply: { 1: ['oars'] } });
    g = dogma(g, 'mysticism');
    expect(pile(g, 0, 'red')).toEqual([]);
    expect(hand(g, 0)).toEqual(['archery', 'oars']);
  });
});

describe('Exchanges use the piles as they were before (ruling on exchanges)', () => {
  it('Medicine: with an empty score pile I send nothing back, not even the card just received', () => {
    let g = start({ players: [{ board: { yellow: ['medicine'] } }, { score: ['optics'] }] });
    g = dogma(g, 'medicine');
    expect(score(g, 0)).toEqual(['optics']);
    expect(score(g, 1)).toEqual([]);
  });

  it('Canal Building: each group is fixed before anything moves', () => {
    let g = start({
      players: [{ board: { yellow: ['canal-building'] }, hand: ['oars', 'calendar'], score: ['optics', 'pottery'] }, {}],
    });
    g = dogma(g, 'canal-building');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['yes'], optional: true });
    g = yes(g);
    expect(hand(g, 0)).toEqual(['oars', 'optics']);
    expect(score(g, 0)).toEqual(['pottery', 'calendar']);
  });
});


describe('Education: the draw reads the highest card still left', () => {
  it('returning one of two 3s leaves a 3, so the draw is a 5', () => {
    let g = start({
      players: [{ board: { purple: ['education'] }, score: ['optics', 'engineering', 'oars'] }, {}],
      supply: { 5: ['coal'] },
    });
    g = dogma(g, 'education');
    expect(question(g)).toMatchObject({ options: ['optics', 'engineering'], optional: true });
    g = pick(g, 'optics');
    expect(hand(g, 0)).toEqual(['coal']);
  });
});

describe('Monument counters', () => {
  it('Monotheism: the target’s draw-and-tuck and mine both count as tucks this turn', () => {
    let g = start({
      players: [{ board: { purple: ['monotheism'] } }, { board: { red: ['oars'] } }],
      supply: { 1: ['sailing', 'pottery'] },
    });
    g = dogma(g, 'monotheism');
    expect(score(g, 0)).toEqual(['oars']);
    expect(pile(g, 1, 'green')).toEqual(['sailing']);
    expect(pile(g, 0, 'blue')).toEqual(['pottery']);
    expect(g.s.tucked).toEqual([1, 1]);
  });
});
