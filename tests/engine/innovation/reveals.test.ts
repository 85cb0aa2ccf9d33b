// Undo stops where a move showed a seat something hidden (GameDefinition.reveals): in
// Innovation, a card drawn into your hand, an opponent's card leaving their hand, a reveal.
import { describe, expect, it } from 'vitest';
import type { GameEvent, PlayerId } from '../../../src/engine/core/types';
import { Rng } from '../../../src/engine/core/rng';
import { innovation } from '../../../src/engine/innovation/definition';
import type { InnovationState, Move } from '../../../src/engine/innovation/types';
import { dogma, hand, pick, play, question, start } from './helpers';

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

describe('Innovation: an outcome that depended on cards you cannot see is a clue', () => {
  // Seat 0 activates Masonry; seat 1 has as many castles, so it shares first: it may meld any
  // number of its hand's castle cards.
  const masonry = (opponentHand: string[]) =>
    start({
      players: [{ board: { yellow: ['masonry'] }, hand: ['oars'] }, { board: { red: ['metalworking'] }, hand: opponentHand }],
      current: 0,
    });

  it('a sharing opponent with no castle card in hand does nothing, which tells the activator so', () => {
    const g = dogma(masonry(['sailing']), 'masonry');
    expect(question(g)?.player).toBe(0); // seat 1 was never asked
    expect(seen(g.events, 0)).toBe('clue');
  });

  it('a sharing opponent asked to choose among its castle cards tells the activator it holds some', () => {
    const g = dogma(masonry(['archery']), 'masonry');
    expect(question(g)?.player).toBe(1);
    expect(seen(g.events, 0)).toBe('clue');
  });

  it('an empty hand is no secret: nothing is learnt from the opponent doing nothing', () => {
    const g = dogma(masonry([]), 'masonry');
    expect(seen(g.events, 0)).toBeNull();
  });

  it('looking at your own hand teaches you nothing, and the other seat learns whether you hold castles', () => {
    const g = pick(dogma(masonry([]), 'masonry'), 'oars');
    expect(seen(g.events, 0)).toBeNull();
    const asked = dogma(masonry([]), 'masonry');
    // Seat 1 watched seat 0 be asked: its hand has a castle card.
    expect(seen(asked.events, 1)).toBe('clue');
  });

  it('the audit’s game (2 players, last edition, seed 5526): Machinery shared by a seat holding only Education closes undo', () => {
    let s = innovation.setup(innovation.normalizeOptions({ players: 2, edition: 'last', seed: 5526 }));
    const rng = Rng.seeded(5526 ^ 0x77);
    let events: GameEvent[] = [];
    let last: { player: number; move: Move } | null = null;
    for (let i = 0; i <= 52; i++) {
      const player = rng.pick(innovation.toAct(s));
      const move = rng.pick(innovation.legalMoves(s, player));
      if (i === 52) expect(innovation.view(s, 0).players[1]?.hand).toEqual([3]);
      ({ state: s, events } = innovation.apply(s, player, move));
      last = { player, move };
    }
    expect(last).toEqual({ player: 0, move: { type: 'dogma', card: 'machinery' } });
    expect((s as InnovationState).players[1]?.hand).toEqual(['education']);
    expect(seen(events, 0)).toBe('clue');
  });
});

describe('Innovation: the card whose dogma runs is named to everyone', () => {
  it('Specialization taken into an opponent’s hand by its own effect keeps its name in every view', () => {
    // Seat 1 activates Specialization and shares it with seat 0, which reveals its one card, a
    // purple one, and takes seat 1's top purple card — Specialization itself. Seat 1 is asked next.
    let g = start({
      players: [{ board: { red: ['coal'] }, hand: ['reformation'] }, { board: { purple: ['specialization'] }, hand: ['sailing', 'oars'] }],
      current: 1,
    });
    g = dogma(g, 'specialization');
    expect(question(g)?.player).toBe(1);
    expect(hand(g, 0)).toEqual(['reformation', 'specialization']);
    // Reformation was shown during this action; Specialization is the card whose dogma runs.
    expect(innovation.view(g.s, 1).players[0]?.hand).toEqual(['reformation', 'specialization']);
  });
});

describe('Innovation: the open view (viewAll)', () => {
  it('names every card in every hand and score pile', () => {
    const g = table();
    expect(innovation.view(g.s, 0).players[1]?.hand).toEqual([1]);
    expect(innovation.viewAll?.(g.s, 0).players[1]?.hand).toEqual(['sailing']);
  });
});
