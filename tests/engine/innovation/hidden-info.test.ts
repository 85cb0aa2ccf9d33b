// Hidden information: views, event redaction and determinization.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/core/rng';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { ageOf } from '../../../src/engine/innovation/facts';
import { view } from '../../../src/engine/innovation/view';
import { dogma, pick, play, question, start } from './helpers';

describe('Views', () => {
  const g = start({
    players: [
      { board: { red: ['archery'] }, hand: ['oars', 'calendar'], score: ['optics'], achievements: ['pottery', 'monument'] },
      { hand: ['sailing'], score: ['translation'] },
    ],
  });

  it('show your own hand and score pile, and only the ages of the others’', () => {
    const v = view(g.s, 0);
    expect(v.players[0]!.hand).toEqual(['oars', 'calendar']);
    expect(v.players[1]!.hand).toEqual([1]);
    expect(v.players[1]!.score).toEqual([3]);
    expect(v.players[0]!.piles[1]!.cards).toEqual(['archery']);
  });

  it('show age achievements only by age, even to their owner; specials by name', () => {
    expect(view(g.s, 0).players[0]!.achievements).toEqual([1, 'monument']);
  });

  it('hide the supply order, the rng and the seed', () => {
    const v = view(g.s, 0);
    expect(v.supply.every((n) => typeof n === 'number')).toBe(true);
    expect('rng' in v).toBe(false);
    expect('seed' in v.options).toBe(false);
  });

  it('a spectator sees no hand at all', () => {
    expect(view(g.s, null).players[0]!.hand).toEqual([1, 2]);
  });
});

describe('Events', () => {
  it('a draw shows the card only to the drawer; a meld shows it to all', () => {
    let g = start({ players: [{}, {}], supply: { 1: ['sailing'] } });
    g = play(g, { type: 'draw' });
    const draw = g.events.find((e) => e.type === 'move-card')!;
    expect(game.viewEvents([draw], 0)[0]).toMatchObject({ card: 'sailing', from: { zone: 'supply', age: 1 }, to: { zone: 'hand', player: 0 } });
    expect(game.viewEvents([draw], 1)[0]).toMatchObject({ card: null, age: 1 });
    g = play(g, { type: 'meld', card: 'sailing' });
    const meld = g.events.filter((e) => e.type === 'move-card')[1]!;
    expect(game.viewEvents([meld], 1)[0]).toMatchObject({ card: 'sailing', verb: 'meld' });
  });

  it('a revealed card is shown to everyone', () => {
    let g = start({ players: [{ board: { purple: ['mysticism'] } }, {}], supply: { 1: ['clothing'] } });
    g = dogma(g, 'mysticism');
    const reveal = g.events.find((e) => e.type === 'reveal')!;
    expect(game.viewEvents([reveal], 1)[0]).toMatchObject({ cards: ['clothing'] });
  });
});

describe('Determinize', () => {
  it('deals unknown cards of the right ages and keeps the viewer’s view', () => {
    const g = start({ players: [{ hand: ['oars'] }, { hand: ['sailing', 'calendar'], score: ['optics'] }] });
    const v = view(g.s, 0);
    const d = game.determinize(v, 0, Rng.seeded(4));
    expect(view(d, 0)).toEqual(v);
    expect(d.players[1]!.hand.map(ageOf)).toEqual([1, 2]);
    expect(d.players[0]!.hand).toEqual(['oars']);
  });

  it('mid-dogma, a card remembered by the effect is hidden and rebuilt consistently (Medicine)', () => {
    let g = start({
      players: [
        { board: { yellow: ['medicine'] }, score: ['oars', 'sailing'] },
        { score: ['optics', 'translation'] },
      ],
    });
    g = dogma(g, 'medicine');
    g = pick(g, 'optics'); // the target's highest card; now the demander picks a lowest card
    expect(question(g)).toMatchObject({ player: 0, options: ['oars', 'sailing'] });
    const v = view(g.s, 0);
    expect(JSON.stringify(v)).not.toContain('optics');
    const d = game.determinize(v, 0, Rng.seeded(8));
    expect(view(d, 0)).toEqual(v);
    const after = game.apply(d, 0, { type: 'cards', cards: ['oars'] }).state;
    expect(after.players[0]!.score.map(ageOf).sort()).toEqual([1, 3]);
    expect(after.players[1]!.score.map(ageOf).sort()).toEqual([1, 3]);
  });

  it('a target’s pending choice among hidden cards is veiled from others and asked again in a determinization', () => {
    let g = start({
      players: [{ board: { red: ['archery'] } }, { hand: ['calendar', 'mathematics'] }],
      supply: { 1: ['sailing'] },
    });
    g = dogma(g, 'archery');
    const q = view(g.s, 0).frames.at(-1);
    expect(q).toMatchObject({ question: { player: 1, options: [], veiled: true } }); // see hidden-questions.test.ts
    const d = game.determinize(view(g.s, 0), 0, Rng.seeded(2));
    expect(game.legalMoves(d, 1)).toHaveLength(2);
  });
});

describe('Revealed cards', () => {
  const alchemy = () => {
    let g = start({
      players: [
        { board: { blue: ['alchemy'], red: ['metalworking'], green: ['the-wheel'] } }, // 8 castles
        { board: { yellow: ['masonry'], purple: ['mysticism'], red: ['oars'] } }, // 8 castles: shares
      ],
      supply: { 4: ['colonialism', 'experimentation', 'printing-press', 'invention'] },
    });
    g = dogma(g, 'alchemy');
    return g;
  };

  it('stay visible to everyone until the action ends, wherever they went', () => {
    const g = alchemy();
    // player 1 showed a red card and returned both; I showed two others and kept them
    expect(question(g)).toMatchObject({ player: 0, prompt: 'alchemy.meld' });
    const v = view(g.s, 1);
    expect(v.players[0]!.hand).toEqual(['printing-press', 'invention']);
    expect(v.revealed).toEqual(['colonialism', 'experimentation', 'printing-press', 'invention']);
    const moves = g.events.filter((e) => e.type === 'move-card' && e.verb === 'return');
    expect(game.viewEvents(moves, 0).map((e) => e.card)).toEqual(['colonialism', 'experimentation']);
  });

  it('a determinization keeps them where they are (returned ones at the bottom of the supply, last returned lowest)', () => {
    const g = alchemy();
    expect(g.s.supply[3]!.slice(0, 2)).toEqual(['experimentation', 'colonialism']);
    for (const p of [0, 1]) {
      const v = view(g.s, p);
      const d = game.determinize(v, p, Rng.seeded(3));
      expect(view(d, p)).toEqual(v);
      expect(d.supply[3]!.slice(0, 2)).toEqual(['experimentation', 'colonialism']);
    }
  });

  it('are no longer shown when the action ends (each seat’s memory keeps where they went: memory.test.ts)', () => {
    let g = alchemy();
    g = pick(g, 'invention'); // then the only card left is scored without a question
    expect(g.s.players[0]!.score).toEqual(['printing-press']);
    expect(g.s.revealed).toBeUndefined();
  });
});
