// A lesson's coach, above the decision: the step's words (read out as they change), what they
// point at on the table, an explanation after a move that was not the step's with Try again, and
// the lesson's controls — Step back, Next (a step to read), Skip step — and at the end Play your
// first game and the rules summary. The lit choices below carry the words as their description.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { LessonBubble } from '../../table/model';
import type { GameId } from '../../engine/core/types';
import { type Lesson, lessonIdOf } from '../../table/lesson';
import { RichLine } from './RichLine';
import { RulesSummary } from './RulesSummary';
import { useDispatch } from './context';
import { playFirstGame } from './lessonRoutes';
import './lesson.css';

/** The id of the coach's words: the lit buttons are described by them. */
export const COACH_SAYS = 'lesson-coach-says';

export function LessonCoach({ bubble, game, lesson }: { bubble: LessonBubble; game: GameId; lesson: Lesson }) {
  const dispatch = useDispatch();
  const [summary, setSummary] = useState(false);
  const box = useRef<HTMLElement>(null);
  // A new step's words are read first: on a phone the side column may have scrolled past them.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [bubble.step]);
  const act = (action: 'next' | 'back' | 'skip' | 'retry') => () => dispatch({ kind: 'lesson', action });
  return (
    <section ref={box} class={bubble.oops ? 'lesson-coach lesson-coach--oops' : 'lesson-coach'} aria-label={t('lesson.coach')} data-step={bubble.step} data-busy={bubble.busy ? 'true' : 'false'}>
      <p class="lesson-step muted">
        {bubble.title} · {t('lesson.step', { n: bubble.index + 1, total: bubble.total })}
      </p>
      <p class="lesson-says" id={COACH_SAYS} aria-live="polite">
        <RichLine text={bubble.say} game={game} terms />
      </p>
      {bubble.spotLabel && (
        <p class="lesson-spot">
          <span aria-hidden="true">◎ </span>
          {t('lesson.onTable', { what: bubble.spotLabel })}
        </p>
      )}
      {bubble.oops && (
        <div class="lesson-oops">
          <p role="alert">
            <RichLine text={bubble.oops} game={game} />
          </p>
          <button type="button" class="primary" onClick={act('retry')}>
            {t('lesson.retry')}
          </button>
        </div>
      )}
      {bubble.watch && <p class="lesson-watch muted">{t('lesson.watch')}</p>}
      {bubble.end && (
        <div class="lesson-end">
          <p class="lesson-done">{t('lesson.done')}</p>
          <button type="button" class="primary" aria-description={t('lesson.playFirst.hint')} title={t('lesson.playFirst.hint')} onClick={() => void playFirstGame(lessonIdOf(lesson))}>
            {t('lesson.playFirst')}
          </button>
          <button type="button" aria-haspopup="dialog" onClick={() => setSummary(true)}>
            {t('lesson.summary')}
          </button>
        </div>
      )}
      <div class="lesson-controls">
        {bubble.back && (
          <button type="button" class="ghost" onClick={act('back')}>
            <span aria-hidden="true">‹ </span>
            {t('lesson.back')}
          </button>
        )}
        {bubble.next && (
          <button type="button" class="primary" onClick={act('next')}>
            {t('lesson.next')}
            <span aria-hidden="true"> ›</span>
          </button>
        )}
        {bubble.skip && (
          <button type="button" class="ghost" onClick={act('skip')}>
            {t('lesson.skip')}
            <span aria-hidden="true"> »</span>
          </button>
        )}
      </div>
      {summary && <RulesSummary game={game} lesson={lesson} onClose={() => setSummary(false)} />}
    </section>
  );
}
