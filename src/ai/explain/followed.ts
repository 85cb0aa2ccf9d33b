// What followed a reviewed decision in the game actually played, from the deciding seat's own
// views (the one it had at the decision and the one it had a few moves later): achievements and
// scores that moved, codes entered, a car's score — public figures only, so a seat is never told
// of a card it could not see. Per game (each game's AI kit), as reasons (words on the UI thread).
import type { GameId, PlayerId } from '../../engine/core/types';
import { aiKitFor } from '../kits';
import type { Reason } from './types';

/** What followed, from the seat's views at the decision and a few moves later. */
export function followed(game: GameId, before: unknown, after: unknown, me: PlayerId): Reason[] {
  return aiKitFor(game)?.followed(before, after, me) ?? [];
}
