// Autosave after every move without piling up writes: one write in flight at a time, and the
// newest position written right after it. A failed write is reported once per run of failures.
import { errorValue } from '../engine/core/errors';
import type { SaveRecord, WriteResult } from '../storage/types';

export interface SavePort {
  autosave(record: SaveRecord): Promise<WriteResult>;
}

export class Autosaver {
  private saving: Promise<void> | null = null;
  private queued = false;
  private failing = false;

  constructor(
    private readonly port: SavePort,
    /** The record to write, taken when the write starts (so it is always the newest). */
    private readonly record: () => SaveRecord,
    /** Told once when writes start failing (e.g. 'notice.storageFull'). */
    private readonly onFailure: (notice: WriteResult & { ok: false }) => void,
  ) {}

  request(): void {
    if (this.saving) {
      this.queued = true;
      return;
    }
    this.saving = this.port
      .autosave(this.record())
      .catch((e: unknown): WriteResult => ({ ok: false, error: errorValue(e), notice: 'notice.storageWriteFailed' }))
      .then((result) => {
        if (!result.ok && !this.failing) this.onFailure(result);
        this.failing = !result.ok;
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
