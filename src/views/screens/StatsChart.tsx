// One game's results as a stacked bar chart of our own SVG: a bar per strongest bot faced, wins
// first, then ties, losses and watched games, on an axis of games played. Drawn at the width of
// its box in CSS pixels (no viewBox scaling), so its words keep the page's text size on a phone;
// each level's label sits above its bar, which fits any language at 360 px. The numbers are also
// in a table below it (StatsTable) for screen readers and for reading exactly.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t, tk } from '../../i18n';
import { levelName } from './levelName';
import { type GameStats, RESULT_PARTS, axisTicks, barParts } from './statsModel';

const PAD_LEFT = 4;
const PAD_RIGHT = 18;

/** The width of an element's box, following resizes. */
function useWidth<T extends HTMLElement>(fallback: number): [{ current: T | null }, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(200, Math.floor(el.clientWidth)));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}

/** The root font size in px: text in the chart follows Large text like every other word. */
const rootPx = () => (typeof document === 'undefined' ? 16 : Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);

export function StatsChart({ stats, titleId }: { stats: GameStats; titleId: string }) {
  const [box, width] = useWidth<HTMLDivElement>(320);
  const font = Math.round(rootPx() * 0.875 * 10) / 10;
  const line = Math.round(font * 1.5);
  const barH = Math.round(font * 1.35);
  const rowH = line + barH + Math.round(font * 0.6);
  const ticks = axisTicks(Math.max(...stats.rows.map((r) => r.played)));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotW = width - PAD_LEFT - PAD_RIGHT;
  const x = (v: number) => PAD_LEFT + (plotW * v) / top;
  const axisY = line + stats.rows.length * rowH;
  const height = axisY + line * 2 + Math.round(font * 0.5);

  const summary = stats.rows
    .map((r) => `${t('stats.level', { level: levelName(r.level) })}: ${t('stats.summaryRow', { played: r.played, won: r.won, tied: r.tied, lost: r.lost, watched: r.watched })}`)
    .join('; ');

  return (
    <div class="stats-chart" ref={box}>
      <svg width={width} height={height} role="img" aria-labelledby={titleId} class="chart" font-size={font}>
        <title id={titleId}>{`${t('stats.chartTitle', { game: tk(`game.${stats.game}.name`) })}. ${summary}`}</title>
        <text x={PAD_LEFT} y={font} class="chart-axis-title">
          {t('stats.axisLevel')}
        </text>
        {stats.rows.map((r, i) => {
          const y = line + i * rowH;
          return (
            <g key={r.key} class="chart-row">
              <text x={PAD_LEFT} y={y + line - Math.round(font * 0.35)}>
                {`${t('stats.level', { level: levelName(r.level) })} · ${t('stats.wonOf', { won: r.won, played: r.played })}`}
              </text>
              <rect x={x(0)} y={y + line} width={plotW} height={barH} class="bar-track" />
              {barParts(r).map((p) => (
                <rect key={p.part} x={x(p.from)} y={y + line} width={Math.max(1, x(p.from + p.count) - x(p.from))} height={barH} class={`bar bar-${p.part}`} />
              ))}
            </g>
          );
        })}
        <line x1={x(0)} x2={x(top)} y1={axisY} y2={axisY} class="chart-axis" />
        {ticks.map((v) => (
          <g key={v}>
            <line x1={x(v)} x2={x(v)} y1={axisY} y2={axisY + 5} class="chart-axis" />
            <text x={x(v)} y={axisY + line} text-anchor="middle">
              {v}
            </text>
          </g>
        ))}
        <text x={PAD_LEFT + plotW / 2} y={axisY + line * 2} text-anchor="middle" class="chart-axis-title">
          {t('stats.axisGames')}
        </text>
      </svg>
    </div>
  );
}

/** The patterns the colour-blind aid lays over the bars, and the legend's key. Once per page. */
export function ChartPatterns() {
  return (
    <svg width="0" height="0" class="chart-defs" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="pat-tied" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" class="pat-bg-tied" />
          <rect width="2.5" height="6" class="pat-ink" />
        </pattern>
        <pattern id="pat-lost" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" class="pat-bg-lost" />
          <path d="M0 0L6 6M6 0L0 6" class="pat-line" />
        </pattern>
        <pattern id="pat-watched" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" class="pat-bg-watched" />
          <circle cx="3" cy="3" r="1.3" class="pat-ink" />
        </pattern>
      </defs>
    </svg>
  );
}

export function ChartLegend() {
  return (
    <ul class="chart-legend">
      {RESULT_PARTS.map((p) => (
        <li key={p}>
          <svg width="16" height="16" aria-hidden="true" focusable="false">
            <rect width="16" height="16" class={`bar bar-${p}`} />
          </svg>
          {t(`stats.${p}`)}
        </li>
      ))}
    </ul>
  );
}
