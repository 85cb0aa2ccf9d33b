// The in-table menu (the header's Menu button, or Escape with nothing half chosen): the rules,
// the settings, or leaving the table (the game is saved as it stands).
import { navigate } from '../../app/navigation';
import { t } from '../../i18n';
import { Dialog } from '../Dialog';

export function TableMenu({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('table.menu')} onClose={onClose} class="table-menu">
      <p class="muted">{t('table.leaveSaved')}</p>
      <div class="dialog-actions dialog-actions--column">
        <button type="button" class="primary" onClick={onClose}>
          {t('table.resume')}
        </button>
        <button type="button" onClick={() => navigate({ name: 'menu' })}>
          {t('table.leave')}
        </button>
      </div>
    </Dialog>
  );
}
