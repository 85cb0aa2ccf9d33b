// The result as a driver of the game's record: told each new record, it sends how the game counts
// (resultOf) to the stats once, when the outcome appears. A result the stats refused (a full disk)
// is not lost: it is sent again when writes work again or the player asks to retry.
import type { GameResult, NoticeKey, WriteResult } from '../storage/types';
import { type GameRecord, resultOf } from './record';

export interface StatsPort {
  recordResult(result: GameResult): Promise<WriteResult>;
}

export class ResultDriver {
  private recorded: boolean;

  constructor(
    private readonly stats: StatsPort,
    /** The record the game opened with. */
    private record: GameRecord,
    /** True while nothing may be recorded here (another tab has the game). */
    private readonly paused: () => boolean,
    /** Told why the stats refused the result (e.g. 'notice.storageFull'). */
    private readonly refused: (notice: NoticeKey) => void,
  ) {
    // A game that is already over when loaded was recorded when it ended.
    this.recorded = record.outcome !== null;
  }

  /** A new record (a move, undo, a hint): its result is recorded if its outcome has just appeared. */
  tell(record: GameRecord): void {
    this.record = record;
    this.recordOnce();
  }

  /**
   * A take-over's catch-up: the other tab's record, whose result that tab recorded when its save
   * says the game is over (`recordedThere`). Nothing is sent now (see retry).
   */
  adopt(record: GameRecord, recordedThere: boolean): void {
    this.record = record;
    this.recorded ||= recordedThere;
  }

  /** Sends a result not recorded yet again (writes work again, or the storage banner's Retry). */
  retry(): void {
    this.recordOnce();
  }

  private recordOnce(): void {
    if (this.recorded || this.paused()) return;
    const result = resultOf(this.record, Date.now());
    if (!result) return;
    this.recorded = true;
    const again = () => {
      this.recorded = false;
    };
    void this.stats
      .recordResult(result)
      .then((r) => {
        if (r.ok) return;
        again();
        this.refused(r.notice);
      })
      .catch((e: unknown) => {
        again();
        console.warn('Could not record the result.', e);
      });
  }
}
