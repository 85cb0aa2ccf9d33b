// The vocabulary of a session's setup: who sits where, how bots play, how fast the table moves.
// Plain data, shared by the session controller, saves, settings and the URL parser.
import type { GameId } from '../engine/core/types';

export { GAME_IDS, LANGS } from '../engine/core/types';

export const BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** 'step': each bot action and each effect waits for the player's tap (the table's Next). */
export const SPEEDS = ['slow', 'normal', 'fast', 'instant', 'step'] as const;
export type Speed = (typeof SPEEDS)[number];

export type SeatSetup = { kind: 'human' } | { kind: 'bot'; level: BotLevel };

export interface SessionSetup {
  game: GameId;
  options: { players: number; seed: number } & Record<string, unknown>;
  seats: SeatSetup[];
  /** A kiosk showcase game: seats go by friendly names (ui/gears/names.ts); never saved. */
  showcase?: boolean;
  /**
   * A visitor's take-over of a showcase game: the bots keep the friendly names the visitor watched
   * them by, the visitor's seat is named as any table names its human ('You').
   */
  named?: boolean;
}

export const isBotLevel = (x: unknown): x is BotLevel => (BOT_LEVELS as readonly unknown[]).includes(x);
export const isSpeed = (x: unknown): x is Speed => (SPEEDS as readonly unknown[]).includes(x);

/**
 * Minimum time a bot move stays "thinking" on screen, so people can follow the table.
 * The scenes may animate longer; this is only the floor the session waits for.
 */
export const BOT_DELAY_MS: Record<Speed, number> = { slow: 1500, normal: 800, fast: 300, instant: 0, step: 800 };

/** The strongest bot level among the seats, or null when every seat is human. */
export function strongestBotLevel(seats: readonly SeatSetup[]): BotLevel | null {
  let best = -1;
  for (const seat of seats) if (seat.kind === 'bot') best = Math.max(best, BOT_LEVELS.indexOf(seat.level));
  return best < 0 ? null : (BOT_LEVELS[best] ?? null);
}

/** A setup to start the Setup screen from: a kept one, or one suggested (no seed yet). */
export type SetupChoice = Pick<SessionSetup, 'game' | 'seats'> & { options: Record<string, unknown> };
