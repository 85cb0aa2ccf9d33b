// One tab owns a saved game at a time. Two tabs playing the same save would each write their
// whole record under the same id, the last to move silently dropping the other's moves. So a
// session claims its save (a Web Lock named after it) when it opens: the tab that gets it plays
// and saves; another tab learns that the game is open elsewhere and may take it over (the lock is
// stolen: the first tab learns it was taken) or go on with a copy as a new game. Where the browser
// has no Web Locks, every tab plays and the version check on write (storage/saves.ts) stops the
// stale one at its next save.
import { type Store, createStore } from '../model/store';
import type { SaveRecord, WriteResult } from '../storage/types';
import type { SavePort, WritePort } from './autosaver';

/** claiming: the lock is asked for; mine: this tab plays and saves; elsewhere: another tab had it first; taken: another tab took it over. */
export type OwnerState = 'claiming' | 'mine' | 'elsewhere' | 'taken';

export interface Ownership {
  readonly state: Store<OwnerState>;
  /** This claim took the save over from another tab (that tab may still write once: see ownedSaves). */
  readonly takeOver: boolean;
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
    takeOver: opts.takeOver === true,
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
 * A take-over's answer to its first conflict: the record read again from disk (`stored`) turned
 * into the record to write now (the session adopts the other tab's last moves when they only add
 * to its own, else writes its own game over them).
 */
export type CatchUp = (stored: SaveRecord) => SaveRecord;

const isConflict = (r: WriteResult): boolean => !r.ok && r.error.code === 'conflict';

/**
 * Writes made only while this tab owns what they write (a saved game, a lesson's place): a write
 * waits for the claim, is refused when another tab has it, and a refusal of the version check
 * hands it over — except a take-over's first one. The tab a game is taken from learns it only
 * when its lock is stolen, a moment later; a move it made meanwhile is saved over the version the
 * take-over had read, and the take-over's first write meets it as a conflict. Giving the game up
 * then left both tabs locked out (each told another tab took it over). So a take-over, before
 * its first write goes through, reads the record again once (`reread`: it notes the version read
 * and gives the record to write over it) and writes that; the other tab, its lock gone, is the
 * one that stops.
 */
export function ownedWrites<T>(port: WritePort<T>, ownership: Ownership, reread?: (record: T) => Promise<T | null>): WritePort<T> {
  const refused: WriteResult = { ok: false, error: { code: 'elsewhere', message: 'Another tab plays this game.' }, notice: 'notice.saveConflict' };
  /** A take-over may still re-read: none of its writes has gone through, and it has not re-read yet. */
  let mayReread = ownership.takeOver;
  return {
    async autosave(record) {
      if (!(await ownership.settled) || heldElsewhere(ownership)) return refused;
      let result = await port.autosave(record);
      if (isConflict(result) && mayReread && reread) {
        mayReread = false;
        const next = await reread(record);
        if (next !== null && !heldElsewhere(ownership)) result = await port.autosave(next);
      }
      if (result.ok) mayReread = false;
      else if (isConflict(result)) ownership.lose();
      return result;
    },
  };
}

/** A game's saves, owned (ownedWrites); a take-over re-reads the record with `load` and `catchUp`. */
export function ownedSaves(saves: SavePort, ownership: Ownership, catchUp?: CatchUp): SavePort {
  const load = saves.load?.bind(saves);
  const reread =
    load && catchUp
      ? async (record: SaveRecord) => {
          const stored = await load(record.id);
          return stored.ok ? catchUp(stored.value) : null;
        }
      : undefined;
  return ownedWrites(saves, ownership, reread);
}
