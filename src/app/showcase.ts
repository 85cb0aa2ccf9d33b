// What the kiosk showcase plays: the venue's games in turn (Gears first by default, the shortest),
// every seat a bot, the player count and levels varied by the seed, in one language or the four
// in turn. The scene side is scenes/showcaseMode.ts; the words are views/kiosk.
import type { GameId, Lang } from '../engine/core/types';
import type { VenueSettings } from '../storage/types';
import { type BotLevel, LANGS, type SessionSetup, type Speed } from '../model/setup';
import type { KioskUrlOptions } from './launch';

export const SHOWCASE_ROTATION: readonly GameId[] = ['gears', 'gear-and-piston', 'innovation'];

export { KIOSK_IDLE_MS } from '../storage/venue';

/** A showcase has nobody to tap through 'step' pacing: it plays at one of the others. */
export type KioskSpeed = Exclude<Speed, 'step'>;
export const KIOSK_SPEEDS: readonly KioskSpeed[] = ['slow', 'normal', 'fast', 'instant'];
export const kioskSpeed = (s: Speed): KioskSpeed => (s === 'step' ? 'normal' : s);

/** How the kiosk runs this visit: the URL's choices over the venue's stored ones. */
export interface KioskConfig {
  games: GameId[];
  /** One language, 'rotate' (the four in turn, a game each), or null (the app's language). */
  lang: Lang | 'rotate' | null;
  speed: KioskSpeed;
  sound: boolean;
  idleMs: number;
}

export function kioskConfig(venue: VenueSettings, url: KioskUrlOptions, urlSpeed: Speed | null, urlLang: Lang | null): KioskConfig {
  return {
    games: url.games ?? (venue.games.length ? venue.games : [...SHOWCASE_ROTATION]),
    lang: url.langRotate ? 'rotate' : (urlLang ?? venue.lang),
    speed: kioskSpeed(urlSpeed ?? venue.speed),
    sound: url.sound ?? venue.sound,
    idleMs: url.idleMs ?? venue.idleMs,
  };
}

/** The n-th showcase game (0-based) and the language it is shown in. */
export function showcaseTurn(config: KioskConfig, n: number, appLang: Lang): { game: GameId; lang: Lang } {
  const games = config.games.length ? config.games : SHOWCASE_ROTATION;
  const game = games[n % games.length] as GameId;
  const lang = config.lang === 'rotate' ? (LANGS[n % LANGS.length] as Lang) : (config.lang ?? appLang);
  return { game, lang };
}

/**
 * How each game is shown, one line a game: the levels its showcase mixes (quick ones, so a game
 * takes a few minutes at most), the player counts it cycles through, and its variants (Gears is
 * shown with its characters).
 */
const SHOWN: { [G in GameId]: { levels: readonly BotLevel[]; players: readonly number[]; variants: Record<string, unknown> } } = {
  gears: { levels: ['easy', 'normal', 'random', 'easy'], players: [3, 4], variants: { characters: true } },
  'gear-and-piston': { levels: ['easy', 'normal', 'easy'], players: [2, 3, 4], variants: {} },
  innovation: { levels: ['normal', 'easy', 'easy'], players: [2, 3], variants: {} },
};

/** Game options of a showcase or visitor's table for this game. */
export function showcaseOptions(game: GameId, players: number, seed: number): SessionSetup['options'] {
  return { players, seed, ...SHOWN[game].variants };
}

/** The setup of a showcase game: every seat a bot, players and levels varied by the seed. */
export function showcaseSetup(game: GameId, seed: number): SessionSetup {
  const { players: counts, levels } = SHOWN[game];
  const players = counts[seed % counts.length] as number;
  const seats = Array.from({ length: players }, (_, i) => ({ kind: 'bot' as const, level: levels[(seed + i) % levels.length] as BotLevel }));
  return { game, options: showcaseOptions(game, players, seed), seats, showcase: true };
}

/**
 * A visitor's new game of the game on screen, of the same shape: as many players as the game
 * watched, the visitor in the first seat against bots of the levels a showcase mixes.
 */
export function visitorSetup(game: GameId, seed: number, players = 3): SessionSetup {
  const levels: BotLevel[] = ['easy', 'normal'];
  const seats = Array.from({ length: players }, (_, i) => (i === 0 ? { kind: 'human' as const } : { kind: 'bot' as const, level: levels[(i - 1) % levels.length] as BotLevel }));
  return { game, options: showcaseOptions(game, players, seed), seats };
}
