// Echoes of the Past, age 9: each test pins one rule of one card (its echo effect and its dogma) in
// a set position. Remember the draw rule: a hand that is not empty and holds no Echoes card draws
// from the Echoes pile.
import { describe, expect, it } from 'vitest';
import {
  choose,
  decline,
  dogma,
  forecast,
  hand,
  idle,
  outcome,
  pick,
  pickEach,
  pile,
  question,
  score,
  startEchoes,
  supplyBottom,
} from './helpers';


describe('Calculator', () => {
  it('scores two bottom non-blue cards; a total of 10 or less draws a card of it and runs once more', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['calculator'], red: ['oars', 'archery'], green: ['sailing'], yellow: ['fermenting'] } }, {}],
      supply: { 3: ['alchemy'] },
    });
    g = dogma(g, 'calculator');
    expect(question(g)).toMatchObject({ prompt: 'calculator.score', options: ['oars', 'sailing', 'fermenting'], min: 2, max: 2 });
    g = pick(g, 'oars', 'fermenting');
    // total 3: a 3 is drawn; the second run scores the two bottom cards left (archery, sailing) and stops
    expect(hand(g, 0)).toEqual(['alchemy']);
    expect(score(g, 0)).toEqual(['oars', 'fermenting', 'archery', 'sailing']);
    expect(idle(g)).toBe(true);
  });

  it('a total above 10 draws nothing', () => {
    let g = startEchoes({ players: [{ board: { blue: ['calculator'], red: ['coal'], yellow: ['canning'] } }, {}] });
    g = dogma(g, 'calculator');
    expect(score(g, 0)).toEqual(['coal', 'canning']);
    expect(hand(g, 0)).toEqual([]);
  });

  it('one bottom card alone is scored and nothing is drawn', () => {
    let g = startEchoes({ players: [{ board: { blue: ['calculator'], red: ['oars'] } }, {}] });
    g = dogma(g, 'calculator');
    expect(score(g, 0)).toEqual(['oars']);
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('Laser', () => {
  it('returns the available standard achievements and half my score pile (rounded up), then melds two 10s', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['laser'] }, score: ['alchemy', 'optics', 'coal'] }, {}],
      achievements: ['sailing', 'calendar', 'heritage'],
      supply: { 10: ['software', 'robotics'] },
    });
    g = dogma(g, 'laser');
    expect(g.s.achievements).toEqual(['heritage']);
    expect(supplyBottom(g, 1)).toBe('sailing');
    expect(supplyBottom(g, 2)).toBe('calendar');
    expect(question(g)).toMatchObject({ prompt: 'laser.return', optional: false, zone: 'score' });
    g = pickEach(g, 'alchemy', 'coal');
    expect(score(g, 0)).toEqual(['optics']);
    expect(pile(g, 0, 'blue')).toEqual(['laser', 'software']);
    expect(pile(g, 0, 'red')).toEqual(['robotics']);
  });
});

describe('Helicopter', () => {
  it("moves a top card to its owner's score pile and repeats while I return a hand card sharing an icon type", () => {
    let g = startEchoes({
      players: [
        { board: { red: ['helicopter'], blue: ['writing'] }, hand: ['code-of-laws', 'tools'] },
        { board: { green: ['sailing'] } },
      ],
    });
    g = dogma(g, 'helicopter');
    expect(question(g)).toMatchObject({ prompt: 'helicopter.move', options: ['writing', 'sailing'] });
    g = pick(g, 'sailing');
    expect(score(g, 1)).toEqual(['sailing']);
    expect(question(g)).toMatchObject({ prompt: 'helicopter.return', options: ['code-of-laws'], optional: true }); // crown, leaf
    g = pick(g, 'code-of-laws');
    // again: only Writing is left to move (never Helicopter); Tools shares the lightbulb
    expect(score(g, 0)).toEqual(['writing']);
    expect(question(g)).toMatchObject({ options: ['tools'], optional: true });
    g = decline(g);
    expect(hand(g, 0)).toEqual(['tools']);
    expect(idle(g)).toBe(true);
  });
});

describe('Jet', () => {
  it('the target returns its top card of the colour my echo effect melded', () => {
    let g = startEchoes({
      players: [{ board: { red: ['jet'] }, hand: ['agriculture'] }, { board: { red: ['archery'], yellow: ['fermenting', 'masonry'] } }],
    });
    g = dogma(g, 'jet');
    expect(pile(g, 0, 'yellow')).toEqual(['agriculture']);
    expect(pile(g, 1, 'yellow')).toEqual(['fermenting']);
    expect(pile(g, 1, 'red')).toEqual(['archery']);
    expect(supplyBottom(g, 1)).toBe('masonry');
  });

  it('with no meld by the echo effect the demand does nothing', () => {
    let g = startEchoes({ players: [{ board: { red: ['jet'] } }, { board: { red: ['archery'] } }] });
    g = dogma(g, 'jet');
    expect(pile(g, 1, 'red')).toEqual(['archery']);
  });
});

describe('Credit Card', () => {
  it('echo foreshadows a 9; a non-green top card taken into my hand gives a scored card of its value', () => {
    let g = startEchoes({
      players: [{ board: { green: ['credit-card'], blue: ['tools'] } }, {}],
      supply: { 1: ['dice'], 9: ['computers'] },
    });
    g = dogma(g, 'credit-card');
    expect(forecast(g, 0)).toEqual(['computers']);
    expect(question(g)).toMatchObject({ prompt: 'credit-card.take', options: ['tools'], optional: true });
    g = pick(g, 'tools');
    expect(hand(g, 0)).toEqual(['tools']);
    expect(score(g, 0)).toEqual(['dice']); // a base card in hand: an Echoes 1
  });
});

describe('Email', () => {
  it("foreshadows a 10 (echo) and a 9, then runs my lowest non-green top card's dogma alone, without its echo effect", () => {
    let g = startEchoes({
      players: [{ board: { green: ['email'], yellow: ['tractor'] } }, {}],
      supply: { 7: ['bicycle', 'electricity'], 9: ['computers'], 10: ['software'] },
    });
    g = dogma(g, 'email');
    expect(forecast(g, 0)).toEqual(['software', 'computers']);
    // Tractor's dogma: draw and score a 7, then draw a 7 (its echo "draw a 7" is skipped)
    expect(score(g, 0)).toEqual(['bicycle']);
    expect(hand(g, 0)).toEqual(['electricity']);
  });
});

describe('ATM', () => {
  it('echo scores a card of a chosen value; the target gives me its highest non-yellow top card without a crown', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['atm'] } }, { board: { blue: ['tools'], red: ['coal'], yellow: ['canning'], green: ['the-wheel'] } }],
      supply: { 2: ['calendar'] },
    });
    g = dogma(g, 'atm');
    g = choose(g, '2');
    expect(score(g, 0)).toEqual(['calendar']);
    expect(pile(g, 0, 'red')).toEqual(['coal']);
    expect(pile(g, 1, 'red')).toEqual([]);
    expect(pile(g, 1, 'yellow')).toEqual(['canning']); // higher, but yellow
  });
});

describe('Wristwatch', () => {
  it('echo tucks a non-yellow top card; then a card per visible bonus is drawn and tucked, lowest first', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['wristwatch'], blue: ['tools', 'writing'], red: ['loom'] } }, {}],
      supply: { 6: ['canning'], 10: ['software'] },
    });
    g = dogma(g, 'wristwatch');
    expect(question(g)).toMatchObject({ prompt: 'wristwatch.tuck', options: ['writing', 'loom'] });
    g = pick(g, 'writing');
    expect(pile(g, 0, 'blue')).toEqual(['software', 'writing', 'tools']);
    expect(pile(g, 0, 'yellow')).toEqual(['canning', 'wristwatch']);
  });
});

describe('Karaoke', () => {
  it("echo melds a card of a chosen value below 10; its dogma then runs for me alone; I may take a bottom card", () => {
    let g = startEchoes({
      players: [{ board: { purple: ['karaoke'] } }, {}],
      supply: { 1: ['writing'], 2: ['calendar'] },
    });
    g = dogma(g, 'karaoke');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] });
    g = choose(g, '1');
    expect(pile(g, 0, 'blue')).toEqual(['writing']);
    expect(hand(g, 0)).toEqual(['calendar']); // Writing: draw a 2
    expect(question(g)).toMatchObject({ prompt: 'karaoke.take', options: ['writing', 'karaoke'], optional: true });
    g = pick(g, 'writing');
    expect(hand(g, 0)).toEqual(['calendar', 'writing']);
  });
  it('a sharer runs the card their own echo effect melded, not mine', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['karaoke'] } }, { board: { green: ['sailing'] } }],
      supply: { 1: ['writing'], 2: ['mathematics'], 4: ['experimentation'], 5: ['coal'] },
    });
    g = dogma(g, 'karaoke');
    expect(question(g)?.player).toBe(1);
    g = choose(g, '1'); // they meld Writing
    g = choose(g, '4'); // I meld Experimentation
    expect(hand(g, 1)).toEqual(['mathematics']); // Writing: draw a 2
    expect(pile(g, 0, 'red')).toEqual(['coal']); // Experimentation: draw and meld a 5
    expect(pile(g, 1, 'red')).toEqual([]);
  });
});

describe('Rock', () => {
  it('if the top green card the target uncovers is Scissors, I win', () => {
    let g = startEchoes({ players: [{ board: { purple: ['rock'] } }, { board: { green: ['scissors', 'sailing'] } }] });
    g = dogma(g, 'rock');
    expect(hand(g, 0)).toEqual(['sailing']);
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });

  it('if my top green card is Paper after I may score a top card, I win', () => {
    let g = startEchoes({ players: [{ board: { purple: ['rock'], green: ['paper', 'mapmaking'] } }, {}] });
    g = dogma(g, 'rock');
    g = pick(g, 'mapmaking');
    expect(score(g, 0)).toEqual(['mapmaking']);
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });

  it('otherwise nobody wins', () => {
    let g = startEchoes({ players: [{ board: { purple: ['rock'], green: ['mapmaking'] } }, { board: { green: ['sailing'] } }] });
    g = decline(dogma(g, 'rock'));
    expect(hand(g, 0)).toEqual(['sailing']);
    expect(outcome(g)).toBeNull();
  });
});
