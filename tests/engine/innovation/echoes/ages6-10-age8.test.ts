// Echoes of the Past, age 8: each test pins one rule of one card (its echo effect and its dogma) in
// a set position. Remember the draw rule: a hand that is not empty and holds no Echoes card draws
// from the Echoes pile.
import { describe, expect, it } from 'vitest';
import {
  achievements,
  dogma,
  forecast,
  hand,
  idle,
  pick,
  pickColor,
  pile,
  question,
  score,
  splay,
  startEchoes,
  choose,
  supplyBottom,
  echoesBottom,
  outcome,
} from './helpers';


describe('Radio Telescope', () => {
  it('draws a 9 per two lightbulbs, melds one and returns the rest to their own piles', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['radio-telescope'], purple: ['philosophy'] } }, {}],
      supply: { 9: ['computers', 'calculator', 'genetics'] },
    });
    g = dogma(g, 'radio-telescope');
    // 6 lightbulbs: three 9s — base (empty hand), Echoes (base in hand), base (Echoes in hand)
    expect(question(g)).toMatchObject({ prompt: 'radio-telescope.meld', options: ['computers', 'calculator', 'genetics'] });
    g = pick(g, 'genetics');
    expect(pile(g, 0, 'blue')).toEqual(['radio-telescope', 'genetics']);
    expect(hand(g, 0)).toEqual([]);
    expect(supplyBottom(g, 9)).toBe('computers');
    expect(echoesBottom(g, 9)).toBe('calculator');
    expect(outcome(g)).toBeNull();
  });

  it('melding A.I. (the 9s gone, a 10 is drawn) wins', () => {
    let g = startEchoes({ players: [{ board: { blue: ['radio-telescope'] } }, {}], exhausted: [9], supply: { 10: ['ai'] } });
    g = dogma(g, 'radio-telescope');
    expect(pile(g, 0, 'purple')).toEqual(['ai']);
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });
});

describe('X-Ray', () => {
  it('echo tucks an 8; every three leaves foreshadow a card of a chosen value; yellow may splay up', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['x-ray'], yellow: ['fermenting', 'agriculture'] } }, {}],
      supply: { 3: ['alchemy'], 8: ['flight'] },
    });
    g = dogma(g, 'x-ray');
    expect(pile(g, 0, 'red')).toEqual(['flight']);
    expect(question(g)).toMatchObject({ kind: 'choice', prompt: 'x-ray.value' }); // 4 leaves: one card
    g = choose(g, '3');
    expect(forecast(g, 0)).toEqual(['alchemy']);
    g = pickColor(g, 'yellow');
    expect(splay(g, 0, 'yellow')).toBe('up');
    expect(idle(g)).toBe(true);
  });
});

describe('Bandage', () => {
  it('echo melds a leaf card; the target returns its highest score card of a value absent from its hand, then a clock top card', () => {
    let g = startEchoes({
      players: [
        { board: { red: ['bandage'] }, hand: ['agriculture', 'oars'] },
        { board: { blue: ['publications'], green: ['sailing'] }, hand: ['translation'], score: ['alchemy', 'calendar'] },
      ],
    });
    g = dogma(g, 'bandage');
    expect(pile(g, 0, 'yellow')).toEqual(['agriculture']);
    expect(score(g, 1)).toEqual(['alchemy']); // a 3 is in their hand: the 2 goes
    expect(supplyBottom(g, 2)).toBe('calendar');
    expect(pile(g, 1, 'blue')).toEqual([]);
    expect(pile(g, 1, 'green')).toEqual(['sailing']);
  });
});

describe('Parachute', () => {
  it('the target gives me every hand card without a clock', () => {
    let g = startEchoes({
      players: [{ board: { red: ['parachute'] } }, { hand: ['publications', 'oars', 'sailing'] }],
    });
    g = dogma(g, 'parachute');
    expect(hand(g, 0)).toEqual(['oars', 'sailing']);
    expect(hand(g, 1)).toEqual(['publications']);
  });
});

describe('Nylon', () => {
  it('tucks an 8 per three factories and goes again after a green one', () => {
    let g = startEchoes({
      players: [{ board: { green: ['nylon'], red: ['coal'] } }, {}],
      supply: { 8: ['corporations', 'flight'] },
    });
    g = dogma(g, 'nylon'); // 5 factories: one 8 (green: again), one 8 (red: stop)
    expect(pile(g, 0, 'green')).toEqual(['corporations', 'nylon']);
    expect(pile(g, 0, 'red')).toEqual(['flight', 'coal']);
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('up');
  });
});

describe('Sliced Bread', () => {
  it('echo returns my hand and draws two 8s; a returned score card gives two scored cards one value below it', () => {
    let g = startEchoes({
      players: [{ board: { green: ['sliced-bread'] }, hand: ['oars', 'sailing'], score: ['optics'] }, {}],
      supply: { 2: ['calendar', 'mathematics'], 8: ['flight', 'x-ray'] },
    });
    g = dogma(g, 'sliced-bread');
    expect(hand(g, 0)).toEqual(['flight', 'x-ray']);
    expect(score(g, 0)).toEqual(['calendar', 'mathematics']);
    expect(supplyBottom(g, 3)).toBe('optics');
  });

  it('with an empty score pile nothing is scored', () => {
    let g = startEchoes({ players: [{ board: { green: ['sliced-bread'] } }, {}], supply: { 8: ['flight', 'x-ray'] } });
    g = dogma(g, 'sliced-bread');
    expect(score(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['flight', 'x-ray']);
  });
});

describe('Air Conditioner', () => {
  it('echo may score a hand card; the target returns score cards of the values of its top cards', () => {
    let g = startEchoes({
      players: [
        { board: { yellow: ['air-conditioner'] }, hand: ['oars'] },
        { board: { blue: ['tools'], green: ['paper'] }, score: ['sailing', 'alchemy', 'calendar'] },
      ],
    });
    g = dogma(g, 'air-conditioner');
    expect(question(g)).toMatchObject({ optional: true, options: ['oars'] });
    g = pick(g, 'oars');
    expect(score(g, 0)).toEqual(['oars']);
    expect(score(g, 1)).toEqual(['calendar']);
  });
});

describe('Tractor', () => {
  it('echo draws a 7; then a 7 is scored and another drawn', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['tractor'] } }, {}],
      supply: { 7: ['bicycle', 'rubber', 'jeans'] },
    });
    g = dogma(g, 'tractor');
    expect(hand(g, 0)).toEqual(['bicycle', 'jeans']);
    expect(score(g, 0)).toEqual(['rubber']);
  });
});

describe('Crossword', () => {
  it('draws a card of the value of each visible bonus, a repeated value twice, lowest first', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['crossword'], red: ['loom'], green: ['steamboat'] } }, {}],
      supply: { 6: ['canning', 'bifocals'], 8: ['flight'] },
    });
    g = dogma(g, 'crossword');
    expect(hand(g, 0)).toEqual(['canning', 'bifocals', 'flight']);
  });
});

describe('Television', () => {
  it("echo melds an 8; a card of the chosen value goes from the opponent's score pile onto their board", () => {
    let g = startEchoes({
      players: [{ board: { purple: ['television'] } }, { score: ['alchemy', 'oars'], achievements: ['translation'] }],
      supply: { 8: ['skyscrapers'] },
    });
    g = dogma(g, 'television');
    expect(pile(g, 0, 'yellow')).toEqual(['skyscrapers']);
    g = choose(g, '3');
    expect(pile(g, 1, 'blue')).toEqual(['alchemy']);
    expect(score(g, 1)).toEqual(['oars']);
    expect(achievements(g, 0)).toEqual([]);
  });

  it('if they hold an achievement of that value and I am eligible, I achieve a card of that value from their score pile', () => {
    let g = startEchoes({
      players: [
        { board: { purple: ['television'] }, score: ['coal', 'chemistry', 'physics'] },
        { score: ['alchemy', 'compass'], achievements: ['optics'] },
      ],
      supply: { 8: ['skyscrapers'] },
    });
    g = choose(dogma(g, 'television'), '3');
    g = pick(g, 'alchemy');
    expect(pile(g, 1, 'blue')).toEqual(['alchemy']);
    expect(achievements(g, 0)).toEqual(['compass']);
    expect(score(g, 1)).toEqual([]);
  });
});
