// Echoes of the Past, age 6: each test pins one rule of one card (its echo effect and its dogma) in
// a set position. Remember the draw rule: a hand that is not empty and holds no Echoes card draws
// from the Echoes pile.
import { describe, expect, it } from 'vitest';
import {
  achievements,
  decline,
  dogma,
  echoRuns,
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
} from './helpers';


describe('Bifocals', () => {
  it('echo: foreshadows a drawn card of the chosen value; then a forecast card may be traded for another of its value', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['bifocals'], green: ['sailing', 'paper'] } }, {}],
      supply: { 3: ['alchemy', 'translation'] },
    });
    g = dogma(g, 'bifocals');
    expect(question(g)).toMatchObject({ kind: 'choice', prompt: 'bifocals.value' });
    g = choose(g, '3');
    expect(forecast(g, 0)).toEqual(['alchemy']);
    expect(question(g)).toMatchObject({ kind: 'cards', zone: 'forecast', options: ['alchemy'], optional: true });
    g = pick(g, 'alchemy');
    expect(forecast(g, 0)).toEqual(['translation']);
    expect(supplyBottom(g, 3)).toBe('alchemy');
    g = pickColor(g, 'green');
    expect(splay(g, 0, 'green')).toBe('right');
    expect(hand(g, 0)).toEqual([]);
    expect(idle(g)).toBe(true);
  });

  it('declining the return keeps the forecast as it is', () => {
    let g = startEchoes({ players: [{ board: { blue: ['bifocals'] } }, {}], supply: { 5: ['coal'] } });
    g = decline(choose(dogma(g, 'bifocals'), '5'));
    expect(forecast(g, 0)).toEqual(['coal']);
    expect(idle(g)).toBe(true);
  });
});

describe('Stethoscope', () => {
  it('a blue card melded by the echo effect earns an 8 after the 7', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['stethoscope'], yellow: ['agriculture', 'masonry'] }, hand: ['writing', 'fermenting'] }, {}],
      supply: { 7: ['photography'], 8: ['flight'] },
    });
    g = dogma(g, 'stethoscope');
    expect(question(g)).toMatchObject({ prompt: 'stethoscope.meld', options: ['writing', 'fermenting'] });
    g = pick(g, 'writing');
    expect(pile(g, 0, 'blue')).toEqual(['stethoscope', 'writing']);
    // hand: fermenting (base) → the 7 is an Echoes card; then the hand holds one → a base 8
    expect(hand(g, 0)).toEqual(['fermenting', 'photography', 'flight']);
    g = pickColor(g, 'yellow');
    expect(splay(g, 0, 'yellow')).toBe('right');
  });

  it('a yellow card melded by the echo effect gives only the 7', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['stethoscope'] }, hand: ['fermenting'] }, {}],
      supply: { 7: ['bicycle'] },
    });
    g = dogma(g, 'stethoscope'); // one option: melded at once
    expect(pile(g, 0, 'yellow')).toEqual(['fermenting']);
    expect(hand(g, 0)).toEqual(['bicycle']);
    expect(idle(g)).toBe(true);
  });

  it('a sharer keeps their own echo result: their blue meld earns them the 8, mine (yellow) does not', () => {
    let g = startEchoes({
      players: [
        { board: { blue: ['stethoscope'] }, hand: ['fermenting'] },
        { board: { purple: ['philosophy'] }, hand: ['tools'] },
      ],
      supply: { 6: ['loom'], 7: ['bicycle', 'electricity'], 8: ['x-ray'] },
    });
    g = dogma(g, 'stethoscope');
    expect(echoRuns(g)).toEqual([
      { card: 'stethoscope', player: 1 },
      { card: 'stethoscope', player: 0 },
    ]);
    expect(pile(g, 1, 'blue')).toEqual(['tools']);
    expect(pile(g, 0, 'yellow')).toEqual(['fermenting']);
    expect(hand(g, 1)).toEqual(['bicycle', 'x-ray']); // empty hand: a base 7; then an Echoes 8
    // mine: a 7 and no 8; then the share bonus, a 6 (my highest top card), from the Echoes pile
    expect(hand(g, 0)).toEqual(['electricity', 'loom']);
  });
});

describe('Loom', () => {
  it('echo scores my lowest top card; two score cards of different values buy three tucked 6s', () => {
    let g = startEchoes({
      players: [{ board: { red: ['loom'], blue: ['writing'], green: ['paper'] }, score: ['oars', 'calendar'] }, {}],
      supply: { 6: ['canning', 'atomic-theory', 'encyclopedia'] },
    });
    g = dogma(g, 'loom');
    expect(score(g, 0)).toEqual(['oars', 'calendar', 'writing']);
    expect(question(g)).toMatchObject({ prompt: 'loom.return-first', zone: 'score', optional: true });
    g = pick(g, 'oars');
    // the second card must have another value than 1: calendar is the only one
    expect(score(g, 0)).toEqual(['writing']);
    expect(pile(g, 0, 'blue')).toEqual(['encyclopedia', 'atomic-theory']);
    expect(pile(g, 0, 'yellow')).toEqual(['canning']);
    expect(achievements(g, 0)).toEqual([]);
  });

  it('with only one value in the score pile nothing is offered; five hexes showing in one pile claim Heritage', () => {
    let g = startEchoes({
      players: [
        { board: { red: ['archery', 'oars', 'construction', 'coal', 'loom'], blue: ['writing'] }, splay: { red: 'up' }, score: ['sailing'] },
        {},
      ],
    });
    g = dogma(g, 'loom');
    expect(score(g, 0)).toEqual(['sailing', 'writing']);
    expect(achievements(g, 0)).toEqual(['heritage']);
    expect(idle(g)).toBe(true);
  });

  it('four hexes are not enough', () => {
    let g = startEchoes({
      players: [{ board: { red: ['archery', 'oars', 'coal', 'loom'], blue: ['writing'] }, splay: { red: 'up' } }, {}],
    });
    g = dogma(g, 'loom');
    expect(achievements(g, 0)).toEqual([]);
  });
});

describe('Shrapnel', () => {
  it('the target tucks a 6 and gives me the two top cards of its colour; I give them my bottom card of that colour', () => {
    let g = startEchoes({
      players: [
        { board: { red: ['shrapnel'], yellow: ['fermenting', 'domestication'] } },
        { board: { yellow: ['agriculture', 'masonry'] } },
      ],
      supply: { 6: ['canning'] },
    });
    g = dogma(g, 'shrapnel');
    expect(pile(g, 1, 'yellow')).toEqual(['canning']);
    expect(score(g, 0)).toEqual(['masonry', 'agriculture']);
    expect(score(g, 1)).toEqual(['fermenting']);
    expect(pile(g, 0, 'yellow')).toEqual(['domestication']);
  });

  it('with no pile of that colour on my board, I give nothing; a lone tucked card goes to me', () => {
    let g = startEchoes({ players: [{ board: { red: ['shrapnel'] } }, {}], supply: { 6: ['canning'] } });
    g = dogma(g, 'shrapnel');
    expect(score(g, 0)).toEqual(['canning']);
    expect(score(g, 1)).toEqual([]);
  });
});

describe('Hot Air Balloon', () => {
  const position = () =>
    startEchoes({
      players: [
        { board: { green: ['hot-air-balloon'] }, score: ['oars'] },
        { board: { blue: ['translation'] }, achievements: ['optics'] },
      ],
      supply: { 7: ['bicycle', 'electricity'] },
    });

  it("echo scores a 7; then I achieve a rival's top card of a value they have achieved, and my top green card goes to them", () => {
    let g = dogma(position(), 'hot-air-balloon');
    expect(score(g, 0)).toEqual(['oars', 'bicycle']); // 8 in the pile + bonus 7 = 15: eligible for a 3
    expect(question(g)).toMatchObject({ prompt: 'hot-air-balloon.achieve', options: ['translation'], optional: true });
    g = pick(g, 'translation');
    expect(achievements(g, 0)).toEqual(['translation']);
    expect(pile(g, 1, 'green')).toEqual(['hot-air-balloon']);
    expect(pile(g, 0, 'green')).toEqual([]);
    expect(pile(g, 1, 'blue')).toEqual([]);
  });

  it('declining draws and melds a 7', () => {
    const g = decline(dogma(position(), 'hot-air-balloon'));
    expect(pile(g, 0, 'green')).toEqual(['hot-air-balloon', 'electricity']);
    expect(achievements(g, 0)).toEqual([]);
  });

  it('without eligibility (score 14 for a 3) no card is offered: a 7 is melded', () => {
    let g = startEchoes({
      players: [{ board: { green: ['hot-air-balloon'] } }, { board: { blue: ['translation'] }, achievements: ['optics'] }],
      supply: { 7: ['bicycle', 'electricity'] },
    });
    g = dogma(g, 'hot-air-balloon');
    expect(pile(g, 0, 'green')).toEqual(['hot-air-balloon', 'electricity']);
  });
  it('holding an achievement of that age already doubles the score needed (15 is short of 30 for a second 3)', () => {
    let g = startEchoes({
      players: [
        { board: { green: ['hot-air-balloon'] }, score: ['oars'], achievements: ['alchemy'] },
        { board: { blue: ['translation'] }, achievements: ['optics'] },
      ],
      supply: { 7: ['bicycle', 'electricity'] },
    });
    g = dogma(g, 'hot-air-balloon');
    expect(pile(g, 0, 'green')).toEqual(['hot-air-balloon', 'electricity']);
    expect(achievements(g, 0)).toEqual(['alchemy']);
  });
});

describe('Steamboat', () => {
  it('blue or yellow: the target gives me the drawn card and their whole hand', () => {
    let g = startEchoes({
      players: [{ board: { green: ['steamboat'] } }, { hand: ['oars'] }],
      supply: { 6: ['bifocals'] },
    });
    g = dogma(g, 'steamboat');
    expect(hand(g, 0)).toEqual(['oars', 'bifocals']);
    expect(hand(g, 1)).toEqual([]);
  });

  it('red or green: the target keeps it and gives me two score cards of their choice', () => {
    let g = startEchoes({
      players: [{ board: { green: ['steamboat'] } }, { score: ['sailing', 'calendar', 'optics'] }],
      supply: { 6: ['industrialization'] },
    });
    g = dogma(g, 'steamboat');
    expect(question(g)).toMatchObject({ player: 1, zone: 'score', min: 2, max: 2 });
    g = pick(g, 'sailing', 'optics');
    expect(score(g, 0)).toEqual(['sailing', 'optics']);
    expect(hand(g, 1)).toEqual(['industrialization']);
  });

  it('purple: the target keeps it and nothing else happens', () => {
    let g = startEchoes({
      players: [{ board: { green: ['steamboat'] } }, { score: ['sailing'] }],
      supply: { 6: ['democracy'] },
    });
    g = dogma(g, 'steamboat');
    expect(hand(g, 1)).toEqual(['democracy']);
    expect(score(g, 1)).toEqual(['sailing']);
    expect(idle(g)).toBe(true);
  });
});

describe('Dentures', () => {
  it('scores the top two cards of the pile its echo effect tucked into', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['dentures'], blue: ['tools', 'writing', 'calendar'] } }, {}],
      supply: { 6: ['atomic-theory'] },
    });
    g = dogma(g, 'dentures');
    expect(score(g, 0)).toEqual(['calendar', 'writing']);
    expect(pile(g, 0, 'blue')).toEqual(['atomic-theory', 'tools']);
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('right');
  });

  it('never scores the bottom card: a pile of only the tucked card scores nothing, so it tucks again', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['dentures'] } }, {}],
      supply: { 6: ['encyclopedia', 'metric-system', 'canning'] },
    });
    g = dogma(g, 'dentures');
    // blue [encyclopedia]: nothing; green [metric-system]: nothing; yellow [canning, dentures]: dentures
    expect(pile(g, 0, 'blue')).toEqual(['encyclopedia']);
    expect(pile(g, 0, 'green')).toEqual(['metric-system']);
    expect(pile(g, 0, 'yellow')).toEqual(['canning']);
    expect(score(g, 0)).toEqual(['dentures']);
  });
});

describe('Morphine', () => {
  it('echo scores an odd card; the target returns every odd card and draws a 6; I draw one above the highest returned', () => {
    let g = startEchoes({
      players: [
        { board: { yellow: ['morphine'] }, hand: ['alchemy', 'writing'] },
        { hand: ['oars', 'calendar', 'optics'] },
      ],
      supply: { 4: ['slide-rule'], 6: ['loom'] },
    });
    g = dogma(g, 'morphine');
    g = pick(g, 'alchemy');
    expect(score(g, 0)).toEqual(['alchemy']);
    expect(hand(g, 1)).toEqual(['calendar', 'loom']); // base 2 in hand → an Echoes 6
    expect(supplyBottom(g, 1)).toBe('oars');
    expect(supplyBottom(g, 3)).toBe('optics');
    expect(hand(g, 0)).toEqual(['writing', 'slide-rule']); // a 4: one above the 3 returned
    expect(idle(g)).toBe(true);
  });

  it('with nothing returned by the demand, I draw nothing', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['morphine'] } }, { hand: ['calendar'] }],
      supply: { 6: ['loom'] },
    });
    g = dogma(g, 'morphine');
    expect(hand(g, 1)).toEqual(['calendar', 'loom']);
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('Indian Clubs', () => {
  it('the target returns two score cards; I score one hand card per value of my score pile', () => {
    let g = startEchoes({
      players: [
        { board: { purple: ['indian-clubs'] }, score: ['sailing', 'mathematics'], hand: ['writing', 'tools', 'construction', 'alchemy'] },
        { score: ['oars', 'calendar', 'optics'] },
      ],
    });
    g = dogma(g, 'indian-clubs');
    expect(question(g)).toMatchObject({ player: 1, min: 2, max: 2 });
    g = pick(g, 'oars', 'optics');
    expect(score(g, 1)).toEqual(['calendar']);
    expect(question(g)).toMatchObject({ player: 0, options: ['writing', 'tools', 'construction'] });
    g = pick(g, 'tools'); // then the 2 is the only one left: scored at once
    expect(score(g, 0)).toEqual(['sailing', 'mathematics', 'tools', 'construction']);
    expect(hand(g, 0)).toEqual(['writing', 'alchemy']);
  });
});

describe('Kaleidoscope', () => {
  it("melds a 7 and may splay that card's colour right", () => {
    let g = startEchoes({ players: [{ board: { purple: ['kaleidoscope'], blue: ['writing'] } }, {}], supply: { 7: ['evolution'] } });
    g = dogma(g, 'kaleidoscope');
    expect(pile(g, 0, 'blue')).toEqual(['writing', 'evolution']);
    expect(question(g)).toMatchObject({ kind: 'color', options: ['blue'], optional: true });
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('right');
  });
});

