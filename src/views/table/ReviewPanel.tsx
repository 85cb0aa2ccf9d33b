// The coach's Review of a finished game (app/review.ts): while the worker judges the decisions,
// how far it has got; then the (up to) three decisions that fell furthest below the bot's best,
// each with when, the move made, the bot's, why, a way into the replay at that position, and Try
// again: that position with its choices, to choose again and compare (app/retry.ts).
import { useEffect, useState } from 'preact/hooks';
import type { ReviewFocus } from '../../app/navigation';
import { type GameReview, cachedReview, REVIEW_SIZE } from '../../app/review';
import { appServices } from '../../app/services';
import type { SaveRecord } from '../../app/session';
import { t } from '../../i18n';
import { Dialog } from '../Dialog';
import { reviewLines } from './reviewWords';

type Shown = { kind: 'running'; done: number; total: number | null } | { kind: 'done'; review: GameReview } | { kind: 'failed' };

export function ReviewPanel({ record, onOpen, onClose }: { record: Pick<SaveRecord, 'id' | 'game' | 'setup' | 'moves'>; onOpen: (focus: ReviewFocus) => void; onClose: () => void }) {
  const [shown, setShown] = useState<Shown>({ kind: 'running', done: 0, total: null });
  useEffect(() => {
    let on = true;
    // Progress and the answer come over different message ports: a late word of progress must
    // not take the place of the list.
    const progress = (done: number, total: number) => on && setShown((s) => (s.kind === 'running' ? { kind: 'running', done, total } : s));
    const { review, stop } = cachedReview(record, appServices().bots, progress);
    review.then(
      (r) => on && setShown({ kind: 'done', review: r }),
      (e: unknown) => {
        console.warn('The review failed.', e);
        if (on) setShown({ kind: 'failed' });
      },
    );
    return () => {
      on = false;
      stop();
    };
  }, [record]);
  return (
    <Dialog title={t('review.title')} onClose={onClose} class="review">
      {shown.kind === 'running' && <ReviewProgress done={shown.done} total={shown.total} />}
      {shown.kind === 'failed' && <p role="alert">{t('review.failed')}</p>}
      {shown.kind === 'done' && <ReviewList record={record} review={shown.review} onOpen={onOpen} />}
      <div class="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}

function ReviewProgress({ done, total }: { done: number; total: number | null }) {
  return (
    <div class="review-progress" role="status">
      <p>{total === null ? t('coach.thinking') : t('review.progress', { total })}</p>
      <progress max={total ?? 1} value={total === null ? undefined : done} aria-label={t('review.title')} aria-valuetext={total === null ? undefined : t('review.progressDone', { done, total })} />
    </div>
  );
}

function ReviewList({ record, review, onOpen }: { record: Pick<SaveRecord, 'game' | 'setup'>; review: GameReview; onOpen: (focus: ReviewFocus) => void }) {
  const n = review.entries.length;
  return (
    <div class="review-body">
      <p class="muted">{review.seats.length > 1 ? t('review.introSeats') : t('review.intro')}</p>
      <p class="review-count">
        {review.considered === 0
          ? t('review.none')
          : n === 0
            ? t('review.allGood', { n: review.considered })
            : [t('review.counted', { n: review.considered }), n < REVIEW_SIZE ? ` ${t('review.fewer', { n })}` : ''].join('')}
      </p>
      {n > 0 && (
        <ol class="review-entries">
          {review.entries.map((entry) => {
            const lines = reviewLines(record.game, record.setup, entry, review.unit);
            return (
              <li key={entry.verdict.at} class={`review-entry seat-${entry.verdict.player}`}>
                <p class="review-line review-when">{lines.who ? `${lines.when} · ${lines.who}` : lines.when}</p>
                <p class="review-line review-yours">{lines.yours}</p>
                <p class="review-line review-bots">{lines.bots}</p>
                <p class="review-line review-reason muted">{lines.reason}</p>
                {lines.preferred && <p class="review-line review-preferred">{lines.preferred}</p>}
                {lines.followed && <p class="review-line review-followed">{lines.followed}</p>}
                {lines.had && <p class="review-line review-had">{lines.had}</p>}
                <div class="review-actions">
                  <button type="button" class="review-open" aria-description={t('review.openAbout')} onClick={() => onOpen({ entry, unit: review.unit })}>
                    {t('review.open')}
                  </button>
                  <button type="button" class="review-open review-retry" aria-description={t('review.retryAbout')} onClick={() => onOpen({ entry, unit: review.unit, retry: true })}>
                    {t('review.retry')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
