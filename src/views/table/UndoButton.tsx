// Undo in the table header: takes back the player's last decision (and the bot moves after it).
// Where undo stops (a reveal, nothing to take back, the game over) the button stays, marked
// unavailable, and pressing it says why.
import type { UndoState } from '../../app/table-session';
import { t } from '../../i18n';
import { undoReason } from '../../table/status';

export function UndoButton({ undo, onUndo }: { undo: UndoState; onUndo: () => void }) {
  const why = undoReason(undo);
  return (
    <button
      type="button"
      class="ghost undo"
      aria-disabled={why ? 'true' : undefined}
      aria-keyshortcuts="Control+Z U"
      title={why ?? t('undo.hint')}
      aria-description={why ?? t('undo.hint')}
      onClick={onUndo}
    >
      {t('undo.button')}
    </button>
  );
}
