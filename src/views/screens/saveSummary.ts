// What the Load screen says about a saved game, apart from its markup: where the game stands as
// that game counts it (Gears and Gear & Piston by round, Innovation by turn), read from the
// position's public view, and who sits at the table.
import type { GameId } from '../../engine/core/types';
import type { GnpView } from '../../engine/gear-and-piston/types';
import { ROUNDS } from '../../engine/gears/data';
import type { GearsView } from '../../engine/gears/types';
import type { InnovationView } from '../../engine/innovation/view';
import { getGame } from '../../engine/index';
import type { SaveRecord } from '../../app/stored';
import { savedState } from '../../app/savedState';

export interface Progress {
  unit: 'round' | 'turn';
  n: number;
  /** The game's fixed length, when it has one (Gears: 10 rounds). */
  total?: number;
}

/** Each game's own count, from the spectator's view of a position. */
const PROGRESS: Record<GameId, (view: unknown) => Progress> = {
  gears: (v) => ({ unit: 'round', n: (v as GearsView).round + 1, total: ROUNDS }),
  innovation: (v) => ({ unit: 'turn', n: Math.max(1, (v as InnovationView).turn) }),
  'gear-and-piston': (v) => ({ unit: 'round', n: (v as GnpView).round }),
};

/**
 * The record's position: its snapshot when it matches the moves (every save the app writes has
 * one), else a replay. Null when it cannot be read or the count is not a number.
 */
export function saveProgress(record: SaveRecord, resolve = getGame): Progress | null {
  try {
    const game = resolve(record.game);
    const state = savedState(record, resolve);
    if (state === undefined) return null;
    const p = PROGRESS[record.game]?.(game.view(state, null));
    return p && Number.isFinite(p.n) ? p : null;
  } catch {
    return null;
  }
}

/** The seats in order: 'human' or the bot's level. */
export const seatKinds = (record: SaveRecord): string[] => record.setup.seats.map((s) => (s.kind === 'human' ? 'human' : s.level));
