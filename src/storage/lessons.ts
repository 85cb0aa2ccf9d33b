// Where each game's lesson stands: the step reached (so a lesson left half-way resumes there),
// whether it was played to its end, and whether Setup has offered it already. One record in the
// settings store (key 'lessons'), read field by field: a damaged entry is dropped, never fatal.
import type { GameId } from '../engine/core/types';
import { GAME_IDS } from '../engine/core/types';
import type { Backend } from './backend';
import { writeFailure } from './saves';
import type { WriteResult } from './types';

const KEY = 'lessons';

export interface LessonRecord {
  /** The id of the step reached, and its place (the id wins when the lesson's steps change). */
  step: string | null;
  index: number;
  /** Played to its last step at least once. */
  done: boolean;
  /** Setup has offered the lesson (it offers it once, the first time the game is chosen). */
  offered: boolean;
}

export type LessonRecords = Partial<Record<GameId, LessonRecord>>;

export interface LessonsApi {
  all(): Promise<LessonRecords>;
  /** Merges into a game's record (a new record starts at the first step, not offered, not done). */
  set(game: GameId, patch: Partial<LessonRecord>): Promise<WriteResult>;
}

export const NEW_LESSON: LessonRecord = { step: null, index: 0, done: false, offered: false };

function readRecord(x: unknown): LessonRecord | null {
  if (typeof x !== 'object' || x === null) return null;
  const r = x as Record<string, unknown>;
  const step = typeof r.step === 'string' ? r.step : null;
  const index = Number.isInteger(r.index) && (r.index as number) >= 0 ? (r.index as number) : 0;
  return { step, index, done: r.done === true, offered: r.offered === true };
}

/** Keeps the well-formed records of known games. */
export function readLessons(stored: unknown): LessonRecords {
  const out: LessonRecords = {};
  if (typeof stored !== 'object' || stored === null) return out;
  for (const game of GAME_IDS) {
    if (!Object.hasOwn(stored, game)) continue;
    const r = readRecord((stored as Record<string, unknown>)[game]);
    if (r) out[game] = r;
  }
  return out;
}

export function createLessons(backend: Backend): LessonsApi {
  return {
    async all() {
      try {
        return readLessons(((await backend.get('settings', KEY)) as { value?: unknown } | undefined)?.value);
      } catch {
        return {};
      }
    },
    async set(game, patch) {
      try {
        await backend.update('settings', KEY, (old) => {
          const records = readLessons((old as { value?: unknown } | undefined)?.value);
          records[game] = { ...NEW_LESSON, ...records[game], ...patch };
          return { key: KEY, value: records };
        });
        return { ok: true };
      } catch (e) {
        return writeFailure(e);
      }
    },
  };
}
