// A game opened from the address (?game=…) is a save of its own from its first move. A reload of
// that address must bring that game back, not start the setup over as another save at move 0
// (which Continue would then open). The tab remembers which save the address started — in
// sessionStorage: this tab only, kept across reloads — and a reload opens that save again. Another
// tab opening the same address starts a game of its own.
//
// The tab also keeps the game itself there (its moves, without the snapshot), as it goes (issue
// 45). The save in IndexedDB can be missing or behind on reload: writes failed (storage full), or
// another tab deleted the database, or a newer version's schema left this tab's code unable to
// open it. Reopening the address then started the game over at move 1 without a word. Of the two
// ways out — keep the game where a reload finds it, or only tell the player it is gone — keeping
// it loses nothing, so a reload opens the newer of the two copies (by the time each was written)
// and writes it back to storage at once. Only when neither copy is there (sessionStorage full or
// blocked too) does a new game begin, and the table says so (notice.urlGameLost).
import type { Result } from '../engine/core/errors';
import type { SaveRecord } from '../storage/types';
import type { LiveGame } from './table-session';
import type { SessionSetup } from '../model/setup';

const KEY = 'boardwright:url-game';

/** Where the tab keeps the pair (address, save id): sessionStorage in the browser. */
export interface TabMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The tab's sessionStorage, or null where there is none or the browser blocks it. */
export function tabMemory(): TabMemory | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export interface UrlGameDeps {
  memory: TabMemory | null;
  load(id: string): Promise<Result<SaveRecord>>;
  fresh(setup: SessionSetup): Promise<LiveGame>;
  fromSave(record: SaveRecord): Promise<LiveGame>;
}

/** What the tab remembers of the game its address started. */
interface Remembered {
  id: string;
  /** Moves played when last written (a game with none has nothing to lose). */
  moves: number;
  /** The game itself, when it has moves and the tab could keep it. */
  record: SaveRecord | null;
}

/** The game this tab started from `search` before (a reload), if the tab remembers one. */
function remembered(memory: TabMemory | null, search: string): Remembered | null {
  try {
    const raw = memory?.getItem(KEY);
    const entry = raw ? (JSON.parse(raw) as { search?: unknown; id?: unknown; moves?: unknown; record?: unknown }) : null;
    if (!entry || entry.search !== search || typeof entry.id !== 'string') return null;
    const record = entry.record as SaveRecord | undefined;
    const own = typeof record === 'object' && record !== null && record.id === entry.id && Array.isArray(record.moves) && typeof record.meta?.date === 'number';
    return { id: entry.id, moves: Number.isInteger(entry.moves) ? (entry.moves as number) : 0, record: own ? record : null };
  } catch {
    return null; // storage blocked or damaged: a new game, as before
  }
}

/** Writes what the tab keeps of the session's game; without the game when it does not fit. */
function keep(memory: TabMemory | null, search: string, session: LiveGame): void {
  const full = session.toSaveRecord();
  const { snapshot: _snapshot, rev: _rev, ...record } = full;
  const moves = record.moves.length;
  try {
    memory?.setItem(KEY, JSON.stringify({ search, id: session.saveId, moves, ...(moves > 0 ? { record } : {}) }));
  } catch {
    try {
      memory?.setItem(KEY, JSON.stringify({ search, id: session.saveId, moves }));
    } catch {
      // Storage blocked: a reload starts a new game, as it would without this.
    }
  }
}

/** The newer of the stored save and the tab's copy (by when each was written). */
function newer(stored: SaveRecord | null, copy: SaveRecord | null): SaveRecord | null {
  if (!copy) return stored;
  if (!stored) return copy;
  return copy.meta.date > stored.meta.date ? copy : stored;
}

/**
 * The session for an address that names a game: the one this tab started from the same address
 * (a reload: the newer of its save and the tab's copy), else a new one, kept by the tab as it goes.
 */
export async function urlGameSession(setup: SessionSetup, search: string, deps: UrlGameDeps): Promise<LiveGame> {
  const entry = remembered(deps.memory, search);
  let session: LiveGame | null = null;
  let lost = false;
  if (entry) {
    const saved = await deps.load(entry.id).catch(() => null);
    const stored = saved?.ok ? saved.value : null;
    const pick = newer(stored, entry.record);
    if (pick) session = await deps.fromSave(pick).catch(() => null);
    // The tab's copy is ahead of storage: write it back now, not at the next move.
    if (session && pick !== stored) session.retrySave();
    lost = session === null && entry.moves > 0;
  }
  if (!session) session = await deps.fresh(setup);
  if (lost) session.tell('notice.urlGameLost');
  const started = session;
  keep(deps.memory, search, started);
  let moves = started.snapshot.moveCount;
  started.subscribe((u) => {
    if (u.snapshot.moveCount === moves) return;
    moves = u.snapshot.moveCount;
    keep(deps.memory, search, started);
  });
  return session;
}
