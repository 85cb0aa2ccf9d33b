// What the Innovation table shows beside the board, as part of the table model: the viewer's hand
// as a list of cards. What each card offers now (meld it, run its dogma, choose it) is the
// chrome's offers, which the hand list shows beside each card and the card zoom under it.
import type { Edition } from '../../engine/innovation/types';

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
  edition: Edition;
}
