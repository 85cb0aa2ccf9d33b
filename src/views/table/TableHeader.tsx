// The table's header: the game and where it stands, whose decision it is (or a notice), and the
// table menu. In the showcase the status line is the caption, in large type.
import { t } from '../../i18n';
import type { TableChrome } from '../../ui/tableBridge';

export function TableHeader({ chrome, onMenu, onShowResult }: { chrome: TableChrome | null; onMenu: (() => void) | null; onShowResult: (() => void) | null }) {
  return (
    <header class="table-header">
      <h1 class="table-title">
        <span>{chrome?.title}</span>
        {chrome?.progress && <span class="table-progress">{chrome.progress}</span>}
      </h1>
      <p class={chrome?.status.tone === 'notice' ? 'table-status table-status--notice' : 'table-status'} role="status">
        {chrome?.status.text}
      </p>
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
