// The "What you know" panel (the whatYouKnow setting): the hidden things the viewer has seen and
// where they are now, one line each, from the table's model (the kit reads the viewer's own view,
// table/known.ts). A disclosure: open beside a desktop board, folded to its count on a phone so
// the decision and the log keep their place; a card named opens its zoom.
import { useState } from 'preact/hooks';
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';
import type { RichText } from '../../table/rich';
import { RichLine } from './RichLine';
import { usePhoneLayout } from './phoneLayout';

export function KnownPanel({ game, lines }: { game: GameId; lines: readonly RichText[] }) {
  const phone = usePhoneLayout();
  // Until the player opens or folds it, it follows the layout.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? !phone;
  return (
    <details
      class="known"
      open={open}
      onToggle={(e) => {
        const now = (e.currentTarget as HTMLDetailsElement).open;
        if (now !== open) setChosen(now);
      }}
    >
      <summary>
        <span class="known-title">{t('known.title')}</span>
        {lines.length > 0 && <span class="known-count">{t('known.count', { n: lines.length })}</span>}
      </summary>
      <p class="known-about">{t('known.about')}</p>
      {lines.length === 0 ? (
        <p class="known-none">{t('known.none')}</p>
      ) : (
        <ul class="known-lines">
          {lines.map((line, i) => (
            <li key={i}>
              <RichLine text={line} game={game} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
