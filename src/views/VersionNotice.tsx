// Over every screen, once a new version of the app runs in another tab (app/version.ts): this
// tab's code may not load its remaining parts any more, so it says so and offers a reload. The
// page goes on meanwhile (a move in progress is not cut short); the game is saved with every move.
import { reloadApp, versionReplaced } from '../app/version';
import { t } from '../i18n';
import { useStore } from './useStore';

export function VersionNotice() {
  if (useStore(versionReplaced) === null) return null;
  return (
    <div class="version-notice" role="alert">
      <p>{t('app.newVersion')}</p>
      <button type="button" class="primary" onClick={reloadApp}>
        {t('app.reload')}
      </button>
    </div>
  );
}
