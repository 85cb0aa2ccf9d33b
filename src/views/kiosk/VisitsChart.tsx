// The venue screen's visits as two small bar charts: per game and per hour of the day. Each chart
// is a table (a screen reader reads the numbers row by row); the bars are its cells drawn wide.
import { getLang, t, tk } from '../../i18n';
import { type VisitRow, totalsByGame, visitsByHourOfDay } from '../../model/visits';

interface Bar {
  key: string;
  label: string;
  value: number;
}

function BarChart({ id, title, head, bars }: { id: string; title: string; head: string; bars: Bar[] }) {
  const most = Math.max(1, ...bars.map((b) => b.value));
  return (
    <table class="visits-chart" aria-labelledby={id}>
      <caption id={id}>{title}</caption>
      <thead class="sr-only">
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{t('kiosk.visits.sessions')}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((b) => (
          <tr key={b.key}>
            <th scope="row">{b.label}</th>
            <td>
              <span class="visits-bar" style={{ inlineSize: `${(b.value / most) * 100}%` }} />
              <span class="visits-value">{b.value}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function VisitsChart({ rows }: { rows: readonly VisitRow[] }) {
  const hour = new Intl.DateTimeFormat(getLang(), { hour: '2-digit', minute: '2-digit' });
  const byHour = visitsByHourOfDay(rows);
  // Only the hours with visits, and the span between them: a day's shape without 24 empty rows.
  const first = byHour.findIndex((n) => n > 0);
  const last = 23 - [...byHour].reverse().findIndex((n) => n > 0);
  const hours: Bar[] = first < 0 ? [] : byHour.slice(first, last + 1).map((n, i) => ({ key: String(first + i), label: hour.format(new Date(2026, 0, 1, first + i)), value: n }));
  const games: Bar[] = totalsByGame(rows).map((r) => ({ key: r.game, label: tk(`game.${r.game}.name`), value: r.sessions }));
  return (
    <div class="visits-charts">
      <BarChart id="visits-by-game" title={t('kiosk.visits.byGame')} head={t('kiosk.visits.game')} bars={games} />
      <BarChart id="visits-by-hour" title={t('kiosk.visits.byHour')} head={t('kiosk.visits.hour')} bars={hours} />
    </div>
  );
}
