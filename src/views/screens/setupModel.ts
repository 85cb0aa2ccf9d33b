// What the Setup screen holds and how it changes, apart from its markup: seats (human or a bot
// level each), the player count within the game's limits, the game's declared variants (a
// variant value the game refuses for this player count is unavailable, e.g. Innovation's teams
// outside 4 players), an optional seed. It starts from the last setup of that game; a person new
// to the game starts at two players, and the first game after a lesson from the lesson's own.
import { BOT_LEVELS, type BotLevel, type SeatSetup, type SessionSetup, type SetupChoice } from '../../model/setup';
import type { AnyGame, GameId, VariantSpec } from '../../engine/core/types';

export type { SetupChoice };

export interface SetupDraft {
  game: GameId;
  seats: SeatSetup[];
  variants: Record<string, unknown>;
  /** What the player typed; empty = a random seed at Start. */
  seed: string;
}

/** A seat as the Setup screen names it: 'human' or a bot level. */
export type SeatChoice = 'human' | BotLevel;
export const SEAT_CHOICES: readonly SeatChoice[] = ['human', ...BOT_LEVELS];

export const seatChoice = (s: SeatSetup): SeatChoice => (s.kind === 'human' ? 'human' : s.level);
export const seatOf = (c: SeatChoice): SeatSetup => (c === 'human' ? { kind: 'human' } : { kind: 'bot', level: c });

const NEW_BOT: SeatSetup = { kind: 'bot', level: 'easy' };

/**
 * A fresh setup: the last setup of this game; else, for a person new to it, you against one easy
 * bot (two players: the count the lessons teach); else you against easy bots (up to three).
 */
export function initialDraft(game: AnyGame, last?: SetupChoice, newcomer = false): SetupDraft {
  const bots = newcomer ? 1 : Math.max(1, Math.min(3, game.maxPlayers - 1));
  const seats: SeatSetup[] = last?.seats.map((s) => ({ ...s })) ?? [{ kind: 'human' }, ...Array.from({ length: bots }, () => ({ ...NEW_BOT }))];
  const variants: Record<string, unknown> = {};
  for (const v of game.variants) {
    if (v.offered !== false) variants[v.key] = last && isValue(v, last.options[v.key]) ? last.options[v.key] : v.default;
  }
  return withPlayers(game, { game: game.id, seats, variants, seed: '' }, clamp(game, seats.length));
}

/** New to a game: no setup of it kept, and no finished game of it in the stats. */
export function isNewcomer(last: SetupChoice | undefined, played: readonly { played: number }[]): boolean {
  return last === undefined && played.every((row) => row.played === 0);
}

/**
 * The set-up the first real game after a lesson suggests: you against one bot of the level the
 * lesson names, two players (as the lesson was played), the lesson's variants. Setup shows it
 * before anything starts.
 */
export function firstGameSetup(first: SetupChoice): SetupChoice {
  const human = first.seats.find((s) => s.kind === 'human') ?? { kind: 'human' };
  const bot = first.seats.find((s) => s.kind === 'bot') ?? NEW_BOT;
  return { game: first.game, options: { ...first.options, players: 2 }, seats: [{ ...human }, { ...bot }] };
}

const clamp = (game: AnyGame, n: number) => Math.max(game.minPlayers, Math.min(game.maxPlayers, n));

function isValue(spec: VariantSpec, x: unknown): boolean {
  if (spec.kind === 'boolean') return typeof x === 'boolean';
  if (spec.kind === 'number') return typeof x === 'number' && Number.isFinite(x);
  return typeof x === 'string' && (spec.choices ?? []).includes(x);
}

/** The seat list grows with new easy bots (like the last bot seat) or loses its last seats. */
export function withPlayers(game: AnyGame, draft: SetupDraft, n: number): SetupDraft {
  const count = clamp(game, n);
  const seats = draft.seats.slice(0, count);
  const lastBot = [...seats].reverse().find((s) => s.kind === 'bot') ?? NEW_BOT;
  while (seats.length < count) seats.push({ ...lastBot });
  return resetUnavailable(game, { ...draft, seats });
}

export function withSeat(draft: SetupDraft, index: number, choice: SeatChoice): SetupDraft {
  const seats = draft.seats.slice();
  seats[index] = seatOf(choice);
  return { ...draft, seats };
}

/**
 * A variant set to a value. A value the other choices refuse turns those choices back to their
 * defaults when that makes it allowed (Innovation's first edition turns Echoes off); a value
 * refused whatever the others are (teams at 2 players) leaves the draft as it was.
 */
export function withVariant(game: AnyGame, draft: SetupDraft, key: string, value: unknown): SetupDraft {
  if (variantAllowed(game, draft, key, value)) return { ...draft, variants: { ...draft.variants, [key]: value } };
  const variants: Record<string, unknown> = { ...draft.variants, [key]: value };
  for (const v of game.variants) {
    if (v.key === key || v.offered === false || !Object.hasOwn(variants, v.key)) continue;
    if (!variantAllowed(game, { ...draft, variants }, v.key, variants[v.key])) variants[v.key] = v.default;
  }
  return variantAllowed(game, { ...draft, variants }, key, value) ? { ...draft, variants } : draft;
}

/** Whether choosing this value does something: allowed as is, or by turning other variants back (withVariant). */
export function variantReachable(game: AnyGame, draft: SetupDraft, key: string, value: unknown): boolean {
  return variantAllowed(game, draft, key, value) || withVariant(game, draft, key, value) !== draft;
}

/** The game itself says whether it accepts this value with the other choices as they are. */
export function variantAllowed(game: AnyGame, draft: SetupDraft, key: string, value: unknown): boolean {
  try {
    game.normalizeOptions({ ...draft.variants, [key]: value, players: draft.seats.length, seed: 1 });
    return true;
  } catch {
    return false;
  }
}

/** A value that stopped being allowed (teams after leaving 4 players) goes back to its default. */
function resetUnavailable(game: AnyGame, draft: SetupDraft): SetupDraft {
  const variants = { ...draft.variants };
  for (const v of game.variants) {
    if (v.offered === false) continue;
    if (!variantAllowed(game, { ...draft, variants }, v.key, variants[v.key])) variants[v.key] = v.default;
  }
  return { ...draft, variants };
}

/** The typed seed: null for empty (random), 'bad' when it is not a whole 31-bit number. */
export function parseSeed(text: string): number | null | 'bad' {
  const s = text.trim();
  if (s === '') return null;
  if (!/^\d{1,10}$/.test(s)) return 'bad';
  const n = Number(s);
  return n <= 2147483647 ? n : 'bad';
}

/** How many seats are human: 0 = the player watches, 2+ = hot seat. */
export const humanCount = (draft: SetupDraft): number => draft.seats.filter((s) => s.kind === 'human').length;

/** The session setup Start hands to the app. */
export function toSessionSetup(draft: SetupDraft, seed: number): SessionSetup {
  return {
    game: draft.game,
    options: { ...draft.variants, players: draft.seats.length, seed },
    seats: draft.seats.map((s) => ({ ...s })),
  };
}
