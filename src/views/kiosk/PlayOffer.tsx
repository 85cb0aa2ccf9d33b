// The showcase on a venue screen: any touch or key offers the game on screen, to keep watching,
// or to learn it first. The visitor may take over the seat that stands lowest in the game being
// watched (the same players and position; the game plays on from there), start a new game of the
// same shape (as many players), or open the game's lesson. The offer goes by itself after a while.
// A touch in the venue's corner is the venue's gesture, not a visitor's: it offers nothing.
import { useEffect, useState } from 'preact/hooks';
import { randomSeed } from '../../app/launch';
import { noteGameFinished } from '../../app/kioskStatus';
import { navigate } from '../../app/navigation';
import { openingState } from '../../app/openingWatch';
import { appServices } from '../../app/services';
import { visitorSetup } from '../../app/showcase';
import type { LiveGame } from '../../app/table-session';
import { visitCount } from '../../app/visitCount';
import { losingSeat, takeOverRecord } from '../../app/takeOver';
import { t, tk } from '../../i18n';
import type { TableController } from '../../table/controller';
import { seatName } from '../../table/seats';
import type { ShowcaseFeed } from '../../table/showcaseFeed';
import { inCorner } from './longPress';

const OFFER_MS = 12_000;

/** The visitor takes the lowest seat of the game on screen; it goes on from the same moves. */
async function takeOver(table: TableController): Promise<void> {
  const app = appServices();
  const played = table.hook().record();
  if (!played) return;
  const seat = losingSeat(played.setup.game, table.session.snapshot.view);
  app.kiosk.visitorPlaying();
  // A take-over is a game the visitor plays, too: finished counts stay within started ones.
  visitCount(played.setup.game, 'takeOvers');
  visitCount(played.setup.game, 'gamesStarted');
  const session = await app.sessionFromSave(takeOverRecord(played, seat, Date.now()));
  countFinish(session);
  navigate({ name: 'table', session });
}

/** A visitor's game counts as finished when it reaches its end (once). */
function countFinish(session: LiveGame): void {
  const game = session.setup.game;
  const stop = session.subscribe((u) => {
    if (!u.snapshot.outcome) return;
    stop();
    visitCount(game, 'gamesFinished');
    noteGameFinished(game);
  });
}

export function PlayOffer({ table, feed }: { table: TableController; feed: ShowcaseFeed }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const show = (e: Event) => {
      if (e.type === 'pointerdown' && inCorner((e as PointerEvent).clientX, (e as PointerEvent).clientY)) return;
      // Keys and touches on the venue's code pad or screen are not a visitor's.
      if ((e.target as Element | null)?.closest?.('.kiosk-overlay')) return;
      // Outside opening hours the closed card takes every touch: nothing is offered under it.
      if (!openingState.get().open) return;
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
  const game = feed.game;
  const players = feed.setup.seats.length;
  // A game still being played can be taken over; once over (the results card), only a new one.
  const snapshot = table.session.snapshot;
  const canTakeOver = feed.phase !== 'results' && !snapshot.outcome;
  const loser = canTakeOver ? losingSeat(game, snapshot.view) : null;
  const newGame = () => {
    const app = appServices();
    app.kiosk.visitorPlaying();
    visitCount(game, 'gamesStarted');
    void app.newSession(visitorSetup(game, randomSeed(), players)).then((session) => {
      countFinish(session);
      navigate({ name: 'table', session });
    });
  };
  const learn = () => {
    appServices().kiosk.visitorPlaying();
    visitCount(game, 'lessonsStarted');
    // The lesson's code loads when asked for: most visitors never open one.
    void import('../table/lessonRoutes').then((m) => m.openLesson(game, true, { unkept: true, onDone: () => visitCount(game, 'lessonsFinished') }));
  };
  return (
    <section class="showcase-offer" aria-labelledby="showcase-offer-text">
      <p id="showcase-offer-text">{t('kiosk.offer', { game: tk(`game.${game}.name`), n: players })}</p>
      {loser !== null && (
        <>
          <p class="showcase-offer-who">{t('kiosk.takeOverWho', { name: seatName(feed.setup, loser, null) })}</p>
          <button type="button" class="primary" onClick={() => void takeOver(table)}>
            {t('kiosk.takeOver')}
          </button>
        </>
      )}
      <button type="button" class={loser === null ? 'primary' : ''} onClick={newGame}>
        {t('kiosk.newGame')}
      </button>
      <button type="button" onClick={learn}>
        {t('kiosk.learn')}
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        {t('kiosk.keepWatching')}
      </button>
    </section>
  );
}
