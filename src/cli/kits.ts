// Each game's command-line kit, one line per game: a new game adds `cli/<game>/kit.ts` and a line here.
import type { GameId } from '../engine/core/types';
import { gearAndPistonCli } from './gear-and-piston/kit';
import { gearsCli } from './gears/kit';
import { innovationCli } from './innovation/kit';
import type { CliKit } from './kit';

export const CLI_KITS: Record<GameId, CliKit> = {
  gears: gearsCli,
  innovation: innovationCli,
  'gear-and-piston': gearAndPistonCli,
};
