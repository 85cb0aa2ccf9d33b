// The showcase on a venue screen: any touch or key offers a game against the bots on the table
// on screen, or to keep watching. The offer goes by itself after a while.
import { useEffect, useState } from 'preact/hooks';
import { navigate } from '../../app/navigation';
import { appServices } from '../../app/services';
import { visitorSetup } from '../../app/showcase';
import { randomSeed } from '../../app/url-setup';
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';

const OFFER_MS = 12_000;

export function ShowcaseOffer({ game }: { game: GameId }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const show = () => {
      setOpen(true);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setOpen(false), OFFER_MS);
    };
    window.addEventListener('pointerdown', show);
    window.addEventListener('keydown', show);
    return () => {
      if (timer) clearTimeout(timer);
      window.removeEventListener('pointerdown', show);
      window.removeEventListener('keydown', show);
    };
  }, []);
  if (!open) return null;
  const play = () => {
    const app = appServices();
    app.kiosk.visitorPlaying();
    navigate({ name: 'table', session: app.newSession(visitorSetup(game, randomSeed())) });
  };
  return (
    <div class="showcase-offer" role="dialog" aria-label={t('kiosk.playVsAi')}>
      <button type="button" class="primary" onClick={play}>
        {t('kiosk.playVsAi')}
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        {t('kiosk.keepWatching')}
      </button>
    </div>
  );
}
