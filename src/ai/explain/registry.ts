// One explainer per game (a game without one gets no reasons, only its chances).
import type { GameId } from '../../engine/core/types';
import { gearAndPistonExplainer } from './gear-and-piston';
import { gearsExplainer } from './gears';
import { innovationExplainer } from './innovation';
import type { Explainer } from './types';

const EXPLAINERS: Partial<Record<GameId, Explainer<never, never, never>>> = {
  innovation: innovationExplainer as Explainer<never, never, never>,
  gears: gearsExplainer as Explainer<never, never, never>,
  'gear-and-piston': gearAndPistonExplainer as Explainer<never, never, never>,
};

export const explainerFor = (game: GameId): Explainer | null => (EXPLAINERS[game] as Explainer | undefined) ?? null;
