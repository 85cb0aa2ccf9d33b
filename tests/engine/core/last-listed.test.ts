import { describe, expect, it } from 'vitest';
import { LastListed } from '../../../src/engine/core/lastListed';

describe('LastListed: the memo that lets an engine trust a move from its own last list', () => {
  const state = { n: 1 };
  const moves = [{ type: 'a' }, { type: 'b' }];

  it('knows a move of the list it remembered, for that state and seat, with the value kept beside it', () => {
    const memo = new LastListed<object, object, string | null>(null);
    memo.remember(state, 1, moves, 'shown');
    expect(memo.has(state, 1, moves[1] as object)).toBe(true);
    expect(memo.extra).toBe('shown');
  });

  it('does not trust an equal copy, another seat, another state, or anything before a list is remembered', () => {
    const memo = new LastListed<object, object>(null);
    expect(memo.has(state, 1, moves[0] as object)).toBe(false);
    memo.remember(state, 1, moves, null);
    expect(memo.has(state, 1, { type: 'a' })).toBe(false);
    expect(memo.has(state, 0, moves[0] as object)).toBe(false);
    expect(memo.has({ n: 1 }, 1, moves[0] as object)).toBe(false);
  });

  it('forgets the previous list when a new one is remembered', () => {
    const memo = new LastListed<object, object>(null);
    const next = { n: 2 };
    memo.remember(state, 1, moves, null);
    memo.remember(next, 1, [{ type: 'c' }], null);
    expect(memo.has(state, 1, moves[0] as object)).toBe(false);
  });
});
