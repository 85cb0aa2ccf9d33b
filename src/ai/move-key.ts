// Tree nodes are keyed by move identity. Engines hand out preallocated constant move objects
// where they can, so a key is computed once per object and remembered; fresh objects fall back to
// JSON (moves are tiny, and one engine builds them in one key order).
const cache = new WeakMap<object, string>();

export function canonicalMoveKey(move: unknown): string {
  if (typeof move !== 'object' || move === null) return typeof move === 'string' ? move : String(move);
  let key = cache.get(move);
  if (key === undefined) {
    key = JSON.stringify(move);
    cache.set(move, key);
  }
  return key;
}
