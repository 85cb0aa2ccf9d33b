import type { PlayerId } from './types';

/**
 * The last legal list an engine handed out: for which state and seat, plus one value the engine
 * keeps beside it (Innovation keeps the question as its chooser saw it). A move that is one of the
 * list's own objects, applied to that very state by that seat, is legal by construction, so the
 * engine may skip its checks for it: a search or a playout applies the move it was just given,
 * thousands of times a second. States are never changed once made, so the memo cannot go stale;
 * it only ever saves work, never changes a result.
 */
export class LastListed<S, M, X = null> {
  private state: S | null = null;
  private player: PlayerId = -1;
  private moves: readonly M[] = [];
  /** The value remembered with the list; read it after `has` answered true. */
  extra: X;

  constructor(empty: X) {
    this.extra = empty;
  }

  remember(s: S, p: PlayerId, moves: readonly M[], extra: X): void {
    this.state = s;
    this.player = p;
    this.moves = moves;
    this.extra = extra;
  }

  /** True when `move` is one of the very objects of the list last remembered for (s, p). */
  has(s: S, p: PlayerId, move: M): boolean {
    if (this.state !== s || this.player !== p) return false;
    const moves = this.moves;
    for (let i = 0; i < moves.length; i++) if (moves[i] === move) return true;
    return false;
  }
}
