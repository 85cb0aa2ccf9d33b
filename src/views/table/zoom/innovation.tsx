// Innovation's card zoom: the card large with its icons and its whole text in the current
// language (the edition this game plays first; the other edition's text too when the card plays
// differently), or a special achievement with its condition. What the card offers now at the
// table (meld it, run its dogma, choose it) the zoom shows under it (ZoomView).
import { isSpecial } from '../../../engine/innovation/achievements';
import { isCardId, isEchoes } from '../../../engine/innovation/facts';
import type { Edition } from '../../../engine/innovation/types';
import { t } from '../../../i18n';
import { cardName, cardText, differsByEdition, specialCondition } from '../../../table/innovation/names';
import type { InnoPanel } from '../../../table/innovation/panel';
import type { TableModel } from '../../../table/model';
import { CardFace } from '../../innovation/CardFace';
import type { ZoomRenderer } from './types';

function OtherEdition({ id, played }: { id: string; played: Edition | null }) {
  if (!differsByEdition(id)) return null;
  const other: Edition = played === 'first' ? 'last' : 'first';
  const head = (e: Edition) => {
    const plain = t(e === 'last' ? 'inno.zoom.lastPlain' : 'inno.zoom.firstPlain');
    if (played === null) return plain;
    return t(e === 'last' ? 'inno.zoom.last' : 'inno.zoom.first', { on: t(e === played ? 'inno.zoom.thisGame' : 'inno.zoom.notThisGame') });
  };
  return (
    <section class="inno-zoom-editions">
      <p class="muted">{head(played ?? 'last')}</p>
      <h3>{head(other)}</h3>
      {cardText(id, other)
        .split('\n')
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </section>
  );
}

function Body({ id, panel }: { id: string; panel: InnoPanel | null }) {
  if (isSpecial(id))
    return (
      <div class="inno-zoom">
        <div class="inno-special">
          <p class="inno-special-kind">{t('inno.zoom.special')}</p>
          <p>{specialCondition(id)}</p>
        </div>
      </div>
    );
  if (!isCardId(id)) return null;
  const edition = panel?.edition ?? 'last';
  return (
    <div class="inno-zoom">
      {isEchoes(id) && <p class="muted inno-zoom-set">{t('inno.echoes.setName')}</p>}
      <CardFace id={id} edition={edition} />
      <OtherEdition id={id} played={panel ? edition : null} />
    </div>
  );
}

/** How an Innovation card looks large, with its other edition's text where it differs. */
export const innovationZoom: ZoomRenderer = (id, table: TableModel | null) => ({
  title: cardName(id),
  body: <Body id={id} panel={table?.game === 'innovation' ? (table.panel as InnoPanel | null) : null} />,
});
