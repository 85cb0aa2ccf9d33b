// While autosaves fail (storage full), a banner that stays: what is wrong, that nothing is lost
// while the tab stays open, and ways out — try again, take the game away as a file, and, when
// this tab's code can no longer open the database (a newer version changed it in another tab),
// reload the tab once the game is exported. A lesson's place (app/lessonProgress.ts) fails the
// same way and shows the same banner, in the lesson's words and with nothing to export.
import { t } from '../../i18n';
import type { SaveRecord } from '../../app/stored';
import type { NoticeKey } from '../../app/stored';
import { ExportButton } from '../export/ExportButton';

export interface SaveBannerProps {
  problem: NoticeKey;
  /** Writes again now (the session's retrySave). */
  retry: () => void;
  /** The game to export; absent for a lesson (there is nothing of it to take away). */
  record?: () => SaveRecord;
}

const GAME_WORDS = { full: 'save.failing.full', other: 'save.failing.other', reload: 'save.failing.reload' } as const;
const LESSON_WORDS = { full: 'lessonSave.failing.full', other: 'lessonSave.failing.other', reload: 'lessonSave.failing.reload' } as const;

export function SaveBanner({ problem, retry, record }: SaveBannerProps) {
  // Another tab has the game: the owner gate (OwnerGate.tsx) says so, not a storage banner.
  if (problem === 'notice.saveConflict') return null;
  const words = record ? GAME_WORDS : LESSON_WORDS;
  const why = problem === 'notice.storageFull' ? 'full' : problem === 'notice.storageReload' ? 'reload' : 'other';
  return (
    <div class="save-banner" role="alert">
      <p>{t(words[why])}</p>
      <div class="save-banner-actions">
        <button type="button" onClick={retry}>
          {t('save.retry')}
        </button>
        {record && <ExportButton record={record} primary />}
        {why === 'reload' && (
          <button type="button" onClick={() => location.reload()}>
            {t('save.reload')}
          </button>
        )}
      </div>
    </div>
  );
}
