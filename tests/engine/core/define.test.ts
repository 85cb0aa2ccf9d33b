// The one door into each engine (core/define.ts): every registered game goes through it; its
// options gate and move gate answer alike for the three games, with one error-code scheme; a
// move from the legal list skips the checks, and a caller's copy of it is checked and leads to
// the same state.
import { describe, expect, it } from 'vitest';
import { DEFINED } from '../../../src/engine/core/define';
import { IllegalMoveError, IllegalOptionsError } from '../../../src/engine/core/errors';
import type { AnyGame } from '../../../src/engine/core/types';
import { gameIds, getGame } from '../../../src/engine';

/** The error code a call throws (its class checked), or null when it does not throw. */
function codeOf(fn: () => unknown, kind: typeof IllegalMoveError | typeof IllegalOptionsError): string | null {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(kind);
    return (e as IllegalMoveError).code;
  }
  return null;
}

const start = (game: AnyGame, seed = 3) => game.setup(game.normalizeOptions({ players: 2, seed }));

describe.each(gameIds())('%s goes through the door', (id) => {
  const game = getGame(id);

  it('is made by defineGame', () => {
    expect((game as unknown as Record<symbol, unknown>)[DEFINED]).toBe(true);
  });

  it('refuses players out of range, a seed that is not a whole number and a bad variant with one code each', () => {
    const bad = (o: Record<string, unknown>) => codeOf(() => game.normalizeOptions({ players: 2, seed: 1, ...o } as never), IllegalOptionsError);
    expect(bad({ players: game.minPlayers - 1 })).toBe('bad-players');
    expect(bad({ players: game.maxPlayers + 1 })).toBe('bad-players');
    expect(bad({ players: '2' })).toBe('bad-players');
    expect(bad({ seed: '7' })).toBe('bad-seed');
    expect(bad({ seed: 1.5 })).toBe('bad-seed');
    expect(bad({ seed: null })).toBe('bad-seed');
    for (const v of game.variants) {
      const wrong = v.kind === 'boolean' ? 'false' : v.kind === 'choice' ? 'no-such-choice' : 'x';
      expect(bad({ [v.key]: wrong })).toBe(`bad-${v.key}`);
    }
    expect(bad({})).toBeNull();
  });

  it('a variant left out is its default, and the same options deal the same game', () => {
    const o = game.normalizeOptions({ players: 2, seed: 11 });
    const defaults = Object.fromEntries(game.variants.map((v) => [v.key, v.default]));
    expect(game.normalizeOptions({ players: 2, seed: 11, ...defaults })).toEqual(o);
    expect(game.setup(o)).toEqual(game.setup(game.normalizeOptions({ players: 2, seed: 11 })));
  });

  it('refuses a seat that is not a number, a seat with no decision, a move that is not a move, and any move once over', () => {
    const s = start(game);
    const seat = game.toAct(s)[0] as number;
    const other = seat === 0 ? 1 : 0;
    const move = game.legalMoves(s, seat)[0];
    const refused = (p: unknown, m: unknown) => codeOf(() => game.apply(s, p as number, m), IllegalMoveError);
    expect(refused('0', move)).toBe('bad-seat');
    expect(refused(1.5, move)).toBe('bad-seat');
    if (!game.toAct(s).includes(other)) expect(refused(other, move)).toBe('not-your-turn');
    expect(refused(seat, null)).toBe('bad-move');
    expect(refused(seat, 'draw')).toBe('bad-move');
    expect(refused(seat, { kind: 'draw' })).toBe('bad-move');
    // Play random legal moves to the end: then every move is refused as 'game-over'.
    let state = s;
    let i = 0;
    while (game.toAct(state).length > 0 && i++ < 20_000) {
      const p = game.toAct(state)[0] as number;
      const legal = game.legalMoves(state, p);
      state = game.advance?.(state, p, legal[(i * 7) % legal.length]) ?? state;
    }
    expect(game.outcome(state)).not.toBeNull();
    expect(codeOf(() => game.apply(state, 0, move), IllegalMoveError)).toBe('game-over');
  });

  it("a caller's copy of a listed move, with extra and inherited fields, is checked and leads to the same state and events", () => {
    let s = start(game, 5);
    for (let i = 0; i < 30 && game.toAct(s).length > 0; i++) {
      const p = game.toAct(s)[0] as number;
      const legal = game.legalMoves(s, p);
      const move = legal[(i * 5) % legal.length] as Record<string, unknown>;
      const listed = game.apply(s, p, move);
      const copy = Object.assign(Object.create({ inherited: 1 }), JSON.parse(JSON.stringify(move)), { extra: 'x' });
      const checked = game.apply(s, p, copy);
      expect(checked).toEqual(listed);
      expect(JSON.stringify(checked.state)).not.toContain('"extra"');
      expect(withoutMemory(game.advance?.(s, p, move))).toEqual(withoutMemory(listed.state));
      s = listed.state;
    }
  });
});

/** The state without a top-level `memory`, which advance may leave out (see GameDefinition.advance). */
function withoutMemory(state: unknown): unknown {
  const { memory: _memory, ...rest } = state as Record<string, unknown>;
  return rest;
}
