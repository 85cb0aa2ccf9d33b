// §4 the round: planning order, locked tokens, discard, locations, Upgrade, the hand limit and the
// first player. The Back Alley, the refresh and the end have their own files.
import { describe, expect, it } from 'vitest';
import type { GnpMove, GnpState, Location } from '../../../src/engine/gear-and-piston/types';
import { atLocation, car, fresh, game, giveCar, giveHand, play, workshopTurn } from './fixtures';

const first = (legal: GnpMove[]) => legal[0]!;
const END: GnpMove = { type: 'end-workshop' };

describe('planning (§4 phase I)', () => {
  it('Players place one token at a time in seat order from the first player', () => {
    let s = fresh(3, 4);
    const f = s.firstPlayer;
    const actors: number[] = [];
    for (let i = 0; i < 6; i++) {
      actors.push(s.actor!);
      s = play(s, { type: 'place', location: i % 2 ? 'patent-office' : 'workshop' });
    }
    expect(actors).toEqual([f, (f + 1) % 3, (f + 2) % 3, f, (f + 1) % 3, (f + 2) % 3]);
  });

  it('Tokens locked in the Back Alley are unavailable: that seat is skipped once it runs out', () => {
    let s = fresh(2, 1);
    s.firstPlayer = 0;
    s.actor = 0;
    s.seats[1]!.locked = 3;
    const actors: number[] = [];
    while (s.phase === 'plan') {
      actors.push(s.actor!);
      s = play(s, first(game.legalMoves(s, s.actor!)));
    }
    expect(actors).toEqual([0, 1, 0, 0, 0]);
  });

  it('A token placed in the Back Alley is locked through the next planning phase', () => {
    let s = fresh(2, 1);
    const seat = s.actor!;
    s = play(s, { type: 'place', location: 'back-alley' });
    s = play(
      s,
      ...(['workshop', 'workshop', 'workshop', 'workshop', 'patent-office', 'patent-office', 'patent-office'] as const).map(
        (location) => ({ type: 'place', location }) as GnpMove,
      ),
    );
    s = play(s, { type: 'black-market' });
    s = play(s, game.legalMoves(s, seat)[0]!);
    expect(s.seats[seat]!.locked).toBe(1);
    s = playUntilRound(s, s.round + 1);
    let placed = 0;
    while (s.phase === 'plan') {
      if (s.actor === seat) placed++;
      s = play(s, { type: 'place', location: pickOpen(s) });
    }
    expect(placed).toBe(3);
  });

  it('The last token placed in the Workshop decides the first player of the next round', () => {
    let s = fresh(2, 1);
    const f = s.firstPlayer;
    s = play(s, { type: 'place', location: 'workshop' }, { type: 'place', location: 'workshop' });
    expect(s.lastWorkshopPlacer).toBe(1 - f);
    s = play(s, { type: 'place', location: 'patent-office' }, { type: 'place', location: 'patent-office' });
    s = play(s, { type: 'place', location: 'junk-yard' }, { type: 'place', location: 'junk-yard' });
    s = play(s, { type: 'place', location: 'patent-office' }, { type: 'place', location: 'back-alley' });
    const round = s.round;
    s = playUntilRound(s, round + 1);
    expect(s.firstPlayer).toBe(1 - f);
    expect(s.actor).toBe(1 - f);
  });

  it('With nobody in the Workshop, the first player stays', () => {
    let s = workshopTurn(fresh(2, 1), [0]);
    s.firstPlayer = 1;
    s.lastWorkshopPlacer = null;
    giveHand(s, 0, ['N01']);
    s = play(s, END);
    expect(s.round).toBe(2);
    expect(s.firstPlayer).toBe(1);
  });
});

/** The first location with a free space. */
function pickOpen(s: GnpState): Location {
  const move = game.legalMoves(s, s.actor!)[0] as Extract<GnpMove, { type: 'place' }>;
  return move.location;
}

function playUntilRound(s: GnpState, round: number): GnpState {
  let state = s;
  for (let guard = 0; state.round < round && state.actor !== null && guard < 500; guard++) {
    const legal = game.legalMoves(state, state.actor);
    const pass = legal.find((m) => m.type === 'end-workshop' || m.type === 'keep-hand');
    state = game.apply(state, state.actor, pass ?? legal[legal.length - 1]!).state;
  }
  return state;
}

describe('the discard step (§4 II.1b)', () => {
  it('Each player with blueprints, from the first player, may discard one face up', () => {
    let s = fresh(2, 1);
    s.firstPlayer = 1;
    s.actor = 1;
    giveHand(s, 0, ['N01']);
    giveHand(s, 1, ['J07', 'J08']);
    while (s.phase === 'plan') s = play(s, first(game.legalMoves(s, s.actor!)));
    expect(s.phase).toBe('discard');
    expect(s.actor).toBe(1);
    expect(game.legalMoves(s, 1)).toEqual([
      { type: 'discard', part: 'J07' },
      { type: 'discard', part: 'J08' },
      { type: 'keep-hand' },
    ]);
    s = play(s, { type: 'discard', part: 'J08' });
    expect(s.junkDiscard).toEqual(['J08']);
    expect(s.actor).toBe(0);
  });
});

describe('Workshop: Upgrade (§0.1)', () => {
  it('One Upgrade operation swaps several parts of the same type and colour; the old parts are discarded', () => {
    let s = workshopTurn(fresh(2, 3), [0]);
    giveCar(s, 0, car([['J01', 'J21'], ['J07', null]]));
    giveHand(s, 0, ['N02', 'N08', 'N24', 'N03']);
    expect(() => game.apply(s, 0, { type: 'swap', part: 'N02', side: 'front', col: 0, row: 'top' })).toThrow(/Upgrade/);
    s = play(s, { type: 'upgrade' });
    expect(() => game.apply(s, 0, { type: 'swap', part: 'N03', side: 'front', col: 0, row: 'top' })).toThrow(
      /same type, colour/,
    );
    s = play(
      s,
      { type: 'swap', part: 'N02', side: 'front', col: 0, row: 'top' },
      { type: 'swap', part: 'N08', side: 'front', col: 1, row: 'top' },
    );
    expect(s.step).toEqual({ kind: 'workshop', ops: 3, upgrading: true, swaps: 2 });
    s = play(s, { type: 'swap', part: 'N24', side: 'front', col: 0, row: 'bottom' });
    // No swap is left, so the Upgrade ends by itself: one operation spent for three swaps.
    expect(s.step).toEqual({ kind: 'workshop', ops: 2, upgrading: false, swaps: 0 });
    expect(s.seats[0]!.car.front).toEqual(['N02', 'N24', 'N08', null]);
    expect(s.junkDiscard).toEqual(['J01', 'J07', 'J21']);
    expect(s.seats[0]!.hand).toEqual(['N03']);
  });
});

describe('the hand limit (§5)', () => {
  it('At the Patent Office a full hand wastes the action', () => {
    const s = atLocation(fresh(2, 1), 0, [1]);
    s.queues[1] = [0, 1];
    giveHand(s, 0, ['J01', 'J02', 'J03', 'J04', 'J05']);
    const drawn = game.apply(s, 1, { type: 'black-market' }).state;
    const { state, events } = game.apply(drawn, 1, game.legalMoves(drawn, 1)[0]!);
    expect(events).toContainEqual({ type: 'wasted', player: 0, location: 'patent-office', why: 'hand-full' });
    expect(state.phase).toBe('patent-office');
    expect(state.actor).toBe(1);
    expect(state.seats[0]!.hand).toEqual(s.seats[0]!.hand);
  });

  it('At the Junk Yard the second pick is lost when the first one fills the hand', () => {
    let s = atLocation(fresh(2, 1), 2, [0]);
    giveHand(s, 0, ['N01', 'N02', 'N03', 'N04']);
    s = play(s, { type: 'take-display', slot: 0 });
    expect(s.seats[0]!.hand).toHaveLength(5);
    expect(s.phase).not.toBe('junk-yard');
  });

  it('A face-up Junk part is replaced from the stack before the second pick', () => {
    let s = atLocation(fresh(2, 1), 2, [0]);
    const top = s.junkStack[s.junkStack.length - 1];
    const taken = s.junkDisplay[1];
    s = play(s, { type: 'take-display', slot: 1 });
    expect(s.junkDisplay[1]).toBe(top);
    expect(s.seats[0]!.hand).toEqual([taken]);
    expect(s.step).toEqual({ kind: 'junk', picks: 1 });
  });

  it('S-4: a face-up Patent Office take leaves its space empty; only a blind draw uses the stack', () => {
    let s = atLocation(fresh(2, 1), 1, [0, 1, 0]);
    const stack = s.newStack.length;
    const taken = s.newDisplay[4];
    s = play(s, { type: 'take-display', slot: 4 });
    expect(s.seats[0]!.hand).toEqual([taken]);
    expect(s.newDisplay[4]).toBeNull();
    expect(s.newStack).toHaveLength(stack);
    expect(game.legalMoves(s, 1)).not.toContainEqual({ type: 'take-display', slot: 4 });
    s = play(s, { type: 'take-blind' });
    expect(s.phase).toBe('patent-office');
    expect(s.newStack).toHaveLength(stack - 1);
    expect(s.newDisplay.filter((p) => p === null)).toHaveLength(1);
  });

  it('Black Market with a full hand keeps nothing: the drawn parts go under the New stack', () => {
    let s = atLocation(fresh(2, 1), 0, [0]);
    giveHand(s, 0, ['J01', 'J02', 'J03', 'J04', 'J05']);
    const drawn = s.newStack.slice(-3).reverse();
    s = play(s, { type: 'black-market' });
    expect(s.seats[0]!.hand).toHaveLength(5);
    expect(s.newStack.slice(0, 3)).toEqual(drawn);
    expect(s.newStackKnown.slice(0, 3)).toEqual([1, 1, 1]);
  });
});
