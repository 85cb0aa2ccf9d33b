// The viewer's hand, beside the board: a real list of cards (colour, age, name, icons), each one
// opening its zoom, with what it offers now next to it (Meld, Choose: the chrome's offers, which
// the zoom shows too). It lives in the HTML side
// panel rather than on the canvas so that on a phone the names stay readable at any length and
// the hand never competes with the board for room; a drawer button folds it away.
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { cardName } from '../../table/innovation/names';
import type { InnoPanel } from '../../table/innovation/panel';
import type { ButtonModel } from '../../table/model';
import { useDispatch, useZoom } from '../table/context';
import { CardChip } from './CardFace';
import './innovation.css';

export function HandPanel({ panel, offers }: { panel: InnoPanel | null; offers: Readonly<Record<string, readonly ButtonModel[]>> }) {
  const dispatch = useDispatch();
  const zoom = useZoom();
  const [open, setOpen] = useState(true);
  if (!panel?.hand) return null;
  const hand = panel.hand;
  const title = t('inno.hand.title', { n: hand.length });
  return (
    <section class="inno-hand" aria-labelledby="inno-hand-title">
      <div class="inno-hand-head">
        <h2 id="inno-hand-title">{title}</h2>
        <button type="button" class="ghost inno-hand-toggle" aria-expanded={open} aria-controls="inno-hand-list" onClick={() => setOpen(!open)}>
          {t(open ? 'inno.hand.hide' : 'inno.hand.show')}
        </button>
      </div>
      {open && (
        <ul id="inno-hand-list" class="inno-hand-list">
          {hand.length === 0 && <li class="muted">{t('inno.hand.empty')}</li>}
          {hand.map((c) => (
            <li key={c.id} class={`inno-hand-card${c.option ? ' inno-hand-card--option' : ''}${c.picked ? ' inno-hand-card--picked' : ''}`}>
              <button type="button" class="inno-hand-read" title={t('inno.hand.zoom', { card: cardName(c.id) })} onClick={() => zoom({ game: 'innovation', id: c.id })}>
                <CardChip id={c.id} />
              </button>
              {(offers[c.id] ?? []).map((o) => (
                <button
                  key={o.id}
                  type="button"
                  class={`${o.kind} inno-hand-offer`}
                  aria-pressed={o.pressed}
                  aria-label={o.short === undefined || o.short === o.label ? undefined : o.label}
                  title={o.hint}
                  onClick={() => dispatch(o.intent)}
                >
                  {o.short ?? o.label}
                </button>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
