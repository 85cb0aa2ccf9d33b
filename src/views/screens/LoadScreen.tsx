// Load: every saved game, newest first (game, seats, where it stands, when it was saved,
// finished or not), to open, export or delete (after a confirm); and a game file to import,
// which becomes a new save and opens. Unreadable saves were set aside at start; Load says how many.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { importGame } from '../../app/exporting';
import { navigate } from '../../app/navigation';
import { appServices } from '../../app/services';
import type { ErrorValue } from '../../engine/core/errors';
import { hasKey, t } from '../../i18n';
import type { SaveRecord } from '../../app/stored';
import { useExport } from '../export/ExportButton';
import { ConfirmDelete } from './ConfirmDelete';
import { SaveItem, saveTitle } from './SaveItem';
import { ScreenFrame } from './ScreenFrame';

/** A refused file in the player's words, with the reader's own reason underneath. */
function importMessage(error: ErrorValue): { text: string; detail: string } {
  const key = `import.error.${error.code}`;
  return { text: hasKey(key) ? t(key) : t('import.error.bad-file'), detail: error.message };
}

export function LoadScreen() {
  const app = appServices();
  const [records, setRecords] = useState<SaveRecord[] | null>(null);
  const [aside, setAside] = useState(0);
  const [problem, setProblem] = useState<{ text: string; detail: string } | null>(null);
  const [deleting, setDeleting] = useState<SaveRecord | null>(null);
  const [importing, setImporting] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const exporting = useExport();

  const refresh = useCallback(async () => {
    try {
      setRecords(await app.savedGames());
      setAside(await app.savesSetAside());
    } catch (e) {
      setRecords([]);
      setProblem({ text: t('load.failed'), detail: e instanceof Error ? e.message : String(e) });
    }
  }, [app]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const open = (record: SaveRecord) =>
    app.sessionFromSave(record).then(
      (session) => navigate({ name: 'table', session }),
      (e: unknown) => setProblem({ text: t('load.openFailed'), detail: e instanceof Error ? e.message : String(e) }),
    );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setImporting(true);
    const result = await importGame(file);
    setImporting(false);
    if (picker.current) picker.current.value = '';
    if (result.ok) await open(result.value);
    else setProblem(importMessage(result.error));
  };

  return (
    <ScreenFrame name="load" title={t('load.title')}>
      <div class="load-actions">
        <button type="button" onClick={() => picker.current?.click()} disabled={importing} aria-describedby="import-hint">
          {t('load.import')}
        </button>
        <p class="hint" id="import-hint">
          {t('load.importHint')}
        </p>
        <input
          ref={picker}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="import-file"
          onChange={(e) => void onFile((e.currentTarget as HTMLInputElement).files?.[0])}
        />
      </div>
      <div role="alert" class="load-problem">
        {problem && (
          <>
            <p class="error">{problem.text}</p>
            <p class="hint">{problem.detail}</p>
          </>
        )}
      </div>
      {aside > 0 && <p class="hint">{t('load.setAside', { n: aside })}</p>}
      {/* Load replays every game to check it (only the first time in a visit): say so meanwhile. */}
      {records === null && (
        <p class="hint" role="status">
          {t('load.reading')}
        </p>
      )}
      {records !== null && records.length === 0 && <p>{t('load.empty')}</p>}
      {records !== null && records.length > 0 && (
        <ul class="saves" aria-label={t('load.title')}>
          {records.map((r) => (
            <SaveItem key={r.id} record={r} onOpen={() => open(r)} onExport={() => exporting.ask(r)} onDelete={() => setDeleting(r)} />
          ))}
        </ul>
      )}
      {exporting.dialog}
      {deleting && (
        <ConfirmDelete
          what={saveTitle(deleting)}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const gone = deleting;
            setDeleting(null);
            await app.deleteSave(gone.id);
            await refresh();
          }}
        />
      )}
    </ScreenFrame>
  );
}
