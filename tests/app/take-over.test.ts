// A visitor's touch on the showcase: taking over the seat that stands lowest in the game being
// watched (judged from the public view), the game going on from the same position with the same
// players, and a new game of the same shape.
import { describe, expect, it } from 'vitest';
import { GameSession, type SessionDeps } from '../../src/app/session';
import { positionOf } from '../../src/app/record';
import { showcaseSetup, visitorSetup } from '../../src/app/showcase';
import { losingSeat, standings, takeOverRecord } from '../../src/app/takeOver';
import type { GameId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import type { SessionSetup } from '../../src/model/setup';
import { seatShort } from '../../src/table/innovation/seats';
import { friendlyName, seatLogName, seatName, seatShortName } from '../../src/table/seats';

const deps: SessionDeps = { bots: { chooseMove: async (r) => r.legal[0], cancel: () => undefined }, botDelayMs: () => 0, undo: false, hints: false };

/** A showcase game played headless for `n` moves: its record as the table's hook gives it. */
function watched(game: GameId, seed: number, n: number, shown = 0) {
  const setup = showcaseSetup(game, seed, shown);
  const def = getGame(game);
  const options = def.normalizeOptions({ ...setup.options });
  let state = def.setup(options);
  const moves: { player: number; move: unknown }[] = [];
  // Moves picked from the legal ones by a fixed rule: any position of the game will do.
  for (let i = 0; i < n; i++) {
    const player = def.toAct(state)[0] as number;
    const move = def.legalMoves(state, player)[(i * 7) % def.legalMoves(state, player).length];
    moves.push({ player, move });
    state = def.apply(state, player, move).state;
  }
  return { record: { id: `${game}:watched`, setup, moves }, view: def.view(state, null) };
}

describe('the losing seat', () => {
  it('Gears: the seat with the fewest codes (a code sent counts half), the last of equals', () => {
    const seats = [{ score: 2 }, { score: 0.5 }, { score: 0.5 }];
    expect(standings('gears', { seats })).toEqual([2, 0.5, 0.5]);
    expect(losingSeat('gears', { seats })).toBe(2);
  });

  it('Innovation: achievements first, then the ages in the score pile (seen as ages: nobody sees the cards)', () => {
    const players = [
      { achievements: [1], score: [3, 3] },
      { achievements: [], score: [9, 9, 9] },
      { achievements: [1], score: [2] },
    ];
    expect(standings('innovation', { players })).toEqual([1006, 27, 1002]);
    expect(losingSeat('innovation', { players })).toBe(1);
  });

  it('Innovation with Echoes: an Echoes card’s back in a score pile counts its age (the back is the negative of it)', () => {
    const players = [
      { achievements: [], score: [-3, 2] },
      { achievements: [], score: [4] },
    ];
    expect(standings('innovation', { players })).toEqual([5, 4]);
    expect(losingSeat('innovation', { players })).toBe(1);
  });

  it('Gear & Piston: the fewest parts in the car', () => {
    const car = (front: (string | null)[], back: (string | null)[]) => ({ front, back, seam: null });
    const v = { seats: [{ car: car(['a', null, 'b'], ['c']) }, { car: car(['a'], [null]) }, { car: car(['a', 'b'], []) }] };
    expect(standings('gear-and-piston', v)).toEqual([3, 1, 2]);
    expect(losingSeat('gear-and-piston', v)).toBe(1);
  });
});

describe('taking over the game being watched', () => {
  for (const game of ['gears', 'gear-and-piston', 'innovation'] as const) {
    it(`${game}: the visitor takes the lowest seat; the same players, levels and position; the game plays on`, () => {
      const { record, view } = watched(game, 1, 12);
      const seat = losingSeat(game, view);
      const taken = takeOverRecord(record, seat, 0);
      expect(taken.setup.showcase).toBeUndefined();
      expect(taken.setup.seats).toHaveLength(record.setup.seats.length);
      expect(taken.setup.seats).toEqual(record.setup.seats.map((s, p) => (p === seat ? { kind: 'human' } : s)));
      expect(taken.setup.options).toEqual(record.setup.options);
      const session = GameSession.fromSave(taken, deps);
      expect(session.snapshot.moveCount).toBe(12);
      expect(session.snapshot.viewer).toBe(seat);
      expect(session.snapshot.outcome).toBeNull();
      // The same position: the public view is the one the showcase showed.
      const def = getGame(game);
      expect(JSON.stringify(def.view(positionOf(session.record), null))).toBe(JSON.stringify(view));
      session.dispose();
    });
  }
});

describe('taking over an Echoes showcase game', () => {
  it('keeps expansions=echoes: the visitor plays on with the Echoes piles, forecasts and the same position', () => {
    // Innovation's second showing of a visit is played with Echoes of the Past.
    const { record, view } = watched('innovation', 1, 12, 1);
    expect(record.setup.options.expansions).toBe('echoes');
    const seat = losingSeat('innovation', view);
    const taken = takeOverRecord(record, seat, 0);
    expect(taken.setup.options.expansions).toBe('echoes');
    const session = GameSession.fromSave(taken, deps);
    const mine = session.snapshot.view as { echoes?: number[]; players: { forecast?: unknown[] }[] };
    expect(mine.echoes).toHaveLength(10);
    expect(mine.players.every((p) => Array.isArray(p.forecast))).toBe(true);
    const def = getGame('innovation');
    expect(JSON.stringify(def.view(positionOf(session.record), null))).toBe(JSON.stringify(view));
    session.dispose();
  });
});

describe('a new game of the same shape', () => {
  it('has as many players as the game watched, the visitor first against bots', () => {
    for (const players of [2, 3, 4]) {
      const s: SessionSetup = visitorSetup('gear-and-piston', 9, players);
      expect(s.seats).toHaveLength(players);
      expect(s.options.players).toBe(players);
      expect(s.seats[0]).toEqual({ kind: 'human' });
      expect(s.seats.slice(1).every((x) => x.kind === 'bot')).toBe(true);
    }
  });
});

describe('the seats of a taken-over game keep their names', () => {
  it('the bots keep the friendly names the visitor watched them by; the visitor is "You"', () => {
    const { record, view } = watched('gears', 3, 8);
    const seat = losingSeat('gears', view);
    const taken = takeOverRecord(record, seat, 0).setup;
    for (let p = 0; p < taken.seats.length; p++) {
      const watchedName = friendlyName(record.setup, p);
      if (p === seat) {
        expect(seatName(taken, p, seat)).toBe('You');
        expect(seatLogName(taken, p, seat)).toBe(`Player ${seat + 1} (you)`);
      } else {
        expect(seatName(taken, p, seat)).toBe(watchedName);
        expect(seatShortName(taken, p, seat)).toBe(watchedName);
        expect(seatLogName(taken, p, seat)).toBe(watchedName);
        expect(seatShort(taken, p, seat)).toBe(watchedName);
      }
    }
    // A game nobody watched keeps the table's usual names.
    expect(seatName(visitorSetup('gears', 3, 3), 1, 0)).toMatch(/^Bot 2 \(/);
  });
});
