// Before a visitor's game left alone is given up: "Are you still playing?", with the seconds
// left. Any touch or key takes it away (the kiosk starts its wait again); the button is there
// for a visitor who wants something to press.
import { useEffect, useState } from 'preact/hooks';
import { kioskState } from '../../app/kiosk';
import { t } from '../../i18n';
import { useStore } from '../useStore';

export function IdleWarning() {
  const { resetAt } = useStore(kioskState);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (resetAt === null) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [resetAt]);
  if (resetAt === null) return null;
  const seconds = Math.max(0, Math.ceil((resetAt - now) / 1000));
  return (
    <section class="kiosk-idle" role="alertdialog" aria-labelledby="kiosk-idle-title" aria-describedby="kiosk-idle-count">
      <h2 id="kiosk-idle-title">{t('kiosk.stillPlaying')}</h2>
      <p id="kiosk-idle-count" class="kiosk-idle-count">
        {t('kiosk.resetIn', { n: seconds })}
      </p>
      <button type="button" class="primary">
        {t('kiosk.keepPlaying')}
      </button>
    </section>
  );
}
