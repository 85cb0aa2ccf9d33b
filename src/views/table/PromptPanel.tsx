// The decision: what the viewer is asked (or why a move was refused), a line of explanation
// (their glossary terms one tap from their meaning), and one real button per choice, each sending its intent. A two-step choice has a visible Back
// (Escape does the same). At the step-by-step pace a Next button shows the next step (Space and
// Enter do the same). A hint is said under the prompt in the table's own words (its buttons'
// labels), with its reasons (the best moves and the chance of winning after each, HintReasons), and
// lights up the buttons that lead to its move. In screen reader mode the prompt is not
// a live region of its own: the mode's one live region announces it (views/nv/news.ts). In a
// lesson the step's choices are lit and the others dimmed, each saying why in its description.
// The next question after a choice of yours shows from its prompt (keepPromptInView).
import { useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import type { HintShown, TableChrome } from '../../table/model';
import { HintReasons } from './HintReasons';
import { RichLine } from './RichLine';
import { useDispatch } from './context';
import { pointHandlers } from './pointing';

export function PromptPanel({ chrome, hint = null, step = false, live = true }: { chrome: TableChrome | null; hint?: HintShown | null; step?: boolean; live?: boolean }) {
  const dispatch = useDispatch();
  const section = useRef<HTMLElement>(null);
  /** A choice was pressed here since the last question: its answer is the next question. */
  const pressed = useRef(false);
  const question = chrome ? `${chrome.prompt}\n${chrome.buttons.map((b) => b.id).join(' ')}` : '';
  useLayoutEffect(() => {
    if (!pressed.current || !section.current) return;
    pressed.current = false;
    keepPromptInView(section.current);
  }, [question]);
  if (!chrome) return <section class="decision" aria-busy="true" ref={section} />;
  return (
    <section class="decision" aria-label={t('table.decision')} ref={section} onClickCapture={() => (pressed.current = true)}>
      <p class={`prompt prompt--${chrome.promptTone}`} aria-live={live ? 'polite' : undefined}>
        <RichLine text={chrome.prompt} game={chrome.game} terms />
      </p>
      {chrome.detail && (
        <p class="prompt-detail">
          <RichLine text={chrome.detail} game={chrome.game} terms />
        </p>
      )}
      {hint && (
        <p class={hint.kind === 'shown' ? 'coach-hint' : 'coach-hint coach-hint--asking'} role={live ? 'status' : undefined} data-move={hint.kind === 'shown' ? String(hint.index) : undefined}>
          {hint.kind === 'shown' ? t('coach.says', { move: hint.text }) : t('coach.thinking')}
        </p>
      )}
      {hint?.kind === 'shown' && <HintReasons choices={hint.choices} />}
      {step && (
        <div class="actions step-next">
          <button type="button" class="primary" aria-keyshortcuts="Space Enter" aria-description={t('step.hint')} title={t('step.hint')} onClick={() => dispatch({ kind: 'next' })}>
            {t('step.next')} ›
          </button>
        </div>
      )}
      {(chrome.buttons.length > 0 || chrome.back) && (
        <fieldset class="actions">
          <legend class="sr-only">{t('table.choices')}</legend>
          {chrome.buttons.map((b) => {
            const lit = hint?.kind === 'shown' && b.leadsTo?.includes(hint.index) === true;
            // A lesson dims the choices that are not the step's (still pressable: pressing explains why).
            const lead = lit ? t('coach.points') : b.coached ? t('lesson.lit') : b.dim;
            const about = lead ? [lead, b.hint].filter(Boolean).join(' ') : b.hint;
            const classes = [b.kind, lit && 'hinted', b.dim && 'dimmed', b.coached && 'coached'].filter(Boolean).join(' ');
            return (
              <button
                key={b.id}
                type="button"
                data-button={b.id}
                class={classes}
                data-hinted={lit ? 'true' : undefined}
                data-coached={b.coached ? 'true' : undefined}
                title={about}
                aria-description={about}
                aria-pressed={b.pressed === undefined ? undefined : b.pressed}
                disabled={b.disabled}
                onClick={() => dispatch(b.intent)}
                {...pointHandlers(b.point, dispatch)}
              >
                {b.label}
                {b.note && (
                  <span class="button-note" aria-hidden="true">
                    {b.note}
                  </span>
                )}
              </button>
            );
          })}
          {chrome.back && (
            <button type="button" class="ghost back" onClick={() => dispatch({ kind: 'back' })}>
              {t('common.back')}
            </button>
          )}
        </fieldset>
      )}
    </section>
  );
}

/**
 * Scrolls the column the decision lies in so that its prompt shows, when it is hidden above. On a
 * phone the words are one scrolling column under the board: a tap on a low button of a list longer
 * than the column (Gear & Piston's Back Alley deals) scrolled the prompt away, and the next question
 * came in out of sight, its buttons too, under a line of help.
 */
function keepPromptInView(el: HTMLElement): void {
  let column = el.parentElement;
  while (column && !/(auto|scroll)/.test(getComputedStyle(column).overflowY)) column = column.parentElement;
  if (!column) return;
  const hidden = column.getBoundingClientRect().top - el.getBoundingClientRect().top;
  if (hidden > 0) column.scrollTop -= hidden;
}
