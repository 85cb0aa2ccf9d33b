// The venue screen's visitor counts: charts per game and per hour of the day (VisitsChart), totals
// per game in a plain table (a screen reader reads it row by row), and a Download button for every
// hour's row as CSV. Nothing here names a person.
import { useEffect, useState } from 'preact/hooks';
import { appServices } from '../../app/services';
import { VISIT_COUNTS, type VisitRow, toCsv, totalsByGame } from '../../model/visits';
import { t, tk } from '../../i18n';
import { VisitsChart } from './VisitsChart';

export function VisitsTable() {
  const [rows, setRows] = useState<VisitRow[] | null>(null);
  useEffect(() => {
    void appServices().visitRows().then(setRows);
  }, []);
  if (rows === null) return null;
  const download = () => {
    const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'boardwright-visits.csv';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const totals = totalsByGame(rows);
  return (
    <section class="venue-visits" aria-labelledby="venue-visits-title">
      <h3 id="venue-visits-title">{t('kiosk.visits.title')}</h3>
      {totals.length === 0 ? (
        <p class="muted">{t('kiosk.visits.none')}</p>
      ) : (
        <VisitsChart rows={rows} />
      )}
      {totals.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('kiosk.visits.game')}</th>
              {VISIT_COUNTS.map((k) => (
                <th scope="col" key={k}>
                  {t(`kiosk.visits.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {totals.map((r) => (
              <tr key={r.game}>
                <th scope="row">{tk(`game.${r.game}.name`)}</th>
                {VISIT_COUNTS.map((k) => (
                  <td key={k}>{k === 'dwellSeconds' ? Math.round(r[k] / 60) : r[k]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p class="muted">{t('kiosk.visits.private')}</p>
      <button type="button" onClick={download}>
        {t('kiosk.visits.download')}
      </button>
    </section>
  );
}
