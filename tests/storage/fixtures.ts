// Save records built from the toy game (tests/app/toy-game.ts), and backends that misbehave.
import type { SessionSetup } from '../../src/model/setup';
import { type Backend, memoryBackend } from '../../src/storage/backend';
import { SAVE_VERSION, type SaveRecord } from '../../src/storage/types';

let n = 0;
/** A fresh database name per test: fake-indexeddb keeps databases for the whole file. */
export const freshDbName = () => `bw-test-${++n}-${Math.random().toString(36).slice(2)}`;

export const toySetup = (seed = 7): SessionSetup => ({
  game: 'gears',
  options: { players: 2, seed, pile: 10 },
  seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
});

/** A record of the toy game after the given takes (alternating seats from seat 0). */
export function toyRecord(id: string, takes: number[], extra: Partial<SaveRecord['meta']> = {}): SaveRecord {
  const setup = toySetup();
  return {
    id,
    game: 'gears',
    setup,
    seed: setup.options.seed,
    moves: takes.map((take, i) => ({ player: i % 2, move: { take } })),
    meta: { players: 2, turn: takes.length, date: 1_000 + takes.length, status: 'playing', ...extra },
    version: SAVE_VERSION,
  };
}

/** Wraps a backend so every write fails the way a full disk does in a browser. */
export function fullDisk(inner: Backend): Backend {
  const quota = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  return { ...inner, put: quota, move: quota, update: quota };
}

/** A memory disk that fills up (`state.full = true`: writes fail as above) and empties on the test's word. */
export function fillingDisk(): { backend: Backend; state: { full: boolean } } {
  const inner = memoryBackend();
  const state = { full: false };
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  const backend: Backend = {
    ...inner,
    put: (s, v) => (state.full ? Promise.reject(quota()) : inner.put(s, v)),
    update: (s, k, fn) => (state.full ? Promise.reject(quota()) : inner.update(s, k, fn)),
  };
  return { backend, state };
}
