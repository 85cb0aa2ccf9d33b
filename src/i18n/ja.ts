// 日本語.
import type { MessageKey } from './en';
import { innovationJa } from './innovation/ja';
import { innovationCardsJa } from './innovation/cards/ja';
import { gnpJa } from './gear-and-piston/ja';
import { screensJa } from './screens/ja';
import { tableJa } from './table/ja';
import { kioskJa } from './kiosk/ja';
import { coachJa } from './coach/ja';
import { appJa } from './app/ja';
import { gearsJa } from './gears/ja';
import { glossaryJa } from './glossary/ja';
import { nvJa } from './nv/ja';
import { lessonsJa } from './lessons/ja';
import { gearsLessonJa } from './lessons/gears/ja';
import { innovationLessonJa } from './lessons/innovation/ja';
import { echoesLessonJa } from './lessons/innovation-echoes/ja';
import { gnpLessonJa } from './lessons/gear-and-piston/ja';

export const ja: Record<MessageKey, string> = {
  ...appJa,
  ...gearsJa,
  ...innovationJa,
  ...innovationCardsJa,
  ...gnpJa,
  ...screensJa,
  ...tableJa,
  ...kioskJa,
  ...coachJa,
  ...glossaryJa,
  ...nvJa,
  ...lessonsJa,
  ...gearsLessonJa,
  ...innovationLessonJa,
  ...echoesLessonJa,
  ...gnpLessonJa,
};
