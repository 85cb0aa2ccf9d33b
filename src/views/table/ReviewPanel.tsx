// The coach's Review of a finished game (app/review.ts): while the worker judges the decisions,
// how far it has got; then the (up to) three decisions that fell furthest below the bot's best,
// each with when, the move made, the bot's, why, a way into the replay at that position, and Try
// again: that position with its choices, to choose again and compare (app/retry.ts). "Had you"
// (the bot's move played forward) costs searches: the list shows without it, each entry says it is
// being worked out, and the worker fills them in one at a time behind any bot move or hint.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ReviewFocus } from '../../app/navigation';
import { type GameReview, type HadState, type ReviewEntry, cachedReview, knownHad, REVIEW_SIZE, workOutHads } from '../../app/review';
import { appServices } from '../../app/services';
import type { SaveRecord } from '../../app/table-session';
import { getLang, t } from '../../i18n';
import { Dialog } from '../Dialog';
import { hadLine, reviewLines } from './reviewWords';

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

/** Each entry's "had you": worked out in the worker after the list is up, one at a time (app/review.ts). */
function useHads(record: Pick<SaveRecord, 'id' | 'moves'>, review: GameReview): (HadState | null)[] {
  const first = (e: ReviewEntry): HadState | null => {
    if (!e.had) return null;
    const why = knownHad(record, e);
    return why ? { kind: 'done', why } : { kind: 'working' };
  };
  const [states, setStates] = useState<(HadState | null)[]>(() => review.entries.map(first));
  useEffect(() => {
    setStates(review.entries.map(first));
    // Closing the Review stops the one under way; the others are not asked.
    return workOutHads(record, review, appServices().bots, (i, state) => setStates((s) => s.map((x, j) => (j === i ? state : x))));
  }, [record, review]);
  return states;
}

function ReviewList({ record, review, onOpen }: { record: Pick<SaveRecord, 'id' | 'moves' | 'game' | 'setup'>; review: GameReview; onOpen: (focus: ReviewFocus) => void }) {
  const n = review.entries.length;
  const hads = useHads(record, review);
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
          {review.entries.map((entry, i) => (
            <ReviewItem key={entry.verdict.at} record={record} entry={entry} unit={review.unit} had={hads[i] ?? null} onOpen={onOpen} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** One reviewed decision. Its lines are worded once: a "had you" filled in re-words only its own line. */
function ReviewItem({ record, entry, unit, had, onOpen }: { record: Pick<SaveRecord, 'game' | 'setup'>; entry: ReviewEntry; unit: GameReview['unit']; had: HadState | null; onOpen: (focus: ReviewFocus) => void }) {
  const lang = getLang();
  // The words change with the language too.
  const lines = useMemo(() => reviewLines(record.game, record.setup, entry, unit), [record, entry, unit, lang]);
  const hadWords = had ? hadLine(record.game, record.setup, entry, had) : null;
  return (
    <li class={`review-entry seat-${entry.verdict.player}`}>
      <p class="review-line review-when">{lines.who ? `${lines.when} · ${lines.who}` : lines.when}</p>
      <p class="review-line review-yours">{lines.yours}</p>
      <p class="review-line review-bots">{lines.bots}</p>
      <p class="review-line review-reason muted">{lines.reason}</p>
      {lines.preferred && <p class="review-line review-preferred">{lines.preferred}</p>}
      {lines.followed && <p class="review-line review-followed">{lines.followed}</p>}
      {/* Polite: a screen reader hears the comparison when it is filled in. */}
      <p class={had?.kind === 'working' ? 'review-line review-had muted' : 'review-line review-had'} aria-live="polite" aria-busy={had?.kind === 'working'} data-had={had?.kind ?? 'none'}>
        {hadWords}
      </p>
      <div class="review-actions">
        <button type="button" class="review-open" aria-description={t('review.openAbout')} onClick={() => onOpen({ entry, unit })}>
          {t('review.open')}
        </button>
        <button type="button" class="review-open review-retry" aria-description={t('review.retryAbout')} onClick={() => onOpen({ entry, unit, retry: true })}>
          {t('review.retry')}
        </button>
      </div>
    </li>
  );
}
