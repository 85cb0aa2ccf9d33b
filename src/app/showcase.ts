// What the kiosk showcase plays: the three games in turn (Gears first, the shortest), every seat a
// bot, the player count and levels varied by the seed. The scene side is scenes/showcaseMode.ts.
import type { GameId } from '../engine/core/types';
import type { BotLevel, SessionSetup } from './session';

export const SHOWCASE_ROTATION: readonly GameId[] = ['gears', 'gear-and-piston', 'innovation'];

/** Levels each game's showcase mixes: quick ones, so a game takes a few minutes at most. */
const LEVELS: Record<GameId, BotLevel[]> = {
  gears: ['easy', 'normal', 'random', 'easy'],
  'gear-and-piston': ['easy', 'normal', 'easy'],
  innovation: ['normal', 'easy', 'easy'],
};
const PLAYERS: Record<GameId, readonly number[]> = { gears: [2, 3, 4], 'gear-and-piston': [2, 3, 4], innovation: [2, 3] };

/** Game options of a table for this game (Gears is shown with its characters). */
export function showcaseOptions(game: GameId, players: number, seed: number): SessionSetup['options'] {
  return game === 'gears' ? { players, seed, characters: true } : { players, seed };
}

/** The setup of a showcase game: every seat a bot, players and levels varied by the seed. */
export function showcaseSetup(game: GameId, seed: number): SessionSetup {
  const counts = PLAYERS[game];
  const players = counts[seed % counts.length] as number;
  const levels = LEVELS[game];
  const seats = Array.from({ length: players }, (_, i) => ({ kind: 'bot' as const, level: levels[(seed + i) % levels.length] as BotLevel }));
  return { game, options: showcaseOptions(game, players, seed), seats };
}

/** A visitor's game from the showcase: the game on screen, the visitor against an easy and a normal bot. */
export function visitorSetup(game: GameId, seed: number): SessionSetup {
  return {
    game,
    options: showcaseOptions(game, 3, seed),
    seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'normal' }],
  };
}
