// Echoes of the Past, age 2: each test pins one rule of one card in a set position. Remember the
// draw rule: a seat whose hand is not empty and holds no Echoes card draws from the Echoes pile.
import { describe, expect, it } from 'vitest';
import {
  choose,
  decline,
  dogma,
  forecast,
  hand,
  idle,
  pick,
  pickColor,
  pickEach,
  pile,
  play,
  question,
  score,
  splay,
  startEchoes,
} from './helpers';


describe('Lever', () => {
  const lever = () =>
    startEchoes({
      players: [{ board: { blue: ['lever'] }, hand: ['writing', 'pottery', 'calendar'] }, {}],
      supply: { 2: ['linguistics', 'mathematics', 'construction'], 3: ['optics'] },
    });

  it('echo draws two 2s; each pair of returned cards of one age draws one age higher', () => {
    let g = dogma(lever(), 'lever');
    // Base cards in hand: the first 2 is an Echoes card, the second a base card.
    expect(hand(g, 0)).toEqual(['writing', 'pottery', 'calendar', 'linguistics', 'mathematics']);
    g = pickEach(g, 'writing', 'pottery', 'calendar', 'mathematics');
    // A 2 and a 3 to draw: I choose the order.
    expect(question(g)).toMatchObject({ kind: 'choice', prompt: 'lever.draw-order', options: ['2', '3'] });
    g = choose(g, '3');
    expect(hand(g, 0)).toEqual(['linguistics', 'optics', 'construction']);
  });

  it('the draw order is mine: after a 2 drawn into an empty hand, the first 3 comes from the Echoes pile', () => {
    const g0 = startEchoes({
      players: [{ board: { blue: ['lever'] }, hand: ['writing', 'pottery', 'calendar', 'mathematics'] }, {}],
      supply: { 2: ['crossbow', 'construction', 'road-building'], 3: ['almanac', 'optics'] },
    });
    let g = dogma(g0, 'lever');
    expect(hand(g, 0)).toEqual(['writing', 'pottery', 'calendar', 'mathematics', 'crossbow', 'construction']);
    g = pickEach(g, ...hand(g, 0)); // two 1s and four 2s: a 2 and two 3s to draw
    g = choose(g, '2'); // empty hand: Road Building (base); then only 3s are left: no question
    expect(hand(g, 0)).toEqual(['road-building', 'almanac', 'optics']);
  });

  it('an unpaired card draws nothing', () => {
    let g = dogma(lever(), 'lever');
    g = pickEach(g, 'writing', 'pottery', 'calendar');
    expect(hand(g, 0)).toEqual(['linguistics', 'mathematics', 'construction']);
  });
});

describe('Linguistics', () => {
  it('echo: draw and foreshadow a 4; the dogma draws a card of a visible bonus value I choose', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['linguistics'], red: ['bangle'], purple: ['puppet'] } }, {}],
      supply: { 3: ['optics'], 4: ['experimentation'] },
    });
    g = dogma(g, 'linguistics');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['draw-three', 'foreshadow-four'] });
    g = choose(g, 'foreshadow-four');
    expect(forecast(g, 0)).toEqual(['experimentation']);
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['1', '3'] });
    g = choose(g, '3');
    expect(hand(g, 0)).toEqual(['optics']);
  });

  it('with no visible bonus the dogma does nothing', () => {
    let g = startEchoes({ players: [{ board: { blue: ['linguistics'] } }, {}], supply: { 3: ['optics'] } });
    g = dogma(g, 'linguistics');
    g = choose(g, 'draw-three');
    expect(hand(g, 0)).toEqual(['optics']);
    expect(idle(g)).toBe(true);
  });
});

describe('Crossbow', () => {
  it('the target hands over its bonus card to my score pile; then I put a hand card on another player’s board', () => {
    let g = startEchoes({
      players: [{ board: { red: ['crossbow'] }, hand: ['writing'] }, { hand: ['dice', 'pottery'] }],
    });
    g = dogma(g, 'crossbow');
    expect(score(g, 0)).toEqual(['dice']);
    expect(hand(g, 1)).toEqual(['pottery']);
    // One other player and one card: nothing to ask.
    expect(pile(g, 1, 'blue')).toEqual(['writing']);
    expect(hand(g, 0)).toEqual([]);
  });

  it('with three players I choose who receives the card', () => {
    let g = startEchoes({ players: [{ board: { red: ['crossbow'] }, hand: ['writing'] }, {}, {}] });
    g = dogma(g, 'crossbow');
    expect(question(g)).toMatchObject({ kind: 'player', options: [1, 2], prompt: 'crossbow.receiver' });
    g = play(g, { type: 'player', player: 2 });
    expect(pile(g, 2, 'blue')).toEqual(['writing']);
  });
  it('in the team game my partner is another player too: any of the three may receive it', () => {
    let g = startEchoes({ teams: true, players: [{ board: { red: ['crossbow'] }, hand: ['writing'] }, {}, {}, {}] });
    g = dogma(g, 'crossbow');
    expect(question(g)).toMatchObject({ kind: 'player', options: [1, 2, 3] });
    g = play(g, { type: 'player', player: 2 });
    expect(pile(g, 2, 'blue')).toEqual(['writing']);
  });
});

describe('Horseshoes', () => {
  it('echo foreshadows a 2; the target gives a top card without castle or factory, then draws and melds a 2', () => {
    let g = startEchoes({
      // Mysticism's castles keep the target (one castle, on Fermenting) below me.
      players: [{ board: { red: ['horseshoes'], purple: ['mysticism'] } }, { board: { blue: ['writing'], yellow: ['fermenting'] } }],
      supply: { 2: ['mathematics', 'calendar'] },
    });
    g = dogma(g, 'horseshoes');
    expect(forecast(g, 0)).toEqual(['mathematics']);
    // Fermenting bears a castle: only Writing can go.
    expect(pile(g, 0, 'blue')).toEqual(['writing']);
    expect(pile(g, 1, 'blue')).toEqual(['calendar']);
    expect(pile(g, 1, 'yellow')).toEqual(['fermenting']);
  });
});

describe('Glassblowing', () => {
  it('echo scores the bonus card from hand; the dogma foreshadows a card three above my lowest non-green top card', () => {
    let g = startEchoes({
      players: [{ board: { green: ['glassblowing'], red: ['oars'], blue: ['calendar'] }, hand: ['dice', 'writing'] }, {}],
      supply: { 4: ['telescope'] },
    });
    g = dogma(g, 'glassblowing');
    expect(score(g, 0)).toEqual(['dice']);
    expect(forecast(g, 0)).toEqual(['telescope']); // Oars is a 1: a 4, from the Echoes pile
  });

  it('with no non-green top card the draw is a 3', () => {
    let g = startEchoes({ players: [{ board: { green: ['glassblowing'] } }, {}], supply: { 3: ['optics'] } });
    g = dogma(g, 'glassblowing');
    expect(forecast(g, 0)).toEqual(['optics']);
  });
});

describe('Scissors', () => {
  it('echo takes a bottom card into hand; of two picked cards one is melded, the other scored; Paper is taken from any board', () => {
    let g = startEchoes({
      players: [{ board: { green: ['scissors'], blue: ['writing', 'tools'] }, hand: ['pottery', 'oars'] }, { board: { green: ['paper'] } }],
    });
    g = dogma(g, 'scissors');
    expect(question(g)).toMatchObject({ prompt: 'scissors.take', options: ['writing', 'scissors'] });
    g = pick(g, 'writing');
    expect(hand(g, 0)).toEqual(['pottery', 'oars', 'writing']);
    g = pick(g, 'oars');
    expect(question(g)).toMatchObject({ kind: 'choice', prompt: 'scissors.meld-or-score', options: ['meld', 'score'] });
    g = choose(g, 'meld');
    expect(pile(g, 0, 'red')).toEqual(['oars']);
    expect(question(g)).toMatchObject({ prompt: 'scissors.choose', options: ['pottery', 'writing'], optional: true });
    g = pick(g, 'pottery');
    g = choose(g, 'score');
    // Two cards done: Writing stays in hand; then Paper, on top of player 1's board, is mine.
    expect(hand(g, 0)).toEqual(['writing']);
    expect(score(g, 0)).toEqual(['pottery', 'paper']);
    expect(pile(g, 1, 'green')).toEqual([]);
  });
});

describe('Toothbrush', () => {
  it('echo tucks every hand card of the chosen age; then a splay left and the 2 pile’s bottom card may go to the achievements', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['toothbrush'], blue: ['writing'] }, hand: ['pottery', 'tools', 'calendar'] }, {}],
    });
    const bottom = g.s.supply[1]![0]!;
    g = dogma(g, 'toothbrush');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['1', '2'] });
    g = choose(g, '1');
    expect(pile(g, 0, 'blue')).toEqual(['tools', 'pottery', 'writing']);
    expect(hand(g, 0)).toEqual(['calendar']);
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('left');
    expect(question(g)).toMatchObject({ prompt: 'toothbrush.achieve' });
    g = decline(g);
    expect(g.s.supply[1]![0]).toBe(bottom);
    expect(idle(g)).toBe(true);
  });
});

describe('Watermill', () => {
  it('tucks a bonus card, draws its bonus value; a drawn bonus card lets me return a card and go again', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['watermill'] }, hand: ['dice', 'writing'] }, {}],
      supply: { 1: ['puppet'], 3: ['optics'] },
    });
    g = dogma(g, 'watermill');
    // Dice tucked; a 1 drawn with Writing in hand: Puppet (Echoes, bonus 3).
    expect(pile(g, 0, 'blue')).toEqual(['dice']);
    expect(question(g)).toMatchObject({ prompt: 'watermill.return', optional: true, options: ['writing', 'puppet'] });
    g = pick(g, 'writing');
    // Again: Puppet tucked, a 3 drawn with an empty hand: Optics (no bonus) ends it.
    expect(pile(g, 0, 'purple')).toEqual(['puppet']);
    expect(hand(g, 0)).toEqual(['optics']);
    expect(idle(g)).toBe(true);
  });
});

describe('Pagoda', () => {
  it('a hand card of the drawn card’s colour is tucked and the drawn card melded', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['pagoda'] }, hand: ['oars'] }, {}],
      supply: { 3: ['liquid-fire'] },
    });
    g = dogma(g, 'pagoda');
    expect(pile(g, 0, 'red')).toEqual(['oars', 'liquid-fire']);
    expect(hand(g, 0)).toEqual([]);
  });

  it('without one, the drawn card is foreshadowed', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['pagoda'] }, hand: ['writing'] }, {}],
      supply: { 3: ['liquid-fire'] },
    });
    g = dogma(g, 'pagoda');
    expect(forecast(g, 0)).toEqual(['liquid-fire']);
    expect(hand(g, 0)).toEqual(['writing']);
  });
});

describe('Chaturanga', () => {
  it('melding a bonus card draws two cards of its bonus value', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['chaturanga'] }, hand: ['bangle', 'writing'] }, {}],
      supply: { 1: ['dice', 'sailing'] },
    });
    g = dogma(g, 'chaturanga');
    expect(pile(g, 0, 'red')).toEqual(['bangle']);
    expect(hand(g, 0)).toEqual(['writing', 'dice', 'sailing']);
  });

  it('without a bonus card, draws and foreshadows a card of value = my number of top cards', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['chaturanga'], red: ['oars'] }, hand: ['writing'] }, {}],
      supply: { 2: ['lever'] },
    });
    g = dogma(g, 'chaturanga');
    expect(forecast(g, 0)).toEqual(['lever']);
  });
});
