// The move an engine works with and keeps is rebuilt from the fields its type carries, never the
// caller's object: extra fields, inherited ones and `__proto__` keys would otherwise travel into
// the state, the events and the saves. Cheap (one small object per apply, no legal list).

/** Per move type, the fields its moves carry besides `type`, in the order the legal moves list them. */
export type MoveFields<M extends { type: string }> = {
  readonly [T in M['type']]: readonly Exclude<keyof Extract<M, { type: T }>, 'type'>[];
};

/**
 * A fresh move holding `type` and the fields of its type, read from `move` (through its prototype
 * chain, as a legal move's fields would be), arrays copied. A type the table does not know is
 * returned unchanged, for the game to refuse.
 */
export function canonicalMove<M extends { type: string }>(move: M, fields: MoveFields<M>): M {
  const type = move.type as M['type'];
  if (typeof type !== 'string' || !Object.hasOwn(fields, type)) return move;
  const out: Record<string, unknown> = { type };
  for (const key of fields[type] as readonly string[]) {
    const value = (move as Record<string, unknown>)[key];
    out[key] = Array.isArray(value) ? value.slice() : value;
  }
  return out as M;
}
