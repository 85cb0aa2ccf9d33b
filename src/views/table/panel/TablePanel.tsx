// The table's game panel (the game's views kit, views/kits.ts), rendered from the same chrome as the decision.
import type { TableModel } from '../../../table/model';
import { VIEWS_KITS } from '../../kits';

export function TablePanel({ model }: { model: TableModel }) {
  const chrome = model.chrome;
  if (!chrome || chrome.showcase) return null;
  const Panel = VIEWS_KITS[chrome.game].panel;
  return Panel ? <Panel model={{ ...model, chrome }} /> : null;
}
