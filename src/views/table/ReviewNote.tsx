// In a replay opened from the Review: the decision reviewed, said beside the board (when, the
// move made, the bot's, why), with a way back to that position after stepping away from it, and
// Try again (the decision offered again, app/retry.ts).
import type { ReviewFocus } from '../../app/navigation';
import type { ReplayTable } from '../../app/table-session';
import { t } from '../../i18n';
import { useStore } from '../useStore';
import { useDispatch } from './context';
import { reviewLines } from './reviewWords';

export function ReviewNote({ replay, focus, onRetry }: { replay: ReplayTable; focus: ReviewFocus; onRetry: (() => void) | null }) {
  const p = useStore(replay.position);
  const dispatch = useDispatch();
  const at = focus.entry.verdict.at;
  const lines = reviewLines(replay.setup.game, replay.setup, focus.entry, focus.unit);
  return (
    <section class={`review-note seat-${focus.entry.verdict.player}`} aria-label={t('review.note')}>
      <p class="review-line review-when">
        <strong>{t('review.note')}</strong> · {lines.who ? `${lines.when} · ${lines.who}` : lines.when}
      </p>
      <p class="review-line review-yours">{lines.yours}</p>
      <p class="review-line review-bots">{lines.bots}</p>
      <p class="review-line review-reason muted">{lines.reason}</p>
      <div class="review-actions">
        {p.at !== at && (
          <button type="button" class="review-open" onClick={() => dispatch({ kind: 'replay', to: at })}>
            {t('review.back')}
          </button>
        )}
        {onRetry && (
          <button type="button" class="review-open review-retry" aria-description={t('review.retryAbout')} onClick={onRetry}>
            {t('review.retry')}
          </button>
        )}
      </div>
    </section>
  );
}
