// Innovation's moves in the words of its controls — a button's label; a menu's entry (which
// names the whole move); the cards of a multi-card answer — and when a decision was made.
import type { PlayerId } from '../../engine/core/types';
import { type DogmaPreview, dogmaPreview } from '../../engine/innovation/preview';
import type { Move } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import { t } from '../../i18n';
import { type DecisionAt, type GameWords, labelPath } from '../moveWords';
import { type InnoAction, type InnoStep, TOP, buildInnoControls } from './controls';
import { cardName } from './names';
import { seatToken } from './seats';

/** The moves a control plays or is the first step towards (a menu: its moves; a card to pick: every answer with it). */
export function innoLeadsTo(a: InnoAction, legal: readonly Move[]): number[] {
  if (a.do === 'play') return [a.move];
  if (a.do === 'toggle') return legal.flatMap((m, i) => (m.type === 'cards' && m.cards.includes(a.card) ? [i] : []));
  const step = a.step;
  if (step.kind === 'confirm') return [step.move];
  if (step.kind === 'menu') return legal.flatMap((m, i) => (m.type === step.menu ? [i] : []));
  return [];
}

export interface InnoWordsOptions {
  /** The table's cached dogma previews; computed afresh when not given. */
  preview?: (owner: PlayerId, card: string) => DogmaPreview;
  /** Whether a shared dogma asks first (the player's setting). */
  confirmShare?: boolean;
}

export function innoMoveWords(d: DecisionAt, index: number, opts: InnoWordsOptions = {}): string | null {
  const legal = d.legal as Move[];
  const view = d.view as InnovationView;
  const viewer = d.viewer;
  const preview = opts.preview ?? ((owner: PlayerId, card: string) => dogmaPreview(view, owner, card));
  const controls = (step: InnoStep) =>
    buildInnoControls({
      view,
      legal,
      viewer,
      step,
      picks: [],
      seat: (p: number) => seatToken(d.setup, p, viewer),
      preview: (card) => preview(viewer, card),
      confirmShare: opts.confirmShare ?? false,
      refusal: null,
    }).buttons;
  const top = controls(TOP);
  const first = top.find((b) => innoLeadsTo(b.action, legal).includes(index));
  if (!first) return null;
  const a = first.action;
  if (a.do === 'step' && a.step.kind === 'menu') {
    const entry = controls(a.step).find((b) => innoLeadsTo(b.action, legal).includes(index));
    return entry ? entry.label : labelPath([first.label]);
  }
  const move = legal[index];
  if (a.do === 'toggle' && move?.type === 'cards') {
    const labels = move.cards.map((c) => top.find((b) => b.action.do === 'toggle' && b.action.card === c)?.label ?? cardName(c));
    return labels.slice(1).reduce((first, then) => t('coach.and', { first, then }), labels[0] ?? '');
  }
  return labelPath([first.label]);
}

/** The header's turn. */
export const innoWhen = (view: unknown): string => t('inno.turn', { n: Math.max(1, (view as InnovationView).turn) });

export const innovationWords: GameWords = { move: (d, i) => innoMoveWords(d, i), when: innoWhen };
