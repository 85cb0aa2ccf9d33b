// Echoes of the Past, age 3: each test pins one rule of one card in a set position. Remember the
// draw rule: a seat whose hand is not empty and holds no Echoes card draws from the Echoes pile.
import { describe, expect, it } from 'vitest';
import {
  achievements,
  choose,
  dogma,
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


describe('Almanac', () => {
  it('echo foreshadows a 4; a bonus card returned from the forecast draws and scores one above its bonus', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['almanac'] }, forecast: ['dice'] }, {}],
      supply: { 2: ['calendar'], 4: ['experimentation'] },
    });
    g = dogma(g, 'almanac');
    expect(forecast(g, 0)).toEqual(['dice', 'experimentation']);
    // Experimentation (a base card) carries no bonus: only Dice is offered.
    expect(question(g)).toMatchObject({ zone: 'forecast', options: ['dice'], optional: true });
    g = pick(g, 'dice');
    expect(forecast(g, 0)).toEqual(['experimentation']);
    expect(g.s.echoes![0]![0]).toBe('dice');
    expect(score(g, 0)).toEqual(['calendar']);
  });
});

describe('Magnifying Glass', () => {
  it('echo draws a 4 and returns a hand card; three cards of one age draw two ages higher; yellow or blue may splay left', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['writing', 'magnifying-glass'] }, hand: ['pottery', 'tools', 'oars', 'sailing'] }, {}],
      supply: { 3: ['optics'], 4: ['telescope'] },
    });
    g = dogma(g, 'magnifying-glass');
    expect(hand(g, 0)).toContain('telescope'); // base cards in hand: an Echoes 4
    expect(question(g)).toMatchObject({ prompt: 'magnifying-glass.return', optional: false });
    g = pick(g, 'sailing');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['1'], optional: true });
    g = choose(g, '1'); // exactly three 1s: no further question
    expect(hand(g, 0)).toEqual(['telescope', 'optics']);
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('left');
    expect(idle(g)).toBe(true);
  });
});

describe('Liquid Fire', () => {
  it('the target draws its highest bonus value into my forecast; a red card costs it its whole hand', () => {
    let g = startEchoes({
      players: [{ board: { red: ['liquid-fire'] } }, { board: { purple: ['puppet'] }, hand: ['writing'] }],
      supply: { 3: ['katana'] },
    });
    g = dogma(g, 'liquid-fire');
    expect(forecast(g, 0)).toEqual(['katana']);
    expect(score(g, 0)).toEqual(['writing']);
    expect(hand(g, 1)).toEqual([]);
  });

  it('with no visible bonus the draw is a 1; a non-red card leaves the hand alone', () => {
    let g = startEchoes({
      players: [{ board: { red: ['liquid-fire'] } }, { board: { blue: ['writing'] }, hand: ['oars'] }],
      supply: { 1: ['perfume'] },
    });
    g = dogma(g, 'liquid-fire');
    expect(forecast(g, 0)).toEqual(['perfume']);
    expect(hand(g, 1)).toEqual(['oars']);
  });
});

describe('Katana', () => {
  it('the target gives two top cards with castles to my score pile and draws their castle count into my forecast', () => {
    let g = startEchoes({
      players: [
        { board: { red: ['katana'], yellow: ['masonry'] } },
        { board: { purple: ['city-states'], yellow: ['fermenting'], green: ['mapmaking'] } },
      ],
      supply: { 2: ['calendar'] },
    });
    g = dogma(g, 'katana');
    expect(question(g)).toMatchObject({ player: 1, min: 2, max: 2, zone: 'board' });
    g = pick(g, 'fermenting', 'city-states');
    expect(score(g, 0)).toEqual(['fermenting', 'city-states']);
    expect(forecast(g, 0)).toEqual(['calendar']); // one castle each: a 2
    expect(pile(g, 1, 'green')).toEqual(['mapmaking']);
  });

  it('with a single top card with castles, that one goes and its castles count', () => {
    let g = startEchoes({
      players: [{ board: { red: ['katana'], yellow: ['masonry'] } }, { board: { blue: ['tools'] } }],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'katana');
    expect(score(g, 0)).toEqual(['tools']);
    expect(forecast(g, 0)).toEqual(['sailing']);
  });
});

describe('Charitable Trust', () => {
  it('the card the echo drew may be melded; then achieving my top green card needs eligibility', () => {
    let g = startEchoes({
      players: [{ board: { green: ['charitable-trust'] }, score: ['chemistry', 'physics', 'coal', 'banking'] }, {}],
      supply: { 4: ['navigation'] },
    });
    g = dogma(g, 'charitable-trust');
    g = choose(g, 'draw-four');
    expect(hand(g, 0)).toEqual(['navigation']);
    expect(question(g)).toMatchObject({ prompt: 'charitable-trust.meld' });
    g = yes(g);
    expect(question(g)).toMatchObject({ options: ['return-green', 'achieve-green'] });
    g = choose(g, 'achieve-green'); // 20 points and a top 4: eligible for a 4
    expect(achievements(g, 0)).toEqual(['navigation']);
    expect(pile(g, 0, 'green')).toEqual(['charitable-trust']);
  });

  it('each sharer melds only the card its own echo execution drew', () => {
    let g = startEchoes({
      players: [{ board: { green: ['charitable-trust'] } }, { board: { blue: ['writing'] } }],
      supply: { 3: ['optics', 'alchemy'], 4: ['navigation'] },
    });
    g = dogma(g, 'charitable-trust');
    expect(question(g)?.player).toBe(1);
    g = choose(g, 'draw-three');
    g = choose(g, 'draw-four');
    expect(hand(g, 1)).toEqual(['optics']);
    expect(hand(g, 0)).toEqual(['navigation']);
    g = yes(g); // player 1 melds Optics; it has no green pile: done
    expect(pile(g, 1, 'red')).toEqual(['optics']);
    g = yes(g); // I meld Navigation, and I am not eligible to achieve it: it goes back
    expect(question(g)).toBeNull();
    expect(pile(g, 0, 'green')).toEqual(['charitable-trust']);
    expect(g.s.supply[3]![0]).toBe('navigation');
    expect(hand(g, 0)).toEqual(['alchemy']); // the share bonus: a 3
  });
});

describe('Homing Pigeons', () => {
  it('the target returns two score cards of ages found in my hand; I may splay red or green left', () => {
    let g = startEchoes({
      players: [
        { board: { green: ['homing-pigeons'], red: ['oars', 'archery'] }, hand: ['writing', 'calendar'] },
        { score: ['sailing', 'mathematics', 'optics'] },
      ],
    });
    g = dogma(g, 'homing-pigeons');
    expect(score(g, 1)).toEqual(['optics']); // no 3 in my hand
    expect(question(g)).toMatchObject({ kind: 'color', options: ['red'], optional: true });
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('left');
  });
});

describe('Deodorant', () => {
  it('echo draws and melds a 3; without a castle on top the dogma draws a 4', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['deodorant'] } }, {}],
      supply: { 3: ['translation'], 4: ['experimentation'] },
    });
    g = dogma(g, 'deodorant');
    expect(pile(g, 0, 'blue')).toEqual(['translation']);
    expect(hand(g, 0)).toEqual(['experimentation']);
  });

  it('a castle on top (here the echo’s meld) makes the dogma draw and meld a 3', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['deodorant'] } }, {}],
      supply: { 3: ['engineering', 'optics'] },
    });
    g = dogma(g, 'deodorant');
    expect(pile(g, 0, 'red')).toEqual(['engineering', 'optics']);
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('Sandpaper', () => {
  it('draws as many 3s as cards returned, then melds a card from hand', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['sandpaper'] }, hand: ['writing', 'pottery', 'oars'] }, {}],
      supply: { 3: ['almanac', 'optics'] },
    });
    g = dogma(g, 'sandpaper');
    g = pickEach(g, 'writing', 'pottery');
    expect(question(g)).toMatchObject({ prompt: 'sandpaper.meld', options: ['oars', 'almanac', 'optics'] });
    g = pick(g, 'almanac');
    expect(pile(g, 0, 'blue')).toEqual(['almanac']);
    expect(hand(g, 0)).toEqual(['oars', 'optics']);
  });
});

describe('Novel', () => {
  it('draws a 3 twice, may splay purple left, and claims Supremacy when the non-purple top cards share an icon', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['city-states', 'novel'], red: ['archery'], yellow: ['masonry'] } }, {}],
      supply: { 3: ['optics', 'almanac'] },
    });
    g = dogma(g, 'novel');
    expect(hand(g, 0)).toEqual(['optics', 'almanac']);
    g = pickColor(g, 'purple');
    expect(splay(g, 0, 'purple')).toBe('left');
    expect(achievements(g, 0)).toEqual(['supremacy']); // castles on Archery and Masonry
  });

  it('no shared icon: no Supremacy', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['novel'], red: ['archery'], yellow: ['canal-building'] } }, {}],
    });
    g = dogma(g, 'novel');
    expect(idle(g)).toBe(true); // a single purple card: nothing to splay
    expect(achievements(g, 0)).toEqual([]);
  });
});

describe('Sunglasses', () => {
  it('echo scores a hand card of a splayed colour; purple may take another colour’s splay', () => {
    let g = startEchoes({
      players: [
        { board: { purple: ['city-states', 'sunglasses'], red: ['archery', 'oars'] }, splay: { red: 'right' }, hand: ['metalworking', 'writing'] },
        {},
      ],
    });
    g = dogma(g, 'sunglasses');
    expect(score(g, 0)).toEqual(['metalworking']);
    expect(question(g)).toMatchObject({ kind: 'color', options: ['purple'], optional: true });
    g = pickColor(g, 'purple'); // red is splayed right: the only direction on offer
    expect(splay(g, 0, 'purple')).toBe('right');
  });

  it('or another colour may take purple’s splay', () => {
    let g = startEchoes({
      players: [
        {
          board: { purple: ['city-states', 'sunglasses'], red: ['archery', 'oars'], blue: ['writing', 'tools'] },
          splay: { purple: 'left', red: 'right' },
        },
        {},
      ],
    });
    g = dogma(g, 'sunglasses');
    // Red (splayed right) could follow purple too; purple could follow red.
    expect(question(g)).toMatchObject({ kind: 'color', options: ['purple', 'blue', 'red'] });
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('left');
    expect(splay(g, 0, 'purple')).toBe('left');
  });
});
