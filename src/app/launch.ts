// What the URL asked for when the app started (app/url-setup.ts reads it, and is loaded only when
// the URL has parameters: reading a game's variants needs its rules engine), and a random seed
// for the games no URL pins.
import type { GameId, Lang } from '../engine/core/types';
import type { SessionSetup, Speed } from '../model/setup';

/** What the URL says about the kiosk; null fields leave the venue's settings as they are. */
export interface KioskUrlOptions {
  /** The rotation (?kiosk=<game> or games=a,b), or null for the venue's. */
  games: GameId[] | null;
  /** lang=rotate: the four languages in turn, one game each. */
  langRotate: boolean;
  sound: boolean | null;
  /** idle=<seconds>: how long a visitor's game waits for input before the showcase resumes. */
  idleMs: number | null;
}

export interface UrlLaunch {
  /** null when the URL names no game (open the menu). */
  setup: SessionSetup | null;
  kiosk: boolean;
  kioskOptions: KioskUrlOptions;
  speed: Speed | null;
  lang: Lang | null;
  /** nv=1 / nv=0: screen reader mode on or off for this visit; null leaves the setting as it is. */
  nv: boolean | null;
}

/** A launch that opens the menu (no URL parameters, or unreadable ones). */
export const NO_LAUNCH: UrlLaunch = {
  setup: null,
  kiosk: false,
  kioskOptions: { games: null, langRotate: false, sound: null, idleMs: null },
  speed: null,
  lang: null,
  nv: null,
};

/** A seed for games the URL does not pin; a 31-bit integer so it reads well in a URL. */
export function randomSeed(): number {
  const words = new Uint32Array(1);
  globalThis.crypto.getRandomValues(words);
  return (words[0] ?? 0) >>> 1;
}
