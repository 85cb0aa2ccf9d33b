// Innovation's panel beside the table (see table/panel/registry.ts): the dogma preview of the
// control in focus, and the viewer's hand.
import { registerPanel } from '../table/panel/registry';
import { HandPanel } from './HandPanel';
import { PreviewBox } from './PreviewBox';

function InnoPanel() {
  return (
    <>
      <PreviewBox />
      <HandPanel />
    </>
  );
}

registerPanel('innovation', InnoPanel);
