// Leaving asks first: it says the game is saved (Continue or Load picks it up), or, while saves
// fail, that it is not — with the export at hand.
import { exportGame } from '../../app/exporting';
import type { GameSession } from '../../app/session';
import { t } from '../../i18n';
import { Dialog } from '../Dialog';
import { leaveTable } from './leave';

export function LeaveDialog({ session, onClose }: { session: GameSession; onClose: () => void }) {
  const unsaved = session.snapshot.saveProblem !== null;
  return (
    <Dialog title={t('leave.title')} onClose={onClose} class="leave">
      <p class={unsaved ? 'leave-warning' : 'muted'}>{t(unsaved ? 'leave.unsaved' : 'leave.saved')}</p>
      <div class="dialog-actions">
        {unsaved && (
          <button type="button" class="primary" onClick={() => exportGame(session.toSaveRecord())}>
            {t('save.export')}
          </button>
        )}
        <button type="button" class={unsaved ? '' : 'primary'} onClick={onClose}>
          {t('leave.stay')}
        </button>
        <button type="button" onClick={() => leaveTable()}>
          {t('leave.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
