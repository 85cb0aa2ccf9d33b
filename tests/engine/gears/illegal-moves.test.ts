// Illegal moves are refused with a code and a readable reason, and the state is left untouched.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/core/errors';
import { Rng } from '../../../src/engine/core/rng';
import { gears } from '../../../src/engine/gears/definition';
import { sameMove } from '../../../src/engine/gears/moves';
import { GEAR_COLORS, type GearsMove, type GearsState } from '../../../src/engine/gears/types';
import { play, place, position, turn } from './fixtures';

function refusal(s: GearsState, player: number, move: unknown): IllegalMoveError {
  const before = structuredClone(s);
  try {
    gears.apply(s, player, move as GearsMove);
  } catch (e) {
    expect(s).toEqual(before);
    expect(e).toBeInstanceOf(IllegalMoveError);
    expect((e as IllegalMoveError).reason.length).toBeGreaterThan(10);
    return e as IllegalMoveError;
  }
  throw new Error(`accepted ${JSON.stringify(move)}`);
}

describe('illegal moves', () => {
  it('a seat that already placed cannot place again', () => {
    const s = play(position(), place('red', 0)).state;
    expect(refusal(s, 0, place('blue', 0)).code).toBe('not-your-turn');
  });
  it('a gear that is not in your hand cannot be placed', () => {
    const s = position({ hands: [['red', 'blue']] });
    expect(refusal(s, 0, place('grey', 0)).code).toBe('not-in-hand');
    expect(refusal(s, 0, { type: 'place', gear: 'red', side: 7 }).code).toBe('bad-side');
    expect(refusal(s, 0, { type: 'place', gear: 'toString', side: 0 }).code).toBe('bad-move');
  });
  it('turning is refused when it is not your turn in step 2', () => {
    const s = play(position({ token: 1 }), place('red', 0), place('red', 0), place('red', 0), place('red', 0)).state;
    expect(refusal(s, 0, turn('up')).code).toBe('not-your-turn');
    expect(refusal(s, 1, place('red', 1)).code).toBe('wrong-step');
  });
  it('turning is refused during step 1', () => {
    expect(refusal(position(), 0, turn('up')).code).toBe('wrong-step');
  });
  it('an ability you do not have is refused', () => {
    const s = play(position({ crew: ['saboteur', null, null, null] }), place('red', 0), place('red', 0), place('red', 0), place('red', 0)).state;
    expect(refusal(s, 0, { type: 'mechanic', seat: 0, dir: 'up' }).code).toBe('wrong-step');
    const s2 = play(position({ crew: [null, 'saboteur', null, null] }), place('red', 0), place('red', 0), place('red', 0), place('red', 0)).state;
    expect(refusal(s2, 0, { type: 'peek' }).code).toBe('not-your-ability');
  });
  it('garbage is refused', () => {
    const s = position();
    expect(refusal(s, 0, null).code).toBe('bad-move');
    expect(refusal(s, 0, { type: 'dance' }).code).toBe('wrong-step');
    expect(refusal(s, 9, place('red', 0)).code).toBe('not-your-turn');
  });
});

/** Every move shape the game knows, for checking that apply accepts exactly the legal ones. */
function universe(n: number): GearsMove[] {
  const out: GearsMove[] = [{ type: 'pass' }, { type: 'peek' }, { type: 'codebreak' }];
  for (const gear of GEAR_COLORS) {
    out.push({ type: 'return-gear', gear });
    for (const side of [0, 1, 2, 3] as const) out.push({ type: 'place', gear, side });
  }
  for (const dir of ['up', 'down', 'leave'] as const) out.push({ type: 'turn', dir });
  for (const dir of ['up', 'down'] as const) {
    out.push({ type: 'sabotage', dir });
    for (let seat = 0; seat < n; seat++) out.push({ type: 'foreman', seat, dir }, { type: 'mechanic', seat, dir });
  }
  for (const value of [1, 2, 3, 4] as const) out.push({ type: 'dispatch', value });
  for (const card of [0, 1, 2, 3] as const) {
    for (const type of ['enter-code', 'master-key', 'send', 'verify'] as const) out.push({ type, card });
  }
  return out;
}

describe('legal moves and apply agree', () => {
  it('along random games, apply accepts exactly the listed moves for every seat', () => {
    for (const [players, seed] of [[2, 1], [3, 2], [4, 3], [4, 4], [3, 5], [2, 6]] as const) {
      const rng = Rng.seeded(seed);
      let s = gears.setup(gears.normalizeOptions({ players, seed }));
      const all = universe(players);
      while (s.phase !== 'over') {
        for (let p = 0; p < players; p++) {
          const legal = gears.legalMoves(s, p);
          for (const m of all) {
            const listed = legal.some((l) => sameMove(l, m));
            let accepted = true;
            try {
              gears.apply(s, p, m);
            } catch (e) {
              if (!(e instanceof IllegalMoveError)) throw e;
              accepted = false;
            }
            if (listed !== accepted) throw new Error(`${JSON.stringify(m)} by ${p} in ${s.phase}: listed ${listed}, accepted ${accepted}`);
          }
        }
        const who = gears.toAct(s);
        const p = who[rng.int(who.length)] as number;
        const legal = gears.legalMoves(s, p);
        s = gears.apply(s, p, legal[rng.int(legal.length)] as GearsMove).state;
      }
    }
  });
});

describe('a move taken from the legal list just given (apply trusts it without the checks)', () => {
  it('gives the same state and events as an equal move built by hand', () => {
    const s = position({ hands: [['red', 'blue']] });
    const listed = gears.legalMoves(s, 0).find((m) => sameMove(m, place('blue', 2))) as GearsMove;
    const trusted = gears.apply(s, 0, listed);
    const checked = gears.apply(s, 0, { ...place('blue', 2) });
    expect(trusted).toEqual(checked);
  });
  it('is trusted only for the state and the seat it was listed for', () => {
    const s = position({ hands: [['red', 'blue'], ['grey']] });
    const listed = gears.legalMoves(s, 0).find((m) => sameMove(m, place('blue', 0))) as GearsMove;
    // Seat 1 holds no blue gear: the same object is refused for it, and on another state.
    expect(refusal(s, 1, listed).code).toBe('not-in-hand');
    gears.legalMoves(s, 0);
    const other = position({ hands: [['red'], ['grey']] });
    expect(refusal(other, 0, listed).code).toBe('not-in-hand');
    const after = play(s, place('red', 0)).state;
    expect(refusal(after, 0, listed).code).toBe('not-your-turn');
  });
});
