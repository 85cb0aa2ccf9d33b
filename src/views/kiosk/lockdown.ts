// What a visitor's table offers instead of the way out: in the kiosk, "Leave" and "Menu" go back
// to the showcase, never to the menu (Settings, Load, saves and export are behind it). The table
// menu and the game-over panel read this; anything else that would leave the table should too.
import { appServices } from '../../app/services';
import { t } from '../../i18n';
import { leaveTable as leaveToMenu } from '../table/leave';

/** True in the kiosk: nothing past the table may be offered. */
export const kioskLocked = (): boolean => appServices().kiosk.active;

/** Where "leave the table" goes: the menu (dropping the table's history entry), or in the kiosk the showcase. */
export function leaveTable(): void {
  if (kioskLocked()) appServices().nextShowcase();
  else leaveToMenu();
}

/** The words of that way out (the caller's own label outside the kiosk). */
export const leaveLabel = (normal: string): string => (kioskLocked() ? t('kiosk.backToShowcase') : normal);
