// The rule state a table shows for a car being built (§6.4, §6.5): which part breaks which
// requirement and what the car still needs. Set cars, exact answers; and over random games the
// status calls a car complete exactly when the completeness check does.
import { describe, expect, it } from 'vitest';
import { isCompleteWithoutScrap, largestColourArea } from '../../../src/engine/gear-and-piston/car-checks';
import { joinCar, joinedCells } from '../../../src/engine/gear-and-piston/car-grid';
import { carStatus, cellOf, largestColourAreaCells } from '../../../src/engine/gear-and-piston/car-status';
import { Rng } from '../../../src/engine/core/rng';
import { ALL_PARTS } from '../../../src/engine/gear-and-piston/parts';
import { car, fresh, game } from './fixtures';

describe('car status', () => {
  it('An empty car needs a motor, a gearbox, two axles and a steering part; it has no problem', () => {
    const s = carStatus(car([]));
    expect(s).toEqual({
      parts: 0,
      problems: [],
      needs: [{ kind: 'motor' }, { kind: 'gear' }, { kind: 'axles', count: 2 }, { kind: 'steering' }],
      complete: false,
      toEnd: 12,
    });
  });

  it('A red motor alone: no red tank, no bottom part under it, no axle; the needs follow §6.5', () => {
    const s = carStatus(car([['N01', null]]));
    expect(s.problems).toEqual([
      { kind: 'no-tank', at: { side: 'front', col: 0, row: 'top' }, part: 'N01', colour: 'red' },
      { kind: 'half-column', at: { side: 'front', col: 0, row: 'bottom' }, missing: 'bottom' },
      { kind: 'unsupported', at: { side: 'front', col: 0, row: 'top' }, part: 'N01' },
    ]);
    expect(s.needs).toEqual([
      { kind: 'fuel', colour: 'red', count: 1 },
      { kind: 'gear' },
      { kind: 'axles', count: 2 },
      { kind: 'steering' },
      { kind: 'fill', count: 1 },
      { kind: 'support', count: 1 },
    ]);
  });

  it('Two green motors and one green tank: the second motor (from the front) lacks its tank', () => {
    // Front: motor N03 over axle, tank N10 over gear. Back (from the Back tile): motor N04 over axle.
    const c = car(
      [
        ['N03', 'N18'],
        ['N10', 'N13'],
      ],
      [['N04', 'N19']],
    );
    const s = carStatus(c);
    expect(s.problems).toEqual([{ kind: 'no-tank', at: { side: 'back', col: 0, row: 'top' }, part: 'N04', colour: 'green' }]);
    expect(s.needs).toEqual([{ kind: 'fuel', colour: 'green', count: 1 }, { kind: 'steering' }]);
  });

  it('A yellow tank and a yellow improvement with no yellow motor each need one; a grey improvement does not', () => {
    const s = carStatus(
      car([
        ['N01', 'N18'],
        ['N07', 'N39'],
        ['N11', 'N38'],
      ]),
    );
    expect(s.problems).toEqual([
      { kind: 'no-motor', at: { side: 'front', col: 2, row: 'top' }, part: 'N11', colour: 'yellow' },
      { kind: 'no-motor', at: { side: 'front', col: 2, row: 'bottom' }, part: 'N38', colour: 'yellow' },
      { kind: 'unsupported', at: { side: 'front', col: 2, row: 'top' }, part: 'N11' },
      { kind: 'unsupported', at: { side: 'front', col: 2, row: 'bottom' }, part: 'N38' },
    ]);
    expect(s.needs).toEqual([
      { kind: 'motor-of', colour: 'yellow' },
      { kind: 'gear' },
      { kind: 'axles', count: 1 },
      { kind: 'steering' },
      { kind: 'support', count: 2 },
    ]);
  });

  it('Support is read on the joined car: the back half’s last column touches the front half’s', () => {
    // Front column 1 holds an axle; the back half's only column is next to it once joined.
    const s = carStatus(car([['N26', 'N18']], [['N01', 'N13']]));
    expect(s.problems.filter((p) => p.kind === 'unsupported')).toEqual([]);
  });

  it('A joined car with an emptied column reports the empty column and two spaces to fill', () => {
    const joined = joinCar(
      car([
        ['N26', 'N18'],
        ['N01', 'N13'],
        ['N07', 'N19'],
      ]),
    );
    joined.front[2] = null;
    joined.front[3] = null;
    const s = carStatus(joined);
    expect(s.problems).toEqual([
      { kind: 'no-motor', at: { side: 'joined', col: 2, row: 'top' }, part: 'N07', colour: 'red' },
      { kind: 'empty-column', at: { side: 'joined', col: 1, row: 'top' } },
    ]);
    // The red tank waits for a red motor: that is the motor the car needs, not just any.
    expect(s.needs).toEqual([{ kind: 'motor-of', colour: 'red' }, { kind: 'gear' }, { kind: 'fill', count: 2 }]);
  });

  it('The §11.3 example car is complete with ten parts: two more end the game', () => {
    const s = carStatus(
      car([
        ['N26', 'N18'],
        ['N01', 'N13'],
        ['N07', 'J21'],
        ['N30', 'J15'],
        ['N31', 'N21'],
      ]),
    );
    expect(s).toEqual({ parts: 10, problems: [], needs: [], complete: true, toEnd: 2 });
  });

  it('cellOf names joined cells by half: front columns first, then the back half from its far end', () => {
    const c = car([['N01', null], ['N07', null]], [['N26', null], ['N11', null], ['N12', null]]);
    expect([0, 2, 4, 6, 8].map((i) => cellOf(c, i))).toEqual([
      { side: 'front', col: 0, row: 'top' },
      { side: 'front', col: 1, row: 'top' },
      { side: 'back', col: 2, row: 'top' },
      { side: 'back', col: 1, row: 'top' },
      { side: 'back', col: 0, row: 'top' },
    ]);
  });

  it('Over random games and around a complete car, the status says complete exactly when the completeness check does', () => {
    let cars = 0;
    for (let n = 0; n < 4; n++) {
      const rng = Rng.seeded(40 + n);
      let state = fresh(2 + (n % 3), 70 + n);
      for (let k = 0; k < 4000 && game.outcome(state) === null; k++) {
        const seat = game.toAct(state)[0] as number;
        const legal = game.legalMoves(state, seat);
        const build = legal.find((m) => m.type === 'build');
        state = game.apply(state, seat, build && rng.next() < 0.8 ? build : rng.pick(legal)).state;
        for (const seatState of state.seats) {
          const cells = joinedCells(seatState.car);
          expect(carStatus(seatState.car).complete).toBe(cells.some((c) => c !== null) && isCompleteWithoutScrap(cells));
          cars++;
        }
      }
    }
    expect(cars).toBeGreaterThan(1000);
    // Random play rarely completes a car: cars one or two changes away from the complete example.
    const example = ['N26', 'N18', 'N01', 'N13', 'N07', 'J21', 'N30', 'J15', 'N31', 'N21'];
    const pool = [...ALL_PARTS.map((p) => p.id), null];
    const rng = Rng.seeded(9);
    let complete = 0;
    for (let k = 0; k < 2000; k++) {
      const cells = example.slice() as (string | null)[];
      for (let m = rng.int(3); m > 0; m--) cells[rng.int(cells.length)] = rng.pick(pool);
      const c = { front: cells, back: [], seam: 5 };
      const status = carStatus(c);
      expect(status.complete, JSON.stringify(cells)).toBe(cells.some((x) => x !== null) && isCompleteWithoutScrap(cells));
      if (status.complete) complete++;
    }
    expect(complete).toBeGreaterThan(100);
  });
});

describe('largest colour area cells (§11.2)', () => {
  it('The §11.3 example: the grey gear, axles and improvements below form the largest area', () => {
    const cells = ['N26', 'N18', 'N01', 'N13', 'N07', 'J21', 'N30', 'J15', 'N31', 'N21'];
    // Grey: steering (0), axle (1), gear (3), axle (5), gear (7), axle (9) are all connected.
    expect(largestColourAreaCells(cells)).toEqual([0, 1, 3, 5, 7, 9]);
    expect(largestColourAreaCells(cells).length).toBe(largestColourArea(cells));
  });

  it('Scrap and holes break an area; over random completed cars the count matches the score', () => {
    expect(largestColourAreaCells(['N13', 'S-axle', null, 'N14', 'N15', 'N16'])).toEqual([3, 4, 5]);
    for (let seed = 1; seed <= 12; seed++) {
      let state = fresh(3, seed);
      const rng = Rng.seeded(seed);
      while (game.outcome(state) === null) {
        const seat = game.toAct(state)[0] as number;
        const legal = game.legalMoves(state, seat);
        const build = legal.find((m) => m.type === 'build');
        state = game.apply(state, seat, build && rng.next() < 0.8 ? build : rng.pick(legal)).state;
      }
      state.seats.forEach((seat, p) => {
        expect(largestColourAreaCells(seat.car.front).length).toBe(state.final?.[p]?.colourArea);
      });
    }
  });
});
