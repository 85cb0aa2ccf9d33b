// Over a table whose game another tab plays (app/ownership.ts): says so, and offers to take the
// game over here (from where the other tab left it; that tab stops), to go on with a copy of it
// as a new game, or to go back to the menu. Nothing is played or saved here meanwhile.
import { useState } from 'preact/hooks';
import { copyGame, takeOverGame } from '../../app/ownerChoices';
import type { LiveGame } from '../../app/table-session';
import type { Result } from '../../engine/core/errors';
import { t } from '../../i18n';
import { Dialog } from '../Dialog';
import { useStore } from '../useStore';
import { leaveTable } from './leave';
import type { Ownership } from '../../app/ownership';

export function OwnerGate({ session, ownership }: { session: LiveGame; ownership: Ownership }) {
  const state = useStore(ownership.state);
  const [problem, setProblem] = useState<string | null>(null);
  if (state !== 'elsewhere' && state !== 'taken') return null;
  const open = async (next: Promise<Result<LiveGame>>) => {
    const opened = await next;
    if (!opened.ok) return setProblem(opened.error.message);
    leaveTable({ name: 'table', session: opened.value });
  };
  const takeOver = () => open(takeOverGame(session));
  const copy = () => open(copyGame(session));

  return (
    <Dialog title={t(state === 'elsewhere' ? 'owner.elsewhere.title' : 'owner.taken.title')} onClose={null} class="owner-gate">
      <p>{t(state === 'elsewhere' ? 'owner.elsewhere.body' : 'owner.taken.body')}</p>
      {problem && (
        <p role="alert" class="leave-warning">
          {problem}
        </p>
      )}
      <div class="dialog-actions dialog-actions--column">
        <button type="button" class="primary" onClick={() => void takeOver()}>
          {t('owner.takeOver')}
        </button>
        <button type="button" onClick={() => void copy()}>
          {t('owner.copy')}
        </button>
        <button type="button" onClick={() => leaveTable()}>
          {t('owner.menu')}
        </button>
      </div>
    </Dialog>
  );
}
