// Innovation in the views: the card zoom, the dogma preview and hand panel, the text table, the
// Rules screen's Echoes section and special achievements, the Load screen's count of turns, the
// labelled picture.
import type { InnovationView } from '../../engine/innovation/view';
import { tk } from '../../i18n';
import type { ViewsKit } from '../kit';
import { innovationZoom } from '../table/zoom/innovation';
import { InnoPanel } from './InnoPanel';
import { InnovationPicture } from './Picture';

const SPECIALS = ['monument', 'empire', 'world', 'wonder', 'universe'] as const;

export const innovationViews: ViewsKit = {
  zoom: innovationZoom,
  panel: InnoPanel,
  nv: () => import('../nv/innovation').then((m) => m.innovationNv),
  rulesSections: ['echoes'],
  rulesExtras: () => SPECIALS.map((a) => ({ term: tk(`inno.special.${a}`), text: tk(`inno.specialHelp.${a}`) })),
  progress: (v) => ({ unit: 'turn', n: Math.max(1, (v as InnovationView).turn) }),
  cardList: true,
  Picture: InnovationPicture,
};
