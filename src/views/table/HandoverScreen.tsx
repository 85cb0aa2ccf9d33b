// Hot seat: between two humans' decisions the whole table is covered (board, prompt and log) by
// one screen naming who is next. Nothing of either player's hand is on screen until they tap.
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import type { Handover } from '../../ui/tableBridge';

export function HandoverScreen({ handover }: { handover: Handover }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [handover]);
  return (
    <div class={`handover seat-${handover.seat}`} role="dialog" aria-modal="true" aria-labelledby="handover-title">
      <h2 id="handover-title">{t('handover.title', { name: handover.name })}</h2>
      <p>{t('handover.body', { name: handover.name })}</p>
      <button type="button" class="primary" ref={button} onClick={handover.accept}>
        {t('handover.ready', { name: handover.name })}
      </button>
    </div>
  );
}
