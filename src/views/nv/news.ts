// What screen reader mode announces as the table's model changes, in order: each log entry once,
// as its event plays (the log's own words, at the table's pace), then the viewer's decision when
// it comes (its prompt; a refusal; what a pick changed), a flash word (undo, a failed hint) and the
// coach's hint with its reasons. A log told again from the history (a reload, a hand-over, a language change, an
// undo) is not announced again.
import { t } from '../../i18n';
import type { ButtonModel, TableModel } from '../../table/model';
import { plainText } from '../../table/rich';
import { hintReasons, reasonWords, reasonsTitle } from '../table/HintReasons';
import { spokenChrome } from './spoken';

const choiceIds = (buttons: readonly ButtonModel[]): string => buttons.map((b) => b.id).join('\n');

export class NewsReader {
  private prev: TableModel | null = null;
  /** The newest log entry announced. */
  private said = 0;

  /** The sentences to announce for the model now, given the one read before. */
  read(next: TableModel): string[] {
    const prev = this.prev;
    this.prev = next;
    const out: string[] = [];
    for (const e of next.log) {
      if (e.id < next.liveFrom || e.id <= this.said) continue;
      out.push(plainText(e.text));
    }
    const newest = next.log[next.log.length - 1]?.id;
    if (newest !== undefined) this.said = Math.max(this.said, newest);
    const was = prev?.chrome ? spokenChrome(prev.chrome) : null;
    const now = next.chrome ? spokenChrome(next.chrome) : null;
    if (now && now.buttons.length > 0) {
      const prompt = plainText(now.prompt);
      const detail = now.detail ? plainText(now.detail) : '';
      const fresh = !was || was.buttons.length === 0 || plainText(was.prompt) !== prompt || (now.promptTone === 'error' && was.promptTone !== 'error');
      if (fresh) out.push(prompt);
      // Within one decision: a refusal, or what the pick so far still needs.
      else if (detail && detail !== (was.detail ? plainText(was.detail) : '')) out.push(detail);
      // A step of a half-made choice (a menu opened: Innovation's Dogma…, a gear's sides): its new
      // choices are said, as the focus may stay where it was.
      const stepped = was !== null && was.buttons.length > 0 && was.snapshot === now.snapshot;
      if (stepped && choiceIds(was.buttons) !== choiceIds(now.buttons)) out.push(t('nv.choices', { list: now.buttons.map((b) => b.label).join(t('nv.itemSep')) }));
    }
    if (next.flash && next.flash !== prev?.flash) out.push(next.flash);
    const hint = next.hint?.shown;
    if (hint?.kind === 'shown' && (prev?.hint?.shown?.kind !== 'shown' || prev.hint.shown.text !== hint.text)) {
      out.push(t('coach.says', { move: hint.text }));
      // Its reasons, said once with it: the best moves and the chance after each.
      const reasons = hintReasons(hint.choices);
      if (reasons.length > 0) out.push([reasonsTitle(reasons), ...reasons.map(reasonWords)].join(' · '));
    }
    return out.filter((s) => s.trim() !== '');
  }
}
