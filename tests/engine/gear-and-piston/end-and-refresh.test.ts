// Phase III, the refresh (A-15: 'replace' by default, 'refill' as the switch), and the end of the
// game (§9): at the refresh when a stack cannot refill its location; at once when a Build or a
// Dismantle leaves a complete car of at least twelve parts.
import { describe, expect, it } from 'vitest';
import { Draft } from '../../../src/engine/gear-and-piston/draft';
import { refreshLocation } from '../../../src/engine/gear-and-piston/flow';
import type { GnpMove, GnpState } from '../../../src/engine/gear-and-piston/types';
import { atLocation, car, fresh, game, giveCar, giveHand, play, workshopTurn } from './fixtures';

const END: GnpMove = { type: 'end-workshop' };

/** A complete 12-part car (the §11.3 example plus a spare red tank over an axle). */
const TWELVE: [string, string][] = [
  ['N26', 'N18'],
  ['N01', 'N13'],
  ['N07', 'J21'],
  ['N30', 'J15'],
  ['N31', 'N21'],
  ['N08', 'N19'],
];

/** The last Workshop turn of round 1 for seat 0, with a display whose slots 1 and 4 were taken. */
function lastTurn(seed = 5): GnpState {
  const s = workshopTurn(fresh(2, seed), [0]);
  giveHand(s, 0, ['N02']);
  s.newDisplay[1] = null;
  s.newDisplay[4] = null;
  return s;
}

describe('the refresh (phase III, A-15)', () => {
  it("'replace' (the default): what is left goes to the discards and six parts are dealt from the stack", () => {
    const s = lastTurn();
    const left = s.newDisplay.filter((p) => p !== null);
    const top6 = s.newStack.slice(-6).reverse();
    const after = play(s, END);
    expect(after.round).toBe(2);
    expect(after.newDiscard).toEqual(left);
    expect(after.newDisplay).toEqual(top6);
    expect(after.newStack).toHaveLength(s.newStack.length - 6);
  });

  it("'refill' (the switch): the parts left stay and only the empty spaces are dealt", () => {
    const s = lastTurn();
    const d = new Draft(s);
    const top2 = s.newStack.slice(-2).reverse();
    expect(refreshLocation(d, 'new', 'refill')).toBe(true);
    const after = d.done();
    expect(after.newDisplay).toEqual([s.newDisplay[0], top2[0], s.newDisplay[2], s.newDisplay[3], top2[1], s.newDisplay[5]]);
    expect(after.newDiscard).toEqual([]);
    expect(after.newStack).toHaveLength(s.newStack.length - 2);
  });

  it("'refill' with two tiles for two empty spaces carries on; 'replace' with five for six ends the game", () => {
    const s = lastTurn();
    s.newDiscard.push(...s.newStack.splice(0, s.newStack.length - 5));
    s.newStackKnown.length = 5;
    expect(refreshLocation(new Draft(s), 'new', 'refill')).toBe(true);
    expect(refreshLocation(new Draft(s), 'new', 'replace')).toBe(false);
    const over = play(s, END);
    expect(over.phase).toBe('over');
    expect(over.endTriggers).toEqual(['stack-empty']);
    expect(game.outcome(over)?.reason).toBe('stack-empty');
    expect(game.coverage(over)).toContain('end:stack-empty');
  });

  it("'refill' with one tile for two empty spaces ends the game", () => {
    const s = lastTurn();
    s.newDiscard.push(...s.newStack.splice(0, s.newStack.length - 1));
    s.newStackKnown.length = 1;
    expect(refreshLocation(new Draft(s), 'new', 'refill')).toBe(false);
  });

  it('The Junk Yard is refreshed the same way: its three parts are replaced', () => {
    const s = lastTurn();
    const left = s.junkDisplay.slice();
    const top3 = s.junkStack.slice(-3).reverse();
    const after = play(s, END);
    expect(after.junkDiscard).toEqual(left);
    expect(after.junkDisplay).toEqual(top3);
  });

  it('A face-up Junk take the empty stack cannot replace leaves its space empty; the game goes on to the refresh', () => {
    let s = atLocation(fresh(2, 1), 2, [0]);
    s.junkDiscard.push(...s.junkStack.splice(0));
    s = play(s, { type: 'take-display', slot: 0 });
    expect(s.junkDisplay[0]).toBeNull();
    expect(s.phase).toBe('junk-yard');
    s = play(s, { type: 'stop-junk' });
    expect(s.phase).toBe('over');
    expect(s.endTriggers).toEqual(['stack-empty']);
  });
});

describe('the car end (§9 B, A-24)', () => {
  it('The Build that completes a 12-part car ends the game at once: its last operation and later tokens are not played', () => {
    let s = workshopTurn(fresh(2, 5), [0, 1]);
    giveCar(s, 0, car([...TWELVE.slice(0, 5), ['N08', null]]));
    giveHand(s, 0, ['N19', 'N02']);
    giveHand(s, 1, ['N03']);
    s = play(s, { type: 'build', part: 'N19', side: 'front', col: 5 });
    expect(s.phase).toBe('over');
    expect(s.endTriggers).toEqual(['complete-car']);
    expect(s.final![0]!.scrapNeeded).toBe(false);
    expect(s.final![0]!.parts).toBe(12);
    expect(s.seats[1]!.hand).toEqual(['N03']);
    expect(game.outcome(s)?.reason).toBe('complete-car');
    expect(game.coverage(s)).toContain('end:complete-car');
  });

  it('A Dismantle that leaves a complete car of 12 parts ends the game too', () => {
    // Twelve parts and a green tank with no green motor: 13 parts, not complete until it goes.
    let s = workshopTurn(fresh(2, 5), [0]);
    giveCar(s, 0, car([...TWELVE, ['N10', null]]));
    giveHand(s, 0, ['N02']);
    s = play(s, { type: 'dismantle', side: 'front', col: 6, row: 'top' });
    expect(s.phase).toBe('over');
    expect(s.endTriggers).toEqual(['complete-car']);
    expect(s.newDiscard).toContain('N10');
  });

  it('A complete car of 10 parts does not end the game; two unjoined halves count as one car', () => {
    let s = workshopTurn(fresh(2, 5), [0]);
    giveCar(s, 0, car(TWELVE.slice(0, 4), [['N31', null]]));
    giveHand(s, 0, ['N21']);
    s = play(s, { type: 'build', part: 'N21', side: 'back', col: 0 });
    expect(s.phase).toBe('workshop');
    s = workshopTurn(s, [0]);
    giveCar(s, 0, car(TWELVE.slice(0, 3), [TWELVE[4]!, TWELVE[3]!, ['N08', null]]));
    giveHand(s, 0, ['N19']);
    // The back half's third column is column 4 of the joined car, under the spare red tank.
    s = play(s, { type: 'build', part: 'N19', side: 'back', col: 2 });
    expect(s.endTriggers).toEqual(['complete-car']);
  });
});
