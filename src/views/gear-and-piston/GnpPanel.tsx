// Beside the Gear & Piston table: the viewer's car in words (what it still needs), the two
// investors' values with what they would pay for the car now, and one tap to the legend, both
// investors large and every car's rule state. On small screens only the sentence and the buttons
// stay (the investors are one tap away).
import { tallyCar } from '../../engine/gear-and-piston/car-checks';
import { joinedCells } from '../../engine/gear-and-piston/car-grid';
import { carStatus } from '../../engine/gear-and-piston/car-status';
import type { GnpView } from '../../engine/gear-and-piston/types';
import { t } from '../../i18n';
import { statusSentence } from '../../table/gear-and-piston/carWords';
import { useZoom } from '../table/context';
import type { PanelComponent } from '../table/panel/types';
import { InvestorsTable } from './InvestorTable';
import './gnp.css';

export const GnpPanel: PanelComponent = ({ model }) => {
  const chrome = model.chrome;
  const zoom = useZoom();
  const view = chrome.snapshot.view as GnpView;
  const viewer = chrome.snapshot.viewer;
  const me = viewer === null ? null : view.seats[viewer];
  const playing = !view.final;
  const open = (id: string) => zoom({ game: 'gear-and-piston', id });
  return (
    <section class="gnp-panel" aria-label={t('gnp.panel.label')}>
      {me && playing && (
        <p class="gnp-panel-car">
          <strong>{t('gnp.panel.yourCar')}</strong> {statusSentence(carStatus(me.car), true)}
        </p>
      )}
      <div class="gnp-panel-wide">
        <InvestorsTable investors={view.investors} tally={me && playing ? tallyCar(joinedCells(me.car)) : null} caption={t('gnp.panel.investors')} />
      </div>
      <div class="gnp-panel-actions">
        <button type="button" class="ghost" aria-haspopup="dialog" onClick={() => open('legend')}>
          {t('gnp.panel.legend')}
        </button>
        <button type="button" class="ghost" aria-haspopup="dialog" onClick={() => open('investors')}>
          {t('gnp.panel.investors')}
        </button>
        {playing && (
          <button type="button" class="ghost" aria-haspopup="dialog" onClick={() => open('cars')}>
            {t('gnp.panel.cars')}
          </button>
        )}
      </div>
    </section>
  );
};
