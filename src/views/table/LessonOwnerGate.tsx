// Over a lesson another tab has open (app/lessonProgress.ts): says so, as the owner gate does for
// a game, and offers to take the lesson over here (at the place the other tab kept; that tab
// stops) or to go back to the menu. Nothing is played or kept here meanwhile.
import type { Ownership } from '../../app/ownership';
import type { LessonId } from '../../app/stored';
import { t } from '../../i18n';
import { Dialog } from '../Dialog';
import { useStore } from '../useStore';
import { leaveTable } from './leave';

export function LessonOwnerGate({ game, ownership }: { game: LessonId; ownership: Ownership }) {
  const state = useStore(ownership.state);
  if (state !== 'elsewhere' && state !== 'taken') return null;
  const takeOver = async () => {
    // Its own chunk: the table's first files do not carry the lessons' routes.
    const { openLesson } = await import('./lessonRoutes');
    await openLesson(game, false, { takeOver: true });
  };
  return (
    <Dialog title={t(state === 'elsewhere' ? 'lessonOwner.elsewhere.title' : 'lessonOwner.taken.title')} onClose={null} class="owner-gate">
      <p>{t(state === 'elsewhere' ? 'lessonOwner.elsewhere.body' : 'lessonOwner.taken.body')}</p>
      <div class="dialog-actions dialog-actions--column">
        <button type="button" class="primary" onClick={() => void takeOver()}>
          {t('owner.takeOver')}
        </button>
        <button type="button" onClick={() => leaveTable()}>
          {t('owner.menu')}
        </button>
      </div>
    </Dialog>
  );
}
