// Over a table whose game another tab plays (app/ownership.ts): says so, and offers to take the
// game over here (from where the other tab left it; that tab stops), to go on with a copy of it
// as a new game, or to go back to the menu. Nothing is played or saved here meanwhile.
import { useState } from 'preact/hooks';
import { appServices } from '../../app/services';
import type { GameSession } from '../../app/session';
import { t } from '../../i18n';
import { newSaveId } from '../../storage/saves';
import { Dialog } from '../Dialog';
import { useStore } from '../useStore';
import { leaveTable } from './leave';
import type { Ownership } from '../../app/ownership';

export function OwnerGate({ session, ownership }: { session: GameSession; ownership: Ownership }) {
  const state = useStore(ownership.state);
  const [problem, setProblem] = useState<string | null>(null);
  if (state !== 'elsewhere' && state !== 'taken') return null;
  const app = appServices();

  const takeOver = async () => {
    // From where the other tab left it: its last save, not this tab's older moves.
    const saved = await app.store.saves.load(session.saveId);
    if (!saved.ok) return setProblem(saved.error.message);
    leaveTable({ name: 'table', session: await app.sessionFromSave(saved.value, { takeOver: true }) });
  };
  const copy = async () => {
    const record = { ...session.toSaveRecord(), id: newSaveId(session.setup.game) };
    delete record.rev;
    const written = await app.store.saves.autosave(record);
    if (!written.ok) return setProblem(written.error.message);
    leaveTable({ name: 'table', session: await app.sessionFromSave(record) });
  };

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
