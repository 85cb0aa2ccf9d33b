// The table's header: the game and where it stands, whose decision it is (or a notice), Undo
// (against the bots), Hint, the result once the game is over, and the table menu. In the showcase the
// status line is the caption, in large type.
import type { UndoState } from '../../app/table-session';
import { t } from '../../i18n';
import type { TableChrome, TableModel } from '../../table/model';
import { useDispatch } from './context';
import { HintButton } from './HintButton';
import { UndoButton } from './UndoButton';

export interface HeaderProps {
  chrome: TableChrome | null;
  onMenu: (() => void) | null;
  onShowResult: (() => void) | null;
  undo: UndoState | null;
  hint: TableModel['hint'];
  /** A short word after an action (why undo stops, that it worked): it replaces the status a while. */
  flash: string | null;
  /** The status line is a live region (screen reader mode has one of its own instead). */
  live?: boolean;
}

export function TableHeader({ chrome, onMenu, onShowResult, undo, hint, flash, live = true }: HeaderProps) {
  const dispatch = useDispatch();
  return (
    <header class="table-header">
      <h1 class="table-title">
        <span>{chrome?.title}</span>
        {chrome?.progress && <span class="table-progress">{chrome.progress}</span>}
      </h1>
      <p class={flash || chrome?.status.tone === 'notice' ? 'table-status table-status--notice' : 'table-status'} role={live ? 'status' : undefined}>
        {flash ?? chrome?.status.text}
      </p>
      {undo && <UndoButton undo={undo} onUndo={() => dispatch({ kind: 'undo' })} />}
      {hint && <HintButton available={hint.available} busy={hint.busy} onHint={() => dispatch({ kind: 'hint' })} />}
      {onShowResult && (
        <button type="button" class="ghost" onClick={onShowResult}>
          {t('over.show')}
        </button>
      )}
      {onMenu && (
        <button type="button" class="ghost" aria-haspopup="dialog" onClick={onMenu}>
          {t('table.menu')}
        </button>
      )}
    </header>
  );
}
