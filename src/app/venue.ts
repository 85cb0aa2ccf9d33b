// The venue code that leaves the kiosk. Only a salted SHA-256 of it is stored (crypto.subtle), so
// reading the device's storage does not give the code away. A wrong code does nothing and says
// nothing; after a few wrong codes in a row the gesture is ignored for a while, so guessing a
// short code at the screen takes hours — and the count and the lock-out are kept on the device
// (localStorage), so a reload does not open the gate again.
import type { VenueSettings } from '../storage/types';

/** Wrong codes in a row before the gate closes, and for how long. */
export const MAX_WRONG = 3;
export const LOCKOUT_MS = 60_000;
/** Shorter codes are refused when the venue sets one. */
export const MIN_CODE_LENGTH = 4;

const hex = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** 16 random bytes, hex: each device hashes the same code differently. */
export function newSalt(): string {
  return hex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/** SHA-256 of salt + ':' + code, hex. Needs a secure context (https or localhost). */
export async function hashCode(code: string, salt: string): Promise<string> {
  const data = new TextEncoder().encode(`${salt}:${code.trim()}`);
  return hex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data)));
}

/** The venue fields that store a new code (the code itself is not kept). */
export async function codeFields(code: string): Promise<Pick<VenueSettings, 'codeHash' | 'salt'>> {
  const salt = newSalt();
  return { codeHash: await hashCode(code, salt), salt };
}

export async function codeMatches(code: string, venue: Pick<VenueSettings, 'codeHash' | 'salt'>): Promise<boolean> {
  if (venue.codeHash === null) return false;
  try {
    return (await hashCode(code, venue.salt)) === venue.codeHash;
  } catch {
    return false;
  }
}

/** Where the gate keeps its count across reloads: localStorage in the browser. */
export interface GateMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const GATE_KEY = 'boardwright:venue-gate';

/** The device's localStorage, or null where there is none or the browser blocks it. */
export function deviceMemory(): GateMemory | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Counts wrong codes; after MAX_WRONG in a row the gate stays shut for LOCKOUT_MS, across reloads. */
export class CodeGate {
  private wrong = 0;
  private shutUntil = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly memory: GateMemory | null = null,
  ) {
    try {
      const kept = JSON.parse(memory?.getItem(GATE_KEY) ?? 'null') as { wrong?: unknown; shutUntil?: unknown } | null;
      if (typeof kept?.wrong === 'number' && kept.wrong >= 0 && kept.wrong < MAX_WRONG) this.wrong = Math.floor(kept.wrong);
      // A lock-out never lasts longer than LOCKOUT_MS from now, whatever was stored.
      if (typeof kept?.shutUntil === 'number') this.shutUntil = Math.min(kept.shutUntil, this.now() + LOCKOUT_MS);
    } catch {
      // Nothing readable kept: the gate starts open, as on a new device.
    }
  }

  /** True while the gesture should do nothing at all. */
  shut(): boolean {
    return this.now() < this.shutUntil;
  }

  /** Checks a code against the venue's; false also while shut (without even hashing). */
  async tryCode(code: string, venue: Pick<VenueSettings, 'codeHash' | 'salt'>): Promise<boolean> {
    if (this.shut()) return false;
    const ok = await codeMatches(code, venue);
    if (ok) {
      this.wrong = 0;
      this.keep();
      return true;
    }
    this.wrong++;
    if (this.wrong >= MAX_WRONG) {
      this.wrong = 0;
      this.shutUntil = this.now() + LOCKOUT_MS;
    }
    this.keep();
    return false;
  }

  private keep(): void {
    try {
      this.memory?.setItem(GATE_KEY, JSON.stringify({ wrong: this.wrong, shutUntil: this.shutUntil }));
    } catch {
      // Storage full or blocked: the count holds for this page only.
    }
  }
}
