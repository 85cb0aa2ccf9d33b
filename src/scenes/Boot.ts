// Boot: loads the shipped assets (logo, font) with a progress bar, then opens what the URL asks
// for: the showcase (?kiosk), a game (?game=...), or the menu. Nothing comes from a CDN.
import Phaser from 'phaser';
import { t } from '../i18n';
import { setBodyData } from '../ui/dom';
import { COLORS, TEXT, textStyle } from '../ui/theme';
import { SCENES, services } from './services';
import { TABLE_SCENES } from './tables';

const LOGO_URL = new URL('../../assets/logo.svg', import.meta.url).href;
const FONT_URL = new URL('../../assets/fonts/boardwright-sans.woff2', import.meta.url).href;

export class BootScene extends Phaser.Scene {
  constructor() {
    super(SCENES.boot);
  }

  preload(): void {
    setBodyData({ scene: 'boot' });
    this.cameras.main.setBackgroundColor(COLORS.bg);
    const { width: w, height: h } = this.scale;
    const barW = Math.min(420, w * 0.7);
    const bar = this.add.graphics();
    const label = this.add.text(w / 2, h / 2 + 28, t('boot.loading', { pct: 0 }), textStyle(16, TEXT.muted)).setOrigin(0.5);
    const draw = (p: number) => {
      bar.clear();
      bar.fillStyle(COLORS.panel, 1).fillRoundedRect((w - barW) / 2, h / 2 - 8, barW, 16, 8);
      bar.fillStyle(COLORS.brass, 1).fillRoundedRect((w - barW) / 2, h / 2 - 8, Math.max(16, barW * p), 16, 8);
      label.setText(t('boot.loading', { pct: Math.round(p * 100) }));
    };
    draw(0);
    this.load.on(Phaser.Loader.Events.PROGRESS, draw);
    this.load.svg('logo', LOGO_URL, { width: 256, height: 256 });
    this.load.font('BoardwrightSans', FONT_URL, 'woff2');
  }

  create(): void {
    const app = services(this);
    if (app.launch.kiosk) {
      app.kiosk.enable();
      this.scene.start(SCENES.showcase);
      return;
    }
    const setup = app.launch.setup;
    const table = setup ? TABLE_SCENES[setup.game] : undefined;
    if (setup && table) {
      try {
        this.scene.start(table, { session: app.newSession(setup) });
        return;
      } catch (e) {
        app.launchError = e instanceof Error ? e.message : String(e);
      }
    }
    this.scene.start(SCENES.menu);
  }
}
