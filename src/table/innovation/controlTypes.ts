// The vocabulary of the Innovation table's controls: where the viewer stands in a decision of
// several presses, what a control does, and what building the controls is given.
import type { PlayerId } from '../../engine/core/types';
import type { DogmaPreview } from '../../engine/innovation/preview';
import type { Move } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import type { RichText, RichToken } from '../rich';

export type ActionMenu = 'meld' | 'dogma' | 'achieve';

/** Where the viewer stands in a decision that takes more than one press. */
export type InnoStep = { kind: 'top' } | { kind: 'menu'; menu: ActionMenu } | { kind: 'confirm'; move: number; why: 'share' | 'end' };

export type InnoAction = { do: 'play'; move: number } | { do: 'step'; step: InnoStep } | { do: 'toggle'; card: string };

export interface InnoButton {
  /** Stable within a position ('draw', 'menu:dogma', 'dogma:pottery', 'opt:red', …). */
  id: string;
  label: string;
  kind: 'normal' | 'primary' | 'ghost';
  action: InnoAction;
  hint?: string;
  pressed?: boolean;
  disabled?: boolean;
  /** A dogma control: the card whose preview shows on hover or focus. */
  preview?: string;
  /** Words shown under the label (a dogma's sharers and demand: a phone cannot point to see them). */
  note?: string;
}

export interface InnoControls {
  prompt: RichText;
  detail: RichText | null;
  buttons: InnoButton[];
  /** Card id → what the card offers now (top cards, hand cards, question options): a button in its zoom and beside it in the hand list. */
  offers: Map<string, InnoAction>;
  /** Cards to outline as choosable. */
  highlight: Set<string>;
  /** What Back does: leave a menu or confirmation, or drop the cards picked so far. */
  back: InnoStep | 'picks' | null;
}

export interface ControlInput {
  view: InnovationView;
  legal: readonly Move[];
  viewer: PlayerId | null;
  step: InnoStep;
  picks: readonly string[];
  /** A seat as sentences name it. */
  seat: (p: PlayerId) => RichToken;
  /** The preview of one of the viewer's dogmas (the scene caches it per position). */
  preview: (card: string) => DogmaPreview;
  /** Ask before a dogma an opponent shares (the confirmShare setting). */
  confirmShare: boolean;
  /** Why the last pick was refused, shown in the detail until the pick changes. */
  refusal?: RichText | null;
}

export const TOP: InnoStep = { kind: 'top' };
