// Gears in the views: the card zoom, no panel of its own, the text table, the Load screen's count
// of rounds (of ten), the labelled picture. Its gears and round cards are in the glossary, so the
// Rules screen has no list of its own.
import { ROUNDS } from '../../engine/gears/data';
import type { GearsView } from '../../engine/gears/types';
import type { ViewsKit } from '../kit';
import { gearsZoom } from '../table/zoom/gears';
import { GearsPicture } from './Picture';

export const gearsViews: ViewsKit = {
  zoom: gearsZoom,
  panel: null,
  nv: () => import('../nv/gears').then((m) => m.gearsNv),
  rulesSections: [],
  rulesExtras: () => [],
  progress: (v) => ({ unit: 'round', n: (v as GearsView).round + 1, total: ROUNDS }),
  cardList: false,
  Picture: GearsPicture,
};
