// Echoes of the Past, age 4: each test pins one rule of one card in a set position. Remember the
// draw rule: a seat whose hand is not empty and holds no Echoes card draws from the Echoes pile.
import { describe, expect, it } from 'vitest';
import {
  achievements,
  dogma,
  echoesTop,
  eventsOf,
  forecast,
  hand,
  idle,
  pick,
  pickColor,
  pile,
  play,
  question,
  score,
  splay,
  startEchoes,
  yes,
} from './helpers';

const _choose = (g: Parameters<typeof play>[0], choice: string) => play(g, { type: 'choice', choice });

describe('Slide Rule', () => {
  it('may splay yellow right; draws my lowest top value plus my number of splayed colours', () => {
    let g = startEchoes({
      players: [
        { board: { blue: ['slide-rule'], yellow: ['agriculture', 'masonry'], red: ['archery', 'oars'] }, splay: { red: 'left' } },
        {},
      ],
      supply: { 3: ['optics'] },
    });
    g = dogma(g, 'slide-rule');
    g = pickColor(g, 'yellow');
    expect(splay(g, 0, 'yellow')).toBe('right');
    expect(hand(g, 0)).toEqual(['optics']); // lowest top 1 + two splayed colours
  });
});

describe('Telescope', () => {
  it('echo foreshadows a 5; a forecast card put back on its pile lets me achieve a forecast card I am eligible for', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['telescope'] }, score: ['chemistry', 'physics'], forecast: ['dice', 'calendar'] }, {}],
      supply: { 5: ['coal'] },
    });
    g = dogma(g, 'telescope');
    expect(forecast(g, 0)).toEqual(['dice', 'calendar', 'coal']);
    g = pick(g, 'dice');
    expect(echoesTop(g, 1)).toBe('dice'); // on top of its own set's pile
    // 10 in the score pile + Telescope's bonus 4 = 14: a 2 is within reach, the 5 is not.
    expect(achievements(g, 0)).toEqual(['calendar']);
    expect(forecast(g, 0)).toEqual(['coal']);
  });

  it('not eligible for any forecast card: the put-back card is gone and nothing is achieved', () => {
    let g = startEchoes({
      players: [{ board: { blue: ['telescope'] }, forecast: ['optics'] }, {}],
      supply: { 5: ['coal'] },
    });
    g = dogma(g, 'telescope');
    g = pick(g, 'optics');
    expect(forecast(g, 0)).toEqual(['coal']);
    expect(achievements(g, 0)).toEqual([]);
    expect(idle(g)).toBe(true);
  });
});

describe('Kobukson', () => {
  it('echo splays a colour left on any board; targets return top castle cards and tuck a 4; every two returned tuck me a 4', () => {
    let g = startEchoes({
      players: [
        { board: { red: ['kobukson'] } },
        { board: { red: ['archery'], yellow: ['masonry'], blue: ['writing'] } },
        { board: { purple: ['mysticism'], green: ['sailing', 'clothing'] } },
      ],
      supply: { 4: ['experimentation', 'colonialism', 'anatomy'] },
    });
    g = dogma(g, 'kobukson');
    // Only player 2's green pile can be splayed left: no choice to make.
    expect(splay(g, 2, 'green')).toBe('left');
    expect(pile(g, 1, 'blue')).toEqual(['experimentation', 'writing']);
    expect(pile(g, 1, 'red')).toEqual([]);
    expect(pile(g, 2, 'red')).toEqual(['colonialism']);
    expect(pile(g, 2, 'purple')).toEqual([]);
    // Three cards returned in all: one 4 for me.
    expect(pile(g, 0, 'yellow')).toEqual(['anatomy']);
  });

  it('the echo lets me pick whose board', () => {
    let g = startEchoes({
      players: [{ board: { red: ['archery', 'kobukson'] } }, { board: { green: ['sailing', 'clothing'] } }],
    });
    g = dogma(g, 'kobukson');
    expect(question(g)).toMatchObject({ kind: 'player', options: [0, 1], prompt: 'kobukson.player' });
    g = play(g, { type: 'player', player: 0 });
    expect(splay(g, 0, 'red')).toBe('left');
  });

  it('only the top cards at the start go: a castle card uncovered by a return stays', () => {
    let g = startEchoes({
      players: [{ board: { red: ['kobukson'] } }, { board: { red: ['oars', 'archery'] } }],
      supply: { 4: ['experimentation', 'anatomy'] },
    });
    g = dogma(g, 'kobukson');
    expect(pile(g, 1, 'red')).toEqual(['oars']);
    expect(pile(g, 1, 'blue')).toEqual(['experimentation']);
    expect(pile(g, 0, 'yellow')).toEqual([]); // one card returned: no 4 for me
  });
  it('a sharer draws and tucks for the demand’s returns as well, and earns me the sharing bonus', () => {
    let g = startEchoes({
      players: [
        { board: { red: ['kobukson'] } },
        { board: { blue: ['chemistry'] } },
        { board: { red: ['archery'], yellow: ['masonry'] } },
      ],
      supply: { 4: ['experimentation', 'colonialism', 'anatomy', 'navigation'] },
    });
    g = dogma(g, 'kobukson');
    // No pile anywhere can be splayed left: the echo effect does nothing for either of us.
    expect(pile(g, 2, 'blue')).toEqual(['experimentation']); // the target's own draw and tuck
    expect(pile(g, 1, 'red')).toEqual(['colonialism']); // two returned: one 4 for the sharer...
    expect(pile(g, 0, 'yellow')).toEqual(['anatomy']); // ...and one for me
    expect(hand(g, 0)).toEqual(['navigation']); // the sharing bonus
  });
});

describe('Shuriken', () => {
  it('the target gives a non-red top card with a castle or lightbulb and draws a 4; I may splay purple right', () => {
    let g = startEchoes({
      players: [
        { board: { red: ['shuriken'], purple: ['code-of-laws', 'city-states'] } },
        { board: { red: ['archery'], blue: ['writing'], green: ['clothing'] } },
      ],
      supply: { 4: ['experimentation'] },
    });
    g = dogma(g, 'shuriken');
    // Archery is red, Clothing has neither icon: only Writing goes.
    expect(pile(g, 0, 'blue')).toEqual(['writing']);
    expect(hand(g, 1)).toEqual(['experimentation']);
    g = pickColor(g, 'purple');
    expect(splay(g, 0, 'purple')).toBe('right');
  });
});

describe('Chintz', () => {
  it('draws a 4; with exactly one card in hand, draws a 4 and draws and scores a 4', () => {
    let g = startEchoes({
      players: [{ board: { green: ['chintz'] } }, {}],
      supply: { 4: ['experimentation', 'telescope', 'printing-press'] },
    });
    g = dogma(g, 'chintz');
    expect(hand(g, 0)).toEqual(['experimentation', 'telescope']);
    expect(score(g, 0)).toEqual(['printing-press']);
  });

  it('two cards in hand after the first draw: nothing more', () => {
    let g = startEchoes({ players: [{ board: { green: ['chintz'] }, hand: ['writing'] }, {}], supply: { 4: ['telescope'] } });
    g = dogma(g, 'chintz');
    expect(hand(g, 0)).toEqual(['writing', 'telescope']);
    expect(score(g, 0)).toEqual([]);
  });
});

describe('Globe', () => {
  it('two returned cards of one colour splay a colour right, then a 6 is foreshadowed', () => {
    let g = startEchoes({
      players: [{ board: { green: ['globe'], red: ['archery', 'oars'] }, hand: ['writing', 'tools', 'pottery'] }, {}],
      supply: { 6: ['loom'] },
    });
    g = dogma(g, 'globe');
    g = pickColor(g, 'blue');
    expect(question(g)).toMatchObject({ min: 1, max: 3 });
    g = pick(g, 'writing', 'tools');
    expect(splay(g, 0, 'red')).toBe('right'); // the only pile that can be splayed
    expect(forecast(g, 0)).toEqual(['loom']); // Pottery in hand: an Echoes 6
  });
});

describe('Barometer', () => {
  it('echo takes a 5 from the forecast; a visible bonus anywhere sets the foreshadow; a blue card revealed from the forecast claims Destiny', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['barometer'] }, forecast: ['coal', 'writing'] }, { board: { purple: ['puppet'] } }],
      supply: { 5: ['lightning-rod'] },
    });
    g = dogma(g, 'barometer');
    expect(hand(g, 0)).toEqual(['coal']);
    // Puppet's bonus 3 on the other board: a 5, from the Echoes pile (Coal in hand).
    expect(forecast(g, 0)).toEqual(['writing', 'lightning-rod']);
    expect(question(g)).toMatchObject({ prompt: 'barometer.reveal' });
    g = yes(g);
    expect(eventsOf(g, 'reveal').at(-1)).toMatchObject({ cards: ['writing', 'lightning-rod'] });
    expect(forecast(g, 0)).toEqual([]);
    expect(achievements(g, 0)).toEqual(['destiny']);
  });

  it('with no visible bonus anywhere the foreshadowed card is a 2', () => {
    let g = startEchoes({ players: [{ board: { yellow: ['barometer'] } }, {}], supply: { 2: ['calendar'] } });
    g = dogma(g, 'barometer');
    expect(forecast(g, 0)).toEqual(['calendar']);
    expect(idle(g)).toBe(false); // may reveal the forecast
  });
});

describe('Pencil', () => {
  it('echo draws a 5; returned cards draw as many cards one age above the highest; one is foreshadowed, the rest returned', () => {
    let g = startEchoes({
      players: [{ board: { yellow: ['pencil'] }, hand: ['writing', 'calendar'] }, {}],
      supply: { 3: ['optics', 'alchemy'], 5: ['thermometer'] },
    });
    g = dogma(g, 'pencil');
    expect(hand(g, 0)).toEqual(['writing', 'calendar', 'thermometer']);
    g = pick(g, 'writing', 'calendar');
    expect(question(g)).toMatchObject({ prompt: 'pencil.foreshadow', options: ['optics', 'alchemy'] });
    g = pick(g, 'alchemy');
    expect(forecast(g, 0)).toEqual(['alchemy']);
    expect(hand(g, 0)).toEqual(['thermometer']);
    expect(g.s.supply[2]![0]).toBe('optics');
  });
});

describe('Clock', () => {
  it('echo may splay my biggest pile right; the target counts the clocks on three 10s and gives me every card of that age', () => {
    let g = startEchoes({
      players: [
        { board: { purple: ['clock'], blue: ['writing', 'tools', 'pottery'] } },
        { score: ['industrialization', 'canning', 'mathematics'] },
      ],
      supply: { 10: ['software', 'databases', 'flash-drive'] },
    });
    g = dogma(g, 'clock');
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('right');
    // Software (3 clocks), then Flash Drive (Echoes, none), then Databases (3): six.
    expect(eventsOf(g, 'reveal')).toHaveLength(3);
    expect(score(g, 0)).toEqual(['industrialization', 'canning']);
    expect(score(g, 1)).toEqual(['mathematics']);
    expect(hand(g, 1)).toEqual([]);
  });
});

describe('Toilet', () => {
  it('echo tucks a 4; the target returns score cards of my highest visible bonus; I may return a card to draw one of its age', () => {
    let g = startEchoes({
      players: [
        { board: { purple: ['toilet'], blue: ['dice'], red: ['plumbing'] }, hand: ['oars'] },
        { score: ['calendar', 'mathematics', 'writing'] },
      ],
      supply: { 1: ['sailing'], 4: ['telescope'] },
    });
    g = dogma(g, 'toilet');
    expect(pile(g, 0, 'blue')).toEqual(['telescope', 'dice']);
    expect(score(g, 1)).toEqual(['writing']); // my bonuses are 1 and 2: the 2s go
    g = pick(g, 'oars');
    expect(hand(g, 0)).toEqual(['sailing']);
  });
});
