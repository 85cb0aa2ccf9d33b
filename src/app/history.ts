// A game told again from (options, seed, moves): the position after any number of moves, and
// every move as one viewer saw it. Undo, the log after a reload and the replay all stand on it,
// so what they show is exactly what the engine gives for that shorter or longer move list.
import type { MoveRecord } from '../engine/core/replay';
import type { AnyGame, GameEvent, Lang, PlayerId, RevealKind } from '../engine/core/types';
import type { SessionSetup } from '../model/setup';

/** One move of the game as a viewer saw it (see GameSession.history). */
export interface HistoryItem {
  player: PlayerId;
  /** The move's events, as game.viewEvents gives them to the viewer. */
  events: GameEvent[];
  /** game.view after the move, for the viewer. */
  view: unknown;
  /** describe() of the move, for the viewer's own moves only (it may name hidden things). */
  line: string | null;
}

export function initialState(game: AnyGame, setup: SessionSetup): unknown {
  return game.setup(game.normalizeOptions({ ...setup.options }));
}

/** Replays the first `count` moves (all by default), calling `each` after every move. */
export function replayMoves(
  game: AnyGame,
  setup: SessionSetup,
  moves: readonly MoveRecord[],
  count = moves.length,
  each?: (record: MoveRecord, before: unknown, after: unknown, events: GameEvent[]) => void,
): unknown {
  let state = initialState(game, setup);
  for (const r of moves.slice(0, count)) {
    const applied = game.apply(state, r.player, r.move);
    each?.(r, state, applied.state, applied.events);
    state = applied.state;
  }
  return state;
}

/** Every move of the first `count` as `viewer` saw it; describe() only for the viewer's own. */
export function historyOf(game: AnyGame, setup: SessionSetup, moves: readonly MoveRecord[], viewer: PlayerId | null, lang: Lang, count = moves.length): HistoryItem[] {
  const out: HistoryItem[] = [];
  replayMoves(game, setup, moves, count, (r, before, after, events) => {
    const line = r.player === viewer ? game.describe(r.move, before, lang) : null;
    out.push({ player: r.player, events: game.viewEvents(events, viewer), view: game.view(after, viewer), line });
  });
  return out;
}

/** What one move (its raw events) showed `seat` that was hidden; a game without reveals() counts every move. */
export function revealsFor(game: AnyGame, seat: PlayerId, events: GameEvent[]): RevealKind | null {
  return game.reveals ? game.reveals(game.viewEvents(events, seat), seat) : 'reveal';
}
