// Gears in the app: shown with its characters at three or four players; a seat stands by the
// codes it has entered (a code sent counts half).
import type { GearsView } from '../../engine/gears/types';
import type { AppKit } from '../kit';

export const gearsApp: AppKit = {
  shown: { levels: ['easy', 'normal', 'random', 'easy'], players: [3, 4], variants: [{ characters: true }] },
  shownNote: () => null,
  tiesKnockOut: true,
  standings: (view) => (view as GearsView).seats.map((s) => s.score),
};
