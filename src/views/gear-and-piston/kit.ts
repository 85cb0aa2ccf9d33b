// Gear & Piston in the views: the part zoom, the car/investors/legend panel, the text table, the
// Rules screen's investors, the Load screen's count of rounds, the labelled picture.
import { INVESTOR_IDS } from '../../engine/gear-and-piston/investors';
import type { GnpView } from '../../engine/gear-and-piston/types';
import { investorName, investorRule } from '../../table/gear-and-piston/help';
import type { ViewsKit } from '../kit';
import { gearAndPistonZoom } from '../table/zoom/gear-and-piston';
import { GnpPanel } from './GnpPanel';
import { GnpPicture } from './Picture';

export const gearAndPistonViews: ViewsKit = {
  zoom: gearAndPistonZoom,
  panel: GnpPanel,
  nv: () => import('../nv/gear-and-piston').then((m) => m.gearAndPistonNv),
  rulesSections: [],
  rulesExtras: () => INVESTOR_IDS.map((id) => ({ term: investorName(id), text: investorRule(id) })),
  progress: (v) => ({ unit: 'round', n: (v as GnpView).round }),
  cardList: false,
  Picture: GnpPicture,
};
