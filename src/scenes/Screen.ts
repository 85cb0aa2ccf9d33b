// The base of the menu-like screens: a title, a back button, keyboard focus, and a full rebuild
// on every resize (these screens are small; rebuilding is simpler than moving things).
import Phaser from 'phaser';
import { t } from '../i18n';
import { Button, type ButtonSpec, FocusList } from '../ui/button';
import { setBodyData } from '../ui/dom';
import { COLORS, TEXT, textStyle } from '../ui/theme';
import { type AppServices, SCENES, services } from './services';

export abstract class Screen extends Phaser.Scene {
  protected focus!: FocusList;
  protected buttons: Button[] = [];
  protected root!: Phaser.GameObjects.Container;
  /** Lowercase name put in document.body.dataset.scene. */
  protected abstract readonly bodyName: string;

  protected get app(): AppServices {
    return services(this);
  }

  create(data?: unknown): void {
    this.receive(data);
    setBodyData({ scene: this.bodyName, status: '' });
    this.focus = new FocusList(this);
    this.focus.onBack = () => this.back();
    this.rebuild();
    const onResize = () => this.rebuild();
    this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scale.off(Phaser.Scale.Events.RESIZE, onResize));
  }

  /** Receives the scene data before the first build. */
  protected receive(_data: unknown): void {}

  /** Where Escape and the back button go. */
  protected back(): void {
    this.scene.start(SCENES.menu);
  }

  protected abstract build(w: number, h: number): void;

  rebuild(): void {
    this.root?.destroy(true);
    this.buttons = [];
    this.root = this.add.container(0, 0);
    this.cameras.main.setBackgroundColor(COLORS.bg);
    this.build(this.scale.width, this.scale.height);
    this.focus.set(this.buttons);
  }

  /** Font size for this screen size. */
  protected get font(): number {
    return Math.round(Math.max(13, Math.min(24, Math.min(this.scale.width, this.scale.height) / 28)));
  }

  protected button(spec: ButtonSpec): Button {
    const b = new Button(this, spec);
    this.root.add(b);
    this.buttons.push(b);
    return b;
  }

  protected text(x: number, y: number, s: string, size: number, color: string = TEXT.light, extra: Phaser.Types.GameObjects.Text.TextStyle = {}): Phaser.GameObjects.Text {
    const txt = this.add.text(x, y, s, textStyle(size, color, extra));
    this.root.add(txt);
    return txt;
  }

  /** The title line and a back button; returns the y where content starts. */
  protected header(title: string, withBack = true): number {
    const w = this.scale.width;
    const f = this.font;
    const h = Math.round(f * 2.6);
    const g = this.add.graphics();
    g.fillStyle(COLORS.panel, 1).fillRect(0, 0, w, h);
    this.root.add(g);
    this.text(w / 2, h / 2, title, f * 1.25, TEXT.brass, { fontStyle: 'bold' }).setOrigin(0.5);
    if (withBack) this.button({ x: 8, y: 6, w: Math.max(70, f * 5), h: h - 12, label: `‹ ${t('common.back')}`, onPress: () => this.back(), kind: 'ghost' });
    return h + f;
  }

  /** A column of content centred on wide screens. */
  protected column(): { x: number; w: number } {
    const w = Math.min(this.scale.width - 24, 720);
    return { x: Math.round((this.scale.width - w) / 2), w };
  }
}
