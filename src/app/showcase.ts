// What the kiosk showcase plays: the venue's games in turn (Gears first by default, the shortest),
// every seat a bot, the player count and levels varied by the seed, in one language or the four
// in turn; a game's variants in turn too (every other Innovation game with Echoes of the Past): each
// game's shape is its app kit's `shown` (app/<game>/kit.ts). The scene side is scenes/showcaseMode.ts; the words are views/kiosk.
import type { GameId, Lang } from '../engine/core/types';
import type { VenueSettings } from '../storage/types';
import { type BotLevel, LANGS, type SessionSetup, type Speed } from '../model/setup';
import { APP_KITS } from './kits';
import type { KioskUrlOptions } from './launch';

/** The default rotation: every game, in the order of the app kits' registry (Gears first). */
export const SHOWCASE_ROTATION: readonly GameId[] = Object.keys(APP_KITS) as GameId[];

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

/** A showcase game of the rotation: which game, in which language, and how many times it was shown before. */
export interface ShowcaseTurn {
  game: GameId;
  lang: Lang;
  /** This game's earlier showings in this visit (its variants take turns by it). */
  shown: number;
}

/** The n-th showcase game (0-based) and the language it is shown in. */
export function showcaseTurn(config: KioskConfig, n: number, appLang: Lang): ShowcaseTurn {
  const games = config.games.length ? config.games : SHOWCASE_ROTATION;
  const game = games[n % games.length] as GameId;
  const lang = config.lang === 'rotate' ? (LANGS[n % LANGS.length] as Lang) : (config.lang ?? appLang);
  const each = games.filter((g) => g === game).length;
  const shown = Math.floor(n / games.length) * each + games.slice(0, n % games.length).filter((g) => g === game).length;
  return { game, lang, shown };
}

/** Game options of a showcase or visitor's table for this game (its `shown`-th showing picks the variant). */
export function showcaseOptions(game: GameId, players: number, seed: number, shown = 0): SessionSetup['options'] {
  const variants = APP_KITS[game].shown.variants;
  return { players, seed, ...variants[shown % variants.length] };
}

/**
 * The setup of a showcase game: every seat a bot, players and levels varied by the seed, the
 * variant by how many times the game was shown before.
 */
export function showcaseSetup(game: GameId, seed: number, shown = 0): SessionSetup {
  const { players: counts, levels } = APP_KITS[game].shown;
  const options = showcaseOptions(game, counts[seed % counts.length] as number, seed, shown);
  // A variant may fix the player count (Innovation's Echoes showing).
  const players = options.players as number;
  const seats = Array.from({ length: players }, (_, i) => ({ kind: 'bot' as const, level: levels[(seed + i) % levels.length] as BotLevel }));
  return { game, options, seats, showcase: true };
}

/**
 * A visitor's new game of the game on screen, of the same shape: as many players as the game
 * watched, the visitor in the first seat against bots of the levels a showcase mixes. It is the
 * game's first variant (Innovation's base game even after an Echoes showing: a first game is best
 * learned without the expansion, and the lesson "Learn in 5 minutes" beside it teaches the base).
 */
export function visitorSetup(game: GameId, seed: number, players = 3): SessionSetup {
  const levels: BotLevel[] = ['easy', 'normal'];
  const seats = Array.from({ length: players }, (_, i) => (i === 0 ? { kind: 'human' as const } : { kind: 'bot' as const, level: levels[(i - 1) % levels.length] as BotLevel }));
  return { game, options: showcaseOptions(game, players, seed), seats };
}
