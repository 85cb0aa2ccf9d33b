// Makes the controller of an open table: the app's settings and, in the kiosk, its showcase
// rotation. The table screen makes one per session and disposes of it when it closes.
import { appServices } from '../../app/services';
import type { TableSession } from '../../app/session';
import { TableController } from '../../table/controller';
import { kitFor } from '../../table/kits';
import { playCue } from '../sound';

export function openTable(session: TableSession, showcase: boolean): TableController {
  const app = appServices();
  return new TableController(session, kitFor(session.setup.game), {
    settings: () => ({
      speed: app.settings.speed,
      reduceMotion: app.settings.reduceMotion,
      sound: app.settings.sound,
      confirmShare: app.settings.confirmShare !== false,
      largeText: app.settings.largeText,
      colourAid: app.settings.colourAid,
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
