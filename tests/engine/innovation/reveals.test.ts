// Undo stops where a move showed a seat something hidden (GameDefinition.reveals): in
// Innovation, a card drawn into your hand, an opponent's card leaving their hand, a reveal.
import { describe, expect, it } from 'vitest';
import type { GameEvent, PlayerId } from '../../../src/engine/core/types';
import { innovation } from '../../../src/engine/innovation/definition';
import { hand, play, start } from './helpers';

function seen(events: GameEvent[], viewer: PlayerId) {
  if (!innovation.reveals) throw new Error('Innovation has no reveals()');
  return innovation.reveals(innovation.viewEvents(events, viewer), viewer);
}

const table = (current = 0) =>
  start({
    players: [{ board: { blue: ['writing'] }, hand: ['oars', 'archery'] }, { board: { red: ['metalworking'] }, hand: ['sailing'] }],
    supply: { 1: ['pottery'] },
    current,
  });

describe('Innovation: what a move reveals to a seat', () => {
  it('drawing shows the drawn card to the drawer only', () => {
    const g = play(table(), { type: 'draw' });
    expect(hand(g, 0)).toEqual(['oars', 'archery', 'pottery']);
    expect(seen(g.events, 0)).toBe('draw');
    expect(seen(g.events, 1)).toBeNull();
  });

  it('melding from your own hand reveals nothing to you, but shows the others a card they could not see', () => {
    const g = play(table(), { type: 'meld', card: 'oars' });
    expect(seen(g.events, 0)).toBeNull();
    expect(seen(g.events, 1)).toBe('reveal');
  });

  it('an opponent’s Metalworking shows everyone the card it drew', () => {
    // Pottery bears no castle: it is shown, then kept in hand. Seat 0 has no castle to share with.
    const g = play(table(1), { type: 'dogma', card: 'metalworking' });
    expect(hand(g, 1)).toEqual(['sailing', 'pottery']);
    expect(g.events.some((e) => e.type === 'reveal')).toBe(true);
    expect(seen(g.events, 0)).toBe('reveal');
    // The drawer saw the card come into its hand: for it, a draw.
    expect(seen(g.events, 1)).toBe('draw');
  });
});

describe('Innovation: the open view (viewAll)', () => {
  it('names every card in every hand and score pile', () => {
    const g = table();
    expect(innovation.view(g.s, 0).players[1]?.hand).toEqual([1]);
    expect(innovation.viewAll?.(g.s, 0).players[1]?.hand).toEqual(['sailing']);
  });
});
