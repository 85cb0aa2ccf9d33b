// A game told again from (options, seed, moves): the position after any number of moves, and
// every move as one viewer saw it. Undo, the log after a reload and the replay all stand on it,
// so what they show is exactly what the engine gives for that shorter or longer move list.
import { type MoveRecord, replayKept } from '../engine/core/replay';
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

/** Every move of the first `count` as `viewer` saw it; describe() only for the viewer's own. */
export function historyOf(game: AnyGame, setup: SessionSetup, moves: readonly MoveRecord[], viewer: PlayerId | null, lang: Lang, count = moves.length): HistoryItem[] {
  return historyFromReplay(game, moves, replayKept(game, setup.options, moves, count), viewer, lang, count);
}

/**
 * A replay already made, kept move by move: `states[k]` is the position after k moves (states[0]
 * the set-up), `steps[k]` the raw events of move k. A session keeps one from the moment its game
 * is opened, so its log, its undo and a viewer's history never replay the game again.
 */
export interface Replayed {
  readonly states: readonly unknown[];
  readonly steps: readonly GameEvent[][];
}

/** historyOf from a kept replay: the same items, without applying a move again. */
export function historyFromReplay(game: AnyGame, moves: readonly MoveRecord[], replayed: Replayed, viewer: PlayerId | null, lang: Lang, count = moves.length): HistoryItem[] {
  const out: HistoryItem[] = [];
  for (let i = 0; i < count; i++) {
    const r = moves[i] as MoveRecord;
    const line = r.player === viewer ? game.describe(r.move, replayed.states[i], lang) : null;
    out.push({ player: r.player, events: game.viewEvents(replayed.steps[i] ?? [], viewer), view: game.view(replayed.states[i + 1], viewer), line });
  }
  return out;
}

/** What one move (its raw events) showed `seat` that was hidden; a game without reveals() counts every move. */
export function revealsFor(game: AnyGame, seat: PlayerId, events: GameEvent[]): RevealKind | null {
  return game.reveals ? game.reveals(game.viewEvents(events, seat), seat) : 'reveal';
}
