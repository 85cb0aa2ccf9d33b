// The decision: what the viewer is asked (or why a move was refused), a line of explanation,
// and one real button per choice. A two-step choice has a visible Back (Escape does the same).
// At the step-by-step pace a Next button shows the next step (Space and Enter do the same).
// A hint (views/table/coach.ts) is said under the prompt in the table's own words (its buttons'
// labels; the engine's English sentence when the table cannot name the move) and lights up the
// buttons that lead to its move.
import { t } from '../../i18n';
import { type TableChrome, tableStep } from '../../table/model';
import { useStore } from '../useStore';
import type { HintShown } from './coach';
import { RichLine } from './RichLine';

export function PromptPanel({ chrome, hint = null }: { chrome: TableChrome | null; hint?: HintShown | null }) {
  const next = useStore(tableStep);
  if (!chrome) return <section class="decision" aria-busy="true" />;
  return (
    <section class="decision" aria-label={t('table.decision')}>
      <p class={`prompt prompt--${chrome.promptTone}`} aria-live="polite">
        <RichLine text={chrome.prompt} game={chrome.game} />
      </p>
      {chrome.detail && (
        <p class="prompt-detail">
          <RichLine text={chrome.detail} game={chrome.game} />
        </p>
      )}
      {hint && (
        <p
          class={hint.kind === 'shown' ? 'coach-hint' : 'coach-hint coach-hint--asking'}
          role="status"
          data-move={hint.kind === 'shown' ? String(hint.index) : undefined}
        >
          {hint.kind === 'shown' ? t('coach.says', { move: chrome.moveWords?.(hint.index) ?? hint.text }) : t('coach.thinking')}
        </p>
      )}
      {next && (
        <div class="actions step-next">
          <button type="button" class="primary" aria-keyshortcuts="Space Enter" aria-description={t('step.hint')} title={t('step.hint')} onClick={next}>
            {t('step.next')} ›
          </button>
        </div>
      )}
      {(chrome.buttons.length > 0 || chrome.back) && (
        <fieldset class="actions">
          <legend class="sr-only">{t('table.choices')}</legend>
          {chrome.buttons.map((b) => {
            const lit = hint?.kind === 'shown' && b.leadsTo?.includes(hint.index) === true;
            const about = lit ? [t('coach.points'), b.hint].filter(Boolean).join(' ') : b.hint;
            return (
            <button
              key={b.id}
              type="button"
              class={lit ? `${b.kind} hinted` : b.kind}
              data-hinted={lit ? 'true' : undefined}
              title={about}
              aria-description={about}
              aria-pressed={b.pressed === undefined ? undefined : b.pressed}
              disabled={b.disabled}
              onClick={b.onPress}
              onMouseEnter={b.onPreview && (() => b.onPreview?.(true))}
              onMouseLeave={b.onPreview && (() => b.onPreview?.(false))}
              onFocus={b.onPreview && (() => b.onPreview?.(true))}
              onBlur={b.onPreview && (() => b.onPreview?.(false))}
            >
              {b.label}
            </button>
            );
          })}
          {chrome.back && (
            <button type="button" class="ghost back" onClick={chrome.back}>
              {t('common.back')}
            </button>
          )}
        </fieldset>
      )}
    </section>
  );
}
