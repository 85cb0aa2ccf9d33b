// Leaving asks first: it says the game is saved (Continue or Load picks it up), or, while saves
// fail, that it is not — with the export at hand; a game that is never kept (a kiosk visitor's)
// says that leaving ends it.
import type { LiveGame } from '../../app/table-session';
import { t } from '../../i18n';
import { Dialog } from '../Dialog';
import { ExportButton } from '../export/ExportButton';
import { leaveTable } from './leave';

/** What leaving says: the game is saved, could not be saved, or is never kept. */
export const leaveWords = (kept: boolean, saveProblem: unknown): 'leave.saved' | 'leave.unsaved' | 'leave.notKept' =>
  !kept ? 'leave.notKept' : saveProblem !== null ? 'leave.unsaved' : 'leave.saved';

/** `onLeave`: where leaving goes (the menu by default; the game-over panel's Play again and Replay go elsewhere). */
export function LeaveDialog({ session, onClose, onLeave = () => leaveTable() }: { session: LiveGame; onClose: () => void; onLeave?: () => void }) {
  const words = leaveWords(session.kept, session.snapshot.saveProblem);
  const unsaved = words === 'leave.unsaved';
  return (
    <Dialog title={t('leave.title')} onClose={onClose} class="leave">
      <p class={unsaved ? 'leave-warning' : 'muted'}>{t(words)}</p>
      <div class="dialog-actions">
        {unsaved && <ExportButton record={() => session.toSaveRecord()} primary />}
        <button type="button" class={unsaved ? '' : 'primary'} onClick={onClose}>
          {t('leave.stay')}
        </button>
        <button type="button" onClick={onLeave}>
          {t('leave.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
