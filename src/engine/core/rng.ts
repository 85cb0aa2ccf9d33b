// sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 128-bit state, passes PractRand,
// and its whole state is four uint32 numbers, so it lives in the game state as plain JSON.
// Clone the state and the generator comes along: same seed + same moves = same game.

/** Four uint32 words. Kept in the game state; copy it before advancing (see Rng.from). */
export type RngState = [number, number, number, number];

function mix(seed: number, salt: number): number {
  // splitmix32: spreads a small integer seed over 32 bits.
  let z = (seed + Math.imul(salt, 0x9e3779b9)) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export function seedRng(seed: number): RngState {
  const s = Math.floor(seed) | 0;
  const state: RngState = [mix(s, 1), mix(s, 2), mix(s, 3), 1];
  const rng = new Rng(state);
  for (let i = 0; i < 12; i++) rng.nextU32(); // warm up, as the author recommends
  return rng.state;
}

/** A generator that advances a state in place. Make one per apply() over a copied state. */
export class Rng {
  constructor(public state: RngState) {}

  /** A generator over a copy of the given state: the original is left untouched. */
  static from(state: RngState): Rng {
    return new Rng([state[0], state[1], state[2], state[3]]);
  }

  static seeded(seed: number): Rng {
    return new Rng(seedRng(seed));
  }

  nextU32(): number {
    const s = this.state;
    let a = s[0];
    let b = s[1];
    let c = s[2];
    let d = s[3];
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    if (n <= 0) throw new RangeError(`Rng.int needs a positive bound, got ${n}`);
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  /** A fresh seed for a child generator (e.g. a determinization's own future). */
  fork(): RngState {
    return seedRng(this.nextU32());
  }
}
