// A tiny game for platform tests, so they do not depend on any real game's rules: players take
// 1–3 counters from a pile in turn, whoever takes the last counter wins. Each seat holds a
// secret number others may not see, to check that views and events are filtered. Taking three
// counters also shows the taker the next seat's secret (a reveal: undo stops there).
import { IllegalMoveError, IllegalOptionsError } from '../../src/engine/core/errors';
import { Rng, type RngState, seedRng } from '../../src/engine/core/rng';
import type { GameDefinition, GameEvent, GameOptions, PlayerId } from '../../src/engine/core/types';

export interface ToyOptions extends GameOptions {
  pile: number;
}
export interface ToyState {
  players: number;
  pile: number;
  turn: PlayerId;
  secrets: number[];
  rng: RngState;
}
export interface ToyMove {
  take: number;
}
export interface ToyView {
  players: number;
  pile: number;
  turn: PlayerId;
  secrets: (number | null)[];
}

const TAKES: ToyMove[] = [{ take: 1 }, { take: 2 }, { take: 3 }];

export const toyGame: GameDefinition<ToyState, ToyMove, ToyView, ToyOptions> = {
  id: 'gears',
  minPlayers: 2,
  maxPlayers: 4,
  variants: [{ key: 'pile', kind: 'number', default: 10, min: 1, max: 40 }],
  maxMoves: (o) => o.pile,
  normalizeOptions(o) {
    if (o.players < 2 || o.players > 4) throw new IllegalOptionsError('bad-players', 'Toy is for 2 to 4 players.');
    return { players: o.players, seed: o.seed, pile: typeof o.pile === 'number' ? o.pile : 10 };
  },
  setup(o) {
    const rng = Rng.seeded(o.seed);
    const secrets = Array.from({ length: o.players }, () => rng.int(100));
    return { players: o.players, pile: o.pile, turn: 0, secrets, rng: rng.state };
  },
  toAct: (s) => (s.pile > 0 ? [s.turn] : []),
  legalMoves: (s, p) => (s.pile > 0 && p === s.turn ? TAKES.filter((m) => m.take <= s.pile) : []),
  apply(s, p, m) {
    if (s.pile === 0) throw new IllegalMoveError('game-over', 'The game is over.');
    if (p !== s.turn) throw new IllegalMoveError('not-your-turn', `It is seat ${s.turn}'s turn, not seat ${p}'s.`);
    if (typeof m !== 'object' || m === null || ![1, 2, 3].includes(m.take) || m.take > s.pile) {
      throw new IllegalMoveError('bad-take', 'Take 1, 2 or 3 counters, no more than the pile holds.');
    }
    const events: GameEvent[] = [
      { type: 'take', player: p, take: m.take },
      { type: 'peek', player: p, secret: s.secrets[p], visibleTo: [p] },
    ];
    if (m.take === 3) events.push({ type: 'spy', player: p, secret: s.secrets[(p + 1) % s.players], visibleTo: [p] });
    return { state: { ...s, pile: s.pile - m.take, turn: (s.turn + 1) % s.players }, events };
  },
  outcome(s) {
    if (s.pile > 0) return null;
    const winner = (s.turn + s.players - 1) % s.players;
    const others = Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== winner);
    return {
      winners: [winner],
      ranking: [[winner], others],
      scores: Array.from({ length: s.players }, (_, i) => (i === winner ? 1 : 0)),
      reason: 'last-counter',
    };
  },
  view: (s, viewer) => ({
    players: s.players,
    pile: s.pile,
    turn: s.turn,
    secrets: s.secrets.map((x, i) => (i === viewer ? x : null)),
  }),
  viewAll: (s) => ({ players: s.players, pile: s.pile, turn: s.turn, secrets: s.secrets.slice() }),
  reveals: (events, viewer) => (events.some((e) => e.type === 'spy' && e.player === viewer) ? 'peek' : null),
  viewEvents: (events, viewer) => events.filter((e) => !e.visibleTo || (viewer !== null && e.visibleTo.includes(viewer))),
  determinize(v, viewer, rng) {
    const fresh = new Rng(rng.fork());
    return {
      players: v.players,
      pile: v.pile,
      turn: v.turn,
      secrets: v.secrets.map((x, i) => (i === viewer && x !== null ? x : fresh.int(100))),
      rng: seedRng(fresh.nextU32()),
    };
  },
  describe: (m, s) => `Seat ${s.turn} takes ${m.take}.`,
  coverage: () => [],
};
