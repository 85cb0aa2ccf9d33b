// Echoes of the Past, age 5: each test pins one rule of one card in a set position. Remember the
// draw rule: a seat whose hand is not empty and holds no Echoes card draws from the Echoes pile.
import { describe, expect, it } from 'vitest';
import {
  achievements,
  choose,
  decline,
  dogma,
  eventsOf,
  forecast,
  hand,
  idle,
  pick,
  pickColor,
  pickEach,
  pile,
  question,
  score,
  splay,
  startEchoes,
  yes,
} from './helpers';


describe('Lightning Rod', () => {
  it('echo tucks a 5; the target tucks a 5 and returns its top card of that colour; I tuck a 5 and may return a top card', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['lightning-rod'] } }, { board: { red: ['archery'] } }],
      supply: { 5: ['chemistry', 'coal', 'statistics'] },
    });
    g = dogma(g, 'lightning-rod');
    expect(pile(g, 0, 'blue')).toEqual(['chemistry', 'lightning-rod']);
    expect(pile(g, 1, 'red')).toEqual(['coal']); // Coal tucked under Archery, Archery returned
    expect(pile(g, 0, 'yellow')).toEqual(['statistics']);
    expect(question(g)).toMatchObject({ prompt: 'lightning-rod.return', zone: 'board', optional: true });
    g = pick(g, 'statistics');
    expect(pile(g, 0, 'yellow')).toEqual([]);
  });

  it('a tucked card alone in its pile is the top card: it is returned', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['lightning-rod'] } }, {}],
      supply: { 5: ['chemistry', 'coal'] },
    });
    g = dogma(g, 'lightning-rod');
    expect(pile(g, 1, 'red')).toEqual([]);
    expect(g.s.supply[4]![0]).toBe('coal');
  });
});

describe('Thermometer', () => {
  it('echo melds my bottom green card (the splay stays); melded yellow cards repeat the draw one age above', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['thermometer'], green: ['sailing', 'clothing'] }, splay: { green: 'left' } }, {}],
      supply: { 1: ['agriculture'], 2: ['canal-building'], 3: ['optics'] },
    });
    g = dogma(g, 'thermometer');
    expect(pile(g, 0, 'green')).toEqual(['clothing', 'sailing']);
    expect(splay(g, 0, 'green')).toBe('left');
    expect(pile(g, 0, 'yellow')).toEqual(['agriculture', 'canal-building']);
    expect(pile(g, 0, 'red')).toEqual(['optics']);
    expect(idle(g)).toBe(true);
  });
});

describe('Coke', () => {
  it('echo tucks a 4; revealed 6s with a factory are melded until one without, which is foreshadowed', () => {
    let g = startEchoes({
      players: [{ board: { red: ['coke'] } }, {}],
      supply: { 4: ['experimentation'], 6: ['machine-tools', 'atomic-theory'] },
    });
    g = dogma(g, 'coke');
    expect(pile(g, 0, 'blue')).toEqual(['experimentation']);
    expect(pile(g, 0, 'red')).toEqual(['coke', 'machine-tools']);
    expect(forecast(g, 0)).toEqual(['atomic-theory']);
    expect(eventsOf(g, 'reveal')).toHaveLength(2);
  });
});

describe('Octant', () => {
  it('the target gives a non-red top card with a leaf or factory and foreshadows a 6; I foreshadow a 6', () => {
    let g = startEchoes({
      players: [{ board: { red: ['octant'] } }, { board: { yellow: ['agriculture'], red: ['colonialism'] } }],
      supply: { 6: ['atomic-theory', 'encyclopedia'] },
    });
    g = dogma(g, 'octant');
    // Colonialism's factories do not count: it is red.
    expect(pile(g, 0, 'yellow')).toEqual(['agriculture']);
    expect(forecast(g, 1)).toEqual(['atomic-theory']);
    expect(forecast(g, 0)).toEqual(['encyclopedia']);
  });
});

describe('Palampore', () => {
  const palampore = () =>
    startEchoes({
      players: [
        {
          board: { green: ['palampore'], yellow: ['pressure-cooker'], purple: ['flute', 'puppet'], red: ['bangle', 'plumbing'] },
          splay: { red: 'left' },
        },
        {},
      ],
      supply: { 5: ['chemistry'] },
    });

  it('a bonus value seen twice draws and scores that age; splaying purple right makes six visible bonuses: Wealth', () => {
    let g = dogma(palampore(), 'palampore');
    expect(score(g, 0)).toEqual(['chemistry']); // two 5s (Palampore, Pressure Cooker)
    g = pickColor(g, 'purple');
    // 5, 5, 3 (Puppet), 2 (Plumbing), 1 (Bangle, splayed left), 1 (Flute, now splayed right).
    expect(achievements(g, 0)).toEqual(['wealth']);
  });

  it('five visible bonuses are not enough', () => {
    let g = dogma(palampore(), 'palampore');
    g = decline(g);
    expect(achievements(g, 0)).toEqual([]);
  });
});

describe('Seed Drill', () => {
  it('the target returns a top card below 3; I may put the bottom card of the 3, 4 or 5 pile among the achievements', () => {
    let g = startEchoes({
      players: [{ board: { green: ['seed-drill'] } }, { board: { blue: ['writing'], red: ['optics'] } }],
    });
    const bottom = g.s.supply[3]![0]!;
    g = dogma(g, 'seed-drill');
    expect(pile(g, 1, 'blue')).toEqual([]);
    expect(pile(g, 1, 'red')).toEqual(['optics']);
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['3', '4', '5'], optional: true });
    g = choose(g, '4');
    expect(g.s.achievements).toContain(bottom);
  });

  it('an empty pile is not offered', () => {
    let g = startEchoes({ players: [{ board: { green: ['seed-drill'] } }, {}], exhausted: [4] });
    g = dogma(g, 'seed-drill');
    expect(question(g)).toMatchObject({ options: ['3', '5'] });
  });
});

describe('Pressure Cooker', () => {
  it('returns the whole hand, then draws each top card’s bonus value', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['pressure-cooker'], blue: ['dice'], red: ['oars'] }, hand: ['writing', 'calendar'] }, {}],
      supply: { 1: ['sailing'], 5: ['coke'] },
    });
    g = dogma(g, 'pressure-cooker');
    expect(hand(g, 0)).toEqual([]);
    // Dice's 1 and Pressure Cooker's 5: I choose the order.
    expect(question(g)).toMatchObject({ kind: 'choice', prompt: 'pressure-cooker.draw-order', options: ['1', '5'] });
    g = choose(g, '1');
    // The 1 into an empty hand is a base card; with Sailing in hand the 5 is an Echoes card.
    expect(hand(g, 0)).toEqual(['sailing', 'coke']);
  });
});

describe('Stove', () => {
  it('echo scores a top card without a factory; a tucked 4 under a low top card draws and scores a 4; green may splay right', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['stove'], blue: ['writing'], green: ['sailing', 'clothing'] } }, {}],
      supply: { 4: ['invention', 'anatomy'] },
    });
    g = dogma(g, 'stove');
    expect(question(g)).toMatchObject({ prompt: 'stove.score', options: ['writing', 'clothing'] });
    g = pick(g, 'writing');
    expect(pile(g, 0, 'green')).toEqual(['invention', 'sailing', 'clothing']);
    expect(score(g, 0)).toEqual(['writing', 'anatomy']);
    g = pickColor(g, 'green');
    expect(splay(g, 0, 'green')).toBe('right');
  });

  it('a tucked 4 under a top card of 4 or more scores nothing', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['stove'], green: ['navigation'], blue: ['writing'] } }, {}],
      supply: { 4: ['invention'] },
    });
    g = dogma(g, 'stove');
    g = pick(g, 'writing'); // the echo scores a top card without a factory
    // Invention (green) tucked under Navigation, a 4: not below 4.
    expect(pile(g, 0, 'green')).toEqual(['invention', 'navigation']);
    expect(score(g, 0)).toEqual(['writing']);
  });
});

describe('Piano', () => {
  const piano = (extra: Record<string, string[]> = {}) =>
    startEchoes({
      players: [
        {
          board: { purple: ['piano'], blue: ['writing'], red: ['construction'], green: ['paper'], yellow: ['perspective'], ...extra },
          score: ['sailing', 'oars', 'calendar', 'mathematics', 'chemistry', 'coal'],
        },
        { hand: ['optics'] },
      ],
      supply: { 1: ['dice'], 2: ['lever'], 3: ['alchemy', 'almanac'], 4: ['telescope'], 5: ['coke'] },
    });

  it('echo draws an age found in a hand; five top cards of five ages return five score cards and score one of each age', () => {
    let g = dogma(piano(), 'piano');
    expect(hand(g, 0)).toEqual(['alchemy']); // the only age in any hand: 3
    // Five cards, asked one at a time (a question listing every five of them would be too many).
    expect(question(g)).toMatchObject({ prompt: 'piano.return', min: 1, max: 1, optional: false, zone: 'score' });
    g = pickEach(g, 'sailing', 'oars', 'calendar', 'mathematics', 'chemistry');
    // Alchemy (a base card) in hand: each draw comes from the Echoes pile, 1 up to 5.
    expect(score(g, 0)).toEqual(['coal', 'dice', 'lever', 'almanac', 'telescope', 'coke']);
  });

  it('two top cards of one age: nothing', () => {
    const g = dogma(piano({ yellow: ['agriculture'] }), 'piano');
    expect(idle(g)).toBe(true);
    expect(score(g, 0)).toHaveLength(6);
  });

  it('with fewer than five score cards, all of them go back and the draws still happen', () => {
    let g = startEchoes({
      players: [
        {
          board: { purple: ['piano'], blue: ['writing'], red: ['construction'], green: ['paper'], yellow: ['perspective'] },
          score: ['sailing', 'oars'],
        },
        {},
      ],
      supply: { 1: ['pottery'], 2: ['calendar'], 3: ['optics'], 4: ['experimentation'], 5: ['chemistry'] },
    });
    g = dogma(g, 'piano'); // nobody holds a card: the echo draws nothing
    expect(score(g, 0)).toEqual(['pottery', 'calendar', 'optics', 'experimentation', 'chemistry']);
  });
});

describe('Tuning Fork', () => {
  it('echo: I alone look at the top card of the pile I choose', () => {
    let g = startEchoes({ players: [{ board: { purple: ['tuning-fork'] } }, {}], supply: { 3: ['almanac'] } });
    g = dogma(g, 'tuning-fork');
    g = choose(g, '3');
    expect(question(g)).toMatchObject({ options: ['base-pile', 'echoes-pile'] });
    g = choose(g, 'echoes-pile');
    expect(eventsOf(g, 'look')).toEqual([{ type: 'look', player: 0, card: 'almanac', knownTo: [0] }]);
    expect(g.s.echoes![2]!.at(-1)).toBe('almanac'); // put back
  });

  it('a drawn card higher than my top card of its colour is melded, otherwise returned; I may go again', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['tuning-fork'], red: ['oars'] }, hand: ['writing', 'calendar'] }, {}],
      supply: { 1: ['bangle'], 2: ['construction'], 3: ['almanac'] },
    });
    g = dogma(g, 'tuning-fork');
    g = choose(g, '3');
    g = choose(g, 'base-pile');
    g = pick(g, 'writing');
    // Calendar in hand: an Echoes 1, Bangle (red, 1): not higher than Oars: returned.
    expect(g.s.echoes![0]![0]).toBe('bangle');
    expect(question(g)).toMatchObject({ prompt: 'tuning-fork.again' });
    g = yes(g);
    // Calendar was the last card: no question; a base 2, Construction (red, 2): melded.
    expect(pile(g, 0, 'red')).toEqual(['oars', 'construction']);
    expect(hand(g, 0)).toEqual([]);
    expect(idle(g)).toBe(true);
  });

  it('with no pile of the drawn card’s colour, it is melded', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['tuning-fork'] }, hand: ['writing', 'dice'] }, {}],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'tuning-fork');
    g = choose(g, '1');
    g = choose(g, 'base-pile');
    g = pick(g, 'writing'); // Dice left in hand: a base 1, Sailing (green)
    expect(pile(g, 0, 'green')).toEqual(['sailing']);
  });
});
