// What the Innovation table tells its own HTML beside the board (as tableBridge does for every
// table): the viewer's hand as a list of cards, and what each card offers now (meld it, run its
// dogma, choose it), so the hand panel and the card zoom can offer the same moves as the buttons.
// The scene writes it; views/innovation reads it.
import type { Edition } from '../../engine/innovation/types';
import type { RichText } from '../rich';
import { createStore } from '../../model/store';

export interface CardOffer {
  id: string;
  /** The whole move ("Meld Pottery"): the zoom's button, and the hand's accessible name. */
  label: string;
  /** The word beside the card in the hand list ("Meld"), where the card is already named. */
  short: string;
  kind: 'primary' | 'normal';
  pressed?: boolean;
  hint?: string;
  onPress: () => void;
  onPreview?: (on: boolean) => void;
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

export const innoPanel = createStore<InnoPanel | null>(null);

/**
 * The dogma preview while a dogma control or a top card is pointed at or focused. It shows under
 * the decision, not inside it, so the buttons never move under the pointer.
 */
export const innoPreview = createStore<RichText | null>(null);
