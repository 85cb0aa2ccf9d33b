// A lesson's one-screen summary of the rules, in a dialog over the table: shown at the end of the
// lesson and kept in the in-table menu of every table of that game.
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';
import { lessonFor } from '../../table/lessons';
import { Dialog } from '../Dialog';
import './lesson.css';

export function RulesSummary({ game, onClose }: { game: GameId; onClose: () => void }) {
  const lesson = lessonFor(game);
  return (
    <Dialog title={`${t(`game.${game}.name`)} · ${t('lesson.summary')}`} onClose={onClose} class="rules-summary">
      <ul class="rules-summary-list">
        {(lesson?.summary ?? []).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <div class="dialog-actions">
        <button type="button" class="primary" onClick={onClose}>
          {t('table.resume')}
        </button>
      </div>
    </Dialog>
  );
}
