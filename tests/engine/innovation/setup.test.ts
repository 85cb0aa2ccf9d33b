// Setup and the opening: achievements set aside, two cards each, the simultaneous first meld,
// who starts, and how many actions the opening turns have.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/core/errors';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { ageOf, ALL_CARD_IDS, nameOf } from '../../../src/engine/innovation/facts';
import type { InnovationState, Move } from '../../../src/engine/innovation/types';
import { SPECIALS } from '../../../src/engine/innovation/types';
import { view } from '../../../src/engine/innovation/view';

function fresh(players: number, seed = 3, teams = false): InnovationState {
  return game.setup(game.normalizeOptions({ players, seed, teams }));
}

function allCards(s: InnovationState): string[] {
  const out: string[] = [...s.supply.flat(), ...s.removed, ...s.achievements];
  for (const pl of s.players) out.push(...pl.hand, ...pl.score, ...pl.achievements, ...pl.piles.flatMap((p) => p.cards));
  return out.filter((c) => !(SPECIALS as readonly string[]).includes(c));
}

describe('Setup', () => {
  it('sets aside one card of each age 1–9 as achievements, plus the five specials', () => {
    const s = fresh(3);
    const ages = s.achievements.filter((a) => !(SPECIALS as readonly string[]).includes(a)).map(ageOf);
    expect(ages.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const sp of SPECIALS) expect(s.achievements).toContain(sp);
  });

  it('deals two age-1 cards to each player and places every card exactly once', () => {
    const s = fresh(4);
    for (const pl of s.players) {
      expect(pl.hand).toHaveLength(2);
      expect(pl.hand.map(ageOf)).toEqual([1, 1]);
    }
    const cards = allCards(s);
    expect(cards).toHaveLength(105);
    expect(new Set(cards)).toEqual(new Set(ALL_CARD_IDS));
  });

  it('the same seed gives the same game; another seed another one', () => {
    expect(fresh(2, 9)).toEqual(fresh(2, 9));
    expect(fresh(2, 9)).not.toEqual(fresh(2, 10));
  });

  it('refuses a bad player count and teams without four players', () => {
    expect(() => game.normalizeOptions({ players: 5, seed: 1 })).toThrow();
    expect(() => game.normalizeOptions({ players: 3, seed: 1, teams: true })).toThrow();
    expect(game.normalizeOptions({ players: 2, seed: 1 })).toMatchObject({ edition: 'last', teams: false, maxAge: 10 });
  });
});

describe('Opening meld', () => {
  it('everyone chooses at once: toAct lists every seat that has not chosen', () => {
    let s = fresh(3);
    expect(game.toAct(s)).toEqual([0, 1, 2]);
    s = game.apply(s, 1, { type: 'initial-meld', card: s.players[1]!.hand[0]! }).state;
    expect(game.toAct(s)).toEqual([0, 2]);
    expect(game.legalMoves(s, 1)).toEqual([]);
  });

  it('a choice stays hidden from the others until everyone has chosen', () => {
    let s = fresh(2);
    const chosen = s.players[1]!.hand[0]!;
    const r = game.apply(s, 1, { type: 'initial-meld', card: chosen });
    s = r.state;
    expect(JSON.stringify(view(s, 0))).not.toContain(`"${chosen}"`);
    expect(JSON.stringify(game.viewEvents(r.events, 0))).not.toContain(chosen);
    expect(view(s, 1).initial[1]).toBe(chosen);
  });

  it('the player whose melded card comes first alphabetically starts, with a single action', () => {
    let s = fresh(2, 5);
    const picks = s.players.map((pl) => pl.hand[0]!);
    for (let p = 0; p < 2; p++) s = game.apply(s, p, { type: 'initial-meld', card: picks[p]! }).state;
    const first = nameOf(picks[0]!) < nameOf(picks[1]!) ? 0 : 1;
    expect(s.phase).toBe('play');
    expect(s.players[0]!.piles.flatMap((p) => p.cards)).toEqual([picks[0]]);
    expect(s.current).toBe(first);
    expect(s.actionsLeft).toBe(1);
    // after the first player's single action, the second has two
    s = game.apply(s, first, { type: 'draw' }).state;
    expect(s.current).toBe(1 - first);
    expect(s.actionsLeft).toBe(2);
  });

  it('with four players the second player also has a single action on the first turn', () => {
    let s = fresh(4, 11);
    for (let p = 0; p < 4; p++) s = game.apply(s, p, { type: 'initial-meld', card: s.players[p]!.hand[0]! }).state;
    const first = s.current;
    expect(s.actionsLeft).toBe(1);
    s = game.apply(s, first, { type: 'draw' }).state;
    expect(s.current).toBe((first + 1) % 4);
    expect(s.actionsLeft).toBe(1);
    s = game.apply(s, s.current, { type: 'draw' }).state;
    expect(s.actionsLeft).toBe(2);
  });

  it('refuses moves from a seat that owes no decision, leaving the state untouched', () => {
    let s = fresh(2);
    s = game.apply(s, 0, { type: 'initial-meld', card: s.players[0]!.hand[0]! }).state;
    const before = JSON.parse(JSON.stringify(s));
    const move: Move = { type: 'initial-meld', card: s.players[0]!.hand[0]! };
    expect(() => game.apply(s, 0, move)).toThrow(IllegalMoveError);
    expect(s).toEqual(before);
  });
});
