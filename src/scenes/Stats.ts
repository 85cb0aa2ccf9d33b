// Stats: per game and per bot level faced — played, won, lost, tied, streak, best — with a bar
// chart (won / tied / lost as stacked bars) drawn with Phaser graphics.
import { t, tk } from '../i18n';
import type { StatsRow } from '../storage/types';
import { COLORS, TEXT } from '../ui/theme';
import { Screen } from './Screen';
import { SCENES } from './services';

export class StatsScene extends Screen {
  protected readonly bodyName = 'stats';
  private rows: StatsRow[] | null = null;

  constructor() {
    super(SCENES.stats);
  }

  protected override receive(): void {
    this.rows = null;
    this.app.store.stats
      .summary()
      .then((r) => {
        this.rows = r;
      })
      .catch(() => {
        this.rows = [];
      })
      .finally(() => {
        if (this.scene.isActive()) this.rebuild();
      });
  }

  protected build(w: number): void {
    const f = this.font;
    const col = this.column();
    let y = this.header(t('stats.title'));
    const rows = this.rows;
    if (rows === null) return;
    if (rows.length === 0) {
      this.text(w / 2, y, t('stats.empty'), f, TEXT.muted).setOrigin(0.5, 0);
      return;
    }
    const maxPlayed = Math.max(1, ...rows.map((r) => r.played));
    const g = this.add.graphics();
    this.root.add(g);
    let lastGame = '';
    for (const r of rows) {
      if (r.game !== lastGame) {
        this.text(col.x, y, tk(`game.${r.game}.name`), f * 1.1, TEXT.brass, { fontStyle: 'bold' });
        y += f * 1.8;
        lastGame = r.game;
      }
      const level = r.level === 'none' ? t('setup.human') : tk(`level.${r.level}`);
      this.text(col.x, y, t('stats.level', { level }), f * 0.9, TEXT.light);
      y += f * 1.4;
      // The chart: one stacked bar per row, scaled to the most played row.
      const barW = (col.w * r.played) / maxPlayed;
      const barH = Math.max(10, f * 0.8);
      // Bar segments and the numbers under them share colours: the numbers are the legend.
      const parts: [number, number, string][] = [
        [r.won, COLORS.good, TEXT.good],
        [r.tied, COLORS.warn, '#f0b050'],
        [r.lost, COLORS.danger, TEXT.danger],
        [r.watched, COLORS.back, '#8fb2ea'],
      ];
      let x = col.x;
      g.fillStyle(COLORS.panel, 1).fillRect(col.x, y, col.w, barH);
      for (const [n, colour] of parts) {
        if (n <= 0 || r.played <= 0) continue;
        const pw = (barW * n) / r.played;
        g.fillStyle(colour, 1).fillRect(x, y, pw, barH);
        x += pw;
      }
      y += barH + f * 0.4;
      const best = r.bestRank === null ? '—' : `#${r.bestRank}${r.bestScore === null ? '' : ` (${r.bestScore})`}`;
      const cells: [string, string][] = [
        [`${t('stats.played')} ${r.played}`, TEXT.light],
        [`${t('stats.won')} ${r.won}`, parts[0]![2]],
        [`${t('stats.tied')} ${r.tied}`, parts[1]![2]],
        [`${t('stats.lost')} ${r.lost}`, parts[2]![2]],
        [`${t('stats.watched')} ${r.watched}`, parts[3]![2]],
        [`${t('stats.streak')} ${r.streak}/${r.bestStreak}`, TEXT.muted],
        [`${t('stats.best')} ${best}`, TEXT.muted],
      ];
      const perRow = w < 560 ? 3 : 4;
      const cw = col.w / perRow;
      cells.forEach(([c, colour], i) => {
        this.text(col.x + (i % perRow) * cw, y + Math.floor(i / perRow) * f * 1.3, c, f * 0.75, colour);
      });
      y += Math.ceil(cells.length / perRow) * f * 1.3 + f * 0.8;
    }
  }
}
