// Each game's views kit, one line per game: a new game adds `views/<game>/kit.ts` and a line here.
import type { GameId } from '../engine/core/types';
import { gearAndPistonViews } from './gear-and-piston/kit';
import { gearsViews } from './gears/kit';
import { innovationViews } from './innovation/kit';
import type { ViewsKit } from './kit';

export const VIEWS_KITS: Record<GameId, ViewsKit> = {
  gears: gearsViews,
  innovation: innovationViews,
  'gear-and-piston': gearAndPistonViews,
};
