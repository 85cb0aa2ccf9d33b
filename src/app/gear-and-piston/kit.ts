// Gear & Piston in the app: shown at two to four players; a seat stands by the parts in its car.
import type { GnpView } from '../../engine/gear-and-piston/types';
import type { AppKit } from '../kit';

export const gearAndPistonApp: AppKit = {
  shown: { levels: ['easy', 'normal', 'easy'], players: [2, 3, 4], variants: [{}] },
  shownNote: () => null,
  tiesKnockOut: false,
  standings: (view) => (view as GnpView).seats.map((s) => [...s.car.front, ...s.car.back].filter((cell) => cell !== null).length),
};
