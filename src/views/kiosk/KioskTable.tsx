// The showcase's table screen: the board takes the whole screen between a bar (the game's name
// in large type, where the game stands, who plays) and the caption (what just happened, and what
// it means). No controls, no log, no menu. The title and results cards and the visitor's offer
// go over the canvas, so they live in the kiosk's own layer (KioskLayer.tsx).
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import { noteGameFinished } from '../../app/kioskStatus';
import type { LiveGame } from '../../app/table-session';
import { t, tk } from '../../i18n';
import type { ShowcaseFeed } from '../../table/showcaseFeed';
import { KioskText } from './KioskText';
import { SeatLegend } from './SeatLegend';

export function KioskTable({ session, feed, slot }: { session: LiveGame; feed: ShowcaseFeed | null; slot: RefObject<HTMLDivElement> }) {
  const game = session.setup.game;
  useEffect(() => {
    document.body.dataset.kiosk = feed?.phase ?? '';
    // The status page's "last game finished": a showcase game reaching its results card.
    if (feed?.phase === 'results') noteGameFinished(game);
  }, [feed?.phase]);
  useEffect(() => () => void delete document.body.dataset.kiosk, []);
  return (
    <div class={`kiosk kiosk--${feed?.phase ?? 'title'}`}>
      <header class="kiosk-bar">
        <h1 class="kiosk-game">{tk(`game.${game}.name`)}</h1>
        <p class="kiosk-headline">
          <KioskText text={feed?.headline ?? null} />
        </p>
        <SeatLegend setup={session.setup} />
      </header>
      <div class="board-slot" ref={slot} />
      <div class="kiosk-caption" role="status" aria-live="polite">
        <p class={feed?.held ? 'kiosk-line kiosk-line--held' : 'kiosk-line'} key={feed?.seq}>
          {/* Before the first move: what the screen is, for whoever walks past. */}
          <KioskText text={feed?.line ?? [t('kiosk.watching')]} />
        </p>
        {feed?.detail && (
          <p class="kiosk-detail">
            <KioskText text={feed.detail} />
          </p>
        )}
      </div>
    </div>
  );
}
