// Undo stops where a move showed a seat something hidden (GameDefinition.reveals): in Gear &
// Piston, a blind draw, the Black Market's look at the stack, Espionage, a stack tile turned up.
import { describe, expect, it } from 'vitest';
import type { GameEvent, PlayerId } from '../../../src/engine/core/types';
import type { GnpState } from '../../../src/engine/gear-and-piston/types';
import { LOCATIONS } from '../../../src/engine/gear-and-piston/types';
import { car, fresh, game, giveCar, giveHand, workshopTurn } from './fixtures';

function seen(events: GameEvent[], viewer: PlayerId) {
  if (!game.reveals) throw new Error('Gear & Piston has no reveals()');
  return game.reveals(game.viewEvents(events, viewer), viewer);
}

/** Seat's turn at the Patent Office, another token behind it (so the round does not end yet). */
function patentTurn(s: GnpState, seat: number): GnpState {
  s.phase = 'patent-office';
  s.queues = [[], [seat, 1 - seat], [], []];
  s.actor = seat;
  s.step = { kind: 'patent' };
  return s;
}

function alleyTurn(s: GnpState, seat: number): GnpState {
  s.phase = 'back-alley';
  s.queues = LOCATIONS.map(() => []);
  s.queues[0] = [seat];
  s.cursor = 0;
  s.actor = seat;
  s.step = { kind: 'alley' };
  return s;
}

describe('Gear & Piston: what a move reveals to a seat', () => {
  it('a blind draw from the New stack shows the tile to its taker only', () => {
    const { events } = game.apply(patentTurn(fresh(2, 3), 0), 0, { type: 'take-blind' });
    expect(seen(events, 0)).toBe('draw');
    expect(seen(events, 1)).toBeNull();
  });

  it('taking a face-up tile from the display reveals nothing', () => {
    const s = patentTurn(fresh(2, 3), 0);
    const slot = s.newDisplay.findIndex((x) => x !== null);
    const { events } = game.apply(s, 0, { type: 'take-display', slot });
    expect(seen(events, 0)).toBeNull();
    expect(seen(events, 1)).toBeNull();
  });

  it('the refresh at the end of a round turns up new tiles from the stacks for everyone', () => {
    const s = patentTurn(fresh(2, 3), 0);
    s.queues = [[], [0], [], []];
    const { events } = game.apply(s, 0, { type: 'take-display', slot: 0 });
    expect(events.some((e) => e.type === 'round')).toBe(true);
    expect(seen(events, 0)).toBe('reveal');
    expect(seen(events, 1)).toBe('reveal');
  });

  it('placing an action token in planning is public and reveals nothing', () => {
    const s = fresh(2, 5);
    const seat = s.actor as number;
    const move = game.legalMoves(s, seat).find((m) => m.type === 'place');
    if (!move) throw new Error('no token to place');
    const { events } = game.apply(s, seat, move);
    expect(seen(events, 0)).toBeNull();
    expect(seen(events, 1)).toBeNull();
  });

  it('Espionage lets the spy look at a rival’s hand: a peek for the spy alone', () => {
    const s = alleyTurn(fresh(3, 6), 0);
    giveHand(s, 1, ['N01', 'J07']);
    const { events } = game.apply(s, 0, { type: 'espionage', target: 1 });
    expect(seen(events, 0)).toBe('peek');
    expect(seen(events, 2)).toBeNull();
  });

  it('the Black Market’s three New parts are a draw for the one who looks', () => {
    const { events } = game.apply(alleyTurn(fresh(2, 4), 0), 0, { type: 'black-market' });
    expect(seen(events, 0)).toBe('draw');
    expect(seen(events, 1)).toBeNull();
  });
});

describe('Gear & Piston: the open view (viewAll)', () => {
  it('shows every blueprint and the New stack to a seat that could not see them', () => {
    const s = fresh(2, 9);
    giveHand(s, 1, ['N05']);
    expect(game.view(s, 0).seats[1]?.hand).toEqual(['hidden-new']);
    const open = game.viewAll?.(s, 0);
    expect(open?.seats[1]?.hand).toEqual(['N05']);
    expect(open?.newStack).toEqual(s.newStack);
  });

  it('another seat starting an Upgrade tells the others it holds a matching blueprint: a clue', () => {
    const s = workshopTurn(fresh(2, 3), [0]);
    giveCar(s, 0, car([['J01', 'J21']]));
    giveHand(s, 0, ['N02']);
    const { events } = game.apply(s, 0, { type: 'upgrade' });
    expect(seen(events, 1)).toBe('clue');
    expect(seen(events, 0)).toBeNull();
  });
});
