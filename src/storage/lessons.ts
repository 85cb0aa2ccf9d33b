// Where each game's lesson stands: the step reached (so a lesson left half-way resumes there),
// whether it was played to its end, and whether Setup has offered it already. One record in the
// settings store (key 'lessons'), read field by field: a damaged entry is dropped, never fatal.
// The place reached is kept like a saved game (issue 45): each write of it counts up the game's
// version (`revs`, beside the records), and a tab writes it only over the version it last read or
// wrote, so a second tab on the same lesson is refused ('conflict') instead of silently putting
// the learner back where it stands; failures come back as WriteResults the table shows.
import { LESSON_IDS, type LessonId } from '../model/lessonIds';
import type { Backend } from './backend';
import { writeFailure } from './saves';

export { LESSON_IDS, type LessonId } from '../model/lessonIds';
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

export type LessonRecords = Partial<Record<LessonId, LessonRecord>>;

export interface LessonsApi {
  /** Every game's record (the versions read are noted: this tab's next `keep` goes over them). */
  all(): Promise<LessonRecords>;
  /** Merges into a game's record (a new record starts at the first step, not offered, not done). */
  set(game: LessonId, patch: Partial<LessonRecord>): Promise<WriteResult>;
  /**
   * The place reached in a game's lesson (step, index, done), written only over the version this
   * tab last read or wrote: another tab's newer place refuses it ('conflict').
   */
  keep(game: LessonId, place: LessonPlace): Promise<WriteResult>;
}

/** What a lesson's session writes as it goes: the step reached and, at the last, done. */
export type LessonPlace = Pick<LessonRecord, 'step' | 'index'> & { done?: true };

/** The stored record: the games' records and, per game, how many times its place was written. */
interface StoredLessons {
  key: string;
  value: LessonRecords;
  revs?: Partial<Record<LessonId, number>>;
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
  for (const game of LESSON_IDS) {
    if (!Object.hasOwn(stored, game)) continue;
    const r = readRecord((stored as Record<string, unknown>)[game]);
    if (r) out[game] = r;
  }
  return out;
}

function readRevs(stored: unknown): Partial<Record<LessonId, number>> {
  const revs = (stored as { revs?: unknown } | undefined)?.revs;
  const out: Partial<Record<LessonId, number>> = {};
  if (typeof revs !== 'object' || revs === null) return out;
  for (const game of LESSON_IDS) {
    const rev = Object.hasOwn(revs, game) ? (revs as Record<string, unknown>)[game] : undefined;
    if (Number.isInteger(rev)) out[game] = rev as number;
  }
  return out;
}

/** Thrown inside the write's transaction when another tab kept a place since this tab last saw it. */
class Conflict extends Error {}

export function createLessons(backend: Backend): LessonsApi {
  /** Per game, the version of its place this tab last read or wrote. */
  const seen = new Map<LessonId, number>();
  /** Merges into one game's record in one transaction; with `bump`, a place: version-checked and counted. */
  const write = (game: LessonId, patch: Partial<LessonRecord>, bump: boolean) =>
    backend.update('settings', KEY, (old): StoredLessons => {
      const records = readLessons((old as { value?: unknown } | undefined)?.value);
      const revs = readRevs(old);
      const known = seen.get(game);
      // A tab that never read the game's place starts it over (a lesson begun afresh); one that did
      // writes only over what it read.
      if (bump && known !== undefined && (revs[game] ?? 0) !== known) throw new Conflict();
      records[game] = { ...NEW_LESSON, ...records[game], ...patch };
      if (bump) revs[game] = (revs[game] ?? 0) + 1;
      return { key: KEY, value: records, revs };
    });
  return {
    async all() {
      try {
        const stored = await backend.get('settings', KEY);
        const revs = readRevs(stored);
        // A place never written is version 0: read as such, another tab's first write refuses this tab's.
        for (const game of LESSON_IDS) seen.set(game, revs[game] ?? 0);
        return readLessons((stored as { value?: unknown } | undefined)?.value);
      } catch {
        return {};
      }
    },
    async set(game, patch) {
      try {
        await write(game, patch, false);
        return { ok: true };
      } catch (e) {
        return writeFailure(e);
      }
    },
    async keep(game, place) {
      try {
        const written = await write(game, place, true);
        seen.set(game, written.revs?.[game] ?? 0);
        return { ok: true };
      } catch (e) {
        if (e instanceof Conflict) {
          return { ok: false, error: { code: 'conflict', message: 'Another tab moved on in this lesson since this tab last did.' }, notice: 'notice.saveConflict' };
        }
        return writeFailure(e);
      }
    },
  };
}
