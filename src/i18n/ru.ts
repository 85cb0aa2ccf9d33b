// Русский.
import type { MessageKey } from './en';
import { innovationRu } from './innovation/ru';
import { innovationCardsRu } from './innovation/cards/ru';
import { gnpRu } from './gear-and-piston/ru';
import { screensRu } from './screens/ru';
import { tableRu } from './table/ru';
import { kioskRu } from './kiosk/ru';
import { coachRu } from './coach/ru';
import { appRu } from './app/ru';
import { gearsRu } from './gears/ru';
import { glossaryRu } from './glossary/ru';
import { nvRu } from './nv/ru';
import { lessonsRu } from './lessons/ru';
import { gearsLessonRu } from './lessons/gears/ru';
import { innovationLessonRu } from './lessons/innovation/ru';
import { echoesLessonRu } from './lessons/innovation-echoes/ru';
import { gnpLessonRu } from './lessons/gear-and-piston/ru';

export const ru: Record<MessageKey, string> = {
  ...appRu,
  ...gearsRu,
  ...innovationRu,
  ...innovationCardsRu,
  ...gnpRu,
  ...screensRu,
  ...tableRu,
  ...kioskRu,
  ...coachRu,
  ...glossaryRu,
  ...nvRu,
  ...lessonsRu,
  ...gearsLessonRu,
  ...innovationLessonRu,
  ...echoesLessonRu,
  ...gnpLessonRu,
};
