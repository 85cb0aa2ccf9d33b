// The few operations saves, stats and settings need, over IndexedDB or over memory. Keeping
// them this narrow lets the app fall back to memory when IndexedDB cannot open, and lets tests
// inject failures (a full disk) without a browser.
import type { Connection } from './connection';
import { STORE_KEYS, type StoreName } from './types';

export type BackendKind = 'indexeddb' | 'memory';

export interface Backend {
  readonly kind: BackendKind;
  get(store: StoreName, key: string): Promise<unknown>;
  /** Every record as [key, value], in key order. */
  entries(store: StoreName): Promise<[string, unknown][]>;
  /** The record carries its own key (see STORE_KEYS). */
  put(store: StoreName, value: object): Promise<void>;
  delete(store: StoreName, key: string): Promise<void>;
  /** Atomically puts `value` into `to` and deletes `key` from `from`. */
  move(from: StoreName, key: string, to: StoreName, value: object): Promise<void>;
  /** Read-modify-write of one record in one transaction. */
  update<T>(store: StoreName, key: string, fn: (old: unknown) => T & object): Promise<T>;
  close(): void;
}

/** The backend over IndexedDB, through a connection opened again when it was closed under the app. */
export function idbBackend(connection: Connection): Backend {
  const run = connection.run;
  return {
    kind: 'indexeddb',
    get: (store, key) => run((db) => db.get(store, key)),
    entries: (store) =>
      run(async (db) => {
        // Keys and values from one transaction come back in the same (key) order.
        const tx = db.transaction(store);
        const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done]);
        return keys.map((k, i) => [String(k), values[i]] as [string, unknown]);
      }),
    put: (store, value) =>
      run(async (db) => {
        // biome-ignore lint/suspicious/noExplicitAny: each store's value type is checked by its module.
        await db.put(store, value as any);
      }),
    delete: (store, key) => run((db) => db.delete(store, key)),
    move: (from, key, to, value) =>
      run(async (db) => {
        const tx = db.transaction([from, to], 'readwrite');
        // biome-ignore lint/suspicious/noExplicitAny: see put.
        await Promise.all([tx.objectStore(to).put(value as any), tx.objectStore(from).delete(key), tx.done]);
      }),
    update: (store, key, fn) =>
      run(async (db) => {
        const tx = db.transaction(store, 'readwrite');
        const next = fn(await tx.store.get(key));
        // biome-ignore lint/suspicious/noExplicitAny: see put.
        await Promise.all([tx.store.put(next as any), tx.done]);
        return next;
      }),
    close: () => connection.close(),
  };
}

/** Same semantics as IndexedDB (values are copied in and out), lost when the page closes. */
export function memoryBackend(): Backend {
  const stores = new Map<StoreName, Map<string, unknown>>();
  const of = (store: StoreName) => {
    let m = stores.get(store);
    if (!m) {
      m = new Map();
      stores.set(store, m);
    }
    return m;
  };
  const keyOf = (store: StoreName, value: object) => String((value as Record<string, unknown>)[STORE_KEYS[store]]);
  return {
    kind: 'memory',
    get: async (store, key) => structuredClone(of(store).get(key)),
    entries: async (store) =>
      [...of(store).entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, structuredClone(v)] as [string, unknown]),
    put: async (store, value) => {
      of(store).set(keyOf(store, value), structuredClone(value));
    },
    delete: async (store, key) => {
      of(store).delete(key);
    },
    move: async (from, key, to, value) => {
      of(to).set(keyOf(to, value), structuredClone(value));
      of(from).delete(key);
    },
    update: async (store, key, fn) => {
      const next = fn(structuredClone(of(store).get(key)));
      of(store).set(key, structuredClone(next));
      return next;
    },
    close: () => stores.clear(),
  };
}

/** A full disk shows up as QuotaExceededError (the name), or legacy code 22 / 1014 (Firefox). */
export function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { name, code } = e as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
