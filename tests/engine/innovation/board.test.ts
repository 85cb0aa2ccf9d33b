// Splays and visible icons, and the special achievements claimed as soon as they hold.
import { describe, expect, it } from 'vitest';
import { boardIcons, pileIcons } from '../../../src/engine/innovation/board';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { achievements, dogma, eventsOf, idle, pick, pickColor, play, splay, start } from './helpers';

const redPile = (dir: 'none' | 'left' | 'right' | 'up') =>
  start({ players: [{ board: { red: ['archery', 'oars', 'metalworking'] }, splay: { red: dir } }, {}] }).s.players[0]!
    .piles[1]!;

describe('Visible icons', () => {
  // archery castle/lightbulb/hex/castle, oars castle/crown/hex/castle, metalworking castle/castle/hex/castle
  it('an unsplayed pile shows only its top card', () => {
    expect(pileIcons(redPile('none'), 'castle')).toBe(3);
    expect(pileIcons(redPile('none'), 'crown')).toBe(0);
  });
  it('splayed left shows the bottom-right icon of each covered card', () => {
    expect(pileIcons(redPile('left'), 'castle')).toBe(5);
  });
  it('splayed right shows the top-left and bottom-left icons', () => {
    expect(pileIcons(redPile('right'), 'castle')).toBe(5);
    expect(pileIcons(redPile('right'), 'crown')).toBe(1);
    expect(pileIcons(redPile('right'), 'lightbulb')).toBe(1);
  });
  it('splayed up shows the three bottom icons', () => {
    expect(pileIcons(redPile('up'), 'castle')).toBe(5);
    expect(pileIcons(redPile('up'), 'crown')).toBe(1);
  });
  it('the hex is never counted', () => {
    const g = start({ players: [{ board: { blue: ['pottery'] } }, {}] });
    expect(boardIcons(g.s.players[0]!, 'leaf')).toBe(3);
  });
});

describe('Splays', () => {
  it('splaying in a new direction replaces the old one', () => {
    let g = start({ players: [{ board: { purple: ['philosophy'], red: ['archery', 'oars'] }, splay: { red: 'right' } }, {}] });
    g = dogma(g, 'philosophy');
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('left');
  });

  it('a pile already splayed that way is not offered (a no-op splay is no choice)', () => {
    const g = dogma(start({ players: [{ board: { purple: ['philosophy'], red: ['archery', 'oars'] }, splay: { red: 'left' } }, {}] }), 'philosophy');
    expect(idle(g)).toBe(true);
  });

  it('tucking under a splayed pile keeps the splay', () => {
    let g = start({
      players: [{ board: { purple: ['mysticism', 'code-of-laws'] }, splay: { purple: 'left' }, hand: ['city-states'] }, {}],
    });
    g = pick(dogma(g, 'code-of-laws'), 'city-states');
    expect(g.s.players[0]!.piles[4]!.cards).toEqual(['city-states', 'mysticism', 'code-of-laws']);
    expect(splay(g, 0, 'purple')).toBe('left');
  });

  it('a pile that drops to one card loses its splay', () => {
    // City States: the target moves a castle top card to me; its red pile falls to one card
    let g = start({
      players: [
        { board: { purple: ['city-states'] } },
        { board: { red: ['archery', 'oars'], yellow: ['masonry'] }, splay: { red: 'left' } },
      ],
    });
    g = dogma(g, 'city-states');
    g = pick(g, 'oars');
    expect(splay(g, 1, 'red')).toBe('none');
  });
});

describe('Special achievements', () => {
  it('Monument: six scores by one player in one turn claim it at once', () => {
    let g = start({
      scored: [5, 0],
      players: [{ board: { yellow: ['agriculture'] }, hand: ['oars'] }, {}],
    });
    g = dogma(g, 'agriculture');
    g = pick(g, 'oars');
    expect(achievements(g, 0)).toContain('monument');
    expect(eventsOf(g, 'achieve')).toEqual([expect.objectContaining({ player: 0, special: 'monument' })]);
  });

  it('Monument: scores made through a shared effect on another player’s turn count for that player', () => {
    let g = start({
      scored: [0, 5],
      players: [{ board: { yellow: ['agriculture'] } }, { board: { blue: ['pottery'] }, hand: ['oars'] }],
    });
    g = dogma(g, 'agriculture');
    g = pick(g, 'oars');
    expect(achievements(g, 1)).toContain('monument');
  });

  it('Empire: three visible icons of every type', () => {
    let g = start({
      players: [
        {
          board: {
            red: ['metalworking', 'oars', 'optics'], // castle 3 (covered, right), crown 3+1
            blue: ['quantum-theory'], // clock 3
            green: ['electricity', 'metric-system'], // factory 1 + 1 (covered, left)
            yellow: ['anatomy'], // leaf 3
            purple: ['education'], // lightbulb 3
          },
          splay: { red: 'right', green: 'left' },
          hand: ['corporations'],
        },
        {},
      ],
    });
    const icons = () => ['crown', 'leaf', 'lightbulb', 'castle', 'factory', 'clock'].map((i) => boardIcons(g.s.players[0]!, i as 'crown'));
    expect(icons()).toEqual([6, 3, 3, 3, 2, 3]);
    g = play(g, { type: 'meld', card: 'corporations' }); // factory 2 on top, electricity's shows: 3
    expect(icons()[4]).toBe(3);
    expect(achievements(g, 0)).toContain('empire');
  });

  it('World: twelve visible clocks', () => {
    let g = start({
      players: [
        {
          board: { blue: ['quantum-theory', 'rocketry'], red: ['fission'], green: ['databases'] },
          splay: { blue: 'up' },
          hand: ['software'],
        },
        {},
      ],
    });
    // rocketry 3 + quantum theory up (clock, clock under: bottomLeft clock, bottomMiddle clock) 2 + fission 3 + databases 3 = 11
    expect(boardIcons(g.s.players[0]!, 'clock')).toBe(11);
    g = play(g, { type: 'meld', card: 'software' }); // blue top becomes software (3 clocks), rocketry covered: +2
    expect(boardIcons(g.s.players[0]!, 'clock')).toBeGreaterThanOrEqual(12);
    expect(achievements(g, 0)).toContain('world');
  });

  it('Wonder: five colours, each splayed right or up', () => {
    const piles = {
      blue: ['pottery', 'tools'],
      red: ['archery', 'oars'],
      green: ['clothing', 'sailing'],
      yellow: ['agriculture', 'masonry'],
      purple: ['city-states', 'mysticism'],
    };
    let g = start({
      players: [
        { board: piles, splay: { blue: 'right', red: 'up', green: 'right', yellow: 'up', purple: 'left' }, hand: ['code-of-laws'] },
        {},
      ],
    });
    g = play(g, { type: 'draw' });
    expect(achievements(g, 0)).not.toContain('wonder');
    g = start({
      players: [
        { board: piles, splay: { blue: 'right', red: 'up', green: 'right', yellow: 'up', purple: 'right' } },
        {},
      ],
    });
    g = play(g, { type: 'draw' });
    expect(achievements(g, 0)).toContain('wonder');
  });

  it('Universe: five top cards of value 8 or more', () => {
    let g = start({
      players: [
        {
          board: { blue: ['rocketry'], red: ['flight'], green: ['corporations'], yellow: ['antibiotics'] },
          hand: ['empiricism'],
        },
        {},
      ],
    });
    g = play(g, { type: 'meld', card: 'empiricism' });
    expect(achievements(g, 0)).toContain('universe');
  });

  it('when several players qualify at once, the current player claims first', () => {
    const board = { blue: ['rocketry'], red: ['flight'], green: ['corporations'], yellow: ['antibiotics'] };
    let g = start({
      current: 1,
      players: [
        { board: { ...board, purple: ['empiricism'] } },
        { board: { blue: ['quantum-theory'], red: ['mobility'], green: ['mass-media'], yellow: ['skyscrapers'], purple: ['socialism'] } },
      ],
    });
    g = play(g, { type: 'draw' });
    expect(achievements(g, 1)).toContain('universe');
    expect(achievements(g, 0)).not.toContain('universe');
    expect(game.toAct(g.s)).toEqual([1]);
  });
});
