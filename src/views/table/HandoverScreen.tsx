// Hot seat: between two humans' decisions the whole table is covered (board, prompt and log) by
// one modal screen naming who is next. Nothing of either player's hand is on screen until they
// tap: the table behind is cleared, and the dialog's opaque backdrop hides what is left.
import { t } from '../../i18n';
import type { Handover } from '../../table/model';
import { Dialog } from '../Dialog';
import { useDispatch } from './context';

export function HandoverScreen({ handover }: { handover: Handover }) {
  const dispatch = useDispatch();
  return (
    <Dialog title={t('handover.title', { name: handover.name })} onClose={null} class={`handover seat-${handover.seat}`}>
      <p>{t('handover.body', { name: handover.name })}</p>
      <button type="button" class="primary" onClick={() => dispatch({ kind: 'ready' })}>
        {t('handover.ready', { name: handover.name })}
      </button>
    </Dialog>
  );
}
