// One game's numbers as a table, the chart's text alternative: a column per strongest bot faced
// (at most five, so it fits a phone), a row per measure.
import { t } from '../../i18n';
import type { StatsRow } from '../../app/stored';
import { levelName } from './levelName';
import type { GameStats } from './statsModel';

const best = (r: StatsRow) => (r.bestRank === null ? '—' : String(r.bestRank));
const score = (r: StatsRow) => (r.bestScore === null ? '—' : String(r.bestScore));

const MEASURES: { label: () => string; value: (r: StatsRow) => string }[] = [
  { label: () => t('stats.played'), value: (r) => String(r.played) },
  { label: () => t('stats.won'), value: (r) => String(r.won) },
  { label: () => t('stats.tied'), value: (r) => String(r.tied) },
  { label: () => t('stats.lost'), value: (r) => String(r.lost) },
  { label: () => t('stats.watched'), value: (r) => String(r.watched) },
  { label: () => t('stats.withUndo'), value: (r) => String(r.withUndo) },
  { label: () => t('stats.withHints'), value: (r) => String(r.withHints) },
  { label: () => t('stats.streak'), value: (r) => String(r.streak) },
  { label: () => t('stats.bestStreak'), value: (r) => String(r.bestStreak) },
  { label: () => t('stats.bestRank'), value: best },
  { label: () => t('stats.bestScore'), value: score },
];

export function StatsTable({ stats, caption }: { stats: GameStats; caption: string }) {
  return (
    // Focusable, so a table wider than a phone can still be scrolled from the keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
    <section class="table-scroll" tabIndex={0} aria-label={caption}>
      <table class="stats-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.measure')}</th>
            {stats.rows.map((r) => (
              <th scope="col" key={r.key}>
                {levelName(r.level)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MEASURES.map((m) => (
            <tr key={m.label()}>
              <th scope="row">{m.label()}</th>
              {stats.rows.map((r) => (
                <td key={r.key}>{m.value(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
