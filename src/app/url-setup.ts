// URL parameters open a setup directly:
//   ?game=gears&players=3&bots=random,random,random&seed=5&speed=instant
//   ?game=innovation&players=3&bots=hard,normal   (fewer bots than players: the first seats are human)
//   ?game=gears&bots=human,easy,hard&characters=0 (a variant by its key)
//   ?kiosk                                        (the showcase: the three games in turn)
//   ?kiosk=innovation                             (the showcase of one game)
//   ?kiosk&games=innovation,gears&lang=ja&speed=fast&sound=on&idle=90
//                                                 (the showcase's rotation, language — or
//                                                 lang=rotate for the four in turn —, speed,
//                                                 sound, and seconds before a visitor's game is
//                                                 abandoned)
//   ?nv=1                                         (screen reader mode for this visit: the table
//                                                 as text, no canvas; nv=0 turns it off)
// Errors are values: a bad URL gives a sentence the menu can show, never a crash.
import { type Result, errorValue } from '../engine/core/errors';
import type { AnyGame, GameId, Lang, VariantSpec } from '../engine/core/types';
import { getGame } from '../engine/index';
import { BOT_LEVELS, LANGS, type SeatSetup, type SessionSetup, isBotLevel, isSpeed } from '../model/setup';
import { type KioskUrlOptions, NO_LAUNCH, type UrlLaunch, randomSeed } from './launch';

/** The longest idle wait a URL may ask for (an hour): past that a kiosk is not a kiosk. */
const MAX_IDLE_S = 3600;

const HUMAN_WORDS = new Set(['human', 'h', 'you', 'me', '']);
const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes', '']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no']);

const fail = (code: string, message: string): { ok: false; error: { code: string; message: string } } => ({
  ok: false,
  error: { code, message },
});

function parseSeats(raw: string | null, players: number): Result<SeatSetup[]> {
  const entries = raw === null ? [] : raw.split(',').map((s) => s.trim().toLowerCase());
  if (entries.length > players) return fail('bad-bots', `${entries.length} seats given for ${players} players.`);
  const seats: SeatSetup[] = [];
  // Fewer entries than players: the missing seats come first, and they are human.
  for (let i = entries.length; i < players; i++) seats.push({ kind: 'human' });
  for (const entry of entries) {
    if (HUMAN_WORDS.has(entry)) seats.push({ kind: 'human' });
    else if (isBotLevel(entry)) seats.push({ kind: 'bot', level: entry });
    else return fail('bad-bots', `Unknown bot level '${entry}'. Known: ${BOT_LEVELS.join(', ')}, human.`);
  }
  return { ok: true, value: seats };
}

function parseVariant(spec: VariantSpec, raw: string): Result<unknown> {
  const value = raw.trim().toLowerCase();
  if (spec.kind === 'boolean') {
    if (TRUE_WORDS.has(value)) return { ok: true, value: true };
    if (FALSE_WORDS.has(value)) return { ok: true, value: false };
    return fail('bad-variant', `'${spec.key}' must be on or off, not '${raw}'.`);
  }
  if (spec.kind === 'number') {
    const n = Number(value);
    if (value === '' || !Number.isFinite(n)) return fail('bad-variant', `'${spec.key}' must be a number, not '${raw}'.`);
    if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
      return fail('bad-variant', `'${spec.key}' must be between ${spec.min ?? '-∞'} and ${spec.max ?? '∞'}.`);
    }
    return { ok: true, value: n };
  }
  const choice = spec.choices?.find((c) => c.toLowerCase() === value);
  if (choice === undefined) return fail('bad-variant', `'${spec.key}' must be one of ${(spec.choices ?? []).join(', ')}.`);
  return { ok: true, value: choice };
}

function parseInt32(raw: string): number | null {
  if (!/^-?\d{1,10}$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n >= -2147483648 && n <= 2147483647 ? n : null;
}

/** The kiosk's own parameters: games (or ?kiosk=<game>), lang=rotate, sound, idle. */
function parseKiosk(params: URLSearchParams, kioskRaw: string, resolve: (id: string) => AnyGame): Result<KioskUrlOptions> {
  const names = [
    ...(TRUE_WORDS.has(kioskRaw.toLowerCase()) ? [] : [kioskRaw]),
    ...(params.get('games') ?? '').split(',').map((g) => g.trim()).filter((g) => g !== ''),
  ];
  const games: GameId[] = [];
  for (const name of names) {
    try {
      const id = resolve(name).id;
      if (!games.includes(id)) games.push(id);
    } catch (e) {
      return fail('unknown-game', errorValue(e).message);
    }
  }
  const soundRaw = params.get('sound')?.toLowerCase() ?? null;
  let sound: boolean | null = null;
  if (soundRaw !== null) {
    if (TRUE_WORDS.has(soundRaw)) sound = true;
    else if (FALSE_WORDS.has(soundRaw)) sound = false;
    else return fail('bad-sound', `'sound' must be on or off, not '${soundRaw}'.`);
  }
  const idleRaw = params.get('idle');
  let idleMs: number | null = null;
  if (idleRaw !== null) {
    const s = Number(idleRaw);
    if (idleRaw.trim() === '' || !Number.isFinite(s) || s < 1 || s > MAX_IDLE_S) {
      return fail('bad-idle', `'idle' must be a number of seconds from 1 to ${MAX_IDLE_S}, not '${idleRaw}'.`);
    }
    idleMs = Math.round(s * 1000);
  }
  return { ok: true, value: { games: games.length ? games : null, langRotate: params.get('lang')?.toLowerCase() === 'rotate', sound, idleMs } };
}

/** Reads a location.search string. `resolveGame` and `seed` are injectable for tests. */
export function parseUrlSetup(
  search: string,
  deps: { resolveGame?: (id: string) => AnyGame; seed?: () => number } = {},
): Result<UrlLaunch> {
  const params = new URLSearchParams(search);
  const kioskRaw = params.get('kiosk');
  const kiosk = kioskRaw !== null && !FALSE_WORDS.has(kioskRaw.toLowerCase());
  let kioskOptions = NO_LAUNCH.kioskOptions;
  if (kiosk) {
    const parsed = parseKiosk(params, kioskRaw, deps.resolveGame ?? getGame);
    if (!parsed.ok) return parsed;
    kioskOptions = parsed.value;
  }
  const speedRaw = params.get('speed');
  if (speedRaw !== null && !isSpeed(speedRaw)) return fail('bad-speed', `Unknown speed '${speedRaw}'.`);
  const langRaw = params.get('lang');
  const lang = (LANGS as readonly (string | null)[]).includes(langRaw) ? (langRaw as Lang) : null;
  const nvRaw = params.get('nv')?.toLowerCase() ?? null;
  let nv: boolean | null = null;
  if (nvRaw !== null) {
    if (TRUE_WORDS.has(nvRaw)) nv = true;
    else if (FALSE_WORDS.has(nvRaw)) nv = false;
    else return fail('bad-nv', `'nv' (screen reader mode) must be on or off, not '${nvRaw}'.`);
  }
  const launch: UrlLaunch = { setup: null, kiosk, kioskOptions, speed: speedRaw, lang, nv };

  const gameId = params.get('game');
  if (gameId === null) return { ok: true, value: launch };
  let game: AnyGame;
  try {
    game = (deps.resolveGame ?? getGame)(gameId);
  } catch (e) {
    return fail('unknown-game', errorValue(e).message);
  }

  const botsRaw = params.get('bots');
  const playersRaw = params.get('players');
  const botCount = botsRaw === null ? 0 : botsRaw.split(',').length;
  const players = playersRaw === null ? Math.max(game.minPlayers, botCount) : parseInt32(playersRaw);
  if (players === null || players < game.minPlayers || players > game.maxPlayers) {
    return fail('bad-players', `${gameId} is for ${game.minPlayers} to ${game.maxPlayers} players.`);
  }
  const seats = parseSeats(botsRaw, players);
  if (!seats.ok) return seats;

  const seedRaw = params.get('seed');
  const seed = seedRaw === null ? (deps.seed ?? randomSeed)() : parseInt32(seedRaw);
  if (seed === null) return fail('bad-seed', `The seed must be a whole number, not '${seedRaw}'.`);

  const options: SessionSetup['options'] = { players, seed };
  for (const spec of game.variants) {
    const raw = params.get(spec.key);
    if (raw === null) continue;
    const parsed = parseVariant(spec, raw);
    if (!parsed.ok) return parsed;
    options[spec.key] = parsed.value;
  }
  try {
    game.normalizeOptions({ ...options });
  } catch (e) {
    return { ok: false, error: errorValue(e) };
  }
  launch.setup = { game: game.id, options, seats: seats.value };
  return { ok: true, value: launch };
}
