// A saved game's position for a screen that describes it (the Load screen's "round 3"): its
// snapshot when it matches the moves (every save the app writes has one), else a replay.
import type { AnyGame } from '../engine/core/types';
import { getGame } from '../engine/index';
import type { SaveRecord } from '../storage/types';
import { restoreSave } from '../storage/validate';

/** The record's position, or undefined when it cannot be rebuilt. */
export function savedState(record: SaveRecord, resolve: (id: string) => AnyGame = getGame): unknown {
  if (record.snapshot?.moveCount === record.moves.length) return record.snapshot.state;
  const restored = restoreSave(record, resolve);
  return restored.ok ? restored.value.state : undefined;
}
