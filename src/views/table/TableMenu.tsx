// The in-table menu (the header's Menu button, or Escape with nothing half chosen): the rules
// and the settings in dialogs over the table (closing them returns to it), or leaving the table
// (which asks first). In the kiosk a visitor's way out goes back to the showcase
// (views/kiosk/lockdown.ts), and Settings is not offered. A game with a card list (its views kit's cardList: Innovation) adds it, shown in place so the game stays where it is.
// A game with a lesson keeps the lesson's one-screen rules summary here; in a lesson, leaving
// needs no question (the lesson keeps its place).
import { useState } from 'preact/hooks';
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';
import { Dialog } from '../Dialog';
import { VIEWS_KITS } from '../kits';
import { kioskLocked } from '../kiosk/lockdown';
import { leaveTable } from './leave';
import { type CardSetFilter, CardList, cardListLabel } from '../screens/CardBrowser';
import { lessonFor } from '../../table/lessons';

export type MenuChoice = 'rules' | 'summary' | 'settings' | 'leave';

export function TableMenu({
  game,
  cardSet = 'base',
  lesson = false,
  onClose,
  onChoose,
}: { game?: GameId; cardSet?: CardSetFilter; lesson?: boolean; onClose: () => void; onChoose: (c: MenuChoice) => void }) {
  const [cards, setCards] = useState(false);
  if (cards)
    return (
      <Dialog title={t('inno.browser.title')} onClose={() => setCards(false)} class="table-menu inno-browser-dialog">
        {/* In an Echoes game the card list opens on both sets. */}
        <CardList initialSet={cardSet} />
      </Dialog>
    );
  return (
    <Dialog title={t('table.menu')} onClose={onClose} class="table-menu">
      <div class="dialog-actions dialog-actions--column">
        <button type="button" class="primary" onClick={onClose}>
          {t('table.resume')}
        </button>
        {game && VIEWS_KITS[game].cardList && (
          <button type="button" onClick={() => setCards(true)}>
            {cardListLabel()}
          </button>
        )}
        {game && lessonFor(game) && (
          <button type="button" aria-haspopup="dialog" onClick={() => onChoose('summary')}>
            {t('lesson.summary')}
          </button>
        )}
        <button type="button" aria-haspopup="dialog" onClick={() => onChoose('rules')}>
          {t('table.menu.rules')}
        </button>
        {lesson ? (
          <>
            <button type="button" aria-haspopup="dialog" onClick={() => onChoose('settings')}>
              {t('table.menu.settings')}
            </button>
            <button type="button" aria-description={t('lesson.leave.note')} onClick={() => leaveTable({ name: 'learn' })}>
              {t('lesson.leave')}
            </button>
            <p class="muted lesson-leave-note">{t('lesson.leave.note')}</p>
          </>
        ) : kioskLocked() ? (
          <button type="button" onClick={() => leaveTable()}>
            {t('kiosk.backToShowcase')}
          </button>
        ) : (
          <>
            <button type="button" aria-haspopup="dialog" onClick={() => onChoose('settings')}>
              {t('table.menu.settings')}
            </button>
            <button type="button" aria-haspopup="dialog" onClick={() => onChoose('leave')}>
              {t('table.menu.leave')}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
