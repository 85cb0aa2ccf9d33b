// The card zoom: a dialog with one card large and its full text, opened from a log link or a
// tap on the board (cardZoom). Crisp at any size, readable by screen readers; Escape closes it.
import { cardZoom } from '../../../table/model';
import { Dialog } from '../../Dialog';
import { useStore } from '../../useStore';
import { zoomContent } from './registry';
import './gear-and-piston';
import './gears';
import './innovation';

export function ZoomView() {
  const zoom = useStore(cardZoom);
  if (!zoom) return null;
  const content = zoomContent(zoom.game, zoom.id);
  if (!content) return null;
  return (
    <Dialog title={content.title} onClose={() => cardZoom.set(null)} class="zoom card-zoom">
      <div class="zoom-body">{content.body}</div>
    </Dialog>
  );
}
