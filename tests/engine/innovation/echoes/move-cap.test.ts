// The engine's length cap (definition.ts moveCap, 1,500 moves a player): not a rule of the game
// but a guard against an endless one, ending it by score. Random play never reaches it (the
// 2,000-game Echoes fuzz sweep: no game near it, docs/rules/innovation-echoes.md), so it is
// pinned here: with Echoes the score that decides includes the bonuses.
import { describe, expect, it } from 'vitest';
import { innovation, moveCap } from '../../../../src/engine/innovation/definition';
import { play, startEchoes } from './helpers';

describe('Echoes: the move cap', () => {
  it('the move that reaches the cap ends the game by score, bonuses counted', () => {
    // Seat 0: Oars (1) in the score pile + Plumbing's bonus 2 and Puppet's 3 (4 points): 5.
    // Seat 1: three age-1 cards in the score pile: 3.
    const g0 = startEchoes({
      players: [{ board: { red: ['plumbing'], purple: ['puppet'] }, score: ['oars'] }, { score: ['archery', 'metalworking', 'masonry'] }],
    });
    const cap = moveCap(g0.s.options);
    expect(cap).toBe(3000);
    const g = play({ s: { ...g0.s, moves: cap - 1 }, events: [] }, { type: 'draw' });
    expect(g.s.result).toEqual({ winners: [0], reason: 'limit' });
    expect(innovation.coverage(g.s)).toContain('end:limit');
  });
});
