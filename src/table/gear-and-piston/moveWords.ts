// Gear & Piston's moves in the words of its controls (a blueprint, then its cell; a button), and
// when a decision was made.
import type { GnpMove, GnpView } from '../../engine/gear-and-piston/types';
import { t, tk } from '../../i18n';
import { type DecisionAt, type GameWords, labelPath } from '../moveWords';
import { type Action, type Selection, buildGnpControls } from './controls';

/** The moves a control plays or is the first step towards (a blueprint: every cell it can go to). */
export function gnpLeadsTo(a: Action, legal: readonly GnpMove[]): number[] {
  if ('move' in a) return [a.move];
  const sel = a.select;
  if (sel === null) return [];
  return legal.flatMap((m, i) => ((sel.kind === 'dismantle' ? m.type === 'dismantle' : m.type === sel.kind && m.part === sel.part) ? [i] : []));
}

export function gnpMoveWords(d: DecisionAt, index: number): string | null {
  const moves = d.legal as GnpMove[];
  const at = (sel: Selection) => buildGnpControls(d.view as GnpView, moves, d.setup, d.viewer, sel).buttons.find((b) => gnpLeadsTo(b.action, moves).includes(index));
  const first = at(null);
  if (!first) return null;
  const then = 'select' in first.action ? at(first.action.select) : undefined;
  return labelPath(then ? [first.label, then.label] : [first.label]);
}

/** The header's round and phase. */
export function gnpWhen(v: unknown): string {
  const view = v as GnpView;
  return `${t('gnp.round', { n: view.round })} · ${tk(`gnp.phase.${view.phase}`)}`;
}

export const gearAndPistonWords: GameWords = { move: gnpMoveWords, when: gnpWhen };
