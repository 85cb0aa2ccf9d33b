// The replay's controls, where the decision panel is in a game: to the start, a move back, a move
// forward, to the end, a slider over every move, and — at the end — a toggle that opens every
// hand; a finished game's Review, and the decision it opened at (ReviewNote). Arrow keys step,
// Home/End jump (the table's key map, table/keymap.ts). Each control sends its replay intent to
// the table's dispatch; the bar only reads where the replay stands.
import type { ReviewFocus } from '../../app/navigation';
import type { ReplayTable } from '../../app/table-session';
import { t } from '../../i18n';
import { useStore } from '../useStore';
import { useDispatch } from './context';
import { ReviewNote } from './ReviewNote';

export function ReplayBar({
  replay,
  focus,
  onReview,
  onRetry,
  onClose,
}: { replay: ReplayTable; focus: ReviewFocus | null; onReview: (() => void) | null; onRetry: (() => void) | null; onClose: () => void }) {
  const p = useStore(replay.position);
  const dispatch = useDispatch();
  const atEnd = p.at === p.total;
  return (
    <section class="decision replay-bar" aria-label={t('replay.controls')}>
      {focus && <ReviewNote replay={replay} focus={focus} onRetry={onRetry} />}
      <p class="prompt" aria-live="polite">
        {p.at === 0 ? t('replay.first') : t('replay.position', { n: p.at, total: p.total })}
      </p>
      <input
        type="range"
        class="replay-scrub"
        min={0}
        max={p.total}
        step={1}
        value={p.at}
        aria-label={t('replay.scrub')}
        aria-valuetext={t('replay.position', { n: p.at, total: p.total })}
        onInput={(e) => dispatch({ kind: 'replay', to: Number(e.currentTarget.value) })}
      />
      <div class="actions replay-steps">
        <button type="button" aria-label={t('replay.first')} title={t('replay.first')} disabled={p.at === 0} onClick={() => dispatch({ kind: 'replay', to: 'first' })}>
          «
        </button>
        <button type="button" aria-label={t('replay.prev')} title={t('replay.prev')} disabled={p.at === 0} onClick={() => dispatch({ kind: 'replay', to: 'prev' })}>
          ‹
        </button>
        <button type="button" class={atEnd ? '' : 'primary'} aria-label={t('replay.next')} title={t('replay.next')} disabled={atEnd} onClick={() => dispatch({ kind: 'replay', to: 'next' })}>
          ›
        </button>
        <button type="button" aria-label={t('replay.last')} title={t('replay.last')} disabled={atEnd} onClick={() => dispatch({ kind: 'replay', to: 'last' })}>
          »
        </button>
      </div>
      {p.canOpen && (
        <label class="check replay-open">
          <input type="checkbox" checked={p.open} disabled={!atEnd} onChange={(e) => dispatch({ kind: 'replayOpen', open: e.currentTarget.checked })} />
          {t('replay.showAll')}
        </label>
      )}
      {p.canOpen && !atEnd && <p class="prompt-detail">{t('replay.showAllLater')}</p>}
      <div class="actions">
        {onReview && (
          <button type="button" aria-description={t('review.button.hint')} onClick={onReview}>
            {t('review.button')}
          </button>
        )}
        <button type="button" class="ghost" onClick={onClose}>
          {t('replay.close')}
        </button>
      </div>
    </section>
  );
}
