// The kiosk's first start on a device without a venue code: the code is asked before anything
// else, because the corner gesture behind it leads out of the kiosk (to Load, export, Settings).
// Without a code there is no showcase; the way back is the menu.
import { appServices } from '../../app/services';
import { t } from '../../i18n';
import { NewCode } from './NewCode';

export function FirstCode({ onSet }: { onSet: () => void }) {
  return (
    <div class="kiosk-overlay">
      <section class="venue" role="dialog" aria-labelledby="first-code-title">
        <h2 id="first-code-title">{t('kiosk.first.title')}</h2>
        <p>{t('kiosk.first.why')}</p>
        <NewCode onSet={onSet} />
        <p class="muted">{t('kiosk.venue.gesture')}</p>
        <div class="dialog-actions">
          <button type="button" onClick={() => appServices().leaveKiosk()}>
            {t('kiosk.first.back')}
          </button>
        </div>
      </section>
    </div>
  );
}
