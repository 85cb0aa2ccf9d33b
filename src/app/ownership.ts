// One tab owns a saved game at a time. Two tabs playing the same save would each write their
// whole record under the same id, the last to move silently dropping the other's moves. So a
// session claims its save (a Web Lock named after it) when it opens: the tab that gets it plays
// and saves; another tab learns that the game is open elsewhere and may take it over (the lock is
// stolen: the first tab learns it was taken) or go on with a copy as a new game. Where the browser
// has no Web Locks, every tab plays and the version check on write (storage/saves.ts) stops the
// stale one at its next save.
import { type Store, createStore } from '../model/store';
import type { WriteResult } from '../storage/types';
import type { SavePort } from './autosaver';

/** claiming: the lock is asked for; mine: this tab plays and saves; elsewhere: another tab had it first; taken: another tab took it over. */
export type OwnerState = 'claiming' | 'mine' | 'elsewhere' | 'taken';

export interface Ownership {
  readonly state: Store<OwnerState>;
  /** Resolves once the claim is answered: true when this tab owns the save. */
  readonly settled: Promise<boolean>;
  /** Another tab's write was found on disk (the version check): this tab no longer owns the save. */
  lose(): void;
  /** Lets the save go (the table closed). */
  release(): void;
}

/** The few Web Locks calls used (the browser's LockManager has them). */
export interface Locks {
  request(name: string, options: { ifAvailable?: boolean; steal?: boolean }, callback: (lock: unknown) => Promise<void> | undefined): Promise<unknown>;
}

/** The browser's Web Locks, or null where there are none. */
export function browserLocks(): Locks | null {
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as unknown as Locks) : null;
}

export const lockName = (saveId: string): string => `boardwright:save:${saveId}`;

/**
 * Claims the save for this tab: at once if no other tab holds it, or, with `takeOver`, from the
 * tab that does (which is told it was taken).
 */
export function claimSave(saveId: string, opts: { takeOver?: boolean; locks?: Locks | null } = {}): Ownership {
  const locks = opts.locks === undefined ? browserLocks() : opts.locks;
  const state = createStore<OwnerState>(locks ? 'claiming' : 'mine');
  let letGo: (() => void) | null = null;
  let released = false;
  const settled = new Promise<boolean>((resolve) => {
    if (!locks) return resolve(true);
    const options = opts.takeOver ? { steal: true } : { ifAvailable: true };
    locks
      .request(lockName(saveId), options, (lock) => {
        if (lock === null || released) {
          resolve(false);
          return undefined;
        }
        resolve(true);
        // Held until released: the promise the lock waits on.
        return new Promise<void>((done) => {
          letGo = done;
        });
      })
      .catch(() => {
        // Stolen by another tab's take-over (AbortError): this tab plays on no more.
        letGo = null;
        resolve(false);
        if (!released) state.set('taken');
      });
  }).then((mine) => {
    if (!released && state.get() === 'claiming') state.set(mine ? 'mine' : 'elsewhere');
    return mine;
  });
  return {
    state,
    settled,
    lose() {
      if (!released) state.set('taken');
    },
    release() {
      released = true;
      letGo?.();
      letGo = null;
    },
  };
}

/** True once another tab plays the save: this tab neither moves nor saves. */
export const heldElsewhere = (o: Ownership | null): boolean => {
  const s = o?.state.get();
  return s === 'elsewhere' || s === 'taken';
};

/**
 * The session's saves, written only while this tab owns the game: a write waits for the claim,
 * is refused when another tab has the game, and a refusal of the version check hands it over.
 */
export function ownedSaves(saves: SavePort, ownership: Ownership): SavePort {
  const refused: WriteResult = { ok: false, error: { code: 'elsewhere', message: 'Another tab plays this game.' }, notice: 'notice.saveConflict' };
  return {
    async autosave(record) {
      if (!(await ownership.settled) || heldElsewhere(ownership)) return refused;
      const result = await saves.autosave(record);
      if (!result.ok && result.error.code === 'conflict') ownership.lose();
      return result;
    },
  };
}
