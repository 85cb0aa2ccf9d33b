// The in-table menu (the header's Menu button, or Escape with nothing half chosen): the rules,
// the settings, or leaving the table (the game is saved as it stands). In the kiosk a visitor's
// way out goes back to the showcase (views/kiosk/lockdown.ts): no Settings, no menu.
import { t } from '../../i18n';
import { Dialog } from '../Dialog';
import { kioskLocked, leaveLabel, leaveTable } from '../kiosk/lockdown';

export function TableMenu({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('table.menu')} onClose={onClose} class="table-menu">
      {!kioskLocked() && <p class="muted">{t('table.leaveSaved')}</p>}
      <div class="dialog-actions dialog-actions--column">
        <button type="button" class="primary" onClick={onClose}>
          {t('table.resume')}
        </button>
        <button type="button" onClick={leaveTable}>
          {leaveLabel(t('table.leave'))}
        </button>
      </div>
    </Dialog>
  );
}
