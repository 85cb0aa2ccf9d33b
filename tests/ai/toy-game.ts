// "High card duel": a tiny trick game with hidden hands, so the bots' machinery (views,
// determinizations, simultaneous choices) is exercised without a real engine.
//
// Cards 1..12, one of each. Each seat is dealt `handSize` cards; the rest form a face-down deck.
// A trick: in the sequential mode the leader plays a card face up, then the others in seat order;
// in the blind mode every seat commits a card face down at once and they are revealed together.
// The highest card takes the trick (1 point) and leads the next one. Then every seat, from the
// winner on, draws a card while the deck lasts. When all hands are empty, most points wins.
import type { GameDefinition, GameEvent, GameOptions, Outcome, PlayerId } from '../../src/engine/core';
import { IllegalMoveError, Rng, type RngState, seedRng } from '../../src/engine/core';

export const TOY_CARDS = 12;

export interface ToyOptions extends GameOptions {
  handSize: number;
  blind: boolean;
}

export interface ToyMove {
  card: number;
}

export interface ToyState {
  players: number;
  blind: boolean;
  hands: number[][];
  deck: number[];
  /** Cards played to the current trick, by seat; 0 = not yet played. */
  table: number[];
  leader: PlayerId;
  scores: number[];
  /** Every card seen face up (played and revealed). */
  played: number[];
  rng: RngState;
}

export interface ToyView {
  players: number;
  blind: boolean;
  viewer: PlayerId | null;
  /** Own hand in full; others' hands as null (only their sizes are known). */
  hands: (number[] | null)[];
  handSizes: number[];
  deckSize: number;
  /** Face-up cards on the table; in blind mode a committed card shows as -1 to others. */
  table: number[];
  leader: PlayerId;
  scores: number[];
  played: number[];
}

// Preallocated moves: legalMoves hands out these constants instead of fresh objects.
const MOVES: ToyMove[] = Array.from({ length: TOY_CARDS + 1 }, (_, card) => ({ card }));

function trickOrder(state: ToyState): PlayerId[] {
  const order: PlayerId[] = [];
  for (let i = 0; i < state.players; i++) order.push((state.leader + i) % state.players);
  return order;
}

function toAct(state: ToyState): PlayerId[] {
  if (state.hands.every((h) => h.length === 0)) return [];
  if (state.blind) {
    const seats: PlayerId[] = [];
    for (let p = 0; p < state.players; p++) if (state.table[p] === 0) seats.push(p);
    return seats;
  }
  for (const p of trickOrder(state)) if (state.table[p] === 0) return [p];
  return [];
}

function resolveTrick(state: ToyState, events: GameEvent[]): void {
  let winner = 0;
  for (let p = 1; p < state.players; p++) if ((state.table[p] ?? 0) > (state.table[winner] ?? 0)) winner = p;
  state.scores = state.scores.slice();
  state.scores[winner] = (state.scores[winner] ?? 0) + 1;
  state.played = state.played.concat(state.table);
  events.push({ type: 'trick', winner, cards: state.table.slice() });
  state.table = new Array(state.players).fill(0);
  state.leader = winner;
  if (state.deck.length > 0) {
    state.deck = state.deck.slice();
    state.hands = state.hands.slice();
    for (let i = 0; i < state.players && state.deck.length > 0; i++) {
      const p = (winner + i) % state.players;
      const card = state.deck.pop() as number;
      state.hands[p] = [...(state.hands[p] ?? []), card].sort((a, b) => a - b);
      events.push({ type: 'draw', player: p, visibleTo: [p], card });
    }
  }
}

function outcome(state: ToyState): Outcome | null {
  if (toAct(state).length > 0) return null;
  const distinct = [...new Set(state.scores)].sort((a, b) => b - a);
  const ranking = distinct.map((s) => state.scores.flatMap((v, p) => (v === s ? [p] : [])));
  return { winners: ranking[0] ?? [], ranking, scores: state.scores.slice(), reason: 'tricks' };
}

export const toyGame: GameDefinition<ToyState, ToyMove, ToyView, ToyOptions> = {
  id: 'toy' as unknown as 'gears',
  minPlayers: 2,
  maxPlayers: 3,
  maxMoves: (o) => TOY_CARDS + o.players,
  normalizeOptions: (o) => ({ handSize: 3, blind: false, ...o }),
  variants: [
    { key: 'handSize', kind: 'number', default: 3, min: 1, max: 4 },
    { key: 'blind', kind: 'boolean', default: false },
  ],
  setup(o) {
    const rng = Rng.seeded(o.seed);
    const deck = rng.shuffle(Array.from({ length: TOY_CARDS }, (_, i) => i + 1));
    const hands: number[][] = [];
    for (let p = 0; p < o.players; p++) hands.push(deck.splice(0, o.handSize).sort((a, b) => a - b));
    return {
      players: o.players,
      blind: o.blind,
      hands,
      deck,
      table: new Array(o.players).fill(0),
      leader: 0,
      scores: new Array(o.players).fill(0),
      played: [],
      rng: rng.state,
    };
  },
  toAct,
  legalMoves(state, player) {
    if (!toAct(state).includes(player)) return [];
    return (state.hands[player] ?? []).map((c) => MOVES[c] as ToyMove);
  },
  apply(state, player, move) {
    if (!toAct(state).includes(player)) throw new IllegalMoveError('not-your-turn', `Seat ${player} does not owe a move.`);
    const hand = state.hands[player] ?? [];
    if (typeof move?.card !== 'number' || !hand.includes(move.card)) {
      throw new IllegalMoveError('not-in-hand', 'That card is not in your hand.');
    }
    const next: ToyState = { ...state, hands: state.hands.slice(), table: state.table.slice() };
    next.hands[player] = hand.filter((c) => c !== move.card);
    next.table[player] = move.card;
    const events: GameEvent[] = [{ type: 'play', player, card: move.card, ...(state.blind ? { visibleTo: [player] } : {}) }];
    if (next.table.every((c) => c > 0)) resolveTrick(next, events);
    return { state: next, events };
  },
  outcome,
  view(state, viewer) {
    const hidden = state.blind && state.table.some((c) => c === 0);
    return {
      players: state.players,
      blind: state.blind,
      viewer,
      hands: state.hands.map((h, p) => (p === viewer ? h.slice() : null)),
      handSizes: state.hands.map((h) => h.length),
      deckSize: state.deck.length,
      table: state.table.map((c, p) => (hidden && c > 0 && p !== viewer ? -1 : c)),
      leader: state.leader,
      scores: state.scores.slice(),
      played: state.played.slice(),
    };
  },
  viewEvents: (events, viewer) => events.filter((e) => !e.visibleTo || (viewer !== null && e.visibleTo.includes(viewer))),
  determinize(view, viewer, rng) {
    const known = new Set<number>([...view.played, ...(view.hands[viewer] ?? []), ...view.table.filter((c) => c > 0)]);
    const unseen = rng.shuffle(Array.from({ length: TOY_CARDS }, (_, i) => i + 1).filter((c) => !known.has(c)));
    const table = view.table.map((c) => (c === -1 ? (unseen.pop() as number) : c));
    const hands = view.hands.map((h, p) =>
      h ? h.slice() : unseen.splice(0, view.handSizes[p] ?? 0).sort((a, b) => a - b),
    );
    const deck = unseen.slice(0, view.deckSize);
    return {
      players: view.players,
      blind: view.blind,
      hands,
      deck,
      table,
      leader: view.leader,
      scores: view.scores.slice(),
      played: view.played.slice(),
      rng: rng.fork(),
    };
  },
  describe: (move) => `play the ${move.card}`,
  coverage: (state) => (state.blind ? ['blind'] : ['open']),
};

/** A position built by hand: hands, deck, table and scores given; the rest derived. */
export function toyPosition(p: {
  hands: number[][];
  deck?: number[];
  table?: number[];
  leader?: PlayerId;
  scores?: number[];
  played?: number[];
  blind?: boolean;
}): ToyState {
  const players = p.hands.length;
  return {
    players,
    blind: p.blind ?? false,
    hands: p.hands.map((h) => h.slice().sort((a, b) => a - b)),
    deck: p.deck ?? [],
    table: p.table ?? new Array(players).fill(0),
    leader: p.leader ?? 0,
    scores: p.scores ?? new Array(players).fill(0),
    played: p.played ?? [],
    rng: seedRng(1),
  };
}
