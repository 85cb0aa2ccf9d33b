// Gears' table facts: lesson, glossary and the showcase's pace.
import type { TableGame } from '../game';
import { GEARS_GLOSSARY } from './glossary';
import { gearsLesson } from './lesson';

export const gearsGame: TableGame = {
  prefix: 'gears',
  lesson: gearsLesson,
  glossary: GEARS_GLOSSARY,
  pace: {
    // A jam, a code entered and a round won.
    held: (e) => e.type === 'jam' || e.type === 'code-entered' || e.type === 'round-winner',
    // A round's rule, the gears revealed and a code sent.
    worthReading: (e) => e.type === 'round-start' || e.type === 'reveal' || e.type === 'code-sent',
  },
};
