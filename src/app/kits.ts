// Each game's app kit, one line per game: a new game adds `app/<game>/kit.ts` and a line here. The
// order is the showcase's default rotation (Gears first, the shortest).
import type { GameId } from '../engine/core/types';
import { gearAndPistonApp } from './gear-and-piston/kit';
import { gearsApp } from './gears/kit';
import { innovationApp } from './innovation/kit';
import type { AppKit } from './kit';

export const APP_KITS: Record<GameId, AppKit> = {
  gears: gearsApp,
  'gear-and-piston': gearAndPistonApp,
  innovation: innovationApp,
};
