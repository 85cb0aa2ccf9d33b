// Echoes of the Past, age 7: each test pins one rule of one card (its echo effect and its dogma) in
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
  pickPlayer,
  pile,
  question,
  score,
  splay,
  startEchoes,
  yes,
  choose,
  supplyBottom,
  outcome,
} from './helpers';


describe('Photography', () => {
  it('echo melds my forecast card; the target takes their highest top card into their hand', () => {
    let g = startEchoes({
      players: [
        { board: { blue: ['photography'] }, forecast: ['coal'] },
        { board: { red: ['oars'], blue: ['translation'], green: ['mapmaking'] } },
      ],
    });
    g = dogma(g, 'photography');
    expect(forecast(g, 0)).toEqual([]);
    expect(pile(g, 0, 'red')).toEqual(['coal']);
    expect(hand(g, 1)).toEqual(['translation']);
    expect(pile(g, 1, 'blue')).toEqual([]);
    expect(achievements(g, 0)).toEqual([]);
  });

  it('a pile of mine showing three echo effects claims History', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['photography'], red: ['bangle', 'kobukson', 'rubber'] }, splay: { red: 'up' } }, {}],
    });
    g = dogma(g, 'photography');
    expect(achievements(g, 0)).toEqual(['history']);
  });

  it('two showing echo effects are not enough (the red pile unsplayed shows only its top one)', () => {
    let g = startEchoes({ players: [{ board: { blue: ['photography'], red: ['bangle', 'kobukson', 'rubber'] } }, {}] });
    g = dogma(g, 'photography');
    expect(achievements(g, 0)).toEqual([]);
  });
});

describe('Typewriter', () => {
  it('returns my hand, draws a 6, then one card per returned colour, each one value higher', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['typewriter'] }, hand: ['oars', 'archery', 'sailing'] }, {}],
      supply: { 6: ['canning'], 7: ['rubber'], 8: ['flight'] },
    });
    g = dogma(g, 'typewriter');
    // two colours (red, green): a 6 (base: empty hand), a 7 (Echoes: a base card in hand), an 8 (base)
    expect(hand(g, 0)).toEqual(['canning', 'rubber', 'flight']);
    expect(supplyBottom(g, 1)).toBe('sailing');
  });

  it('with an empty hand it draws the 6 alone', () => {
    let g = startEchoes({ players: [{ board: { blue: ['typewriter'] } }, {}], supply: { 6: ['canning'] } });
    g = dogma(g, 'typewriter');
    expect(hand(g, 0)).toEqual(['canning']);
  });
});

describe('Machine Gun', () => {
  it('echo scores a 7 with five colours; the target gives me its top cards with a bonus and draws a 7; I return my non-red top cards', () => {
    let g = startEchoes({
      players: [
        { board: { red: ['machine-gun'], blue: ['writing'], green: ['sailing'], yellow: ['agriculture'], purple: ['city-states'] } },
        { board: { blue: ['tools'], green: ['steamboat'], yellow: ['morphine'] } },
      ],
      supply: { 7: ['bicycle', 'electricity'] },
    });
    g = dogma(g, 'machine-gun');
    expect(score(g, 0)).toEqual(['bicycle', 'steamboat', 'morphine']);
    expect(hand(g, 1)).toEqual(['electricity']);
    expect(pile(g, 1, 'blue')).toEqual(['tools']);
    expect(pile(g, 0, 'blue')).toEqual([]);
    expect(pile(g, 0, 'purple')).toEqual([]);
    expect(pile(g, 0, 'red')).toEqual(['machine-gun']);
  });

  it('with four colours the echo does nothing; a target without bonus cards draws nothing', () => {
    let g = startEchoes({
      players: [{ board: { red: ['machine-gun'], blue: ['writing'] } }, { board: { blue: ['tools'] } }],
      supply: { 7: ['bicycle'] },
    });
    g = dogma(g, 'machine-gun');
    expect(score(g, 0)).toEqual([]);
    expect(hand(g, 1)).toEqual([]);
    expect(pile(g, 0, 'blue')).toEqual([]);
  });
});

describe('Rubber', () => {
  it('echo tucks two 8s; I score a top card without a bonus and may splay red up', () => {
    let g = startEchoes({
      players: [{ board: { red: ['rubber'], blue: ['writing'] } }, {}],
      supply: { 8: ['flight', 'corporations'] },
    });
    g = dogma(g, 'rubber');
    expect(pile(g, 0, 'red')).toEqual(['flight', 'rubber']);
    expect(pile(g, 0, 'green')).toEqual(['corporations']);
    expect(question(g)).toMatchObject({ prompt: 'rubber.score', options: ['writing', 'corporations'] });
    g = pick(g, 'corporations');
    expect(score(g, 0)).toEqual(['corporations']);
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('up');
  });
});

describe('Jeans', () => {
  it('echo: of two 9s one is foreshadowed, the other returned; then one of a revealed pair below 7 is melded', () => {
    let g = startEchoes({
      players: [{ board: { green: ['jeans'] } }, {}],
      supply: { 2: ['calendar'], 5: ['coke'], 9: ['computers', 'calculator'] },
    });
    g = dogma(g, 'jeans');
    expect(question(g)).toMatchObject({ prompt: 'jeans.foreshadow', options: ['computers', 'calculator'] });
    g = pick(g, 'calculator');
    expect(forecast(g, 0)).toEqual(['calculator']);
    expect(supplyBottom(g, 9)).toBe('computers');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['1', '2', '3', '4', '5', '6'] });
    g = choose(g, '2');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['1', '3', '4', '5', '6'] });
    g = choose(g, '5');
    // the 2 is a base card (empty hand), the 5 an Echoes card (a base card in hand)
    expect(question(g)).toMatchObject({ prompt: 'jeans.meld', options: ['calendar', 'coke'] });
    g = pick(g, 'coke');
    expect(pile(g, 0, 'red')).toEqual(['coke']);
    expect(hand(g, 0)).toEqual([]);
    expect(supplyBottom(g, 2)).toBe('calendar');
  });
});

describe('Telegraph', () => {
  it("my pile takes the splay of the chosen opponent's pile of that colour", () => {
    let g = startEchoes({
      players: [
        { board: { green: ['telegraph'], blue: ['tools', 'writing'] } },
        { board: { blue: ['alchemy', 'translation'] }, splay: { blue: 'up' } },
      ],
    });
    g = dogma(g, 'telegraph');
    expect(question(g)).toMatchObject({ kind: 'player', options: [1], optional: true });
    g = pickPlayer(g, 1);
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('up');
    expect(idle(g)).toBe(true); // blue is already up: nothing left to splay
  });

  it("an unsplayed pile of theirs unsplays mine", () => {
    let g = startEchoes({
      players: [{ board: { green: ['telegraph'], red: ['oars', 'archery'] }, splay: { red: 'left' } }, {}],
    });
    g = pickColor(pickPlayer(dogma(g, 'telegraph'), 1), 'red');
    expect(splay(g, 0, 'red')).toBe('none');
  });
});

describe('Elevator', () => {
  it("echo scores my top or bottom green card; then every card of a chosen value moves from the others' score piles to mine", () => {
    let g = startEchoes({
      players: [
        { board: { yellow: ['elevator'], green: ['sailing', 'paper'] }, score: ['calendar'] },
        { score: ['oars', 'alchemy'], hand: ['writing'] },
      ],
    });
    g = dogma(g, 'elevator');
    expect(question(g)).toMatchObject({ prompt: 'elevator.score', options: ['paper', 'sailing'] });
    g = pick(g, 'sailing');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['1', '2'] });
    g = choose(g, '1');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['from-hands', 'from-scores'] });
    g = choose(g, 'from-scores');
    expect(score(g, 0)).toEqual(['calendar', 'sailing', 'oars']);
    expect(score(g, 1)).toEqual(['alchemy']);
    expect(hand(g, 1)).toEqual(['writing']);
  });

  it("or from the others' hands", () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['elevator'], green: ['sailing'] } }, { hand: ['writing', 'mathematics'], score: ['oars'] }],
    });
    g = dogma(g, 'elevator'); // one green card, one value in my score pile: both answered at once
    g = choose(g, 'from-hands');
    expect(score(g, 0)).toEqual(['sailing', 'writing']);
    expect(hand(g, 1)).toEqual(['mathematics']);
    expect(score(g, 1)).toEqual(['oars']);
  });
});

describe('Fertilizer', () => {
  it('a returned hand card brings every score card of its value to my hand; then I foreshadow a card of a chosen value', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['fertilizer'] }, hand: ['oars'], score: ['writing'] }, { score: ['sailing', 'calendar'] }],
      supply: { 4: ['telescope'] },
    });
    g = dogma(g, 'fertilizer');
    g = pick(g, 'oars');
    expect(hand(g, 0)).toEqual(['writing', 'sailing']);
    expect(score(g, 0)).toEqual([]);
    expect(score(g, 1)).toEqual(['calendar']);
    g = choose(g, '4');
    expect(forecast(g, 0)).toEqual(['telescope']); // a hand of base cards: an Echoes 4
  });
});

describe('Ice Cream', () => {
  it('echo scores a non-purple top card without a bonus; the target melds a 1; a chosen pile gives its bottom card to the achievements', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['ice-cream'], blue: ['writing'], green: ['steamboat'] } }, {}],
      supply: { 1: ['sailing'] },
    });
    const bottom8 = supplyBottom(g, 8);
    g = dogma(g, 'ice-cream');
    expect(score(g, 0)).toEqual(['writing']);
    expect(pile(g, 1, 'green')).toEqual(['sailing']);
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['6', '7', '8', '9'] });
    g = yes(choose(g, '8'));
    expect(g.s.achievements).toContain(bottom8);
    expect(supplyBottom(g, 8)).not.toBe(bottom8);
  });

  it('an empty pile gives nothing', () => {
    let g = startEchoes({ players: [{ board: { purple: ['ice-cream'] } }, {}], exhausted: [9] });
    g = choose(dogma(g, 'ice-cream'), '9');
    expect(idle(g)).toBe(true);
  });
});

describe('Saxophone', () => {
  it('counts the notes visible on all boards and draws a 7 for each', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['saxophone'] } }, { board: { purple: ['flute'] } }],
      supply: { 7: ['bicycle', 'jeans'] },
    });
    g = dogma(g, 'saxophone');
    expect(hand(g, 0)).toEqual(['bicycle', 'jeans']);
    expect(outcome(g)).toBeNull();
  });

  it('splayed up, my pile shows the notes of Bell and Piano too: four notes win', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['bell', 'piano', 'saxophone'] } }, { board: { purple: ['flute'] } }],
    });
    g = dogma(g, 'saxophone');
    g = pickColor(g, 'purple');
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });
});
