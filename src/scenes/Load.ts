// Load game: saved games newest first; open or delete each one.
import type { SaveRecord } from '../app/session';
import { t, tk } from '../i18n';
import { TEXT } from '../ui/theme';
import { Screen } from './Screen';
import { SCENES } from './services';
import { TABLE_SCENES } from './tables';

export class LoadScene extends Screen {
  protected readonly bodyName = 'load';
  private records: SaveRecord[] | null = null;
  private error: string | null = null;

  constructor() {
    super(SCENES.load);
  }

  protected override receive(): void {
    this.records = null;
    this.refresh();
  }

  private refresh(): void {
    this.app.store.saves
      .list()
      .then((l) => {
        this.records = l.records;
      })
      .catch((e: unknown) => {
        this.records = [];
        this.error = e instanceof Error ? e.message : String(e);
      })
      .finally(() => {
        if (this.scene.isActive()) this.rebuild();
      });
  }

  protected build(w: number): void {
    const f = this.font;
    const col = this.column();
    let y = this.header(t('load.title'));
    if (this.records === null) return;
    if (this.records.length === 0) this.text(w / 2, y, t('load.empty'), f, TEXT.muted).setOrigin(0.5, 0);
    if (this.error) this.text(col.x, y + f * 2, this.error, f * 0.8, TEXT.danger);
    const rowH = Math.max(44, f * 2.8);
    const bw = Math.max(64, f * 5);
    for (const r of this.records.slice(0, 12)) {
      const date = new Date(r.meta.date).toLocaleString();
      let label = r.meta.name ? `${r.meta.name} · ` : '';
      label += t('load.entry', { game: tk(`game.${r.game}.name`), players: r.meta.players, turn: r.meta.turn, date });
      if (r.meta.status === 'over') label += ` (${t('load.over')})`;
      this.text(col.x, y + rowH / 2, label, f * 0.8, TEXT.light, { wordWrap: { width: col.w - 2 * bw - 20, useAdvancedWrap: true } }).setOrigin(0, 0.5);
      this.button({ x: col.x + col.w - 2 * bw - 8, y, w: bw, h: rowH, label: t('load.open'), kind: 'primary', onPress: () => this.open(r) });
      this.button({
        x: col.x + col.w - bw,
        y,
        w: bw,
        h: rowH,
        label: t('load.delete'),
        onPress: () => {
          void this.app.store.saves.delete(r.id).then(() => this.refresh());
        },
      });
      y += rowH + 8;
    }
  }

  private open(record: SaveRecord): void {
    const scene = TABLE_SCENES[record.game];
    if (!scene) return;
    try {
      this.scene.start(scene, { session: this.app.sessionFromSave(record) });
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.rebuild();
    }
  }
}
