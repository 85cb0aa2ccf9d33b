// Each game's bot kit, one line per game: a new game adds `ai/<game>/kit.ts` and a line here.
import type { GameId } from '../engine/core/types';
import { gearAndPistonAi } from './gear-and-piston/kit';
import { gearsAi } from './gears/kit';
import { innovationAi } from './innovation/kit';
import type { AiKit } from './kit';

export const AI_KITS: Record<GameId, AiKit> = {
  gears: gearsAi,
  innovation: innovationAi,
  'gear-and-piston': gearAndPistonAi,
};

/** A registered game's kit; null for a game outside the registry (the tests' toy games). */
export const aiKitFor = (id: string): AiKit | null => (Object.hasOwn(AI_KITS, id) ? AI_KITS[id as GameId] : null);
