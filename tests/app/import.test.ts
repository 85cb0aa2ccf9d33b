// Importing a game file: the size is checked before the file is read, and a write that fails says
// the device's reason (a full disk), not the file's.
import { describe, expect, it, vi } from 'vitest';
import { importGame } from '../../src/app/exporting';
import { type AppServices, setAppServices } from '../../src/app/services';
import { GAME_FILE_MAX_BYTES, makeGameFile } from '../../src/storage/gameFile';
import type { WriteResult } from '../../src/storage/types';
import { toyRecord } from '../storage/fixtures';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('./toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

const servicesWriting = (result: WriteResult) => {
  const autosave = vi.fn(async () => result);
  setAppServices({ store: { saves: { autosave } } } as unknown as AppServices);
  return autosave;
};

const fileOf = (text: string, size = text.length) => ({ size, text: vi.fn(async () => text) }) as unknown as File & { text: ReturnType<typeof vi.fn> };

describe('importing a game file', () => {
  it('a file larger than any game is refused before a byte of it is read', async () => {
    const autosave = servicesWriting({ ok: true });
    const file = fileOf('{}', 50 * 1024 * 1024);
    const r = await importGame(file);
    expect(r.ok ? null : r.error.code).toBe('too-big');
    expect(file.text).not.toHaveBeenCalled();
    expect(autosave).not.toHaveBeenCalled();
    expect(GAME_FILE_MAX_BYTES).toBeLessThan(50 * 1024 * 1024);
  });

  it('a full disk is said as a full disk, not as a damaged file', async () => {
    servicesWriting({ ok: false, error: { code: 'quota', message: 'The quota has been exceeded.' }, notice: 'notice.storageFull' });
    const r = await importGame(fileOf(JSON.stringify(makeGameFile(toyRecord('gears:a', [1, 2])))));
    expect(r.ok ? null : r.error.code).toBe('storage-full');
  });

  it('a good file is kept as a new save', async () => {
    const autosave = servicesWriting({ ok: true });
    const r = await importGame(fileOf(JSON.stringify(makeGameFile(toyRecord('gears:a', [1, 2])))));
    expect(r.ok).toBe(true);
    expect(autosave).toHaveBeenCalledTimes(1);
  });
});
