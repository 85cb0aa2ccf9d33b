// Learn to play: a guided first game of each game, with how long it takes and where it stands —
// Start, Resume at the step it was left at, or Start again.
import { useEffect, useState } from 'preact/hooks';
import { appServices } from '../../app/services';
import { t } from '../../i18n';
import type { LessonId, LessonRecords } from '../../app/stored';
import { lessonById, lessonIds, lessonName } from '../../table/lessons';
import { setBodyData } from '../bodyData';
import { openLesson, resumeIndex } from '../table/lessonRoutes';
import { ScreenFrame } from './ScreenFrame';

export function LearnScreen() {
  const app = appServices();
  const [records, setRecords] = useState<LessonRecords | null>(null);
  useEffect(() => {
    let live = true;
    setBodyData({ menu: '' });
    app
      .lessonRecords()
      .catch(() => ({}))
      .then((r) => live && setRecords(r))
      .finally(() => setBodyData({ menu: 'ready' }));
    return () => {
      live = false;
    };
  }, [app]);
  return (
    <ScreenFrame name="learn" title={t('learn.title')}>
      <p class="learn-intro">{t('learn.intro')}</p>
      <ul class="learn-list">
        {lessonIds().map((id) => (
          <LessonEntry key={id} game={id} records={records} />
        ))}
      </ul>
    </ScreenFrame>
  );
}

function LessonEntry({ game, records }: { game: LessonId; records: LessonRecords | null }) {
  const lesson = lessonById(game);
  const name = lessonName(lesson);
  const record = records?.[game];
  const at = resumeIndex(lesson, record);
  const resumable = at > 0;
  return (
    <li class="learn-entry">
      <h2>{t('lesson.title', { game: name })}</h2>
      <p class="muted">
        {t('learn.minutes', { n: lesson.minutes })}
        {record?.done ? ` · ✓ ${t('learn.finished')}` : ''}
      </p>
      <div class="learn-actions">
        {resumable ? (
          <>
            <button type="button" class="primary" onClick={() => void openLesson(game)}>
              {t('learn.resume', { game: name, n: at + 1, total: lesson.steps.length })}
            </button>
            <button type="button" onClick={() => void openLesson(game, true)}>
              {t('learn.restart', { game: name })}
            </button>
          </>
        ) : (
          <button type="button" class="primary" disabled={records === null} onClick={() => void openLesson(game, true)}>
            {t('learn.start', { game: name })}
          </button>
        )}
      </div>
    </li>
  );
}
