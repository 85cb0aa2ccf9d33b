// Gear & Piston's table facts: lesson, glossary, part names and the showcase's pace.
import type { TableGame } from '../game';
import { GEAR_AND_PISTON_GLOSSARY } from './glossary';
import { partName } from './help';
import { gearAndPistonLesson } from './lesson';

export const gearAndPistonGame: TableGame = {
  prefix: 'gnp',
  lesson: gearAndPistonLesson,
  glossary: GEAR_AND_PISTON_GLOSSARY,
  cardName: partName,
  pace: {
    // An improvement (the finished car that ends the game is the game's end).
    held: (e) => e.type === 'upgrade',
    // A round's first player and a part built into a car.
    worthReading: (e) => e.type === 'round' || (e.type === 'move-tile' && (e.to as { zone?: string }).zone === 'car'),
  },
};
