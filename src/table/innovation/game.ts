// Innovation's table facts: lessons, glossary, card names and the showcase's pace.
import type { TableGame } from '../game';
import { echoesLesson } from './echoesLesson';
import { INNOVATION_GLOSSARY } from './glossary';
import { innovationLesson } from './lesson';
import { cardName } from './names';

export const innovationGame: TableGame = {
  prefix: 'inno',
  lesson: innovationLesson,
  moreLessons: { 'innovation-echoes': echoesLesson },
  glossary: INNOVATION_GLOSSARY,
  cardName,
  pace: {
    // A shared dogma or a demand, and an achievement.
    held: (e) => {
      if (e.type === 'dogma-start') return (e.targets as unknown[]).length > 0 || (e.sharers as unknown[]).length > 0;
      if (e.type === 'move-card') return e.verb === 'achieve';
      return e.type === 'achieve' && typeof e.special === 'string';
    },
    // None: its turns are many, only its held moments stop the table.
    worthReading: () => false,
  },
};
