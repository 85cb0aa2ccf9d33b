// Stats: for each game, the results against each strongest bot faced, as a chart and as a
// table; games in which a move was taken back are counted once and flagged.
import { useEffect, useState } from 'preact/hooks';
import { appServices } from '../../app/services';
import { GAME_IDS } from '../../model/setup';
import { t, tk } from '../../i18n';
import type { StatsRow } from '../../app/stored';
import { ScreenFrame } from './ScreenFrame';
import { ChartLegend, ChartPatterns, StatsChart } from './StatsChart';
import { StatsTable } from './StatsTable';
import { groupByGame } from './statsModel';

export function StatsScreen() {
  const app = appServices();
  const [rows, setRows] = useState<StatsRow[] | null>(null);
  useEffect(() => {
    let live = true;
    app
      .statsSummary()
      .then((r) => live && setRows(r))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [app]);

  const games = rows ? groupByGame(rows, GAME_IDS) : [];
  return (
    <ScreenFrame name="stats" title={t('stats.title')}>
      {app.storageInMemory && <p class="hint">{t('stats.unavailable')}</p>}
      {rows !== null && games.length === 0 && <p>{t('stats.empty')}</p>}
      {games.length > 0 && (
        <>
          <ChartPatterns />
          <ChartLegend />
        </>
      )}
      {games.map((g) => {
        const name = tk(`game.${g.game}.name`);
        return (
          <section class="stats-game" key={g.game} aria-labelledby={`stats-${g.game}`}>
            <h2 id={`stats-${g.game}`}>{name}</h2>
            <p class="muted">
              {t('stats.gamesPlayed', { n: g.played })}
              {g.withUndo > 0 && ` · ${t('stats.undoNote', { n: g.withUndo })}`}
            </p>
            <StatsChart stats={g} titleId={`stats-chart-${g.game}`} />
            <StatsTable stats={g} caption={t('stats.tableCaption', { game: name })} />
          </section>
        );
      })}
    </ScreenFrame>
  );
}
