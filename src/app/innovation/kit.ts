// Innovation in the app: shown as the base game first, as a newcomer learns it, then with Echoes of
// the Past; a seat stands by its achievements first, then the ages in its score pile.
import type { InnovationView } from '../../engine/innovation/view';
import type { AppKit } from '../kit';

export const innovationApp: AppKit = {
  // Echoes is shown at two players: at three a game ran to nearly 9 minutes (288 moves).
  shown: { levels: ['normal', 'easy', 'easy'], players: [2, 3], variants: [{}, { expansions: 'echoes', players: 2 }] },
  shownNote: (options) => ([options.expansions].flat().includes('echoes') ? 'kiosk.inno.echoesTitle' : null),
  tiesKnockOut: false,
  // Nobody sees a score pile's cards, only their ages (the public view has the ages alone; an
  // Echoes card's back is the negative of its age, so a back counts by its size).
  standings: (view) =>
    (view as InnovationView).players.map((p) => p.achievements.length * 1000 + p.score.reduce<number>((sum, c) => sum + (typeof c === 'number' ? Math.abs(c) : 0), 0)),
};
