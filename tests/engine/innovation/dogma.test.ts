// Dogma resolution: who shares, who is targeted, in what order, the share bonus, teams, and saving
// in the middle of a dogma.
import { describe, expect, it } from 'vitest';
import { apply, legalMoves, toAct } from '../../../src/engine/innovation/definition';
import { decline, dogma, eventsOf, hand, idle, pick, pile, question, start } from './helpers';

describe('Dogma: sharing and demands', () => {
  it('effects run clockwise from the activator’s left; sharers are those with at least as many icons', () => {
    let g = start({
      current: 1,
      players: [
        { board: { purple: ['philosophy'] } }, // 3 lightbulbs: shares
        { board: { blue: ['writing'] } }, // 2 lightbulbs: activates
        { board: { blue: ['tools'] } }, // 2 lightbulbs: shares (equal)
        { board: { red: ['oars'] } }, // none: neither
      ],
    });
    g = dogma(g, 'writing');
    const order = eventsOf(g, 'effect-start').map((e) => e.player);
    expect(order).toEqual([2, 0, 1]);
    expect(eventsOf(g, 'dogma-start')[0]).toMatchObject({ sharers: [2, 0], targets: [] });
  });

  it('a sharer who changed the game earns the activator one bonus draw after the dogma', () => {
    let g = start({
      players: [{ board: { blue: ['writing'] } }, { board: { blue: ['tools'] } }],
      supply: { 2: ['calendar', 'mathematics'], 1: ['sailing'] },
    });
    g = dogma(g, 'writing');
    expect(hand(g, 1)).toEqual(['calendar']);
    // the activator draws a 2 (Writing), then the bonus: a card of its highest top value (1)
    expect(hand(g, 0)).toEqual(['mathematics', 'sailing']);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
  });

  it('a sharer who declined a "may" earns no bonus', () => {
    let g = start({
      players: [{ board: { purple: ['philosophy'] }, hand: ['oars'] }, { board: { purple: ['education'] }, hand: ['archery'] }],
    });
    g = dogma(g, 'philosophy');
    // no splayable pile: the splay question never appears; the score question does
    expect(question(g)).toMatchObject({ kind: 'cards', player: 1, prompt: 'philosophy.score' });
    g = decline(g);
    expect(question(g)?.player).toBe(0);
    g = decline(g);
    expect(idle(g)).toBe(true);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(0);
    expect(hand(g, 0)).toEqual(['oars']);
  });

  it('opponents with fewer featured icons are targets; equal is not a target', () => {
    let g = start({
      players: [{ board: { red: ['archery'] } }, { board: { red: ['oars'] }, hand: ['calendar'] }, { hand: ['mathematics'] }],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'archery');
    expect(eventsOf(g, 'dogma-start')[0]).toMatchObject({ sharers: [1], targets: [2] });
    expect(hand(g, 1)).toEqual(['calendar']);
    expect(hand(g, 0)).toEqual(['mathematics']);
  });

  it('featured icons are counted once: a target stays a target after the boards change mid-dogma', () => {
    let g = start({
      players: [
        { board: { green: ['compass'], red: ['optics'], purple: ['city-states'] } }, // 7 crowns
        { board: { yellow: ['agriculture'] } }, // 0 crowns: target
        { board: { blue: ['translation'], green: ['sailing'] } }, // 5 crowns: target
      ],
    });
    g = dogma(g, 'compass');
    // player 1 gives Agriculture, then takes one of my leafless top cards: Optics
    expect(question(g)).toMatchObject({ player: 1, prompt: 'compass.take', options: ['optics', 'city-states'] });
    g = pick(g, 'optics');
    // now I have 4 crowns, fewer than player 2's 5, yet player 2 still executes the demand
    expect(idle(g)).toBe(true);
    expect(pile(g, 2, 'purple')).toEqual(['city-states']);
    expect(pile(g, 0, 'yellow')).toEqual(['agriculture']);
  });
});

describe('Dogma: teams', () => {
  const teamGame = () =>
    start({
      teams: true,
      players: [
        { board: { blue: ['writing'] } }, // activator
        { board: { blue: ['pottery'] } }, // opponent, no lightbulbs
        { board: { blue: ['tools'] } }, // partner, equal: shares
        {},
      ],
      supply: { 2: ['calendar', 'mathematics'], 1: ['sailing'] },
    });

  it('the partner shares, but a partner alone earns no share bonus', () => {
    const g = dogma(teamGame(), 'writing');
    expect(hand(g, 2)).toEqual(['calendar']);
    expect(hand(g, 0)).toEqual(['mathematics']);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(0);
  });

  it('a partner with fewer icons is never a demand target', () => {
    let g = start({
      teams: true,
      players: [{ board: { red: ['archery'] } }, { board: { red: ['oars'] } }, { hand: ['calendar'] }, {}],
    });
    g = dogma(g, 'archery');
    expect(eventsOf(g, 'dogma-start')[0]).toMatchObject({ targets: [3] });
    expect(hand(g, 2)).toEqual(['calendar']);
  });
});

describe('Dogma: saving mid-dogma', () => {
  it('a state saved at a question loads and resumes at the same question', () => {
    let g = start({
      players: [{ board: { blue: ['pottery'] }, hand: ['oars', 'archery', 'calendar'] }, {}],
      supply: { 2: ['mathematics'], 1: ['sailing'] },
    });
    g = dogma(g, 'pottery');
    const saved = JSON.parse(JSON.stringify(g.s));
    expect(saved).toEqual(g.s);
    expect(toAct(saved)).toEqual([0]);
    expect(legalMoves(saved, 0)).toEqual(legalMoves(g.s, 0));
    const move = { type: 'cards', cards: ['oars', 'archery'] } as const;
    const a = apply(g.s, 0, { ...move, cards: [...move.cards] });
    const b = apply(saved, 0, { ...move, cards: [...move.cards] });
    expect(b.state).toEqual(a.state);
    expect(b.state.players[0]!.score).toEqual(['mathematics']);
  });

  it('a wrong answer is refused and the state stays as it was', () => {
    let g = start({ players: [{ board: { blue: ['pottery'] }, hand: ['oars', 'archery'] }, { hand: ['calendar'] }] });
    g = dogma(g, 'pottery');
    const before = JSON.parse(JSON.stringify(g.s));
    expect(() => apply(g.s, 0, { type: 'cards', cards: ['calendar'] })).toThrow(/not one of the cards/);
    expect(() => apply(g.s, 0, { type: 'color', color: 'red' })).toThrow();
    expect(() => apply(g.s, 1, { type: 'cards', cards: [] })).toThrow();
    expect(() => apply(g.s, 0, { type: 'draw' })).toThrow();
    expect(g.s).toEqual(before);
  });
});
