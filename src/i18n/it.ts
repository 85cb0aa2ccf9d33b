// Italiano.
import type { MessageKey } from './en';
import { innovationIt } from './innovation/it';
import { innovationCardsIt } from './innovation/cards/it';
import { gnpIt } from './gear-and-piston/it';
import { screensIt } from './screens/it';
import { tableIt } from './table/it';
import { kioskIt } from './kiosk/it';
import { coachIt } from './coach/it';
import { appIt } from './app/it';
import { gearsIt } from './gears/it';
import { glossaryIt } from './glossary/it';
import { nvIt } from './nv/it';
import { lessonsIt } from './lessons/it';
import { gearsLessonIt } from './lessons/gears/it';
import { innovationLessonIt } from './lessons/innovation/it';
import { echoesLessonIt } from './lessons/innovation-echoes/it';
import { gnpLessonIt } from './lessons/gear-and-piston/it';

export const it: Record<MessageKey, string> = {
  ...appIt,
  ...gearsIt,
  ...innovationIt,
  ...innovationCardsIt,
  ...gnpIt,
  ...screensIt,
  ...tableIt,
  ...kioskIt,
  ...coachIt,
  ...glossaryIt,
  ...nvIt,
  ...lessonsIt,
  ...gearsLessonIt,
  ...innovationLessonIt,
  ...echoesLessonIt,
  ...gnpLessonIt,
};
