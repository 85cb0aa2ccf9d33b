// The shape of a card entry. An effect is a list of steps; a step does what the card says with the
// rule verbs of Exec and may end by asking one question, whose answer the next step reads.
import type { Exec } from './exec';
import type { CardId } from './types';

export type Step = (x: Exec) => void;

export interface EffectDef {
  /** An "I demand" effect: run by each opponent with fewer featured icons ("you"), for "me". */
  demand: boolean;
  steps: Step[];
}

export interface CardEntry {
  /** The card id from the facts (kebab-case name). */
  id: CardId;
  /** Effects in printed order (first edition wording; the same in both editions unless below). */
  effects: EffectDef[];
  /** The complete effect list of the last (Deluxe) edition, for the nine cards that changed. */
  lastEdition?: EffectDef[];
  /**
   * Echoes cards: the echo effect (written `echo: shared(...)`), run before the dogma's effects
   * while it is visible on the activated pile. Never a demand; not in `effects`.
   */
  echo?: EffectDef;
}

/** "I demand you …": executed by each affected opponent. */
export const demand = (...steps: Step[]): EffectDef => ({ demand: true, steps });
/** A non-demand effect: sharing opponents first, the activating player last. */
export const shared = (...steps: Step[]): EffectDef => ({ demand: false, steps });
