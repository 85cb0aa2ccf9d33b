import type { GameDefinition, GameEvent, GameOptions, PlayerId } from './types';

/** The state after a move, without events where the game can skip them (game.advance). */
export function advancer<S, M>(
  game: Pick<GameDefinition<S, M>, 'apply' | 'advance'>,
): (state: S, player: PlayerId, move: M) => S {
  const advance = game.advance;
  return advance ? advance.bind(game) : (state, player, move) => game.apply(state, player, move).state;
}

/** One recorded decision: who made it and what it was. A game is (options, seed, moves). */
export interface MoveRecord<M = unknown> {
  player: PlayerId;
  move: M;
}

/** A game replayed with what each step gave kept: states[i] is the position after i moves, steps[i] move i's events. */
export interface Kept {
  states: unknown[];
  steps: GameEvent[][];
}

/**
 * The replay the app stands on (opening a save, a replay's table, a retried decision, a log told
 * again): the first `count` moves from the set-up of `options` (seed included), every position and
 * each move's events kept. Throws as `apply` does on a move the rules refuse.
 */
export function replayKept(
  game: Pick<GameDefinition<unknown, unknown>, 'setup' | 'normalizeOptions' | 'apply'>,
  options: GameOptions,
  moves: readonly MoveRecord[],
  count = moves.length,
): Kept {
  let state = game.setup(game.normalizeOptions({ ...options }));
  const states: unknown[] = [state];
  const steps: GameEvent[][] = [];
  for (let i = 0; i < count && i < moves.length; i++) {
    const r = moves[i] as MoveRecord;
    const applied = game.apply(state, r.player, r.move);
    state = applied.state;
    states.push(state);
    steps.push(applied.events);
  }
  return { states, steps };
}

/** Rebuilds a game from its options, seed and moves. Throws IllegalMoveError on a bad record. */
export function replay<S, M, V, O extends GameOptions>(
  game: GameDefinition<S, M, V, O>,
  options: Omit<O, 'seed'> & Partial<O>,
  seed: number,
  moves: readonly MoveRecord<M>[],
): { state: S; events: GameEvent[] } {
  const full = game.normalizeOptions({ ...options, seed } as O);
  let state = game.setup(full);
  const events: GameEvent[] = [];
  for (const record of moves) {
    const applied = game.apply(state, record.player, record.move);
    state = applied.state;
    for (const e of applied.events) events.push(e);
  }
  return { state, events };
}
