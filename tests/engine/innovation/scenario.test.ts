// The scenario builder places every card exactly once and refuses impossible positions.
import { describe, expect, it } from 'vitest';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { buildScenario } from '../../../src/engine/innovation/scenario';
import { SPECIALS } from '../../../src/engine/innovation/types';

describe('Scenario builder', () => {
  it('places every card exactly once, the rest in the supply, named supply cards on top in draw order', () => {
    const s = buildScenario({
      players: [{ board: { red: ['archery', 'oars'] }, splay: { red: 'left' }, hand: ['pottery'] }, { score: ['optics'] }],
      supply: { 1: ['sailing', 'the-wheel'] },
    });
    const cards = [...s.supply.flat(), ...s.removed, ...s.achievements];
    for (const pl of s.players) cards.push(...pl.hand, ...pl.score, ...pl.achievements, ...pl.piles.flatMap((p) => p.cards));
    const real = cards.filter((c) => !(SPECIALS as readonly string[]).includes(c));
    expect(real).toHaveLength(105);
    expect(new Set(real).size).toBe(105);
    expect(s.supply[0]!.slice(-2)).toEqual(['the-wheel', 'sailing']);
    expect(s.achievements).toHaveLength(14);
    expect(game.toAct(s)).toEqual([0]);
  });

  it('exhausted ages have an empty supply pile', () => {
    const s = buildScenario({ players: [{}, {}], exhausted: [1, 2] });
    expect(s.supply[0]).toEqual([]);
    expect(s.supply[1]).toEqual([]);
  });

  it.each([
    ['a card placed twice', { players: [{ hand: ['oars'] }, { score: ['oars'] }] }],
    ['an unknown card', { players: [{ hand: ['warp-drive'] }, {}] }],
    ['a card in a pile of another colour', { players: [{ board: { blue: ['oars'] } }, {}] }],
    ['a splayed pile of one card', { players: [{ board: { red: ['oars'] }, splay: { red: 'left' } }, {}] }],
    ['a supply card of the wrong age', { players: [{}, {}], supply: { 2: ['oars'] } }],
    ['a special held twice', { players: [{ achievements: ['monument'] }, { achievements: ['monument'] }] }],
    ['one player', { players: [{}] }],
  ])('refuses %s', (_label, d) => {
    expect(() => buildScenario(d as Parameters<typeof buildScenario>[0])).toThrow(/./);
  });
});

describe('Describe', () => {
  it('gives a short sentence for each kind of move', () => {
    const s = buildScenario({ players: [{}, {}] });
    expect(game.describe({ type: 'draw' }, s, 'en')).toBe('Draw a card.');
    expect(game.describe({ type: 'meld', card: 'the-wheel' }, s, 'en')).toBe('Meld The Wheel.');
    expect(game.describe({ type: 'dogma', card: 'oars' }, s, 'it')).toBe('Activate the dogma of Oars.');
    expect(game.describe({ type: 'achieve', age: 3 }, s, 'en')).toBe('Achieve age 3.');
    expect(game.describe({ type: 'cards', cards: [] }, s, 'en')).toBe('Decline.');
    expect(game.describe({ type: 'color', color: 'red' }, s, 'en')).toBe('Choose the red pile.');
  });
});
