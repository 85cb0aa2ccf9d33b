// Which log group (a round, a turn) each event of a move belongs to. The last move of a Gears
// round also starts the next one: its events before the round-start stay in the round they
// finish, the rest go under the new round, so the log never runs a round ahead of the table.
import type { GameEvent } from '../engine/core/types';

/**
 * `before` is the group of the position before the move (null: unknown, the game's first move),
 * `after` the group of the position after it, `opens` names the group an event begins, if any.
 * A move that opens no group is logged under `after`, as before.
 */
export function eventGroups(events: readonly GameEvent[], before: string | null, after: string, opens: (e: GameEvent) => string | null): string[] {
  const named = events.map(opens);
  if (named.every((g) => g === null)) return events.map(() => after);
  let group = before ?? after;
  return named.map((g) => {
    group = g ?? group;
    return group;
  });
}
