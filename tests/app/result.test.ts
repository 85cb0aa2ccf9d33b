import { describe, expect, it } from 'vitest';
import { gameResult, rankOf, resultFor } from '../../src/app/result';
import type { SessionSetup } from '../../src/model/setup';
import type { Outcome } from '../../src/engine/core/types';

const outcome = (o: Partial<Outcome>): Outcome => ({ winners: [1], ranking: [[1], [0, 2]], scores: [2, 5, 2], reason: 'codes', ...o });
const setup = (seats: SessionSetup['seats']): SessionSetup => ({ game: 'gears', options: { players: seats.length, seed: 1 }, seats });

describe('how a finished game counts in the stats', () => {
  it('tied seats share a rank and the next group ranks after all of them', () => {
    const o = outcome({ ranking: [[2, 0], [1]] });
    expect([rankOf(o, 0), rankOf(o, 2), rankOf(o, 1)]).toEqual([1, 1, 3]);
  });

  it('a sole winner won, a shared win is a tie, nobody winning with a shared top is a tie', () => {
    expect(resultFor(outcome({ winners: [0] }), 0)).toBe('won');
    expect(resultFor(outcome({ winners: [0, 1] }), 0)).toBe('tied');
    expect(resultFor(outcome({ winners: [], ranking: [[0, 1], [2]] }), 0)).toBe('tied');
    expect(resultFor(outcome({ winners: [1] }), 0)).toBe('lost');
  });

  it('counts from the first human seat, against the strongest bot at the table', () => {
    const r = gameResult(setup([{ kind: 'bot', level: 'easy' }, { kind: 'human' }, { kind: 'bot', level: 'hard' }]), outcome({}), 9);
    expect(r).toEqual({ game: 'gears', level: 'hard', result: 'won', rank: 1, players: 3, score: 5, date: 9 });
  });

  it('a game with no human seat is watched; one with no bot is against "none"', () => {
    const bots = gameResult(setup([{ kind: 'bot', level: 'random' }, { kind: 'bot', level: 'normal' }]), outcome({}), 1);
    expect(bots).toMatchObject({ result: 'watched', level: 'normal' });
    const humans = gameResult(setup([{ kind: 'human' }, { kind: 'human' }]), outcome({ winners: [0], ranking: [[0], [1]] }), 1);
    expect(humans).toMatchObject({ result: 'won', level: null });
  });
});
