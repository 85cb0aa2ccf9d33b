// After each showcase game: who won (one or several, in the language's grammar), why the game
// ended, everyone's score, and what comes next.
import { APP_KITS } from '../../app/kits';
import type { Outcome } from '../../engine/core/types';
import { type MessageKey, formatScore, hasKey, t, tk } from '../../i18n';
import { seatList, tCaption } from '../../table/captions';
import { seatName } from '../../table/seats';
import type { ShowcaseFeed } from '../../table/showcaseFeed';
import { CardTimer } from './CardTimer';
import { KioskText } from './KioskText';

/** Why the game ended, from the games' own reason sentences. */
export function reasonText(reason: string): string {
  const key = `over.reason.${reason}`;
  return hasKey(key) ? t(key as MessageKey) : t('over.reason.other', { reason });
}

/** Seats in finishing order with their rank (a tie shares one). */
export function rankedSeats(o: Outcome): { rank: number; seat: number }[] {
  const rows: { rank: number; seat: number }[] = [];
  let rank = 1;
  for (const group of o.ranking) {
    for (const seat of group) rows.push({ rank, seat });
    rank += group.length;
  }
  return rows;
}

/** A seat with more than the winner lost on a tie (Gears: equal scores knock each other out). */
export function tiedOut(o: Outcome): boolean {
  const best = o.winners.length ? Math.min(...o.winners.map((w) => o.scores[w] ?? 0)) : Number.POSITIVE_INFINITY;
  return o.scores.some((score, p) => !o.winners.includes(p) && score > best);
}

export function ResultsCard({ feed }: { feed: ShowcaseFeed }) {
  const o = feed.outcome;
  if (!o) return null;
  const winners = o.winners.length === 0 ? [t('kiosk.nobodyWins')] : tCaption('kiosk.gameWinners', { names: seatList(feed.setup, o.winners), n: o.winners.length });
  return (
    <section class="kiosk-card-panel kiosk-results" aria-labelledby="kiosk-results-title">
      <h2 id="kiosk-results-title" class="kiosk-results-title">
        {tk(`game.${feed.game}.name`)} · {t('kiosk.resultsTitle')}
      </h2>
      <p class="kiosk-winners">
        <KioskText text={winners} />
      </p>
      <p class="kiosk-reason">{reasonText(o.reason)}</p>
      {APP_KITS[feed.game].tiesKnockOut && tiedOut(o) && <p class="kiosk-reason">{t('kiosk.gears.tiesOut')}</p>}
      <ol class="kiosk-ranking">
        {rankedSeats(o).map((r) => (
          <li key={r.seat} class={`seat-${r.seat}`}>
            <span class="kiosk-rank">{r.rank}</span>
            <span class="seat-name">{seatName(feed.setup, r.seat, null)}</span>
            <span class="kiosk-points">{formatScore(o.scores[r.seat] ?? 0)}</span>
          </li>
        ))}
      </ol>
      <p class="kiosk-next">{t('kiosk.next', { game: tk(`game.${feed.next}.name`) })}</p>
      <p class="kiosk-touch">{t('kiosk.touchToPlay')}</p>
      <CardTimer ms={feed.cardMs} />
    </section>
  );
}
