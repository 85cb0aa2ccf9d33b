// §6.1–§6.3: rows, growth from the end tiles, the one-steering cap, dismantling, joining.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/core/errors';
import { buildProblem, dismantleProblem, joinCar, joinedCells } from '../../../src/engine/gear-and-piston/car-grid';
import { car, fresh, game, giveCar, giveHand, play, workshopTurn } from './fixtures';

describe('placement (§6.3)', () => {
  it('Row: a part goes into the cell of its printed row; a motor lands in the top cell', () => {
    let s = workshopTurn(fresh(), [0]);
    giveHand(s, 0, ['N01', 'N13']);
    s = play(s, { type: 'build', part: 'N01', side: 'front', col: 0 });
    expect(s.seats[0]!.car.front).toEqual(['N01', null]);
    s = play(s, { type: 'build', part: 'N13', side: 'front', col: 0 });
    expect(s.seats[0]!.car.front).toEqual(['N01', 'N13']);
  });

  it('Row: a second top part cannot go into a column whose top cell is taken', () => {
    const c = car([['N01', null]]);
    expect(buildProblem(c, 'N07', 'front', 0)?.code).toBe('cell-occupied');
    expect(buildProblem(c, 'N18', 'front', 0)).toBeNull();
  });

  it('Growth: column 1 of each half touches its end tile; further columns grow from a part in the same row', () => {
    const empty = car([]);
    expect(buildProblem(empty, 'N01', 'front', 0)).toBeNull();
    expect(buildProblem(empty, 'N01', 'back', 0)).toBeNull();
    expect(buildProblem(empty, 'N01', 'front', 1)?.code).toBe('off-grid');
    const c = car([['N01', null]]);
    expect(buildProblem(c, 'N07', 'front', 1)).toBeNull(); // right of the motor
    expect(buildProblem(c, 'N18', 'front', 1)?.code).toBe('not-adjacent'); // bottom of column 2 touches nothing
    expect(buildProblem(c, 'N18', 'front', 0)).toBeNull(); // under the motor
  });

  it('Growth: a cell reached through the other row of its column is adjacent', () => {
    const c = car([
      ['N01', 'N18'],
      [null, 'N13'],
    ]);
    expect(buildProblem(c, 'N07', 'front', 1)).toBeNull();
    expect(buildProblem(c, 'N07', 'front', 2)?.code).toBe('not-adjacent');
    expect(buildProblem(c, 'N21', 'front', 2)).toBeNull();
  });

  it('One steering: a second steering is refused with a reason, in legalMoves and in apply', () => {
    let s = workshopTurn(fresh(), [0]);
    giveCar(s, 0, car([['N26', null]]));
    giveHand(s, 0, ['J28']);
    expect(game.legalMoves(s, 0).some((m) => m.type === 'build')).toBe(false);
    const before = structuredClone(s);
    try {
      game.apply(s, 0, { type: 'build', part: 'J28', side: 'back', col: 0 });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalMoveError);
      expect((e as IllegalMoveError).code).toBe('second-steering');
      expect((e as IllegalMoveError).reason).toMatch(/only one steering/);
    }
    expect(s).toEqual(before);
    s = play(s, { type: 'dismantle', side: 'front', col: 0, row: 'top' });
    expect(game.legalMoves(s, 0)).toContainEqual({ type: 'build', part: 'J28', side: 'front', col: 0 });
  });
});

describe('dismantle (§5.4, §6.3)', () => {
  it('Dismantle keeps every part connected to its end tile', () => {
    const c = car([
      ['N01', null],
      ['N07', 'N18'],
      [null, 'N13'],
    ]);
    expect(dismantleProblem(c, 'front', 1, 0)?.code).toBe('disconnects'); // N07 holds N18 and N13
    expect(dismantleProblem(c, 'front', 2, 1)).toBeNull(); // the far end
    expect(dismantleProblem(c, 'front', 0, 1)?.code).toBe('empty-cell');
  });

  it('Dismantle of the last part of a column shortens the half; the part goes to its discard pile', () => {
    let s = workshopTurn(fresh(), [0]);
    giveCar(
      s,
      0,
      car([
        ['N01', null],
        ['J07', null],
      ]),
    );
    s = play(s, { type: 'dismantle', side: 'front', col: 1, row: 'top' });
    expect(s.seats[0]!.car.front).toEqual(['N01', null]);
    expect(s.junkDiscard).toContain('J07');
  });
});

describe('joining the halves (§0.1, §6.1)', () => {
  it('The joined car is the front columns followed by the back half reversed', () => {
    const c = car(
      [
        ['N26', 'N18'],
        ['N01', 'N13'],
      ],
      [
        ['N31', 'N21'],
        ['N30', 'J15'],
      ],
    );
    expect(joinedCells(c)).toEqual(['N26', 'N18', 'N01', 'N13', 'N30', 'J15', 'N31', 'N21']);
    expect(joinCar(c).seam).toBe(2);
  });

  it('After joining, parts go only into the empty cells of the joined car', () => {
    let s = workshopTurn(fresh(), [0]);
    giveCar(s, 0, car([['N01', null]], [['N07', null]]));
    giveHand(s, 0, ['N18', 'N08']);
    s = play(s, { type: 'join' });
    expect(s.seats[0]!.car).toEqual({ front: ['N01', null, 'N07', null], back: [], seam: 1 });
    const builds = game.legalMoves(s, 0).filter((m) => m.type === 'build');
    expect(builds).toEqual([
      { type: 'build', part: 'N18', side: 'joined', col: 0 },
      { type: 'build', part: 'N18', side: 'joined', col: 1 },
    ]);
    expect(() => game.apply(s, 0, { type: 'build', part: 'N08', side: 'joined', col: 2 })).toThrow(/empty cells|not next/);
  });

  it('Joining is a free step: it stays open after the last operation and then ends the turn', () => {
    let s = workshopTurn(fresh(), [1, 1, 0], 2);
    giveCar(s, 0, car([['N01', null]], [['N07', null]]));
    giveHand(s, 0, ['N08']);
    s = play(s, { type: 'build', part: 'N08', side: 'front', col: 1 });
    expect(s.step).toEqual({ kind: 'workshop', ops: 0, upgrading: false, swaps: 0 });
    expect(game.legalMoves(s, 0)).toEqual([{ type: 'join' }, { type: 'end-workshop' }]);
    expect(() => game.apply(s, 0, { type: 'dismantle', side: 'front', col: 1, row: 'top' })).toThrow(/no operations left/);
    s = play(s, { type: 'join' });
    expect(s.seats[0]!.car).toEqual({ front: ['N01', null, 'N08', null, 'N07', null], back: [], seam: 2 });
    expect(s.phase).not.toBe('workshop');
  });
});
