// Export as a file, said plainly first when it matters: a game file holds the seed and every move,
// so replaying it rebuilds every hidden card and every draw still to come. A finished game's file
// is harmless to share; an unfinished one is the player's own copy, not for the people they play.
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { exportGame } from '../../app/exporting';
import { t } from '../../i18n';
import type { SaveRecord } from '../../app/stored';
import { Dialog } from '../Dialog';

/** Whether a file of this game tells nothing still secret: the game is over. */
export const safeToShare = (record: SaveRecord): boolean => record.meta.status === 'over';

/** The warning before an unfinished game leaves as a file: Export, or Cancel. */
export function ExportWarning({ record, onClose }: { record: SaveRecord; onClose: () => void }) {
  return (
    <Dialog title={t('export.warning.title')} onClose={onClose} class="export-warning">
      <p>{t('export.warning.reveals')}</p>
      <p>{t('export.warning.whom')}</p>
      <div class="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('export.warning.cancel')}
        </button>
        <button
          type="button"
          class="primary"
          onClick={() => {
            exportGame(record);
            onClose();
          }}
        >
          {t('export.warning.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

/** Exports at once a finished game; asks first for one still being played. */
export function useExport(): { ask: (record: SaveRecord) => void; dialog: JSX.Element | null } {
  const [asking, setAsking] = useState<SaveRecord | null>(null);
  return {
    ask: (record) => (safeToShare(record) ? exportGame(record) : setAsking(record)),
    dialog: asking && <ExportWarning record={asking} onClose={() => setAsking(null)} />,
  };
}

/** The "Export this game" button of a table (the storage-full banner, the leave dialog). */
export function ExportButton({ record, primary = false }: { record: () => SaveRecord; primary?: boolean }) {
  const exporting = useExport();
  return (
    <>
      <button type="button" class={primary ? 'primary' : ''} onClick={() => exporting.ask(record())}>
        {t('save.export')}
      </button>
      {exporting.dialog}
    </>
  );
}
