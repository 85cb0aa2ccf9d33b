// The table's game panel (see registry.ts), rendered from the same chrome as the decision.
import type { TableChrome } from '../../../table/model';
import { panelFor } from './registry';
import '../../gear-and-piston/GnpPanel';
import '../../innovation/InnoPanel';

export function TablePanel({ chrome }: { chrome: TableChrome | null }) {
  if (!chrome || chrome.showcase) return null;
  const Panel = panelFor(chrome.game);
  return Panel ? <Panel chrome={chrome} /> : null;
}
