// Undo against the bots: how far back the one human at the table may go. Back to their own
// previous decision (bot moves after it go too), again and again, as far as the start — but never
// past a move that showed them something hidden (a draw, a reveal, a peek): replaying from before
// it, they would play knowing what it showed. The undone position is the replay of the shorter
// move list (history.ts), so it is exactly the position the game had then.
import type { MoveRecord } from '../engine/core/replay';
import type { PlayerId, RevealKind } from '../engine/core/types';

/** Why undo cannot go back now: nothing of yours to take back, the game is over, or a reveal. */
export type UndoBlock = 'start' | 'over' | RevealKind;

export type UndoState = { can: true; to: number } | { can: false; block: UndoBlock };

/**
 * Where undo would take `seat` back to: the move index of its last decision (the position
 * before it), unless a move from there on revealed something to it.
 */
export function undoState(moves: readonly MoveRecord[], revealed: readonly (RevealKind | null)[], seat: PlayerId, over: boolean): UndoState {
  if (over) return { can: false, block: 'over' };
  let last = -1;
  for (let i = moves.length - 1; i >= 0; i--) {
    if (moves[i]?.player === seat) {
      last = i;
      break;
    }
  }
  if (last < 0) return { can: false, block: 'start' };
  for (let i = moves.length - 1; i >= last; i--) {
    const kind = revealed[i];
    if (kind) return { can: false, block: kind };
  }
  return { can: true, to: last };
}
