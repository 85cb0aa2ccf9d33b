// The card zoom: a dialog with one card large and its full text, opened from a log link or a
// tap on the board (the table model's zoom) or from the card browser. Crisp at any size, readable
// by screen readers; Escape closes it.
import type { TableModel, ZoomRequest } from '../../../table/model';
import { Dialog } from '../../Dialog';
import { zoomContent } from './registry';
import './gear-and-piston';
import './gears';
import './innovation';

export function ZoomView({ zoom, table = null, onClose }: { zoom: ZoomRequest | null; table?: TableModel | null; onClose: () => void }) {
  if (!zoom) return null;
  const content = zoomContent(zoom.game, zoom.id, table);
  if (!content) return null;
  return (
    <Dialog title={content.title} onClose={onClose} class="zoom card-zoom">
      <div class="zoom-body">{content.body}</div>
    </Dialog>
  );
}
