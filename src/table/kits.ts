// Each game's table kit (the controller's), one line per game: a fourth game adds its folder and a line here (and its table facts in table/games.ts).
import type { GameId } from '../engine/core/types';
import { gearAndPistonKit } from './gear-and-piston/kit';
import { gearsKit } from './gears/kit';
import { innovationKit } from './innovation/kit';
import type { TableKit } from './kit';

/** A kit's choice is its own business: the controller only hands back what the kit made. */
const opaque = <C>(kit: TableKit<C>) => kit as unknown as TableKit<unknown>;

const KITS: { [G in GameId]: TableKit<unknown> } = {
  gears: opaque(gearsKit),
  innovation: opaque(innovationKit),
  'gear-and-piston': opaque(gearAndPistonKit),
};

export const kitFor = (game: GameId): TableKit<unknown> => KITS[game];
