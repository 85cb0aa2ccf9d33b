// Which screen is open. The HTML views (src/views) render the route; a table route opens a table
// controller and its board. The showcase moves on to its next game from below the views, so the
// route lives here.
import type { ReviewUnit } from '../worker/port';
import type { GameId } from '../engine/core/types';
import { createStore } from '../model/store';
import type { ReviewEntry } from './review';
import type { LessonSession } from './lesson';
import type { LiveGame, SaveRecord } from './table-session';
import type { SetupChoice } from '../model/setup';

export type Route =
  | { name: 'boot' }
  | { name: 'menu' }
  /** `first`: the set-up a lesson's first real game suggests, shown before it starts. */
  | { name: 'setup'; game: GameId; first?: SetupChoice }
  | { name: 'settings' }
  | { name: 'stats' }
  | { name: 'load' }
  | { name: 'rules'; game?: GameId }
  /** Innovation's card browser, opened from the Rules (Back returns there) or the menu. */
  | { name: 'cards'; from?: 'rules' | 'menu' }
  | { name: 'table'; session: LiveGame; showcase?: boolean }
  /** The three lessons, each to start, resume or start again. */
  | { name: 'learn' }
  /** A lesson: its table, with the coach. */
  | { name: 'lesson'; session: LessonSession }
  /** A finished or saved game told again move by move (the game-over panel, the Load list). */
  | { name: 'replay'; record: SaveRecord; focus?: ReviewFocus };

/**
 * A reviewed decision the replay opens at, through the deciding seat's eyes, with both moves said;
 * with `retry`, the decision is offered to be tried again (app/retry.ts).
 */
export interface ReviewFocus {
  entry: ReviewEntry;
  unit: ReviewUnit;
  retry?: boolean;
}

export type RouteName = Route['name'];

export const route = createStore<Route>({ name: 'boot' });

export function navigate(next: Route): void {
  route.set(next);
}
