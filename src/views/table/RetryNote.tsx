// A reviewed decision tried again (app/retry.ts), said above its choices: which decision, that
// nothing is played or saved, and once a choice is made how it compares with the bot's best and
// with the move first made (a polite status: a screen reader hears each verdict); the way back to
// the Review.
import type { RetrySession } from '../../app/retry';
import { t } from '../../i18n';
import { useStore } from '../useStore';
import { retryLines, reviewLines } from './reviewWords';

export function RetryNote({ retry, onBack }: { retry: RetrySession; onBack: () => void }) {
  const tried = useStore(retry.tried);
  const { entry, unit } = retry.focus;
  const game = retry.setup.game;
  const lines = reviewLines(game, retry.setup, entry, unit);
  const verdict = tried ? retryLines(game, retry.setup, entry, tried) : null;
  return (
    <section class={`review-note retry-note seat-${entry.verdict.player}`} aria-label={t('retry.title')}>
      <p class="review-line review-when">
        <strong>{t('retry.title')}</strong> · {lines.who ? `${lines.when} · ${lines.who}` : lines.when}
      </p>
      <p class="review-line muted">{t('retry.intro')}</p>
      <div role="status" class="retry-verdict">
        {verdict && (
          <>
            <p class={tried?.loss === 0 ? 'review-line retry-now retry-now--best' : 'review-line retry-now'}>{verdict.now}</p>
            <p class="review-line retry-first muted">{verdict.first}</p>
          </>
        )}
      </div>
      <button type="button" class="review-open retry-back" onClick={onBack}>
        {t('retry.back')}
      </button>
    </section>
  );
}
