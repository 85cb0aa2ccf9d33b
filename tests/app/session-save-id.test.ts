import { describe, expect, it, vi } from 'vitest';
import { GameSession, type SessionDeps } from '../../src/app/session';
import type { SessionSetup } from '../../src/model/setup';
import type { SaveRecord } from '../../src/storage/types';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('./toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

const setup: SessionSetup = {
  game: 'gears',
  options: { players: 2, seed: 4, pile: 10 },
  seats: [{ kind: 'human' }, { kind: 'human' }],
};

function deps(records: SaveRecord[]): SessionDeps {
  return {
    bots: { chooseMove: async (r) => r.legal[0], cancel: () => undefined },
    saves: {
      autosave: async (r) => {
        records.push(structuredClone(r));
        return { ok: true };
      },
    },
    botDelayMs: () => 0,
  };
}

describe('each game session is its own save', () => {
  it('a new game gets a record id of its own when it starts; its autosaves all write that record', async () => {
    const records: SaveRecord[] = [];
    const a = GameSession.create(setup, deps(records));
    const b = GameSession.create(setup, deps(records));
    expect(a.saveId).toMatch(/^gears:/);
    expect(b.saveId).not.toBe(a.saveId);
    a.start();
    a.play({ take: 1 });
    a.play({ take: 2 });
    await a.flush();
    expect(new Set(records.map((r) => r.id))).toEqual(new Set([a.saveId]));
    expect(records.at(-1)?.moves).toHaveLength(2);
  });

  it('a loaded game keeps writing the record it was loaded from', async () => {
    const records: SaveRecord[] = [];
    const first = GameSession.create(setup, deps(records));
    first.play({ take: 1 });
    await first.flush();
    const saved = records.at(-1) as SaveRecord;
    const again = GameSession.fromSave(saved, deps(records));
    expect(again.saveId).toBe(first.saveId);
    again.play({ take: 3 });
    await again.flush();
    expect(records.at(-1)).toMatchObject({ id: first.saveId, moves: [{ move: { take: 1 } }, { move: { take: 3 } }] });
  });
});
