// Hint in the table header: the strongest bot's choice for the player's decision (table/coach.ts).
// Where there is nothing of theirs to decide the button stays, marked unavailable, and says why.
import { t } from '../../i18n';

export function HintButton({ available, busy, onHint }: { available: boolean; busy: boolean; onHint: () => void }) {
  return (
    <button
      type="button"
      class="ghost hint-button"
      aria-disabled={available ? undefined : 'true'}
      aria-busy={busy ? 'true' : undefined}
      aria-keyshortcuts="H"
      title={available ? t('coach.button.hint') : t('coach.notNow')}
      aria-description={available ? t('coach.button.hint') : t('coach.notNow')}
      onClick={onHint}
    >
      {t('coach.button')}
    </button>
  );
}
