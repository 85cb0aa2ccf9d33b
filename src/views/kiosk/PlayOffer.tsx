// The showcase on a venue screen: any touch or key offers a game against the bots on the table
// on screen, or to keep watching. The offer goes by itself after a while. A touch in the venue's
// corner is the venue's gesture, not a visitor's: it offers nothing.
import { useEffect, useState } from 'preact/hooks';
import { navigate } from '../../app/navigation';
import { appServices } from '../../app/services';
import { visitorSetup } from '../../app/showcase';
import { randomSeed } from '../../app/launch';
import type { GameId } from '../../engine/core/types';
import { t, tk } from '../../i18n';
import { inCorner } from './longPress';

const OFFER_MS = 12_000;

export function PlayOffer({ game }: { game: GameId }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const show = (e: Event) => {
      if (e.type === 'pointerdown' && inCorner((e as PointerEvent).clientX, (e as PointerEvent).clientY)) return;
      // Keys and touches on the venue's code pad or screen are not a visitor's.
      if ((e.target as Element | null)?.closest?.('.kiosk-overlay')) return;
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
    void app.newSession(visitorSetup(game, randomSeed())).then((session) => navigate({ name: 'table', session }));
  };
  return (
    <section class="showcase-offer" aria-labelledby="showcase-offer-text">
      <p id="showcase-offer-text">{t('kiosk.offer', { game: tk(`game.${game}.name`) })}</p>
      <button type="button" class="primary" onClick={play}>
        {t('kiosk.playVsAi')}
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        {t('kiosk.keepWatching')}
      </button>
    </section>
  );
}
