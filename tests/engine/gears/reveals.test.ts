// Undo stops where a move showed a seat something hidden (GameDefinition.reveals): in Gears, an
// opponent's face-down gear turned up, the Saboteur's look, the next round card, the night shift.
import { describe, expect, it } from 'vitest';
import type { GameEvent, PlayerId } from '../../../src/engine/core/types';
import { gears } from '../../../src/engine/gears/definition';
import { place, play, position, showValues, turn } from './fixtures';

function seen(events: GameEvent[], viewer: PlayerId) {
  if (!gears.reveals) throw new Error('Gears has no reveals()');
  return gears.reveals(gears.viewEvents(events, viewer), viewer);
}

describe('Gears: what a move reveals to a seat', () => {
  it('placing gears face down reveals nothing, to the placer or to the others', () => {
    const { events } = play(position({ players: 2 }), place('red', 0), place('blue', 1));
    expect(seen(events, 0)).toBeNull();
    expect(seen(events, 1)).toBeNull();
  });

  it('turning up an opponent’s face-down gear in step 2 reveals it to everyone but its owner', () => {
    const placed = play(position({ players: 2 }), place('red', 0), place('blue', 1)).state;
    // Seat 0 holds the token: it turns seat 1's gear, which is then revealed.
    const { events } = play(placed, turn('up'));
    expect(seen(events, 0)).toBe('reveal');
    expect(seen(events, 1)).toBeNull();
  });

  it('the day Saboteur’s peek is a secret look for the peeker only', () => {
    const s = position({ players: 2, crew: ['saboteur', null], characters: true });
    const placed = play(s, place('red', 0), place('blue', 1)).state;
    const { events } = gears.apply(placed, 0, { type: 'peek' });
    expect(seen(events, 0)).toBe('peek');
    expect(seen(events, 1)).toBeNull();
  });

  it('the end of a round turns up the next round card from the hidden stack', () => {
    const shown = showValues(position({ players: 2 }), [
      ['red', 4],
      ['blue', 2],
    ]);
    let s = shown.state;
    const events = [...shown.events];
    // Whatever step 3 asks (code entry, a pass), answer until the next round begins.
    for (let guard = 0; guard < 10 && s.phase !== 'place'; guard++) {
      const seat = gears.toAct(s)[0]!;
      const legal = gears.legalMoves(s, seat);
      const applied = gears.apply(s, seat, legal.find((m) => m.type === 'pass') ?? legal[0]!);
      s = applied.state;
      events.push(...applied.events);
    }
    expect(s.round).toBe(1);
    expect(events.some((e) => e.type === 'round-start')).toBe(true);
    expect(seen(events, 0)).toBe('reveal');
  });
});

describe('Gears: the open view (viewAll)', () => {
  it('shows every face-down gear to a seat that could not see them', () => {
    const placed = play(position({ players: 2 }), place('red', 1), place('yellow', 2)).state;
    expect(gears.view(placed, 0).seats[1]?.table).toEqual({ faceUp: false, gear: null, side: null, value: null });
    expect(gears.viewAll?.(placed, 0).seats[1]?.table).toEqual({ faceUp: false, gear: 'yellow', side: 2, value: 2 });
    expect(gears.viewAll?.(placed, 0).viewer).toBe(0);
  });
});
