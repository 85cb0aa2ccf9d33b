import { describe, expect, it, vi } from 'vitest';
import { GAME_FILE_FORMAT, GAME_FILE_VERSION, gameFileName, makeGameFile, readGameFile } from '../../src/storage/gameFile';
import { SAVE_VERSION } from '../../src/storage/types';
import { restoreSave } from '../../src/storage/validate';
import { toyRecord } from './fixtures';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('../app/toy-game');
  return { getGame: () => toyGame, games: { gears: toyGame }, gameIds: () => ['gears'] };
});

const read = (text: string) => readGameFile(text, { newId: (game) => `${game}:imported`, now: 42 });
const fileOf = (record = toyRecord('gears:a', [1, 2, 3])) => makeGameFile(record, Date.UTC(2025, 2, 14, 15, 30));

describe('game files', () => {
  it('export then import gives a new save of the same game at the same position', () => {
    const record = toyRecord('gears:a', [1, 2, 3]);
    const text = JSON.stringify(fileOf(record));
    const back = read(text);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value).toMatchObject({ id: 'gears:imported', game: 'gears', seed: record.seed, moves: record.moves, version: SAVE_VERSION });
    expect(back.value.setup).toEqual(record.setup);
    expect(back.value.meta).toEqual({ players: 2, turn: 3, date: 42, status: 'playing' });
    const before = restoreSave(record);
    expect(before.ok && back.value.snapshot?.state).toEqual(before.ok && before.value.state);
  });

  it('the file holds the setup, the seed, the moves and the versions, and nothing of the device', () => {
    const file = fileOf();
    expect(Object.keys(file).sort()).toEqual(['exported', 'format', 'game', 'moves', 'saveVersion', 'seed', 'setup', 'version']);
    expect(file).toMatchObject({ format: GAME_FILE_FORMAT, version: GAME_FILE_VERSION, saveVersion: SAVE_VERSION, exported: '2025-03-14T15:30:00.000Z' });
  });

  it('an imported finished game says over', () => {
    const back = read(JSON.stringify(fileOf(toyRecord('gears:a', [3, 3, 3, 1]))));
    expect(back.ok && back.value.meta.status).toBe('over');
  });

  it.each([
    ['text that is not JSON', 'hello', 'not-json'],
    ['JSON that is not a game', '{"name":"shopping list"}', 'not-a-game'],
    ['a file of a newer format', JSON.stringify({ ...fileOf(), version: GAME_FILE_VERSION + 1 }), 'newer-file'],
    ['moves of a newer save version', JSON.stringify({ ...fileOf(), saveVersion: SAVE_VERSION + 1 }), 'newer-file'],
    ['a file without a version', JSON.stringify({ ...fileOf(), version: 'one' }), 'bad-file'],
    ['seats that do not match the players', JSON.stringify({ ...fileOf(), setup: { ...fileOf().setup, seats: [{ kind: 'human' }] } }), 'bad-file'],
    ['a seed that differs from the setup', JSON.stringify({ ...fileOf(), seed: 8 }), 'bad-file'],
    ['a move list that is not a list', JSON.stringify({ ...fileOf(), moves: 'e2e4' }), 'bad-file'],
    ['moves that are not legal', JSON.stringify({ ...fileOf(), moves: [{ player: 0, move: { take: 9 } }] }), 'no-replay'],
    ['a file far too large', ' '.repeat(8 * 1024 * 1024 + 1), 'too-big'],
  ])('%s is refused (%s)', (_why, text, code) => {
    const r = read(text);
    expect(r.ok ? null : r.error.code).toBe(code);
  });

  it('a file nested deeper than any game is refused before it is parsed (a page held for seconds otherwise)', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const r = read(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
      expect(r.ok ? null : r.error.code).toBe('too-deep');
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    // Brackets inside strings are text, not nesting.
    const text = JSON.stringify({ ...fileOf(), note: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' });
    expect(read(text).ok).toBe(true);
  });

  it('a game played with an option this build does not have (an expansion added later) is refused, with its own message', () => {
    // A build without Echoes reads `expansions` as nothing: dropping it would replay another game.
    const file = fileOf() as unknown as Record<string, unknown> & { setup: Record<string, unknown> };
    const echoes = { ...file, setup: { ...file.setup, options: { ...(file.setup.options as object), expansions: 'echoes' } } };
    const back = read(JSON.stringify(echoes));
    expect(back.ok ? null : back.error.code).toBe('unknown-option');
    expect(back.ok ? '' : back.error.message).toContain('expansions=echoes');
    // A stored save of it is refused the same way when it is opened.
    const stored = toyRecord('gears:b', [1]);
    const opened = restoreSave({ ...stored, setup: { ...stored.setup, options: { ...stored.setup.options, expansions: 'echoes' } } });
    expect(opened.ok ? null : opened.error.code).toBe('unknown-option');
  });

  it('only the fields a game has are kept: extra fields of the setup and seats, and the moves are dropped', () => {
    const file = fileOf() as unknown as Record<string, unknown> & { setup: Record<string, unknown>; moves: Record<string, unknown>[] };
    const hostile = {
      ...file,
      setup: {
        ...file.setup,
        showcase: true,
        note: 'x',
        options: { ...(file.setup.options as object), pile: 10 },
        seats: [{ kind: 'human', showcase: true, name: 'Ada' }, { kind: 'bot', level: 'random', extra: 1 }],
      },
      moves: file.moves.map((m) => ({ ...m, note: 'x', move: { ...(m.move as object), extra: 'y' } })),
    };
    const back = read(JSON.stringify(hostile));
    if (!back.ok) throw new Error(back.error.message);
    const record = toyRecord('gears:a', [1, 2, 3]);
    expect(back.value.setup).toEqual(record.setup);
    expect(back.value.moves).toEqual(record.moves);
    expect(JSON.stringify(back.value)).not.toMatch(/showcase|extra|note|Ada/);
  });

  it('the file name says the game and the local date, so files sort by date', () => {
    const when = new Date(2025, 2, 14, 9, 5).getTime();
    expect(gameFileName(toyRecord('gears:a', []), when)).toBe('boardwright-gears-2025-03-14-0905.json');
  });
});
