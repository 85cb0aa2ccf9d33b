// Autosave after every move without piling up writes: one write in flight at a time, and the
// newest position written right after it. Failing writes are a lasting state, not a one-off
// notice: the table shows a banner (Retry, Export) for as long as they fail, and it goes with
// the first write that succeeds. The game itself stays in memory, so nothing is lost meanwhile.
import { type Result, errorValue } from '../engine/core/errors';
import type { NoticeKey, SaveRecord, WriteResult } from '../storage/types';

/** Where an Autosaver writes: a saved game's record, or a lesson's place (lessonProgress.ts). */
export interface WritePort<T> {
  autosave(record: T): Promise<WriteResult>;
}

export interface SavePort extends WritePort<SaveRecord> {
  /** Reads a record again from disk (a take-over's first conflict, app/ownership.ts); noted as read. */
  load?(id: string): Promise<Result<SaveRecord>>;
}

export class Autosaver<T = SaveRecord> {
  private saving: Promise<void> | null = null;
  private queued = false;
  private problem: NoticeKey | null = null;

  constructor(
    private readonly port: WritePort<T>,
    /** The record to write, taken when the write starts (so it is always the newest). */
    private readonly record: () => T,
    /** Told when writes start failing (why, e.g. 'notice.storageFull') and when one succeeds again (null). */
    private readonly onProblem: (problem: NoticeKey | null) => void,
  ) {}

  /** Why the last write failed, or null when it succeeded. */
  get failing(): NoticeKey | null {
    return this.problem;
  }

  request(): void {
    if (this.saving) {
      this.queued = true;
      return;
    }
    this.saving = this.port
      .autosave(this.record())
      .catch((e: unknown): WriteResult => ({ ok: false, error: errorValue(e), notice: 'notice.storageWriteFailed' }))
      .then((result) => {
        const problem = result.ok ? null : result.notice;
        if (problem !== this.problem) {
          this.problem = problem;
          this.onProblem(problem);
        }
        this.saving = null;
        if (this.queued) {
          this.queued = false;
          this.request();
        }
      });
  }

  /** Resolves when every write asked for so far has finished. */
  async flush(): Promise<void> {
    while (this.saving) await this.saving;
  }
}
