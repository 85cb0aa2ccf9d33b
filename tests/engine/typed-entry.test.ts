// Seats and options arrive as untyped JSON (URLs, saves, the worker). Every game refuses a value
// of the wrong type with a sentence naming what it got, rather than letting "0" pass for seat 0
// or "false" for false (an array index and a truth test would both take them).
import { describe, expect, it } from 'vitest';
import { IllegalMoveError, IllegalOptionsError } from '../../src/engine/core/errors';
import type { AnyGame } from '../../src/engine/core/types';
import { gameIds, getGame } from '../../src/engine';

function refusedOptions(game: AnyGame, options: Record<string, unknown>): IllegalOptionsError {
  try {
    game.normalizeOptions(options as never);
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalOptionsError);
    return e as IllegalOptionsError;
  }
  throw new Error(`${game.id} accepted ${JSON.stringify(options)}`);
}

describe.each(gameIds())('%s: typed seats and options', (id) => {
  const game = getGame(id);
  const players = game.minPlayers;

  it.each([
    ['"7" (text)', '7'],
    ['null', null],
    ['nothing', undefined],
    ['1.5', 1.5],
  ])('a seed of %s is refused', (said, seed) => {
    expect(refusedOptions(game, { players, seed }).reason).toBe(`The seed must be a whole number, not ${said}.`);
  });

  it('a player count given as text is refused', () => {
    refusedOptions(game, { players: String(players), seed: 1 });
  });

  it('a seat given as text ("0") is refused with a reason, the state untouched', () => {
    const state = game.setup(game.normalizeOptions({ players, seed: 3 }));
    const seat = game.toAct(state)[0] as number;
    const move = game.legalMoves(state, seat)[0];
    const before = JSON.stringify(state);
    let error: unknown = null;
    try {
      game.apply(state, String(seat) as never, move);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect((error as IllegalMoveError).code).toBe('bad-seat');
    expect((error as IllegalMoveError).reason).toBe(`A seat is a whole number (0 for the first seat), not "${seat}" (text).`);
    expect(JSON.stringify(state)).toBe(before);
    // The same seat as a number is taken.
    expect(() => game.apply(state, seat, move)).not.toThrow();
  });
});

describe('yes/no variants are true or false, not text', () => {
  it('Innovation refuses teams: "false" (which a truth test would read as a team game)', () => {
    const e = refusedOptions(getGame('innovation'), { players: 4, seed: 1, teams: 'false' });
    expect(e.reason).toBe('The teams option is true or false, not "false" (text).');
    expect(getGame('innovation').normalizeOptions({ players: 4, seed: 1, teams: false } as never)).toMatchObject({ teams: false });
  });

  it('Gears refuses characters: "false"', () => {
    const e = refusedOptions(getGame('gears'), { players: 2, seed: 1, characters: 'false' });
    expect(e.reason).toBe('The characters option is true or false, not "false" (text).');
    expect(getGame('gears').normalizeOptions({ players: 2, seed: 1, characters: false } as never)).toMatchObject({ characters: false });
  });
});
