// One tooltip per scene: hovering or tapping a card shows what it does; tapping elsewhere or
// moving away hides it. Kept inside the screen whatever the pointer position.
import type Phaser from 'phaser';
import { COLORS, TEXT, textStyle } from './theme';

export class Tooltip {
  private readonly box: Phaser.GameObjects.Container;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly label: Phaser.GameObjects.Text;
  private owner: unknown = null;

  constructor(private readonly scene: Phaser.Scene) {
    this.bg = scene.add.graphics();
    this.label = scene.add.text(0, 0, '', textStyle(14, TEXT.light));
    this.box = scene.add.container(0, 0, [this.bg, this.label]).setDepth(1000).setVisible(false);
  }

  show(text: string, x: number, y: number, owner: unknown = null): void {
    const { width: w, height: h } = this.scene.scale;
    const font = Math.max(12, Math.min(18, Math.min(w, h) / 32));
    const pad = font * 0.6;
    this.label.setStyle(textStyle(font, TEXT.light, { wordWrap: { width: Math.min(360, w - 4 * pad), useAdvancedWrap: true } }));
    this.label.setText(text).setPosition(pad, pad);
    const bw = this.label.width + 2 * pad;
    const bh = this.label.height + 2 * pad;
    this.bg.clear().fillStyle(COLORS.ink, 0.94).fillRoundedRect(0, 0, bw, bh, 8).lineStyle(1, COLORS.brass, 1).strokeRoundedRect(0, 0, bw, bh, 8);
    // Above the finger if possible (a finger hides what is under it), else below.
    let bx = Math.min(Math.max(4, x - bw / 2), w - bw - 4);
    let by = y - bh - 16;
    if (by < 4) by = Math.min(h - bh - 4, y + 24);
    bx = Math.round(bx);
    by = Math.round(by);
    this.box.setPosition(bx, by).setVisible(true);
    this.owner = owner;
  }

  hide(owner: unknown = null): void {
    if (owner !== null && owner !== this.owner) return;
    this.box.setVisible(false);
    this.owner = null;
  }

  get visible(): boolean {
    return this.box.visible;
  }

  /**
   * Makes a card (a container centred on its origin, with a size) show `text()` on hover and on
   * tap; `onTap` also plays a move when tapping the card is a way to choose it.
   */
  attach(obj: Phaser.GameObjects.Container, text: () => string, onTap?: () => void): void {
    obj.setInteractive({ useHandCursor: onTap !== undefined });
    obj.on('pointerover', (p: Phaser.Input.Pointer) => this.show(text(), p.x, p.y, obj));
    obj.on('pointerout', () => this.hide(obj));
    obj.on('pointerdown', (p: Phaser.Input.Pointer) => this.show(text(), p.x, p.y, obj));
    if (onTap) obj.on('pointerup', onTap);
  }

  destroy(): void {
    this.box.destroy(true);
  }
}
