// The card zoom: a dialog with one card large and its full text, opened from a log link or a
// tap on the board (the table model's zoom) or from the card browser. Crisp at any size, readable
// by screen readers; Escape closes it. Under the card, what it offers now at the table (the
// chrome's offers for where it was tapped), each a button with what it does said beside it: a tap
// on a card only ever opens it, and acting on it is one of these.
import type { ButtonModel, TableModel, ZoomRequest } from '../../../table/model';
import { Dialog } from '../../Dialog';
import { useDispatch } from '../context';
import { VIEWS_KITS } from '../../kits';

function Offers({ offers, onClose }: { offers: readonly ButtonModel[]; onClose: () => void }) {
  const dispatch = useDispatch();
  if (offers.length === 0) return null;
  return (
    <div class="zoom-offers">
      {offers.map((o) => (
        <div key={o.id} class="zoom-offer">
          <button
            type="button"
            class={o.kind}
            aria-pressed={o.pressed}
            disabled={o.disabled}
            onClick={() => {
              onClose();
              dispatch(o.intent);
            }}
          >
            {o.label}
          </button>
          {o.hint && <p class="zoom-offer-hint">{o.hint}</p>}
        </div>
      ))}
    </div>
  );
}

export function ZoomView({ zoom, table = null, onClose }: { zoom: ZoomRequest | null; table?: TableModel | null; onClose: () => void }) {
  if (!zoom) return null;
  const content = VIEWS_KITS[zoom.game].zoom(zoom.id, table);
  if (!content) return null;
  const chrome = table?.chrome;
  const offers = chrome && chrome.game === zoom.game ? (chrome.offers[zoom.at ?? zoom.id] ?? []) : [];
  return (
    <Dialog title={content.title} onClose={onClose} class="zoom card-zoom">
      <div class="zoom-body">{content.body}</div>
      <Offers offers={offers} onClose={onClose} />
    </Dialog>
  );
}
