// What a visitor's table offers instead of the way out: in the kiosk, "Leave" and "Menu" go back
// to the showcase, never to the menu (Settings, Load, saves and export are behind it). The table
// menu and the game-over panel read this for their buttons; leaving itself is table/leave.ts's
// leaveTable, which goes to the showcase while the kiosk runs.
import { appServices } from '../../app/services';
import { t } from '../../i18n';

/** True in the kiosk: nothing past the table may be offered. */
export const kioskLocked = (): boolean => appServices().kiosk.active;

/** The words of that way out (the caller's own label outside the kiosk). */
export const leaveLabel = (normal: string): string => (kioskLocked() ? t('kiosk.backToShowcase') : normal);
