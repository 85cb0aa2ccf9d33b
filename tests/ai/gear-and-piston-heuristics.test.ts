// Gear & Piston bots, at the level of the position: what a seat wants, where it builds, what it
// discards and where it sends a token; and whole games in which bots finish their cars.
import { describe, expect, it } from 'vitest';
import { gearAndPistonHeuristics, seatWorth } from '../../src/ai/heuristics/gear-and-piston';
import { carFacts, forgetPlanCaches, handWorth, investorGain, needsOf, partWant } from '../../src/ai/heuristics/gnp-plan';
import { GNP_SHIPPED, GNP_TUNING, setTuning } from '../../src/ai/heuristics/gnp-tuning';
import { investor, investorScore } from '../../src/engine/gear-and-piston/investors';
import { partSpec } from '../../src/engine/gear-and-piston/parts';
import { makeBot } from '../../src/ai/levels';
import { playGame } from '../../src/ai/match';
import { Rng } from '../../src/engine/core';
import type { GnpMove, GnpState } from '../../src/engine/gear-and-piston/types';
import { LOCATIONS } from '../../src/engine/gear-and-piston/types';
import { car, fresh, game, giveCar, giveHand, workshopTurn } from '../engine/gear-and-piston/fixtures';

function easyMove(s: GnpState, seed = 1): GnpMove {
  const seat = s.actor as number;
  return makeBot('easy').choose({
    game,
    view: game.view(s, seat),
    player: seat,
    legal: game.legalMoves(s, seat),
    rng: Rng.seeded(seed),
  }) as GnpMove;
}

function planning(s: GnpState, seat: number): GnpState {
  s.phase = 'plan';
  s.step = { kind: 'place' };
  s.queues = LOCATIONS.map(() => []);
  s.actor = seat;
  s.firstPlayer = seat;
  return s;
}

describe('Gear & Piston: what a seat wants', () => {
  it('A seat with a red motor wants a red tank and no green one; a second steering is worth nothing', () => {
    const s = fresh(2, 1);
    giveCar(s, 0, car([['N26', 'N18'], ['N01', null]]));
    const needs = needsOf(s.seats[0]!);
    expect(needs.colour).toBe('red');
    expect(partWant(s, needs, 'N07')).toBeGreaterThan(3); // red tank
    expect(partWant(s, needs, 'N09')).toBeLessThan(0); // green tank
    expect(partWant(s, needs, 'N27')).toBeLessThan(0); // second steering
    expect(partWant(s, needs, 'N13')).toBeGreaterThan(3); // the first gear
  });

  it('The engine colour follows the parts in hand before a motor is built', () => {
    const s = fresh(2, 1);
    giveHand(s, 0, ['N11', 'N36']); // a yellow tank and a yellow improvement
    expect(needsOf(s.seats[0]!).colour).toBe('yellow');
  });

  it('A search’s end forgets the cars and needs it met (they hold the game’s score table)', () => {
    const s = fresh(2, 1);
    giveCar(s, 0, car([['N26', 'N18'], ['N01', null]]));
    const seat = s.seats[0]!;
    const needs = needsOf(seat);
    const facts = carFacts(seat.car);
    expect(needsOf(seat)).toBe(needs);
    expect(carFacts(seat.car)).toBe(facts);
    expect(gearAndPistonHeuristics.endSearch).toBe(forgetPlanCaches);
    forgetPlanCaches();
    expect(needsOf(seat)).not.toBe(needs);
    expect(carFacts(seat.car)).not.toBe(facts);
    expect(needsOf(seat)).toEqual(needs);
  });
});

describe('Gear & Piston: the investors’ pull', () => {
  it('What a part adds is exactly what the two investors pay more for the car with it', () => {
    const s = fresh(2, 1);
    s.investors = ['INV03', 'INV10'];
    // Cars holding 0, 1, 2 and 3 icons of the kinds N38 (range 1, comfort 1) and N01 (power 2) bring.
    const cars = [[], [['N26', 'N24']], [['N26', 'N18'], ['N01', 'N24']], [['N26', 'N18'], ['N01', 'N21'], ['N34', 'N20']]] as [
      string,
      string,
    ][][];
    for (const columns of cars) {
      const facts = carFacts(car(columns));
      for (const part of ['N38', 'N01', 'N09', 'J17']) {
        const spec = partSpec(part);
        const after = { range: facts.tally.range + spec.range, comfort: facts.tally.comfort + spec.comfort, power: facts.tally.power + spec.power };
        const paid = (icons: typeof after) => s.investors.reduce((sum, id) => sum + investorScore(investor(id), icons), 0);
        expect(investorGain(s, facts, part), `${part} on ${JSON.stringify(facts.tally)}`).toBe(paid(after) - paid(facts.tally));
      }
    }
  });
});

describe('Gear & Piston: the tuning a search and a playout read', () => {
  // A car with two power icons (N01): another N01 brings two more, paid INVESTOR_EXTRA each.
  const withPower = () => {
    const s = fresh(2, 1);
    s.investors = ['INV03', 'INV10'];
    giveCar(s, 0, car([['N26', 'N18'], ['N01', 'N24']]));
    return s;
  };

  it('A part is wanted for its investor points times the pull in force, and no more', () => {
    const s = withPower();
    const needs = needsOf(s.seats[0]!);
    const gain = investorGain(s, needs.facts, 'N01');
    expect(gain).toBeGreaterThan(0);
    const full = partWant(s, needs, 'N01');
    try {
      setTuning({ investorPull: 0.5 });
      expect(partWant(s, needs, 'N01')).toBeCloseTo(full - 0.5 * gain, 9);
    } finally {
      setTuning();
    }
    expect(GNP_TUNING).toEqual(GNP_SHIPPED);
  });

  it('What a seat worked out for its hand is worked out again under another pull, then kept', () => {
    const s = withPower();
    giveHand(s, 0, ['N02']); // a second red motor: wanted for its power icons alone
    const needs = needsOf(s.seats[0]!);
    const full = handWorth(s, s.seats[0]!, needs);
    try {
      setTuning({ investorPull: 0 });
      const none = handWorth(s, s.seats[0]!, needs);
      expect(none).toBeLessThan(full);
      expect(handWorth(s, s.seats[0]!, needs)).toBe(none);
    } finally {
      setTuning();
    }
    expect(handWorth(s, s.seats[0]!, needs)).toBe(full);
  });

  it('A playout move weighs investors by the playouts’ own pull and leaves the planner’s as it was', () => {
    const s = workshopTurn(withPower(), [0, 1]);
    giveHand(s, 0, ['N02', 'N07']);
    const legal = game.legalMoves(s, 0);
    const rng = Rng.seeded(3);
    try {
      setTuning({ playoutInvestorPull: 0, playoutNoise: 0 });
      const move = gearAndPistonHeuristics.playout?.(s, 0, legal, rng);
      expect(legal).toContainEqual(move);
      expect(GNP_TUNING.investorPull).toBe(GNP_SHIPPED.investorPull);
    } finally {
      setTuning();
    }
  });
});

describe('Gear & Piston: the easy bot', () => {
  it('builds its axle where it supports the parts already built', () => {
    // Front half: steering over a gear, a red motor beside it; nothing is supported yet. The axle
    // may go next to the gear (supporting all three) or start the back half (supporting nothing).
    const s = workshopTurn(fresh(2, 2), [0, 1]);
    giveCar(s, 0, car([['N26', 'N13'], ['N01', null]]));
    giveHand(s, 0, ['N18']);
    expect(game.legalMoves(s, 0)).toContainEqual({ type: 'build', part: 'N18', side: 'back', col: 0 });
    expect(easyMove(s)).toEqual({ type: 'build', part: 'N18', side: 'front', col: 1 });
  });

  it('discards a second steering, and keeps a hand of parts it can use', () => {
    const s = fresh(2, 3);
    giveCar(s, 0, car([['N26', 'N18']]));
    giveHand(s, 0, ['N27', 'N02']);
    s.phase = 'discard';
    s.step = { kind: 'discard' };
    s.actor = 0;
    expect(easyMove(s)).toEqual({ type: 'discard', part: 'N27' });
    const keep = fresh(2, 3);
    giveHand(keep, 0, ['N26', 'N02']);
    keep.phase = 'discard';
    keep.step = { kind: 'discard' };
    keep.actor = 0;
    expect(easyMove(keep)).toEqual({ type: 'keep-hand' });
  });

  it('sends a token to the Workshop when it holds blueprints to build, and to the parts when it holds none', () => {
    const holding = planning(fresh(2, 4), 0);
    giveHand(holding, 0, ['N26', 'N01', 'N07']);
    expect(easyMove(holding)).toEqual({ type: 'place', location: 'workshop' });
    const empty = planning(fresh(2, 4), 0);
    expect(['patent-office', 'junk-yard']).toContain((easyMove(empty) as { location: string }).location);
  });
});

describe('Gear & Piston: the evaluation', () => {
  it('gives every seat a chance, summing to one, through a whole game', () => {
    const rng = Rng.seeded(6);
    for (const players of [2, 4]) {
      let s: GnpState = game.setup(game.normalizeOptions({ players, seed: players }));
      while (game.toAct(s).length > 0) {
        const v = gearAndPistonHeuristics.evaluate(s);
        expect(v).toHaveLength(players);
        expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        const p = game.toAct(s)[0] as number;
        s = game.apply(s, p, rng.pick(game.legalMoves(s, p))).state;
      }
    }
  });

  it('an empty car is worth its scrap completion (−12) plus what the blueprints promise', () => {
    expect(seatWorth(fresh(2, 1), 0)).toBe(-12);
    // States are never changed in place (the bots keep what they work out per hand object).
    const s = fresh(2, 1);
    giveHand(s, 0, ['N26', 'N01']);
    expect(seatWorth(s, 0)).toBeGreaterThan(-12);
    expect(seatWorth(s, 0)).toBeLessThan(-12 + 5);
  });
});

describe('Gear & Piston: whole games (§9 B in play)', () => {
  it('Two easy bots finish a complete car of 12 parts and end some seeded 2-player games with it', () => {
    const ended: number[] = [];
    for (let seed = 1; seed <= 30; seed++) {
      const played = playGame(game, {}, ['easy', 'easy'], seed);
      if (played.outcome.reason === 'complete-car') ended.push(seed);
    }
    expect(ended.length).toBeGreaterThan(0);
  });
});
