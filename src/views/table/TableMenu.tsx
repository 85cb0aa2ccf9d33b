// The in-table menu (the header's Menu button, or Escape with nothing half chosen): the rules
// and the settings in dialogs over the table (closing them returns to it), or leaving the table
// (which asks first).
import { t } from '../../i18n';
import { Dialog } from '../Dialog';

export type MenuChoice = 'rules' | 'settings' | 'leave';

export function TableMenu({ onClose, onChoose }: { onClose: () => void; onChoose: (c: MenuChoice) => void }) {
  return (
    <Dialog title={t('table.menu')} onClose={onClose} class="table-menu">
      <div class="dialog-actions dialog-actions--column">
        <button type="button" class="primary" onClick={onClose}>
          {t('table.resume')}
        </button>
        <button type="button" aria-haspopup="dialog" onClick={() => onChoose('rules')}>
          {t('table.menu.rules')}
        </button>
        <button type="button" aria-haspopup="dialog" onClick={() => onChoose('settings')}>
          {t('table.menu.settings')}
        </button>
        <button type="button" aria-haspopup="dialog" onClick={() => onChoose('leave')}>
          {t('table.menu.leave')}
        </button>
      </div>
    </Dialog>
  );
}
