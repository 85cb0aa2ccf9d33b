// The table's game panel (see registry.ts), rendered from the same chrome as the decision.
import type { TableModel } from '../../../table/model';
import { panelFor } from './registry';

export function TablePanel({ model }: { model: TableModel }) {
  const chrome = model.chrome;
  if (!chrome || chrome.showcase) return null;
  const Panel = panelFor(chrome.game);
  return Panel ? <Panel model={{ ...model, chrome }} /> : null;
}
