// Each game's move words and decision times (ui/moveWords.ts), by game id.
import type { GameId } from '../engine/core/types';
import { gearAndPistonWords } from './gear-and-piston/moveWords';
import { gearsWords } from './gears/moveWords';
import { innovationWords } from './innovation/moveWords';
import type { GameWords } from './moveWords';

const WORDS: Record<GameId, GameWords> = { gears: gearsWords, innovation: innovationWords, 'gear-and-piston': gearAndPistonWords };

export const wordsFor = (game: GameId): GameWords => WORDS[game];
