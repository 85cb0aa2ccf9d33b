// Outside the venue's opening hours: a quiet card with the time and the app's name, dimmed so a
// screen left on at night does not glare (or plain black, as the venue chooses). It takes every
// touch, so nobody starts a game; the venue's corner gesture still works over it.
import { getLang, t } from '../../i18n';
import type { ClosedLook } from '../../app/stored';

export function ClosedCard({ look, at }: { look: ClosedLook; at: number }) {
  if (look === 'black') return <div class="kiosk-closed kiosk-closed--black" aria-label={t('kiosk.closed.title')} role="img" />;
  const time = new Intl.DateTimeFormat(getLang(), { hour: '2-digit', minute: '2-digit' }).format(new Date(at));
  return (
    <section class="kiosk-closed kiosk-closed--dim" aria-labelledby="kiosk-closed-title">
      <p class="kiosk-closed-clock">
        <time>{time}</time>
      </p>
      <h2 id="kiosk-closed-title" class="kiosk-closed-title">
        {t('app.title')}
      </h2>
      <p class="kiosk-closed-line">{t('kiosk.closed.title')}</p>
    </section>
  );
}
