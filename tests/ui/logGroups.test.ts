// The log follows the table: a move that finishes one Gears round and starts the next is split
// between the two rounds at its round-start.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/core/types';
import { eventGroups } from '../../src/ui/logGroups';

const ev = (type: string, round?: number): GameEvent => ({ type, ...(round === undefined ? {} : { round }) });
const opens = (e: GameEvent) => (e.type === 'round-start' ? `Round ${Number(e.round) + 1}` : null);

describe('log groups of a move', () => {
  it('the last move of round 1: its jam and winner stay in round 1, the next round-start opens round 2', () => {
    const move = [ev('turn-gear'), ev('jam'), ev('round-winner'), ev('gear-to-discard'), ev('round-start', 1), ev('place')];
    expect(eventGroups(move, 'Round 1', 'Round 2', opens)).toEqual(['Round 1', 'Round 1', 'Round 1', 'Round 1', 'Round 2', 'Round 2']);
  });

  it('a move inside a round is logged under that round', () => {
    expect(eventGroups([ev('turn-gear'), ev('reveal')], 'Round 3', 'Round 3', opens)).toEqual(['Round 3', 'Round 3']);
  });

  it('without the group before (a rebuilt log starts there), events go under the group after', () => {
    expect(eventGroups([ev('jam'), ev('round-start', 1)], null, 'Round 2', opens)).toEqual(['Round 2', 'Round 2']);
  });
});
