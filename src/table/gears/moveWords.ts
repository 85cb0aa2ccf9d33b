// Gears' moves in the words of its controls (a gear, then a side), and when a decision was made.
import type { GearsMove, GearsView } from '../../engine/gears/types';
import { t } from '../../i18n';
import { type DecisionAt, type GameWords, labelPath } from '../moveWords';
import { buildControls } from './controls';

export function gearsMoveWords(d: DecisionAt, index: number): string | null {
  const view = d.view as GearsView;
  const at = (gear: string | null) => buildControls(view, d.legal as GearsMove[], d.setup, d.viewer, gear).buttons.find((b) => b.leadsTo.includes(index));
  const first = at(null);
  if (!first) return null;
  const then = first.selectGear ? at(first.selectGear) : undefined;
  return labelPath(then ? [first.label, then.label] : [first.label]);
}

/** The header's round and shift. */
export function gearsWhen(v: unknown): string {
  const view = v as GearsView;
  return `${t('gears.table.round', { n: view.round + 1, total: 10 })} · ${t(view.shift === 'day' ? 'gears.table.day' : 'gears.table.night')}`;
}

export const gearsWords: GameWords = { move: gearsMoveWords, when: gearsWhen };
