// What the Innovation table shows beside the board, as part of the table model: the viewer's hand
// as a list of cards, and what each card offers now (meld it, run its dogma, choose it), so the
// hand panel and the card zoom offer the same moves as the buttons.
import type { Edition } from '../../engine/innovation/types';
import type { Intent } from '../intents';

export interface CardOffer {
  id: string;
  /** The whole move ("Meld Pottery"): the zoom's button, and the hand's accessible name. */
  label: string;
  /** The word beside the card in the hand list ("Meld"), where the card is already named. */
  short: string;
  kind: 'primary' | 'normal';
  pressed?: boolean;
  hint?: string;
  intent: Intent;
  /** Pointing at it shows this target's preview (a dogma). */
  point?: string;
}

export interface HandCard {
  /** A card id (the viewer's own hand is always face up). */
  id: string;
  /** Outlined: it is among the answers of the question asked. */
  option: boolean;
  picked: boolean;
}

export interface InnoPanel {
  /** Null when the table shows no one's hand (a spectator). */
  hand: HandCard[] | null;
  /** Card id → what it offers now (the zoom shows these under the card). */
  offers: Record<string, CardOffer[]>;
  edition: Edition;
}
