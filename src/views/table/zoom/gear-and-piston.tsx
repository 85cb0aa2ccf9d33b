// Gear & Piston, large: a part with its drawing and every property in words, a face-down tile,
// an investor with its ladder of points, and three views the table opens from its buttons — the
// legend, both investors side by side, and every car's rule state.
import { type GnpView, LOCATIONS } from '../../../engine/gear-and-piston/types';
import { tallyCar } from '../../../engine/gear-and-piston/car-checks';
import { joinedCells } from '../../../engine/gear-and-piston/car-grid';
import { INVESTOR_IDS } from '../../../engine/gear-and-piston/investors';
import { partSpec } from '../../../engine/gear-and-piston/parts';
import { t, tk } from '../../../i18n';
import { investorName, investorRule, isTile, locationHelp, locationName, partName } from '../../../table/gear-and-piston/help';
import type { TableModel } from '../../../table/model';
import { CarsReport } from '../../gear-and-piston/CarsReport';
import { InvestorLadder, InvestorsTable } from '../../gear-and-piston/InvestorTable';
import { Legend } from '../../gear-and-piston/Legend';
import { Glyph, PartFace } from '../../gear-and-piston/PartArt';
import type { ZoomContent, ZoomRenderer } from './types';

/** The position the table shows, when it is a Gear & Piston table. */
function shown(table: TableModel | null): { view: GnpView; chrome: NonNullable<TableModel['chrome']> } | null {
  const chrome = table?.chrome;
  if (chrome?.game !== 'gear-and-piston') return null;
  return { view: chrome.snapshot.view as GnpView, chrome };
}

function PartBody({ part }: { part: string }) {
  const spec = partSpec(part);
  const row = spec.type === 'frame' ? null : tk(`gnp.row.${spec.row}`);
  return (
    <div class="gnp-zoom">
      <PartFace part={part} size={176} />
      <dl class="gnp-props">
        <dt>{t('gnp.zoom.kind')}</dt>
        <dd>
          {tk(`gnp.legend.kind.${spec.type}`)} — {tk(`gnp.legend.kindHelp.${spec.type}`)}
        </dd>
        {spec.colour && (
          <>
            <dt>{t('gnp.zoom.colour')}</dt>
            <dd>{tk(`gnp.legend.colour.${spec.colour}`)}</dd>
          </>
        )}
        <dt>{t('gnp.zoom.section')}</dt>
        <dd>{tk(`gnp.zoom.section.${spec.section}`)}</dd>
        {row && (
          <>
            <dt>{t('gnp.zoom.row')}</dt>
            <dd>{row}</dd>
          </>
        )}
        <dt>{t('gnp.zoom.icons')}</dt>
        <dd>
          <Glyph of="range" size={18} /> {t('gnp.zoom.range', { n: spec.range })} · <Glyph of="comfort" size={18} /> {t('gnp.zoom.comfort', { n: spec.comfort })} ·{' '}
          <Glyph of="power" size={18} /> {t('gnp.zoom.power', { n: spec.power })}
        </dd>
        <dt>{t('gnp.zoom.volatility')}</dt>
        <dd>
          {spec.volatility > 0 && <Glyph of="volatility" size={18} />} {t('gnp.zoom.volatilityN', { n: spec.volatility })}
        </dd>
        <dt>{t('gnp.zoom.wrenches')}</dt>
        <dd>
          {spec.wrenches > 0 && <Glyph of="wrench" size={18} />} {t('gnp.zoom.wrenchesN', { n: spec.wrenches })}
        </dd>
      </dl>
    </div>
  );
}

function investorZoom(id: string): ZoomContent {
  return {
    title: investorName(id),
    body: (
      <>
        <p>{investorRule(id)}</p>
        <InvestorLadder id={id} />
      </>
    ),
  };
}

function investorsZoom(table: TableModel | null): ZoomContent | null {
  const at = shown(table);
  if (!at) return null;
  const { view } = at;
  const me = view.viewer === null ? null : view.seats[view.viewer];
  const tally = me && !view.final ? tallyCar(joinedCells(me.car)) : null;
  return {
    title: t('gnp.panel.investors'),
    body: (
      <>
        <InvestorsTable investors={view.investors} tally={tally} />
        <p class="muted">{t('gnp.inv.rule')}</p>
      </>
    ),
  };
}

function carsZoom(table: TableModel | null): ZoomContent | null {
  const at = shown(table);
  if (!at) return null;
  return { title: t('gnp.panel.cars'), body: <CarsReport view={at.view} setup={at.chrome.snapshot.setup} viewer={at.chrome.snapshot.viewer} /> };
}

/** A stack of the market: how many parts it holds (taking its top part is offered under it). */
function stackZoom(section: string, table: TableModel | null): ZoomContent | null {
  const at = shown(table);
  if (!at) return null;
  const n = section === 'new' ? at.view.newStack.length : at.view.junkStack;
  return { title: t(section === 'new' ? 'gnp.newStack' : 'gnp.junkStack', { n }), body: <p>{t('gnp.zoom.stack')}</p> };
}

/** How a Gear & Piston part, location, stack or investor looks large. */
export const gearAndPistonZoom: ZoomRenderer = (id, table) => {
  if (id === 'legend') return { title: t('gnp.legend.title'), body: <Legend /> };
  if (id.startsWith('location:')) {
    const loc = id.slice('location:'.length);
    return (LOCATIONS as readonly string[]).includes(loc) ? { title: locationName(loc), body: <p>{locationHelp(loc)}</p> } : null;
  }
  if (id === 'stack-new' || id === 'stack-junk') return stackZoom(id.slice('stack-'.length), table);
  if (id === 'investors') return investorsZoom(table);
  if (id === 'cars') return carsZoom(table);
  if (INVESTOR_IDS.includes(id)) return investorZoom(id);
  if (id === 'hidden-new' || id === 'hidden-junk') return { title: partName(id), body: <p>{t(id === 'hidden-new' ? 'gnp.zoom.backNew' : 'gnp.zoom.backJunk')}</p> };
  if (isTile(id)) {
    try {
      return { title: partName(id), body: <PartBody part={id} /> };
    } catch {
      return null;
    }
  }
  return null;
};
