// The rules of the game on the table, in a dialog over it, with the game's glossary (folded):
// closing it returns to the game.
import type { GameId } from '../../engine/core/types';
import { t, tk } from '../../i18n';
import { Dialog } from '../Dialog';
import { GlossaryList } from '../glossary/GlossaryList';
import { GlossaryPicture } from '../glossary/Pictures';
import { paragraphs } from '../screens/rulesContent';

export function TableRules({ game, onClose }: { game: GameId; onClose: () => void }) {
  return (
    <Dialog title={tk(`rules.title.${game}`)} onClose={onClose} class="table-rules">
      <div class="table-rules-text">
        {paragraphs(game).map((p) => (
          <p key={p}>{p}</p>
        ))}
        <details class="glossary-more">
          <summary>{t('gloss.title')}</summary>
          <GlossaryPicture game={game} />
          <GlossaryList game={game} />
        </details>
      </div>
      <div class="dialog-actions">
        <button type="button" class="primary" onClick={onClose}>
          {t('table.resume')}
        </button>
      </div>
    </Dialog>
  );
}
