// Before each showcase game: the game's name in large type, who plays (names, levels small), a
// one-line pitch (and the variant shown, its app kit's shownNote: an Innovation game with Echoes) and how to join in. It goes by itself; the bots start when it does.
import { APP_KITS } from '../../app/kits';
import { t, tk } from '../../i18n';
import type { ShowcaseFeed } from '../../table/showcaseFeed';
import { CardTimer } from './CardTimer';
import { SeatLegend } from './SeatLegend';

export function TitleCard({ feed }: { feed: ShowcaseFeed }) {
  const note = APP_KITS[feed.game].shownNote(feed.setup.options);
  return (
    <section class="kiosk-card-panel kiosk-title" aria-labelledby="kiosk-title-name">
      <h2 id="kiosk-title-name" class="kiosk-title-name">
        {tk(`game.${feed.game}.name`)}
      </h2>
      <p class="kiosk-pitch">{tk(`kiosk.pitch.${feed.game}`)}</p>
      {note && <p class="kiosk-pitch">{t(note)}</p>}
      <p class="kiosk-players">{t('kiosk.players', { n: feed.setup.seats.length })}</p>
      <SeatLegend setup={feed.setup} class="kiosk-seats kiosk-seats--large" />
      <p class="kiosk-touch">{t('kiosk.touchToPlay')}</p>
      <CardTimer ms={feed.cardMs} />
    </section>
  );
}
