// What the header says on the right, and why undo cannot go back: words the controller puts in
// the model (the views only render them).
import type { SessionSnapshot, UndoState } from '../app/table-session';
import { type MessageKey, hasKey, t } from '../i18n';
import { seatName } from './seats';

/** A notice if there is one, else whose decision it is. */
export function statusLine(s: SessionSnapshot): { text: string; notice: boolean } {
  if (s.notice && hasKey(s.notice)) return { text: t(s.notice as MessageKey, { n: 1 }), notice: true };
  const name = (p: number) => seatName(s.setup, p, s.viewer);
  if (s.outcome) return { text: t('over.title'), notice: false };
  if (s.thinking !== null) return { text: t('table.thinking', { name: name(s.thinking) }), notice: false };
  if (s.viewer !== null && s.toAct.includes(s.viewer)) return { text: t('table.yourTurn'), notice: false };
  if (s.viewer === null) return { text: t('table.spectating'), notice: false };
  return { text: t('table.waitingFor', { name: s.toAct.map(name).join(', ') }), notice: false };
}

/** Why undo cannot go back now, or null when it can. */
export const undoReason = (u: UndoState): string | null => (u.can ? null : t(`undo.block.${u.block}` as MessageKey));
