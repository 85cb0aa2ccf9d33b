// Where a lesson stands, kept the way a game is saved (issue 45). Before, each step's write was
// fire-and-forget: with storage full the kept place fell behind without a word, and two tabs on
// one lesson overwrote each other's. Now the place goes through the game's path: one write in
// flight and the newest place after it (Autosaver), failures a lasting state the table shows with
// the save banner's Retry, the lesson claimed by one tab at a time (a Web Lock, ownership.ts) and
// each write version-checked (storage/lessons.ts `keep`): a second tab is told as for a game.
import { type Store, createStore } from '../model/store';
import type { LessonId, LessonPlace, LessonsApi } from '../storage/lessons';
import type { NoticeKey } from '../storage/types';
import { Autosaver } from './autosaver';
import { type Ownership, ownedWrites } from './ownership';

/** The Web Lock's name for a lesson (a game's, or an expansion's: one lock per lesson). */
export const lessonLockId = (game: LessonId): string => `lesson:${game}`;

export class LessonKeeper {
  /** While the place cannot be written, why ('notice.storageFull'); null once a write succeeds. */
  readonly problem: Store<NoticeKey | null> = createStore<NoticeKey | null>(null);
  private readonly saver: Autosaver<LessonPlace>;
  private place: LessonPlace | null = null;

  constructor(
    lessons: Pick<LessonsApi, 'keep' | 'all'>,
    readonly game: LessonId,
    /** This tab's claim on the lesson (null: every tab writes; the version check still guards). */
    readonly ownership: Ownership | null,
  ) {
    const port = { autosave: (place: LessonPlace) => lessons.keep(game, place) };
    // A take-over's first conflict: the tab it took the lesson from kept a step on its way out.
    // Read the versions again and keep this tab's place, the one in use now.
    const reread = async (place: LessonPlace) => {
      await lessons.all();
      return place;
    };
    this.saver = new Autosaver<LessonPlace>(
      ownership ? ownedWrites(port, ownership, reread) : port,
      () => this.place as LessonPlace,
      (problem) => this.problem.set(problem),
    );
  }

  /** The learner reached a step (the last one: done): written now, or after the write in flight. */
  keep(place: LessonPlace): void {
    this.place = place;
    this.saver.request();
  }

  /** The banner's Retry: the newest place, written again. */
  retry(): void {
    if (this.place) this.saver.request();
  }

  /** Resolves when every write asked for so far has finished (tests, leaving). */
  flush(): Promise<void> {
    return this.saver.flush();
  }

  release(): void {
    this.ownership?.release();
  }
}
