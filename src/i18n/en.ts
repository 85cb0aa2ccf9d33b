// English: the source catalogue. Keys are grouped by screen; card help restates the rules in our words.
import { innovationEn } from './innovation/en';
import { innovationCardsEn } from './innovation/cards/en';
import { gnpEn } from './gear-and-piston/en';
import { screensEn } from './screens/en';
import { tableEn } from './table/en';
import { kioskEn } from './kiosk/en';
import { coachEn } from './coach/en';
import { appEn } from './app/en';
import { gearsEn } from './gears/en';
import { glossaryEn } from './glossary/en';
import { nvEn } from './nv/en';
import { lessonsEn } from './lessons/en';
import { gearsLessonEn } from './lessons/gears/en';
import { innovationLessonEn } from './lessons/innovation/en';
import { echoesLessonEn } from './lessons/innovation-echoes/en';
import { gnpLessonEn } from './lessons/gear-and-piston/en';

export const en = {
  ...appEn,
  ...gearsEn,
  ...innovationEn,
  ...innovationCardsEn,
  ...gnpEn,
  ...screensEn,
  ...tableEn,
  ...kioskEn,
  ...coachEn,
  ...glossaryEn,
  ...nvEn,
  ...lessonsEn,
  ...gearsLessonEn,
  ...innovationLessonEn,
  ...echoesLessonEn,
  ...gnpLessonEn,
} as const;

export type MessageKey = keyof typeof en;
