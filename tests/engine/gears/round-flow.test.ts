// Spec §2, §3, §6, §7: setup, the four steps of a round, the night shift and the end of the game.
import { describe, expect, it } from 'vitest';
import { gears } from '../../../src/engine/gears/definition';
import { countGears, gearsOf } from '../../../src/engine/gears/hand';
import type { GearsState } from '../../../src/engine/gears/types';
import { PASS, eventsOf, play, place, position, roundWinners, showValues, turn } from './fixtures';

const NO_MATCH = ['yellow-2', 'yellow-3', 'purple-2', 'purple-3'];

describe('setup', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: four code cards, five gears in hand and one discarded each, ten round cards`, () => {
      const s = gears.setup(gears.normalizeOptions({ players, seed: 11 }));
      expect(s.codes).toHaveLength(players);
      const faces = new Set(s.codes.flat().map((c) => `${c.color}-${c.number}`));
      expect(faces.size).toBe(4 * players);
      for (let p = 0; p < players; p++) {
        expect(countGears(s.hands[p] ?? 0)).toBe(5);
        expect(countGears(s.discards[p] ?? 0)).toBe(1);
        expect(s.crew[p]?.side).toBe('day');
      }
      expect(new Set(s.crew.map((c) => c?.name)).size).toBe(players);
      expect(new Set(s.roundOrder).size).toBe(10);
      expect(s.token).toBeGreaterThanOrEqual(0);
      expect(s.token).toBeLessThan(players);
    });
  }
  it('without characters nobody gets a character card', () => {
    const s = gears.setup(gears.normalizeOptions({ players: 3, seed: 1, characters: false }));
    expect(s.crew).toEqual([null, null, null]);
  });
  it('characters are on by default and player counts outside 2–4 are refused', () => {
    expect(gears.normalizeOptions({ players: 2, seed: 1 }).characters).toBe(true);
    expect(() => gears.normalizeOptions({ players: 5, seed: 1 })).toThrow(/2 to 4/);
  });
  it('the same seed deals the same table', () => {
    expect(gears.setup(gears.normalizeOptions({ players: 4, seed: 99 }))).toEqual(gears.setup(gears.normalizeOptions({ players: 4, seed: 99 })));
  });
});

describe('step 1: placing', () => {
  it('every seat that has not placed yet owes a placement, simultaneously', () => {
    const s = position();
    expect(gears.toAct(s)).toEqual([0, 1, 2, 3]);
    const after = gears.apply(s, 2, place('red', 1)).state;
    expect(gears.toAct(after)).toEqual([0, 1, 3]);
    expect(gears.legalMoves(after, 2)).toEqual([]);
  });
  it('a gear is placed face down, with any of its four sides toward the round card', () => {
    const s = position({ hands: [['red', 'grey']] });
    expect(gears.legalMoves(s, 0)).toHaveLength(8);
    const { events, state } = play(s, place('grey', 3));
    expect(events[0]).toEqual({ type: 'place', seat: 0, faceUp: false, gear: 'grey', side: 3, value: 4, visibleTo: [0] });
    expect(state.table[0]).toEqual({ gear: 'grey', side: 3, value: 4, faceUp: false });
    expect(gearsOf(state.hands[0] ?? 0)).toEqual(['red']);
  });
});

describe('step 2: turning', () => {
  it('starts with the token holder and goes clockwise; each turns the gear of the player to their left', () => {
    const s = position({ token: 2 });
    const placed = play(s, place('blue', 0), place('blue', 0), place('blue', 0), place('blue', 0)).state;
    expect(placed.phase).toBe('turn');
    const order: number[] = [];
    let state = placed;
    const targets: number[] = [];
    for (let i = 0; i < 4; i++) {
      const p = gears.toAct(state)[0] as number;
      order.push(p);
      const applied = gears.apply(state, p, turn('up'));
      targets.push(applied.events.find((e) => e.type === 'turn-gear')?.seat as number);
      state = applied.state;
    }
    expect(order).toEqual([2, 3, 0, 1]);
    expect(targets).toEqual([3, 0, 1, 2]);
  });
  it('right after the action the gear is revealed to everyone', () => {
    const placed = play(position(), place('blue', 0), place('purple', 1), place('blue', 0), place('blue', 0)).state;
    const { events, state } = play(placed, turn('down'));
    expect(events).toEqual([
      { type: 'turn-gear', seat: 1, by: 0, cause: 'step-2', dir: 'down', from: 1, to: 0, value: 2 },
      { type: 'reveal', seat: 1, gear: 'purple', side: 0, value: 2 },
    ]);
    expect(state.table[1]?.faceUp).toBe(true);
  });
  it('leaving a gear still reveals it', () => {
    const placed = play(position(), place('blue', 0), place('purple', 1), place('blue', 0), place('blue', 0)).state;
    const { events } = play(placed, turn('leave'));
    expect(events.map((e) => e.type)).toEqual(['leave-gear', 'reveal']);
  });
  it('with two players each turns the other’s gear', () => {
    const s = position({ players: 2, token: 1 });
    const placed = play(s, place('blue', 0), place('blue', 0)).state;
    const first = gears.apply(placed, 1, turn('up'));
    expect(first.events[0]).toMatchObject({ seat: 0, by: 1 });
    const second = gears.apply(first.state, 0, turn('up'));
    expect(second.events[0]).toMatchObject({ seat: 1, by: 0 });
  });
});

describe('step 4: preparing the next round', () => {
  it('the token passes clockwise, the played gears go to the discard piles, the next card comes up', () => {
    const s = position({ token: 3, codes: [NO_MATCH, NO_MATCH, NO_MATCH, NO_MATCH] });
    const { state, events } = showValues(s, [['blue', 1], ['red', 1], ['purple', 2], ['yellow', 2]]);
    expect(roundWinners(events)).toEqual([]);
    expect(eventsOf(events, 'token-pass')).toEqual([{ type: 'token-pass', from: 3, to: 0 }]);
    expect(state.token).toBe(0);
    expect(state.round).toBe(1);
    expect(state.phase).toBe('place');
    expect(gearsOf(state.discards[0] ?? 0)).toEqual(['blue']);
    expect(eventsOf(events, 'round-start')).toMatchObject([{ round: 1, card: state.roundOrder[1], shift: 'day' }]);
  });
});

/** Finish the current round, passing whenever possible. */
function finishRound(s: GearsState): GearsState {
  const round = s.round;
  while (s.round === round && s.phase !== 'over') {
    const p = gears.toAct(s)[0] as number;
    const legal = gears.legalMoves(s, p);
    s = gears.apply(s, p, legal.find((m) => m.type === 'pass') ?? (legal[0] as (typeof legal)[number])).state;
  }
  return s;
}

describe('night shift', () => {
  it('after the fifth round every player takes back the discard pile and discards one gear at random', () => {
    let s = gears.setup(gears.normalizeOptions({ players: 3, seed: 5, characters: false }));
    for (let r = 0; r < 5; r++) s = finishRound(s);
    expect(s.round).toBe(5);
    for (let p = 0; p < 3; p++) {
      expect(countGears(s.hands[p] ?? 0)).toBe(5);
      expect(countGears(s.discards[p] ?? 0)).toBe(1);
    }
    expect(gears.view(s, 0).card.shift).toBe('night');
  });
});

describe('end of the game', () => {
  it('after the tenth round the game ends and the ranking follows the scores', () => {
    let s = gears.setup(gears.normalizeOptions({ players: 2, seed: 3, characters: false }));
    for (let r = 0; r < 10 && s.phase !== 'over'; r++) s = finishRound(s);
    expect(s.phase).toBe('over');
    const o = gears.outcome(s);
    expect(o?.reason).toBe(s.ended);
    expect(gears.toAct(s)).toEqual([]);
  });
  it('entering the last code ends the game, after the other entries of that round', () => {
    // Even cards: seats 0 (4) and 2 (2) win; seat 0 completes its code first (token 0).
    const s = position({
      card: 'R7',
      codes: [['red-1:entered', 'red-2:entered', 'red-3:entered', 'red-4'], NO_MATCH, ['blue-1', 'yellow-2', 'red-1', 'red-2'], NO_MATCH],
    });
    const { state } = showValues(s, [['red', 4], ['blue', 3], ['yellow', 2], ['grey', 1]]);
    const afterFirst = play(state, { type: 'enter-code', card: 3 }).state;
    expect(afterFirst.phase).toBe('code-entry');
    expect(gears.toAct(afterFirst)).toEqual([2]);
    const { state: end, events } = play(afterFirst, { type: 'enter-code', card: 1 });
    expect(end.phase).toBe('over');
    expect(end.ended).toBe('codes');
    expect(eventsOf(events, 'game-over')).toEqual([{ type: 'game-over', reason: 'codes', scores: [4, 0, 1, 0], winners: [0] }]);
    expect(gears.outcome(end)).toEqual({ winners: [0], ranking: [[0], [2], [1, 3]], scores: [4, 0, 1, 0], reason: 'codes' });
    expect(gears.apply.bind(null, end, 0, PASS)).toThrow(/over/);
  });
});
