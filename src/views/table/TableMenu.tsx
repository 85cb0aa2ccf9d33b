// The in-table menu (the header's Menu button, or Escape with nothing half chosen): the rules,
// the settings, or leaving the table (the game is saved as it stands). Innovation adds its card
// list, shown in place so the game stays where it is.
import { useState } from 'preact/hooks';
import { navigate } from '../../app/navigation';
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';
import { Dialog } from '../Dialog';
import { CardList, cardListLabel } from '../screens/CardBrowser';

export function TableMenu({ game, onClose }: { game?: GameId; onClose: () => void }) {
  const [cards, setCards] = useState(false);
  if (cards)
    return (
      <Dialog title={t('inno.browser.title')} onClose={() => setCards(false)} class="table-menu inno-browser-dialog">
        <CardList />
      </Dialog>
    );
  return (
    <Dialog title={t('table.menu')} onClose={onClose} class="table-menu">
      <p class="muted">{t('table.leaveSaved')}</p>
      <div class="dialog-actions dialog-actions--column">
        <button type="button" class="primary" onClick={onClose}>
          {t('table.resume')}
        </button>
        {game === 'innovation' && (
          <button type="button" onClick={() => setCards(true)}>
            {cardListLabel()}
          </button>
        )}
        <button type="button" onClick={() => navigate({ name: 'menu' })}>
          {t('table.leave')}
        </button>
      </div>
    </Dialog>
  );
}
