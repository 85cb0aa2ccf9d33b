// One explainer per game (each game's AI kit, ai/kits.ts; a game without one gets no reasons, only its chances).
import type { GameId } from '../../engine/core/types';
import { aiKitFor } from '../kits';
import type { Explainer } from './types';

export const explainerFor = (game: GameId): Explainer | null => (aiKitFor(game)?.explainer as Explainer | undefined) ?? null;
