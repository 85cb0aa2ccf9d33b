import { describe, expect, it, vi } from 'vitest';
import { checkSaveShape } from '../../src/storage/shape';
import { restoreSave, verifySave } from '../../src/storage/validate';
import { toyGame } from '../app/toy-game';
import { toyRecord } from './fixtures';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('../app/toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

describe('reading a saved game', () => {
  it('a well-formed record replays to the position its moves describe', () => {
    const restored = restoreSave(toyRecord('save:a', [1, 2, 3]));
    expect(restored.ok && (restored.value.state as { pile: number }).pile).toBe(4);
  });

  it('the snapshot is only cross-checked: when it disagrees with the replay, the replay wins', () => {
    const record = toyRecord('save:a', [1, 2]);
    const wrong = { ...toyGame.setup({ players: 2, seed: 7, pile: 10 }), pile: 1 };
    const restored = restoreSave({ ...record, snapshot: { moveCount: 2, state: wrong } });
    expect(restored.ok && restored.value.snapshotAgreed).toBe(false);
    expect(restored.ok && (restored.value.state as { pile: number }).pile).toBe(7);
  });

  it.each([
    ['seats that do not match the player count', { setup: { ...toyRecord('x', []).setup, seats: [{ kind: 'human' }] } }],
    ['a seed that differs from the setup', { seed: 8 }],
    ['an unknown bot level', { setup: { ...toyRecord('x', []).setup, seats: [{ kind: 'human' }, { kind: 'bot', level: 'god' }] } }],
    ['a move without a player', { moves: [{ move: { take: 1 } }] }],
    ['an unknown status', { meta: { ...toyRecord('x', []).meta, status: 'paused' } }],
  ])('a record with %s is refused as bad-shape', (_why, patch) => {
    const r = checkSaveShape({ ...toyRecord('save:x', [1]), ...patch });
    expect(r.ok ? null : r.error.code).toBe('bad-shape');
  });

  it('a version 1 record (the old autosave slot) reads as a version 2 record under the same id', () => {
    const r = checkSaveShape({ ...toyRecord('autosave:gears', [1]), version: 1 });
    expect(r.ok && [r.value.id, r.value.version]).toEqual(['autosave:gears', 2]);
  });

  it('moves that no longer replay make the record unreadable, with the engine reason', () => {
    const r = verifySave(toyRecord('save:x', [3, 3, 3, 3]));
    expect(r.ok ? null : r.error).toEqual({
      code: 'no-replay',
      message: 'The saved moves no longer replay: Take 1, 2 or 3 counters, no more than the pile holds.',
    });
  });
});
