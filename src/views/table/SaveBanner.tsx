// While autosaves fail (storage full), a banner that stays: what is wrong, that nothing is lost
// while the tab stays open, and two ways out — try again, or take the game away as a file.
import type { GameSession } from '../../app/session';
import type { NoticeKey } from '../../storage/types';
import { t } from '../../i18n';
import { ExportButton } from '../export/ExportButton';

export function SaveBanner({ problem, session }: { problem: NoticeKey; session: GameSession }) {
  // Another tab has the game: the owner gate (OwnerGate.tsx) says so, not a storage banner.
  if (problem === 'notice.saveConflict') return null;
  return (
    <div class="save-banner" role="alert">
      <p>{t(problem === 'notice.storageFull' ? 'save.failing.full' : 'save.failing.other')}</p>
      <div class="save-banner-actions">
        <button type="button" onClick={() => session.retrySave()}>
          {t('save.retry')}
        </button>
        <ExportButton record={() => session.toSaveRecord()} primary />
      </div>
    </div>
  );
}
