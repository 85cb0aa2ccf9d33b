// The log panel: the newest lines that fit, newest at the bottom, in a framed box.
import type Phaser from 'phaser';
import type { Rect } from './layout';
import { COLORS, TEXT, textStyle } from './theme';

export class LogPanel {
  private lines: string[] = [];
  private container: Phaser.GameObjects.Container | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly title: () => string,
  ) {}

  push(lines: readonly string[]): void {
    this.lines.push(...lines);
    if (this.lines.length > 200) this.lines.splice(0, this.lines.length - 200);
  }

  get all(): readonly string[] {
    return this.lines;
  }

  /** Draws into r (replacing the previous drawing). */
  draw(r: Rect, font: number, parent: Phaser.GameObjects.Container): void {
    this.container?.destroy(true);
    const c = this.scene.add.container(r.x, r.y);
    parent.add(c);
    this.container = c;
    const g = this.scene.add.graphics();
    g.fillStyle(COLORS.panel, 0.95).fillRoundedRect(0, 0, r.w, r.h, 6).lineStyle(1, COLORS.panelEdge, 1).strokeRoundedRect(0, 0, r.w, r.h, 6);
    c.add(g);
    const size = Math.max(10, Math.round(font * 0.78));
    const pad = Math.round(size * 0.5);
    const titleH = r.h > size * 5 ? size * 1.5 : 0;
    if (titleH > 0) c.add(this.scene.add.text(pad, pad * 0.6, this.title(), textStyle(size, TEXT.brass, { fontStyle: 'bold' })));
    // One text of the newest lines, trimmed from the top until it fits (one object, not one per line).
    const avail = r.h - pad - (pad + titleH);
    const perLine = size * 1.25;
    let shown = this.lines.slice(-Math.max(1, Math.ceil(avail / perLine)));
    const txt = this.scene.add.text(pad, 0, '', textStyle(size, TEXT.light, { wordWrap: { width: r.w - 2 * pad, useAdvancedWrap: true } }));
    txt.setText(shown.join('\n'));
    while (shown.length > 1 && txt.height > avail) {
      shown = shown.slice(1);
      txt.setText(shown.join('\n'));
    }
    txt.setY(r.h - pad - txt.height);
    c.add(txt);
  }
}
