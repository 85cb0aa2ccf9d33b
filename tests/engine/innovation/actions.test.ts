// The four actions (draw, meld, dogma, achieve), the turn, and the end of the game by score.
import { describe, expect, it } from 'vitest';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { achievements, hand, pile, play, refuses, splay, start } from './helpers';

describe('Draw action', () => {
  it('draws a card of the value of your highest top card', () => {
    let g = start({
      players: [{ board: { red: ['construction'], blue: ['pottery'] } }, {}],
      supply: { 2: ['calendar'] },
    });
    g = play(g, { type: 'draw' });
    expect(hand(g, 0)).toEqual(['calendar']);
  });

  it('draws a 1 with an empty board', () => {
    let g = start({ players: [{}, {}], supply: { 1: ['sailing'] } });
    g = play(g, { type: 'draw' });
    expect(hand(g, 0)).toEqual(['sailing']);
  });

  it('skips empty supply piles upwards', () => {
    let g = start({ players: [{ board: { blue: ['pottery'] } }, {}], exhausted: [1, 2], supply: { 3: ['optics'] } });
    g = play(g, { type: 'draw' });
    expect(hand(g, 0)).toEqual(['optics']);
  });

  it('drawing above 10 ends the game at once: highest score wins', () => {
    let g = start({
      players: [{ board: { purple: ['ai'] }, score: ['writing'] }, { score: ['calendar'] }],
      exhausted: [10],
    });
    g = play(g, { type: 'draw' });
    expect(game.outcome(g.s)).toMatchObject({ winners: [1], reason: 'score' });
    expect(game.toAct(g.s)).toEqual([]);
  });

  it('a score tie is broken by achievements, and a full tie is a shared win', () => {
    const base = {
      exhausted: [10],
      achievements: [] as string[],
    };
    let g = start({
      ...base,
      players: [{ board: { purple: ['ai'] }, score: ['writing'] }, { score: ['sailing'], achievements: ['monument'] }],
    });
    g = play(g, { type: 'draw' });
    expect(game.outcome(g.s)?.winners).toEqual([1]);
    g = start({ ...base, players: [{ board: { purple: ['ai'] }, score: ['writing'] }, { score: ['sailing'] }] });
    g = play(g, { type: 'draw' });
    expect(game.outcome(g.s)?.winners).toEqual([0, 1]);
  });

  it('with maxAge 3, drawing a 4 ends the game by score just as drawing an 11 does', () => {
    let g = start({ maxAge: 3, exhausted: [3], players: [{ board: { red: ['optics'] }, score: ['oars'] }, {}] });
    g = play(g, { type: 'draw' });
    expect(game.outcome(g.s)).toMatchObject({ winners: [0], reason: 'score' });
  });

  it('in the team game partners combine their scores', () => {
    let g = start({
      teams: true,
      exhausted: [10],
      players: [{ board: { purple: ['ai'] }, score: ['calendar'] }, { score: ['optics'] }, { score: ['mathematics'] }, {}],
    });
    g = play(g, { type: 'draw' });
    expect(game.outcome(g.s)).toMatchObject({ winners: [0, 2], reason: 'score' });
  });
});

describe('Meld action', () => {
  it('puts the card on top of its colour pile and keeps the splay', () => {
    let g = start({ players: [{ board: { red: ['archery', 'oars'] }, splay: { red: 'left' }, hand: ['metalworking'] }, {}] });
    g = play(g, { type: 'meld', card: 'metalworking' });
    expect(pile(g, 0, 'red')).toEqual(['archery', 'oars', 'metalworking']);
    expect(splay(g, 0, 'red')).toBe('left');
  });

  it('refuses a card that is not in hand', () => {
    const g = start({ players: [{ hand: ['oars'] }, { hand: ['archery'] }] });
    refuses(g, { type: 'meld', card: 'archery' }, 'not-in-hand');
  });
});

describe('Achieve action', () => {
  it('needs 5×age points and a top card of at least that age', () => {
    const g = start({
      players: [{ board: { blue: ['calendar'] }, score: ['optics', 'translation', 'paper', 'sailing'] }, {}],
      achievements: ['pottery', 'mathematics', 'alchemy'],
    });
    const moves = game.legalMoves(g.s, 0).filter((m) => m.type === 'achieve');
    expect(moves).toEqual([
      { type: 'achieve', age: 1 },
      { type: 'achieve', age: 2 },
    ]);
    refuses(g, { type: 'achieve', age: 3 }, 'cannot-achieve');
  });

  it('points are kept, not spent', () => {
    let g = start({ players: [{ board: { blue: ['calendar'] }, score: ['optics', 'translation'] }, {}], achievements: ['pottery'] });
    g = play(g, { type: 'achieve', age: 1 });
    expect(achievements(g, 0)).toEqual(['pottery']);
    expect(g.s.players[0]!.score).toHaveLength(2);
  });

  it('the sixth achievement wins a two-player game at once', () => {
    let g = start({
      players: [
        { board: { blue: ['calendar'] }, score: ['optics', 'translation'], achievements: ['monument', 'empire', 'world', 'wonder', 'universe'] },
        {},
      ],
      achievements: ['pottery'],
    });
    g = play(g, { type: 'achieve', age: 1 });
    expect(game.outcome(g.s)).toMatchObject({ winners: [0], reason: 'achievements' });
  });

  it('three players need five, four players four, teams six combined', () => {
    const four = (n: number) => ['monument', 'empire', 'world', 'wonder', 'universe'].slice(0, n);
    let g = start({
      players: [{ board: { blue: ['calendar'] }, score: ['optics', 'translation'], achievements: four(4) }, {}, {}],
      achievements: ['pottery'],
    });
    g = play(g, { type: 'achieve', age: 1 });
    expect(game.outcome(g.s)?.reason).toBe('achievements');
    g = start({
      players: [{ board: { blue: ['calendar'] }, score: ['optics', 'translation'], achievements: four(3) }, {}, {}, {}],
      achievements: ['pottery'],
    });
    g = play(g, { type: 'achieve', age: 1 });
    expect(game.outcome(g.s)?.winners).toEqual([0]);
    g = start({
      teams: true,
      players: [
        { board: { blue: ['calendar'] }, score: ['optics', 'translation'], achievements: four(3) },
        {},
        { achievements: ['wonder', 'universe'] },
        {},
      ],
      achievements: ['pottery'],
    });
    g = play(g, { type: 'achieve', age: 1 });
    expect(game.outcome(g.s)).toMatchObject({ winners: [0, 2], reason: 'achievements' });
  });
});

describe('Turns', () => {
  it('a turn has two actions, then the next player clockwise plays', () => {
    let g = start({ players: [{}, {}, {}], current: 2 });
    g = play(g, { type: 'draw' });
    expect(g.s.current).toBe(2);
    g = play(g, { type: 'draw' });
    expect(g.s.current).toBe(0);
    expect(g.s.actionsLeft).toBe(2);
  });

  it('Monument counters reset when the turn ends', () => {
    let g = start({ players: [{}, {}], tucked: [3, 1], scored: [2, 0], actionsLeft: 1 });
    g = play(g, { type: 'draw' });
    expect(g.s.tucked).toEqual([0, 0]);
    expect(g.s.scored).toEqual([0, 0]);
  });

  it('refuses an answer when no question is pending, and any move from another seat', () => {
    const g = start({ players: [{ hand: ['oars'] }, { hand: ['archery'] }] });
    refuses(g, { type: 'cards', cards: ['oars'] }, 'no-question');
    refuses(g, { type: 'draw' }, 'not-your-turn', 1);
    expect(game.legalMoves(g.s, 1)).toEqual([]);
  });

  it('dogma is only allowed on one of your top cards', () => {
    const g = start({ players: [{ board: { red: ['archery', 'oars'] } }, { board: { blue: ['writing'] } }] });
    refuses(g, { type: 'dogma', card: 'archery' }, 'not-top-card');
    refuses(g, { type: 'dogma', card: 'writing' }, 'not-top-card');
  });
});
