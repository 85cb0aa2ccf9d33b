// A game opened from the address: a reload of the same address opens the save it started, never
// a new game at move 0; another address (or another tab, with its own memory) starts anew.
import { describe, expect, it } from 'vitest';
import type { GameSession } from '../../src/app/session';
import { type TabMemory, type UrlGameDeps, urlGameSession } from '../../src/app/url-game';
import type { SessionSetup } from '../../src/model/setup';
import type { SaveRecord } from '../../src/storage/types';

const setup: SessionSetup = { game: 'gears', options: { players: 2, seed: 5 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };

function world() {
  const items = new Map<string, string>();
  const memory: TabMemory = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
  const saves = new Map<string, SaveRecord>();
  let made = 0;
  const deps: UrlGameDeps = {
    memory,
    load: async (id) => {
      const r = saves.get(id);
      return r ? { ok: true, value: r } : { ok: false, error: { code: 'not-found', message: id } };
    },
    fresh: async () => ({ saveId: `gears:new-${++made}`, resumed: false }) as unknown as GameSession,
    fromSave: async (record) => ({ saveId: record.id, resumed: true }) as unknown as GameSession,
  };
  /** The session's first autosave: the record exists from the first move on. */
  const autosave = (id: string) => saves.set(id, { id } as SaveRecord);
  return { deps, autosave, memory };
}

describe('reloading a game opened from the address', () => {
  it('resumes the save the address started in this tab', async () => {
    const w = world();
    const first = await urlGameSession(setup, '?game=gears&seed=5', w.deps);
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
