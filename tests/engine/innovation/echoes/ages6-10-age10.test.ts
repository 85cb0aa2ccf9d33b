// Echoes of the Past, age 10: each test pins one rule of one card in a set position. Remember the
// draw rule: a hand that is not empty and holds no Echoes card draws from the Echoes pile.
import { describe, expect, it } from 'vitest';
import {
  achievements,
  choose,
  decline,
  dogma,
  forecast,
  hand,
  idle,
  outcome,
  pick,
  pickColor,
  pickEach,
  pile,
  question,
  score,
  splay,
  startEchoes,
  supplyBottom,
} from './helpers';


describe('Artificial Heart', () => {
  it('claims a standard achievement with my score counted double (16 → 32: up to a 6)', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['artificial-heart'] }, score: ['coal'] }, {}], // 5 + bonus 11
      achievements: ['sailing', 'optics', 'chemistry', 'canning', 'bicycle'],
    });
    g = dogma(g, 'artificial-heart');
    expect(question(g)).toMatchObject({ zone: 'achievements', options: ['sailing', 'optics', 'chemistry', 'canning'] });
    g = pick(g, 'canning');
    expect(achievements(g, 0)).toEqual(['canning']);
    expect(g.s.achievements).toEqual(['sailing', 'optics', 'chemistry', 'bicycle']);
  });
});

describe('Human Genome', () => {
  it('a scored card of a chosen value, then a bottom card to my hand: the same values in hand and score pile win', () => {
    let g = startEchoes({ players: [{ board: { blue: ['mathematics', 'human-genome'] } }, {}], supply: { 2: ['calendar'] } });
    g = dogma(g, 'human-genome');
    expect(question(g)).toMatchObject({ kind: 'choice', optional: true });
    g = choose(g, '2');
    expect(score(g, 0)).toEqual(['calendar']);
    expect(hand(g, 0)).toEqual(['mathematics']);
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });

  it('declining the draw still moves a bottom card; different values do not win', () => {
    let g = startEchoes({ players: [{ board: { blue: ['mathematics', 'human-genome'] } }, {}] });
    g = decline(dogma(g, 'human-genome'));
    expect(hand(g, 0)).toEqual(['mathematics']);
    expect(outcome(g)).toBeNull();
  });
});

describe('Camcorder', () => {
  it('the target gives me its hand and draws a 9; I meld my 9s, return the rest and draw three 9s', () => {
    let g = startEchoes({
      players: [{ board: { red: ['camcorder'] }, hand: ['genetics'] }, { hand: ['oars', 'sailing'] }],
      supply: { 9: ['computers', 'fission', 'satellites'] },
    });
    g = dogma(g, 'camcorder');
    expect(hand(g, 1)).toEqual(['computers']);
    expect(pile(g, 0, 'blue')).toEqual(['genetics']);
    expect(supplyBottom(g, 1)).toBe('sailing');
    // three 9s into an empty hand: base, then Echoes, then base
    expect(hand(g, 0)).toHaveLength(3);
    expect(hand(g, 0)[0]).toBe('fission');
    expect(hand(g, 0)[2]).toBe('satellites');
  });
});

describe('Social Networking', () => {
  it('the target names an icon and gives me every top card without it', () => {
    let g = startEchoes({
      players: [{ board: { red: ['social-networking'] } }, { board: { blue: ['tools'], green: ['sailing'], yellow: ['agriculture'] } }],
    });
    g = dogma(g, 'social-networking');
    expect(question(g)).toMatchObject({ player: 1, kind: 'choice', options: ['icon-crown', 'icon-leaf', 'icon-lightbulb', 'icon-castle', 'icon-factory', 'icon-clock'] });
    g = choose(g, 'icon-leaf');
    expect(score(g, 0)).toEqual(['tools']);
    expect(outcome(g)).toBeNull(); // no castles left with them: 0 is not fewer than 0
  });

  it('strictly fewer factories, crowns and castles than every other player wins', () => {
    let g = startEchoes({
      players: [{ board: { red: ['social-networking'] } }, { board: { red: ['oars'], yellow: ['steam-engine'] } }],
    });
    g = choose(dogma(g, 'social-networking'), 'icon-crown');
    expect(score(g, 0)).toEqual([]);
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });
});

describe('GPS', () => {
  it('the target returns its forecast; I foreshadow three 10s and may splay yellow up', () => {
    let g = startEchoes({
      players: [{ board: { green: ['gps'], yellow: ['agriculture', 'masonry'] } }, { forecast: ['coal', 'alchemy'] }],
      supply: { 10: ['software', 'robotics', 'databases'] },
    });
    g = dogma(g, 'gps');
    expect(forecast(g, 1)).toEqual([]);
    expect(supplyBottom(g, 5)).toBe('coal');
    expect(supplyBottom(g, 3)).toBe('alchemy');
    expect(forecast(g, 0)).toEqual(['software', 'robotics', 'databases']);
    g = pickColor(g, 'yellow');
    expect(splay(g, 0, 'yellow')).toBe('up');
  });
});

describe('Flash Drive', () => {
  it('the target returns four score cards; my returned score card lets me splay a colour up', () => {
    let g = startEchoes({
      players: [
        { board: { green: ['flash-drive'], blue: ['tools', 'pottery'] }, score: ['writing'] },
        { score: ['oars', 'sailing', 'calendar', 'alchemy', 'optics'] },
      ],
    });
    g = dogma(g, 'flash-drive');
    expect(question(g)).toMatchObject({ player: 1, prompt: 'flash-drive.return-four', optional: false });
    g = pickEach(g, 'oars', 'sailing', 'calendar', 'optics');
    expect(score(g, 1)).toEqual(['alchemy']);
    expect(score(g, 0)).toEqual([]);
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('up');
  });

  it('with an empty score pile there is no splay', () => {
    let g = startEchoes({ players: [{ board: { green: ['flash-drive'], blue: ['tools', 'pottery'] } }, {}] });
    g = dogma(g, 'flash-drive');
    expect(idle(g)).toBe(true);
    expect(splay(g, 0, 'blue')).toBe('none');
  });
});

describe('Cell Phone', () => {
  it('draws a 10 per two clocks; tucked clock cards splay up the colours they go into', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['cell-phone'], blue: ['tools', 'writing'] }, hand: ['publications', 'oars'] }, {}],
      supply: { 10: ['gps'] },
    });
    g = dogma(g, 'cell-phone');
    expect(hand(g, 0)).toEqual(['publications', 'oars', 'gps']); // base cards in hand: an Echoes 10
    expect(question(g)).toMatchObject({ prompt: 'cell-phone.tuck', options: ['publications', 'gps'], optional: true });
    g = pick(g, 'publications');
    expect(pile(g, 0, 'blue')).toEqual(['publications', 'tools', 'writing']);
    expect(splay(g, 0, 'blue')).toBe('up');
    g = decline(g);
    expect(hand(g, 0)).toEqual(['oars', 'gps']);
  });
});

describe('MP3', () => {
  it('each returned card claims two standard achievements I am eligible for; then a card of a visible bonus value is scored', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['mp3'] }, hand: ['oars', 'sailing'], score: ['coal'] }, {}], // 5 + bonus 10
      achievements: ['writing', 'calendar', 'alchemy', 'chemistry'],
      supply: { 10: ['gps'] },
    });
    g = dogma(g, 'mp3');
    g = pickEach(g, 'oars');
    expect(question(g)).toMatchObject({ prompt: 'mp3.claim', options: ['writing', 'calendar', 'alchemy'] });
    g = pick(g, 'alchemy');
    g = pick(g, 'calendar');
    expect(achievements(g, 0)).toEqual(['alchemy', 'calendar']);
    // the only visible bonus is 10: a 10 is drawn (Echoes: a base card in hand) and scored
    expect(score(g, 0)).toEqual(['coal', 'gps']);
    expect(g.s.achievements).toEqual(['writing', 'chemistry']);
  });
  it('a claim that brings me to the achievements needed (6 + 1 with Echoes at two players) wins at once', () => {
    let g = startEchoes({
      players: [
        {
          board: { yellow: ['mp3'] },
          hand: ['oars'],
          score: ['coal'],
          achievements: ['sailing', 'calendar', 'optics', 'chemistry', 'canning', 'bicycle'],
        },
        {},
      ],
      achievements: ['writing', 'mathematics'],
    });
    g = pick(dogma(g, 'mp3'), 'oars'); // only Writing is in reach: 5 × 1 × 2 = 10 ≤ 15
    expect(achievements(g, 0)).toHaveLength(7);
    expect(outcome(g)).toMatchObject({ winners: [0] });
  });
});

describe('Puzzle Cube', () => {
  it('after scoring the two bottom cards of a colour, every colour shows one card: I win', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['puzzle-cube'], red: ['oars', 'archery'], blue: ['tools', 'writing', 'calendar'] }, splay: { blue: 'right' } }, {}],
    });
    g = dogma(g, 'puzzle-cube');
    g = pickColor(g, 'blue');
    expect(question(g)).toMatchObject({ kind: 'choice', options: ['one-card', 'two-cards'] });
    g = choose(g, 'two-cards');
    expect(score(g, 0)).toEqual(['tools', 'writing']);
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });

  it('declining, my splayed pile shows three cards and the others one: I draw and meld a 10', () => {
    let g = startEchoes({
      players: [{ board: { purple: ['puzzle-cube'], red: ['oars', 'archery'], blue: ['tools', 'writing', 'calendar'] }, splay: { blue: 'right' } }, {}],
      supply: { 10: ['robotics'] },
    });
    g = decline(dogma(g, 'puzzle-cube'));
    expect(outcome(g)).toBeNull();
    expect(pile(g, 0, 'red')).toEqual(['oars', 'archery', 'robotics']);
  });
});

describe('Sudoku', () => {
  it("melds a card of a chosen value and runs its dogma for me alone when fewer than nine bonus values show", () => {
    let g = startEchoes({ players: [{ board: { purple: ['sudoku'] } }, {}], supply: { 1: ['writing'], 2: ['calendar'] } });
    g = dogma(g, 'sudoku');
    g = choose(g, '1');
    expect(pile(g, 0, 'blue')).toEqual(['writing']);
    expect(hand(g, 0)).toEqual(['calendar']);
    expect(outcome(g)).toBeNull();
  });

  it('visible bonuses of nine or more different values win', () => {
    let g = startEchoes({
      players: [
        {
          board: {
            purple: ['pagoda', 'puppet', 'sudoku'], // 2, 3, 11
            blue: ['dice', 'almanac', 'lightning-rod', 'human-genome'], // 1, 4, 6, 10
            red: ['kobukson'], // 5
            green: ['hot-air-balloon'], // 7
            yellow: ['air-conditioner'], // 9
          },
          splay: { purple: 'up', blue: 'up' },
        },
        {},
      ],
      supply: { 1: ['pottery'] },
    });
    g = choose(dogma(g, 'sudoku'), '1');
    expect(pile(g, 0, 'blue').at(-1)).toBe('pottery');
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });
});
