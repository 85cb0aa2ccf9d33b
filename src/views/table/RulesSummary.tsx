// A lesson's one-screen summary of the rules, in a dialog over the table: shown at the end of the
// lesson and kept in the in-table menu of every table of that game.
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';
import type { Lesson } from '../../table/lesson';
import { lessonFor } from '../../table/lessons';
import { Dialog } from '../Dialog';
import './lesson.css';

/** `lesson`: the lesson being played (an expansion's has its own summary); else the game's. */
export function RulesSummary({ game, lesson: shown, onClose }: { game: GameId; lesson?: Lesson | null; onClose: () => void }) {
  const lesson = shown ?? lessonFor(game);
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
