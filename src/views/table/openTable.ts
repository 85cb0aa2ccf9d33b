// Makes the controller of an open table: the app's settings, in the kiosk its showcase rotation,
// and in a lesson its guide. The table screen makes one per session and disposes of it when it closes.
import { LessonSession } from '../../app/lesson';
import { appServices } from '../../app/services';
import type { TableSession } from '../../app/table-session';
import { TableController } from '../../table/controller';
import { Guide } from '../../table/guide';
import type { Lesson } from '../../table/lesson';
import { kitFor } from '../../table/kits';
import { playCue } from '../sound';

export function openTable(session: TableSession, showcase: boolean, lesson: Lesson | null = null): TableController {
  const app = appServices();
  const kit = kitFor(session.setup.game);
  const guide = lesson && session instanceof LessonSession ? new Guide(session, lesson, kit) : null;
  return new TableController(session, kit, {
    ...(guide ? { guide } : {}),
    settings: () => ({
      // A lesson waits for its own Next: the step-by-step pace would add a second one.
      speed: guide && app.settings.speed === 'step' ? 'normal' : app.settings.speed,
      reduceMotion: app.settings.reduceMotion,
      sound: app.settings.sound,
      confirmShare: app.settings.confirmShare !== false,
      largeText: app.settings.largeText,
      colourAid: app.settings.colourAid,
      whatYouKnow: app.settings.whatYouKnow,
    }),
    cue: (cue) => playCue(cue, app.settings.sound),
    ...(showcase
      ? {
          showcase: {
            speed: () => app.kiosk.config.speed,
            peekGame: () => app.kiosk.peekGame(),
            next: () => app.nextShowcase(),
            visible: (on: boolean) => {
              if (on) app.kiosk.enable();
              app.kiosk.showcaseVisible(on);
            },
          },
        }
      : {}),
  });
}
