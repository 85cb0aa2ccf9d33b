// The words a newcomer reads beside the Gear & Piston table: a car's rule state (set cars, exact
// sentences), the investors' value table, the prompts' explanations (the Workshop allowance and
// why, Union Muscle, the Back Alley's deals) and the score breakdown, which sums to the outcome.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/model/setup';
import { Rng } from '../../src/engine/core/rng';
import { joinCar } from '../../src/engine/gear-and-piston/car-grid';
import { carStatus } from '../../src/engine/gear-and-piston/car-status';
import { gearAndPiston as game } from '../../src/engine/gear-and-piston/definition';
import { INVESTOR_IDS } from '../../src/engine/gear-and-piston/investors';
import type { GnpMove, GnpState } from '../../src/engine/gear-and-piston/types';
import { setLang } from '../../src/i18n';
import { scoreBreakdown } from '../../src/table/gear-and-piston/breakdown';
import { problemWords, statusSentence } from '../../src/table/gear-and-piston/carWords';
import { buildGnpControls } from '../../src/table/gear-and-piston/controls';
import { investorName } from '../../src/table/gear-and-piston/help';
import { investorPays, investorRows } from '../../src/table/gear-and-piston/investorTable';
import { plainText } from '../../src/table/rich';
import { atLocation, car, fresh, giveHand, workshopTurn } from '../engine/gear-and-piston/fixtures';

const setup = (players: number): SessionSetup => ({
  game: 'gear-and-piston',
  options: { players, seed: 1 },
  seats: Array.from({ length: players }, (_, i) => (i === 0 ? { kind: 'human' as const } : { kind: 'bot' as const, level: 'easy' as const })),
});

beforeEach(() => setLang('en'));
afterEach(() => setLang('en'));

describe('a car’s rule state in words', () => {
  it('an empty car: what a complete car needs', () => {
    expect(statusSentence(carStatus(car([])))).toBe(
      'No parts yet. A complete car needs a motor with a fuel tank of its colour, a gearbox, two axles and one steering part, every column filled top and bottom, and every part next to or over an axle.',
    );
    expect(statusSentence(carStatus(car([])), true)).toBe('no parts yet.');
  });

  it('a red motor alone: its tank, the space under it, an axle, and the rest of a car', () => {
    const s = carStatus(car([['N01', null]]));
    expect(statusSentence(s)).toBe('1 part; still needs a red fuel tank, a gearbox, 2 axles, a steering part, a part for 1 empty space, and axle support for 1 part.');
    expect(s.problems.map(problemWords)).toEqual([
      'Red motor (New) (front half, column 1, top) has no red fuel tank of its own.',
      'A top part with no bottom part under it: front half, column 1, bottom is empty.',
      'Red motor (New) (front half, column 1, top) has no axle under or beside it.',
    ]);
  });

  it('a yellow tank and horn with no yellow motor; a bottom part with no top part over it', () => {
    const s = carStatus(
      car(
        [
          ['N01', 'N18'],
          ['N07', 'N13'],
          ['N11', 'N38'],
        ],
        [[null, 'N19']],
      ),
    );
    expect(statusSentence(s)).toBe('7 parts; still needs a yellow motor, a steering part, and a part for 1 empty space.');
    expect(s.problems.map(problemWords)).toEqual([
      'Yellow fuel tank (New) (front half, column 3, top) needs a yellow motor in the car.',
      'Yellow improvement (New) (front half, column 3, bottom) needs a yellow motor in the car.',
      'A bottom part with no top part over it: back half, column 1, top is empty.',
    ]);
  });

  it('a joined car with a column emptied by a Dismantle', () => {
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
    expect(statusSentence(s)).toBe('4 parts; still needs a red motor, a gearbox, and parts for 2 empty spaces.');
    expect(s.problems.map(problemWords)).toEqual([
      'Red fuel tank (New) (column 3, top) needs a red motor in the car.',
      'An empty column inside the car: column 2, top and the space below.',
    ]);
  });

  it('complete cars: how far from the end, in every plural', () => {
    const ten = car([
      ['N26', 'N18'],
      ['N01', 'N13'],
      ['N07', 'J21'],
      ['N30', 'J15'],
      ['N31', 'N21'],
    ]);
    expect(statusSentence(carStatus(ten))).toBe('Complete with 10 parts; 2 more parts and a complete car ends the game.');
    const eleven = { ...ten, back: ['N33', 'N22'] };
    // N33 is a green improvement with no green motor: the car is no longer complete.
    expect(statusSentence(carStatus(eleven))).toBe('12 parts; still needs a green motor.');
    const nine = car([
      ['N26', 'N18'],
      ['N01', 'N13'],
      ['N07', 'J21'],
      ['N31', 'N21'],
    ]);
    expect(statusSentence(carStatus(nine))).toBe('Complete with 8 parts; 4 more parts and a complete car ends the game.');
  });

  it('the same car reads in Japanese, Italian and Russian without a placeholder left', () => {
    const s = carStatus(car([['N01', null]]));
    setLang('ja');
    expect(statusSentence(s)).toBe('パーツ1個。まだ必要なもの: 赤の燃料タンク1個、ギヤ、車輪あと2つ、ステアリング、空きマス1か所を埋めるパーツ、パーツ1個を支える車輪。');
    setLang('it');
    expect(statusSentence(s)).toBe('1 pezzo; mancano ancora un serbatoio rosso, un cambio, 2 assali, uno sterzo, un pezzo per 1 spazio vuoto e un assale che regga 1 pezzo.');
    setLang('ru');
    expect(statusSentence(s)).toBe('1 деталь; ещё нужны: 1 красный бак, коробка передач, 2 оси, руль, деталь для 1 пустой клетки и опора осью для 1 детали.');
  });
});

describe('the investors’ value table', () => {
  it('The Racer: two range 2, two comfort 1, two power 3, every further icon +2', () => {
    const rows = investorRows('INV03', 5);
    expect(rows).toEqual([
      { icon: 'range', two: 2, further: 2, ladder: [0, 0, 2, 4, 6, 8] },
      { icon: 'comfort', two: 1, further: 2, ladder: [0, 0, 1, 3, 5, 7] },
      { icon: 'power', two: 3, further: 2, ladder: [0, 0, 3, 5, 7, 9] },
    ]);
  });

  it('every investor: nothing below two of a kind, its preference at two, +2 for each further icon', () => {
    for (const id of INVESTOR_IDS) {
      for (const row of investorRows(id, 6)) {
        expect(row.ladder.slice(0, 2)).toEqual([0, 0]);
        for (let n = 2; n <= 6; n++) expect(row.ladder[n]).toBe(row.two + 2 * (n - 2));
        expect(row.further).toBe(2);
      }
    }
  });

  it('what an investor pays for a car’s icons: the docs’ example, range 2, comfort 2, power 5 from The Racer', () => {
    expect(investorPays('INV03', { range: 2, comfort: 2, power: 5 })).toEqual({ byIcon: { range: 2, comfort: 1, power: 9 }, total: 12 });
    expect(investorPays('INV01', { range: 1, comfort: 0, power: 1 }).total).toBe(0);
  });
});

describe('prompts that explain themselves', () => {
  const detailOf = (s: GnpState, seat = 0) => {
    const c = buildGnpControls(game.view(s, seat), game.legalMoves(s, seat), setup(s.players), seat, null);
    return { detail: plainText(c.detail ?? []), buttons: c.buttons };
  };

  it('the Workshop says how many operations the token brings and why (placed first: 3)', () => {
    const s = workshopTurn(fresh(2, 3), [0, 1]);
    giveHand(s, 0, ['N01']);
    expect(detailOf(s).detail).toBe('Placed first in the Workshop, this token brings 3 operations. 3 left; joining the halves is free.');
  });

  it('a token Union Muscle moved ahead keeps the operations it was placed with, and the prompt says so', () => {
    // Placed second (2 operations), moved ahead by Union Muscle: it acts first with 2.
    const s = workshopTurn(fresh(3, 3), [0, 1, 2]);
    s.workshopAllowance = [2, 3, 1];
    s.step = { kind: 'workshop', ops: 2, upgrading: false, swaps: 0 };
    giveHand(s, 0, ['N01']);
    expect(detailOf(s).detail).toBe('Placed second in the Workshop, this token brings 2 operations. Union Muscle moved it ahead; its operations came along. 2 left; joining the halves is free.');
  });

  it('the third token in the Workshop brings one operation; with none left only the join remains', () => {
    const s = workshopTurn(fresh(3, 3), [1, 2, 0], 2);
    giveHand(s, 0, ['N01']);
    expect(detailOf(s).detail).toBe('Placed third or later in the Workshop, this token brings 1 operation. 1 left; joining the halves is free.');
    s.step = { kind: 'workshop', ops: 0, upgrading: false, swaps: 0 };
    s.seats[0]!.car = car([['N01', null]], [['N07', null]]);
    expect(detailOf(s).detail).toBe('Placed third or later in the Workshop, this token brings 1 operation. None left; you may still join the halves.');
  });

  it('the Back Alley says what each of its three deals does', () => {
    const s = atLocation(fresh(3, 2), 0, [0]);
    s.queues[3] = [1, 2];
    s.workshopAllowance = [3, 2];
    const { detail, buttons } = detailOf(s);
    expect(detail).toBe(
      'Take exactly one deal. Black Market: draw 3 New parts, keep 1. Espionage: look at a rival’s blueprints, take 1. Union Muscle: move a token elsewhere one place ahead. This token then sits out the next planning.',
    );
    expect(buttons.map((b) => [b.label, b.hint])).toEqual([
      ['Black Market', 'Draw the top 3 New parts and keep one; the others go under the New stack.'],
      ['Spy on Bot 2 (Easy): no blueprints, takes nothing', 'Bot 2 (Easy) holds no blueprint: you would take nothing.'],
      ['Spy on Bot 3 (Easy): no blueprints, takes nothing', 'Bot 3 (Easy) holds no blueprint: you would take nothing.'],
      [
        'Workshop: Bot 3 (Easy) from place 2 to 1',
        'Bot 3 (Easy)’s token moves from place 2 to place 1 at the Workshop and acts before Bot 2 (Easy)’s. It keeps its 2 operations: operations go with the token.',
      ],
    ]);
  });

  it('a Back Alley deal that cannot be carried out in full says so before it is chosen', () => {
    const s = atLocation(fresh(2, 2), 0, [0]);
    giveHand(s, 0, ['N01', 'N02', 'N03', 'N04', 'N05']);
    giveHand(s, 1, ['N06', 'N07']);
    const hints = detailOf(s).buttons.map((b) => b.hint);
    expect(hints).toEqual(['Your hand is full: you see the top 3 New parts but keep none.', 'Your hand is full: you look at Bot 2 (Easy)’s 2 blueprints but take none.']);
  });
});

describe('the score breakdown', () => {
  it('over finished games, each seat’s investors + colour area − penalty is its outcome score, in ranking order', () => {
    let games = 0;
    for (let n = 0; n < 8; n++) {
      const players = 2 + (n % 5);
      const rng = Rng.seeded(100 + n);
      let state = fresh(players, 300 + n);
      while (game.outcome(state) === null) {
        const seat = game.toAct(state)[0] as number;
        const legal = game.legalMoves(state, seat);
        const build = legal.find((m: GnpMove) => m.type === 'build');
        state = game.apply(state, seat, build && rng.next() < 0.8 ? build : rng.pick(legal)).state;
      }
      const outcome = game.outcome(state);
      const b = scoreBreakdown(game.view(state, 0), outcome);
      expect(b).not.toBeNull();
      if (!b || !outcome) continue;
      expect(b.columns).toEqual([...state.investors.map(investorName), 'Colour area', 'Volatility', 'Wrenches', 'Penalty', 'Total']);
      expect(b.rows.map((r) => r.seat)).toEqual(outcome.ranking.flat());
      for (const row of b.rows) {
        const num = (c: string | number) => Number(String(c).replace('−', '-'));
        const [inv1, inv2, area, vol, wrenches, penalty, total] = row.cells.map(num) as number[];
        expect(inv1! + inv2! + area! + penalty!).toBe(total);
        expect(total).toBe(outcome.scores[row.seat]);
        expect(-penalty!).toBe(Math.max(0, vol! - wrenches!));
      }
      games++;
    }
    expect(games).toBe(8);
  });

  it('no breakdown while the game runs', () => {
    const s = fresh(2, 1);
    expect(scoreBreakdown(game.view(s, 0), null)).toBeNull();
  });
});
