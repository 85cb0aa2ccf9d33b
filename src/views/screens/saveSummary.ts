// What the Load screen says about a saved game, apart from its markup: where the game stands as
// that game counts it (its views kit's progress: Gears and Gear & Piston by round, Innovation by
// turn), read from the position's public view, and who sits at the table.
import { getGame } from '../../engine/index';
import type { SaveRecord } from '../../app/stored';
import { savedState } from '../../app/savedState';
import type { Progress } from '../kit';
import { VIEWS_KITS } from '../kits';

export type { Progress } from '../kit';

/**
 * The record's position: its snapshot when it matches the moves (every save the app writes has
 * one), else a replay. Null when it cannot be read or the count is not a number.
 */
export function saveProgress(record: SaveRecord, resolve = getGame): Progress | null {
  try {
    const game = resolve(record.game);
    const state = savedState(record, resolve);
    if (state === undefined) return null;
    const p = VIEWS_KITS[record.game]?.progress(game.view(state, null));
    return p && Number.isFinite(p.n) ? p : null;
  } catch {
    return null;
  }
}

/** The seats in order: 'human' or the bot's level. */
export const seatKinds = (record: SaveRecord): string[] => record.setup.seats.map((s) => (s.kind === 'human' ? 'human' : s.level));
