// Each game's table facts (table/game.ts), one line per game: a new game adds
// `table/<game>/game.ts` and a line here (and its controller kit in table/kits.ts).
import type { GameId } from '../engine/core/types';
import type { TableGame } from './game';
import { gearAndPistonGame } from './gear-and-piston/game';
import { gearsGame } from './gears/game';
import { innovationGame } from './innovation/game';

const GAMES: Record<GameId, TableGame> = {
  gears: gearsGame,
  innovation: innovationGame,
  'gear-and-piston': gearAndPistonGame,
};

export const tableGame = (game: GameId): TableGame => GAMES[game];

/** Every game's facts, in the registry's order. */
export const tableGames = (): readonly [GameId, TableGame][] => Object.entries(GAMES) as [GameId, TableGame][];
