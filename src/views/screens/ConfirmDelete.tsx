// Asks before a saved game is deleted: nothing is removed until the player says so.
import { t } from '../../i18n';
import { Dialog } from '../Dialog';

export function ConfirmDelete({ what, onCancel, onConfirm }: { what: string; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog title={t('load.deleteTitle')} onClose={onCancel}>
      <p>{t('load.deleteBody', { game: what })}</p>
      <div class="dialog-actions">
        <button type="button" onClick={onCancel}>
          {t('load.cancel')}
        </button>
        <button type="button" class="danger" onClick={onConfirm}>
          {t('load.deleteConfirm')}
        </button>
      </div>
    </Dialog>
  );
}
