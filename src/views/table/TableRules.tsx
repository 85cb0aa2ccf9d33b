// The rules of the game on the table, in a dialog over it: closing it returns to the game.
import type { GameId } from '../../engine/core/types';
import { hasKey, t, tk } from '../../i18n';
import { Dialog } from '../Dialog';

export function TableRules({ game, onClose }: { game: GameId; onClose: () => void }) {
  const paragraphs: string[] = [];
  for (let i = 1; hasKey(`rules.${game}.${i}`); i++) paragraphs.push(tk(`rules.${game}.${i}`));
  return (
    <Dialog title={tk(`rules.title.${game}`)} onClose={onClose} class="table-rules">
      <div class="table-rules-text">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <div class="dialog-actions">
        <button type="button" class="primary" onClick={onClose}>
          {t('table.resume')}
        </button>
      </div>
    </Dialog>
  );
}
