// Menu: the games that have a table, Continue (latest autosave), Load game, Stats, Settings,
// Rules and the showcase. Keyboard (arrows, Enter), mouse and touch.
import { applyUpdate, isUpdateReady } from '../app/pwa';
import type { SaveRecord } from '../app/session';
import { type MessageKey, hasKey, t, tk } from '../i18n';
import { setBodyData } from '../ui/dom';
import { TEXT } from '../ui/theme';
import { Screen } from './Screen';
import { SCENES } from './services';
import { TABLE_SCENES, playableGames } from './tables';

/** A menu entry's label and its rectangle on the canvas (CSS pixels at the game's scale). */
export interface MenuEntryRect {
  label: string;
  enabled: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
}

declare global {
  interface Window {
    __boardwrightMenu?: () => MenuEntryRect[];
  }
}

export class MenuScene extends Screen {
  protected readonly bodyName = 'menu';
  private latest: SaveRecord | null = null;
  private looked = false;

  constructor() {
    super(SCENES.menu);
  }

  protected override receive(): void {
    this.looked = false;
    this.latest = null;
    setBodyData({ menu: '' });
    this.app.store.saves
      .latestAutosave()
      .then((r) => {
        this.latest = r;
      })
      .catch(() => {
        this.latest = null;
      })
      .finally(() => {
        this.looked = true;
        if (this.scene.isActive()) this.rebuild();
        setBodyData({ menu: 'ready' });
      });
  }

  protected override back(): void {}

  protected build(w: number, h: number): void {
    const f = this.font;
    const col = this.column();
    const logoSize = Math.min(h * 0.16, 140);
    let y = Math.max(12, h * 0.04);
    if (this.textures.exists('logo')) {
      const logo = this.add.image(w / 2, y + logoSize / 2, 'logo').setDisplaySize(logoSize, logoSize);
      this.root.add(logo);
      y += logoSize + 6;
    }
    this.text(w / 2, y, t('app.title'), f * 1.8, TEXT.brass, { fontStyle: 'bold' }).setOrigin(0.5, 0);
    y += f * 2.4;
    this.text(w / 2, y, t('app.tagline'), f * 0.85, TEXT.muted).setOrigin(0.5, 0);
    y += f * 2;

    const entries: { label: string; onPress: () => void; primary?: boolean; enabled?: boolean }[] = [];
    for (const game of playableGames()) {
      entries.push({ label: t('menu.newGame', { game: tk(`game.${game}.name`) }), primary: true, onPress: () => this.scene.start(SCENES.setup, { game }) });
    }
    const latest = this.latest;
    entries.push({
      label: latest || !this.looked ? t('menu.continue') : t('menu.continueNone'),
      enabled: latest !== null,
      onPress: () => latest && this.open(latest),
    });
    if (isUpdateReady()) entries.push({ label: t('notice.updateReady'), onPress: () => void applyUpdate() });
    entries.push({ label: t('menu.load'), onPress: () => this.scene.start(SCENES.load) });
    entries.push({ label: t('menu.stats'), onPress: () => this.scene.start(SCENES.stats) });
    entries.push({ label: t('menu.settings'), onPress: () => this.scene.start(SCENES.settings) });
    entries.push({ label: t('menu.rules'), onPress: () => this.scene.start(SCENES.rules) });
    entries.push({
      label: t('menu.showcase'),
      onPress: () => {
        this.app.kiosk.enable();
        this.scene.start(SCENES.showcase);
      },
    });

    const notices = this.app.notices.map((n) => (hasKey(n.key) ? t(n.key as MessageKey, { n: n.count ?? 1 }) : n.key));
    if (this.app.launchError) notices.push(this.app.launchError);
    const noticeH = notices.length ? f * 1.6 * notices.length + f : 0;
    const bh = Math.max(40, Math.min(56, (h - y - noticeH - 16) / entries.length - 8));
    const bw = Math.min(col.w, 420);
    const placed: MenuEntryRect[] = [];
    for (const e of entries) {
      const x = (w - bw) / 2;
      this.button({ x, y, w: bw, h: bh, label: e.label, onPress: e.onPress, kind: e.primary ? 'primary' : 'normal', enabled: e.enabled ?? true });
      placed.push({ label: e.label, enabled: e.enabled ?? true, x, y, w: bw, h: bh });
      y += bh + 8;
    }
    // Where each entry is drawn, so tests can click the canvas where a person would.
    window.__boardwrightMenu = () => placed;
    y += f * 0.5;
    for (const n of notices) {
      this.text(w / 2, y, n, f * 0.8, TEXT.danger, { align: 'center', wordWrap: { width: col.w, useAdvancedWrap: true } }).setOrigin(0.5, 0);
      y += f * 1.6;
    }
  }

  private open(record: SaveRecord): void {
    const scene = TABLE_SCENES[record.game];
    if (!scene) return;
    try {
      this.scene.start(scene, { session: this.app.sessionFromSave(record) });
    } catch (e) {
      this.app.launchError = e instanceof Error ? e.message : String(e);
      this.rebuild();
    }
  }
}
