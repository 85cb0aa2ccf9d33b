// A game opened from the address (?game=…) is a save of its own from its first move. A reload of
// that address must bring that game back, not start the setup over as another save at move 0
// (which Continue would then open). The tab remembers which save the address started — in
// sessionStorage: this tab only, kept across reloads — and a reload opens that save again. Another
// tab opening the same address starts a game of its own.
import type { Result } from '../engine/core/errors';
import type { SaveRecord } from '../storage/types';
import type { GameSession } from './session';
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
  fresh(setup: SessionSetup): Promise<GameSession>;
  fromSave(record: SaveRecord): Promise<GameSession>;
}

/** The save this tab started from `search` before (a reload), if the tab remembers one. */
function remembered(memory: TabMemory | null, search: string): string | null {
  try {
    const raw = memory?.getItem(KEY);
    const entry = raw ? (JSON.parse(raw) as { search?: unknown; id?: unknown }) : null;
    return entry && entry.search === search && typeof entry.id === 'string' ? entry.id : null;
  } catch {
    return null; // storage blocked or damaged: a new game, as before
  }
}

/**
 * The session for an address that names a game: the one this tab started from the same address
 * (a reload), else a new one, remembered for the next reload.
 */
export async function urlGameSession(setup: SessionSetup, search: string, deps: UrlGameDeps): Promise<GameSession> {
  const id = remembered(deps.memory, search);
  const saved = id ? await deps.load(id).catch(() => null) : null;
  const session = saved?.ok ? await deps.fromSave(saved.value) : await deps.fresh(setup);
  try {
    deps.memory?.setItem(KEY, JSON.stringify({ search, id: session.saveId }));
  } catch {
    // Storage blocked: a reload starts a new game, as it would without this.
  }
  return session;
}
