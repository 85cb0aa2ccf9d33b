// Echoes of the Past, age 1: each test pins one rule of one card in a set position. Remember the
// draw rule: a seat whose hand is not empty and holds no Echoes card draws from the Echoes pile.
import { describe, expect, it } from 'vitest';
import { points } from '../../../../src/engine/innovation/board';
import { legalMoves } from '../../../../src/engine/innovation/definition';
import {
  achievements,
  decline,
  dogma,
  echoRuns,
  eventsOf,
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

describe('Dice', () => {
  it('a drawn card with a bonus draws and melds a card of the bonus value', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['dice'] }, hand: ['writing'] }, {}],
      supply: { 1: ['puppet'], 3: ['optics'] },
    });
    g = dogma(g, 'dice');
    // A base card in hand: the 1 comes from the Echoes pile (Puppet, bonus 3); Puppet then in
    // hand makes the 3 a base card.
    expect(hand(g, 0)).toEqual(['writing', 'puppet']);
    expect(pile(g, 0, 'red')).toEqual(['optics']);
    expect(eventsOf(g, 'reveal')).toHaveLength(1);
  });

  it('a drawn card without a bonus is simply kept', () => {
    let g = startEchoes({ players: [{ board: { blue: ['dice'] } }, {}], supply: { 1: ['sailing'] } });
    g = dogma(g, 'dice');
    expect(hand(g, 0)).toEqual(['sailing']);
    expect(pile(g, 0, 'green')).toEqual([]);
  });
});

describe('Perfume', () => {
  it('echo tucks a 1 first; the target gives a top card of an age I have no top card of, then draws and melds one', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['perfume'] } }, { board: { yellow: ['canal-building'], green: ['clothing'] } }],
      supply: { 1: ['sailing'], 2: ['calendar'] },
    });
    g = dogma(g, 'perfume');
    expect(echoRuns(g)).toEqual([{ card: 'perfume', player: 0 }]); // the target does not share
    expect(pile(g, 0, 'green')).toEqual(['sailing']); // tucked by the echo effect
    // Clothing is a 1, like my top cards: only Canal Building (a 2) may go.
    expect(pile(g, 0, 'yellow')).toEqual(['canal-building']);
    expect(pile(g, 1, 'yellow')).toEqual([]);
    expect(pile(g, 1, 'blue')).toEqual(['calendar']); // drew and melded a 2
    expect(pile(g, 1, 'green')).toEqual(['clothing']);
  });

  it('with only top cards of ages I have, nothing moves and nothing is drawn', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['perfume'] } }, { board: { green: ['clothing'] } }],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'perfume');
    expect(pile(g, 1, 'green')).toEqual(['clothing']);
    expect(hand(g, 1)).toEqual([]);
    expect(idle(g)).toBe(true);
  });
});

describe('Ruler', () => {
  it('the echo effect draws a 2 for the sharer, then me; the dogma does nothing; the share earns a bonus draw', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['ruler'] } }, { board: { purple: ['philosophy'] } }],
      supply: { 1: ['dice'], 2: ['calendar', 'mathematics'] },
    });
    g = dogma(g, 'ruler');
    expect(echoRuns(g)).toEqual([
      { card: 'ruler', player: 1 },
      { card: 'ruler', player: 0 },
    ]);
    expect(hand(g, 1)).toEqual(['calendar']);
    // My Mathematics is a base card: the share bonus (a 1) comes from the Echoes pile.
    expect(hand(g, 0)).toEqual(['mathematics', 'dice']);
  });
});

describe('Bangle', () => {
  it('echo tucks the red card from hand; the dogma draws and foreshadows a 3', () => {
    let g = startEchoes({
      players: [{ board: { red: ['bangle'] }, hand: ['archery', 'writing'] }, {}],
      supply: { 3: ['almanac'] },
    });
    g = dogma(g, 'bangle');
    expect(pile(g, 0, 'red')).toEqual(['archery', 'bangle']);
    expect(hand(g, 0)).toEqual(['writing']);
    expect(forecast(g, 0)).toEqual(['almanac']); // Writing in hand: an Echoes 3
  });

  it('with two red cards in hand the echo asks which one', () => {
    let g = startEchoes({ players: [{ board: { red: ['bangle'] }, hand: ['archery', 'oars'] }, {}] });
    g = dogma(g, 'bangle');
    expect(question(g)).toMatchObject({ player: 0, prompt: 'bangle.tuck', options: ['archery', 'oars'], optional: false });
    g = pick(g, 'oars');
    expect(pile(g, 0, 'red')).toEqual(['oars', 'bangle']);
  });
});

describe('Candles', () => {
  const candles = (p1Score: string[]) =>
    startEchoes({
      players: [{ board: { red: ['candles'] } }, { score: p1Score, hand: ['archery', 'pottery'] }],
      supply: { 1: ['dice'], 3: ['optics'] },
    });

  it('echo draws a 3 when every other score is higher (my bonus 1 counts); the target hands over its castle card and draws', () => {
    const g = dogma(candles(['calendar']), 'candles'); // 2 points against my 1 (Candles' bonus)
    expect(hand(g, 0)).toEqual(['optics', 'archery']);
    expect(hand(g, 1)).toEqual(['pottery', 'dice']); // Pottery left in hand: an Echoes 1
  });

  it('an equal score is not higher: no 3', () => {
    const g = dogma(candles(['sailing']), 'candles'); // 1 point against my bonus 1
    expect(hand(g, 0)).toEqual(['archery']);
  });
});

describe('Plumbing', () => {
  it('echo scores a bottom card of my choice; the dogma does nothing', () => {
    let g = startEchoes({ players: [{ board: { red: ['plumbing'], blue: ['writing', 'tools'] } }, {}] });
    g = dogma(g, 'plumbing');
    expect(question(g)).toMatchObject({ prompt: 'plumbing.score', zone: 'board', options: ['writing', 'plumbing'] });
    g = pick(g, 'writing');
    expect(score(g, 0)).toEqual(['writing']);
    expect(pile(g, 0, 'blue')).toEqual(['tools']);
    expect(idle(g)).toBe(true);
  });
});

describe('Comb', () => {
  it('keeps the drawn cards of the named colour and returns the others to their own piles', () => {
    let g = startEchoes({
      players: [{ board: { green: ['comb'] } }, {}],
      supply: { 1: ['sailing', 'the-wheel', 'pottery', 'oars', 'dice'] },
    });
    g = dogma(g, 'comb');
    g = pickColor(g, 'green');
    // Empty hand: Sailing (base); then Sailing alone in hand: Dice (Echoes); then base cards.
    expect(eventsOf(g, 'reveal')).toHaveLength(5);
    expect(hand(g, 0)).toEqual(['sailing', 'the-wheel']);
    expect(g.s.supply[0]!.slice(0, 2)).toEqual(['oars', 'pottery']);
    expect(g.s.echoes![0]![0]).toBe('dice');
  });
});

describe('Ice Skates', () => {
  it('each returned card draws a 2 to meld or a 3 to foreshadow; then a highest top card goes back', () => {
    let g = startEchoes({
      players: [{ board: { green: ['ice-skates'] }, hand: ['writing', 'pottery'] }, {}],
      supply: { 2: ['calendar'], 3: ['optics'] },
    });
    g = dogma(g, 'ice-skates');
    expect(question(g)).toMatchObject({ min: 1, max: 3, optional: true });
    g = pick(g, 'writing', 'pottery');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['meld-two', 'foreshadow-three'] });
    g = play(g, { type: 'choice', choice: 'meld-two' });
    g = play(g, { type: 'choice', choice: 'foreshadow-three' });
    expect(forecast(g, 0)).toEqual(['optics']);
    // Calendar (2) was melded and is now the highest top card: it is returned.
    expect(pile(g, 0, 'blue')).toEqual([]);
    expect(g.s.supply[1]![0]).toBe('calendar');
    expect(pile(g, 0, 'green')).toEqual(['ice-skates']);
    expect(idle(g)).toBe(true);
  });

  it('returning nothing still returns a highest top card', () => {
    let g = startEchoes({ players: [{ board: { green: ['ice-skates'] }, hand: ['writing'] }, {}] });
    g = dogma(g, 'ice-skates');
    g = decline(g);
    expect(pile(g, 0, 'green')).toEqual([]);
    expect(hand(g, 0)).toEqual(['writing']);
  });
});

describe('Umbrella', () => {
  it('echo may meld a card; each card returned scores two from hand', () => {
    let g = startEchoes({
      players: [{ board: { green: ['umbrella'] }, hand: ['writing', 'pottery', 'oars', 'archery'] }, {}],
    });
    g = dogma(g, 'umbrella');
    expect(question(g)).toMatchObject({ prompt: 'umbrella.meld', optional: true });
    g = pick(g, 'oars');
    expect(pile(g, 0, 'red')).toEqual(['oars']);
    g = pickEach(g, 'writing'); // return one (one at a time, then decline)
    // Two left in hand, two to score: both go without a question.
    expect(score(g, 0)).toEqual(['pottery', 'archery']);
    expect(hand(g, 0)).toEqual([]);
  });

  it('a big hand is asked one card at a time: one answer per card, not one per subset', () => {
    // 25 cards in hand: every subset would be 2^25 answers (a hard bot ran out of memory on it).
    const big = ['writing', 'pottery', 'oars', 'archery', 'tools', 'sailing', 'agriculture', 'domestication', 'masonry', 'clothing', 'metalworking', 'mysticism', 'the-wheel', 'calendar', 'mathematics', 'construction', 'road-building', 'currency', 'fermenting', 'mapmaking', 'philosophy', 'monotheism', 'canal-building', 'alchemy', 'optics'];
    let g = startEchoes({ players: [{ board: { green: ['umbrella'] }, hand: big }, {}] });
    g = dogma(g, 'umbrella');
    g = decline(g); // no meld
    expect(question(g)).toMatchObject({ prompt: 'umbrella.return', optional: true, min: 1, max: 1 });
    expect(legalMoves(g.s, 0)).toHaveLength(big.length + 1); // each card, or stop
    g = pickEach(g, 'writing', 'pottery');
    // Four to score, asked one at a time too: 23 cards, a card each.
    expect(legalMoves(g.s, 0)).toHaveLength(23);
    g = pickEach(g, 'oars', 'archery', 'tools', 'sailing');
    expect(score(g, 0)).toEqual(['oars', 'archery', 'tools', 'sailing']);
    expect(hand(g, 0)).toHaveLength(19);
  });

  it('scores only what the hand holds', () => {
    let g = startEchoes({ players: [{ board: { green: ['umbrella'] }, hand: ['writing', 'pottery'] }, {}] });
    g = dogma(g, 'umbrella');
    g = decline(g); // no meld
    g = pickEach(g, 'writing');
    expect(score(g, 0)).toEqual(['pottery']);
  });
});

describe('Chopsticks', () => {
  it('echo draws a 1; the dogma may put the base 1 pile’s bottom card among the achievements', () => {
    let g = startEchoes({ players: [{ board: { yellow: ['chopsticks'] } }, {}], supply: { 1: ['sailing'] } });
    const bottom = g.s.supply[0]![0]!;
    g = dogma(g, 'chopsticks');
    expect(hand(g, 0)).toEqual(['sailing']);
    expect(question(g)).toMatchObject({ kind: 'choice', prompt: 'chopsticks.achieve', optional: true });
    g = play(g, { type: 'choice', choice: 'yes' });
    expect(g.s.achievements).toContain(bottom);
    expect(g.s.supply[0]).not.toContain(bottom);
  });

  it('an empty base 1 pile offers nothing (an Echoes 1 pile does not count)', () => {
    let g = startEchoes({ players: [{ board: { yellow: ['chopsticks'] }, hand: ['dice'] }, {}], exhausted: [1] });
    const before = g.s.achievements.slice();
    g = dogma(g, 'chopsticks');
    expect(question(g)).toBeNull();
    expect(g.s.achievements).toEqual(before);
  });
});

describe('Noodles', () => {
  it('more 1s in hand than every other player draws and scores a 2; a yellow revealed 1 scores every 1 in hand', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['noodles'] }, hand: ['writing', 'pottery'] }, { hand: ['sailing'] }],
      supply: { 1: ['chopsticks'], 2: ['lever'] },
    });
    g = dogma(g, 'noodles');
    expect(score(g, 0)).toEqual(['lever', 'writing', 'pottery', 'chopsticks']);
    expect(hand(g, 0)).toEqual([]);
  });

  it('as many 1s as another player: no 2; a non-yellow 1 stays in hand', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['noodles'] }, hand: ['writing'] }, { hand: ['sailing'] }],
      supply: { 1: ['dice'] },
    });
    g = dogma(g, 'noodles');
    expect(score(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['writing', 'dice']);
  });
});

describe('Soap', () => {
  it('three tucked cards of the named colour let me achieve a hand card I am eligible for (bonus points count)', () => {
    let g = startEchoes({
      players: [
        {
          board: { yellow: ['soap'], blue: ['writing'] },
          hand: ['pottery', 'tools', 'calendar', 'oars'],
          score: ['monotheism', 'philosophy'],
        },
        {},
      ],
    });
    expect(points(g.s.players[0]!)).toBe(6); // 4 in the score pile + Soap's bonus 2
    g = dogma(g, 'soap');
    g = pickColor(g, 'blue');
    g = pickEach(g, 'pottery', 'tools', 'calendar');
    expect(pile(g, 0, 'blue')).toEqual(['calendar', 'tools', 'pottery', 'writing']);
    expect(question(g)).toMatchObject({ prompt: 'soap.achieve', options: ['oars'], optional: true });
    g = pick(g, 'oars');
    expect(achievements(g, 0)).toEqual(['oars']);
  });

  it('two tucked cards are not enough', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['soap'] }, hand: ['pottery', 'tools', 'oars'], score: ['monotheism', 'philosophy'] }, {}],
    });
    g = dogma(g, 'soap');
    g = pickColor(g, 'blue');
    g = pickEach(g, 'pottery', 'tools');
    expect(idle(g)).toBe(true);
    expect(achievements(g, 0)).toEqual([]);
  });

  it('with an empty hand there is no colour to name', () => {
    const g = dogma(startEchoes({ players: [{ board: { yellow: ['soap'] } }, {}] }), 'soap');
    expect(question(g)).toBeNull();
    expect(idle(g)).toBe(true);
  });
});

describe('Bell', () => {
  it('echo may score a hand card; the dogma draws and foreshadows a 2', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['bell'] }, hand: ['writing'] }, {}],
      supply: { 2: ['calendar'] },
    });
    g = dogma(g, 'bell');
    g = pick(g, 'writing');
    expect(score(g, 0)).toEqual(['writing']);
    expect(forecast(g, 0)).toEqual(['calendar']); // empty hand by then: a base 2
  });
});

describe('Flute', () => {
  it('echo may splay left; the target returns a card with a bonus; a revealed 1 without bonus is kept', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['flute'], blue: ['writing', 'tools'] } }, { hand: ['dice', 'pottery'] }],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'flute');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['blue'], optional: true });
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('left');
    expect(hand(g, 1)).toEqual(['pottery']); // Dice carries a bonus
    expect(g.s.echoes![0]![0]).toBe('dice');
    expect(hand(g, 0)).toEqual(['sailing']);
  });

  it('a revealed 1 with a bonus draws another 1', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['flute'] }, hand: ['writing'] }, {}],
      supply: { 1: ['dice', 'sailing'] },
    });
    g = dogma(g, 'flute');
    // Writing in hand: Dice (Echoes, bonus 1); then Dice in hand: Sailing (base).
    expect(hand(g, 0)).toEqual(['writing', 'dice', 'sailing']);
  });
});

describe('Puppet', () => {
  it('the dogma does nothing; the bonus 3 counts in the score', () => {
    let g = startEchoes({ players: [{ board: { purple: ['puppet'] }, hand: ['writing'] }, {}] });
    expect(points(g.s.players[0]!)).toBe(3);
    g = dogma(g, 'puppet');
    expect(hand(g, 0)).toEqual(['writing']);
    expect(echoRuns(g)).toEqual([]);
    expect(idle(g)).toBe(true);
  });
});
