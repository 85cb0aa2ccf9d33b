// Inside the engine a bad move throws; at the edges (worker, saves, URL) errors become values.

export class IllegalMoveError extends Error {
  override readonly name = 'IllegalMoveError';
  constructor(
    /** A stable code, e.g. 'not-your-turn', 'not-in-hand'. */
    readonly code: string,
    /** A sentence a person can read. */
    readonly reason: string,
  ) {
    super(reason);
  }
}

export class IllegalOptionsError extends Error {
  override readonly name = 'IllegalOptionsError';
  constructor(
    readonly code: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface ErrorValue {
  code: string;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorValue };

export function errorValue(e: unknown): ErrorValue {
  if (e instanceof IllegalMoveError || e instanceof IllegalOptionsError) return { code: e.code, message: e.reason };
  if (e instanceof Error) return { code: 'internal', message: e.message };
  return { code: 'internal', message: String(e) };
}
