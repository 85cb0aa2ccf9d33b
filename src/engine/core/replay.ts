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
