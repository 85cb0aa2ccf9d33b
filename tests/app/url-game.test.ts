// A game opened from the address: a reload of the same address opens the save it started, never
// a new game at move 0; another address (or another tab, with its own memory) starts anew.
import { describe, expect, it } from 'vitest';
import type { LiveGame } from '../../src/app/table-session';
import { type TabMemory, type UrlGameDeps, urlGameSession } from '../../src/app/url-game';
import type { SessionSetup } from '../../src/model/setup';
import type { SaveRecord } from '../../src/storage/types';

const setup: SessionSetup = { game: 'gears', options: { players: 2, seed: 5 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };

/** A session as the tab sees it: its id, its record (moves and the time it was taken), its updates. */
interface FakeSession {
  saveId: string;
  resumed: boolean;
  from: SaveRecord | null;
  moves: number;
  retried: number;
  told: string[];
  move(): void;
}

function fakeSession(saveId: string, from: SaveRecord | null, clock: () => number): LiveGame {
  const listeners = new Set<(u: { snapshot: { moveCount: number } }) => void>();
  const s = {
    saveId,
    resumed: from !== null,
    from,
    moves: from?.moves.length ?? 0,
    retried: 0,
    told: [] as string[],
    get snapshot() {
      return { moveCount: s.moves };
    },
    toSaveRecord: (): SaveRecord => ({ ...record(saveId, s.moves, clock()), snapshot: { moveCount: s.moves, state: 'big' }, rev: 9 }),
    subscribe(fn: (u: { snapshot: { moveCount: number } }) => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    retrySave() {
      s.retried++;
    },
    tell(key: string) {
      s.told.push(key);
    },
    move() {
      s.moves++;
      for (const fn of listeners) fn({ snapshot: { moveCount: s.moves } });
    },
  };
  return s as unknown as LiveGame;
}

const record = (id: string, moves: number, date: number): SaveRecord =>
  ({ id, game: 'gears', setup, seed: 5, moves: Array.from({ length: moves }, (_, i) => ({ player: i % 2, move: { take: 1 } })), meta: { players: 2, turn: moves, date, status: 'playing' }, version: 2 }) as SaveRecord;

function world() {
  const items = new Map<string, string>();
  const memory: TabMemory = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
  const saves = new Map<string, SaveRecord>();
  let made = 0;
  let now = 1000;
  const clock = () => ++now;
  const deps: UrlGameDeps = {
    memory,
    load: async (id) => {
      const r = saves.get(id);
      return r ? { ok: true, value: r } : { ok: false, error: { code: 'not-found', message: id } };
    },
    fresh: async () => fakeSession(`gears:new-${++made}`, null, clock),
    fromSave: async (r) => fakeSession(r.id, r, clock),
  };
  /** The session's autosave: the record exists from the first move on, written now. */
  const autosave = (id: string, moves = 1) => saves.set(id, record(id, moves, clock()));
  return { deps, autosave, memory, items, saves };
}

const fake = (s: LiveGame) => s as unknown as FakeSession;

describe('reloading a game opened from the address', () => {
  it('resumes the save the address started in this tab', async () => {
    const w = world();
    const first = await urlGameSession(setup, '?game=gears&seed=5', w.deps);
    fake(first).move();
    w.autosave(first.saveId);
    const again = await urlGameSession(setup, '?game=gears&seed=5', w.deps);
    expect(again.saveId).toBe(first.saveId);
    expect((again as unknown as { resumed: boolean }).resumed).toBe(true);
  });

  it('another address starts a new game, and so does a reload before the first move was saved', async () => {
    const w = world();
    const first = await urlGameSession(setup, '?game=gears&seed=5', w.deps);
    const unsaved = await urlGameSession(setup, '?game=gears&seed=5', w.deps);
    expect(unsaved.saveId).not.toBe(first.saveId);
    w.autosave(unsaved.saveId);
    const other = await urlGameSession(setup, '?game=gears&seed=6', w.deps);
    expect(other.saveId).not.toBe(unsaved.saveId);
  });

  it('a tab without storage starts a new game each time, as before', async () => {
    const w = world();
    const deps = { ...w.deps, memory: null };
    const a = await urlGameSession(setup, '?game=gears', deps);
    w.autosave(a.saveId);
    expect((await urlGameSession(setup, '?game=gears', deps)).saveId).not.toBe(a.saveId);
  });
});

describe('a game opened from the address that storage lost or could not save (issue 45)', () => {
  it('writes that failed: the reload opens the tab’s own copy, the newer, and writes it back at once', async () => {
    const w = world();
    const first = await urlGameSession(setup, '?game=gears&seed=5', w.deps);
    fake(first).move();
    w.autosave(first.saveId, 1); // the last write that worked
    fake(first).move();
    fake(first).move(); // storage full from here on: only the tab keeps moves 2 and 3
    const again = fake(await urlGameSession(setup, '?game=gears&seed=5', w.deps));
    expect(again.saveId).toBe(first.saveId);
    expect(again.from?.moves).toHaveLength(3);
    expect(again.from?.snapshot).toBeUndefined(); // kept small: the moves rebuild the position
    expect(again.retried).toBe(1);
    expect(again.told).toEqual([]);
  });

  it('the database deleted from another tab: the reload opens the tab’s copy', async () => {
    const w = world();
    const first = await urlGameSession(setup, '?game=gears&seed=5', w.deps);
    fake(first).move();
    fake(first).move();
    w.autosave(first.saveId, 2);
    w.saves.clear();
    const again = fake(await urlGameSession(setup, '?game=gears&seed=5', w.deps));
    expect([again.saveId, again.from?.moves.length]).toEqual([first.saveId, 2]);
  });

  it('storage newer than the tab’s copy (another tab played on) wins', async () => {
    const w = world();
    const first = await urlGameSession(setup, '?game=gears&seed=5', w.deps);
    fake(first).move();
    w.autosave(first.saveId, 5);
    const again = fake(await urlGameSession(setup, '?game=gears&seed=5', w.deps));
    expect(again.from?.moves).toHaveLength(5);
    expect(again.retried).toBe(0);
  });

  it('neither copy there: a new game, and the player is told, never silently', async () => {
    const w = world();
    const first = await urlGameSession(setup, '?game=gears&seed=5', w.deps);
    fake(first).move();
    // The tab could keep only the id and the count (its copy did not fit), and storage lost the game.
    const entry = JSON.parse(w.items.get('boardwright:url-game') ?? '{}');
    w.items.set('boardwright:url-game', JSON.stringify({ search: entry.search, id: entry.id, moves: entry.moves }));
    const again = fake(await urlGameSession(setup, '?game=gears&seed=5', w.deps));
    expect(again.saveId).not.toBe(first.saveId);
    expect(again.told).toEqual(['notice.urlGameLost']);
  });
});
