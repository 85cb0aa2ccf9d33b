// The table's pace without a board (screen reader mode): each event with words holds the table for
// one step of the game's pace, as its animation would, so the log (and what is announced of it)
// never runs ahead of the bots, and the bots wait for the table as they do for the board.
import type { BoardPort } from '../../table/controller';

export function textPace(stepMs: number): BoardPort {
  return {
    animate(e, ctx, line) {
      const hold = line(e) === null ? 0 : ctx.hold(stepMs);
      return hold > 0 ? ctx.wait(hold) : undefined;
    },
  };
}
