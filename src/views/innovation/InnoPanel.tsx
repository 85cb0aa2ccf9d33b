// Innovation's panel beside the table (its views kit's panel, views/innovation/kit.ts): the dogma preview of the
// control or card pointed at, and the viewer's hand.
import type { InnoPanel as Panel } from '../../table/innovation/panel';
import type { PanelComponent } from '../table/panel/types';
import { HandPanel } from './HandPanel';
import { PreviewBox } from './PreviewBox';

export const InnoPanel: PanelComponent = ({ model }) => (
  <>
    <PreviewBox text={model.pointed} />
    <HandPanel panel={model.panel as Panel | null} offers={model.chrome.offers} />
  </>
);
