// The drawing context the Innovation board's pieces share: one Graphics for every shape (drawn in
// order, so a pile's top card covers the cards beneath), text objects above it, and invisible
// zones that show a card's help on hover and act on a click or a tap. Every label drawn is kept,
// so a test can read what the canvas says (window.__innovationLabels).
import type Phaser from 'phaser';
import type { Rect } from '../geometry';
import { TEXT, textStyle } from '../theme';
import { type Tooltip, pressedOnBoard } from '../tooltip';

export interface TextOptions {
  bold?: boolean;
  /** 0 = left/top, 0.5 = centre, 1 = right/bottom. */
  originX?: number;
  originY?: number;
  align?: 'left' | 'center' | 'right';
  lineSpacing?: number;
}

/** What a click or a tap on a zone does (open a card, unfold a seat). */
export type ZoneTap = () => void;

export class Painter {
  readonly g: Phaser.GameObjects.Graphics;
  readonly labels: string[] = [];
  /** Text objects by a key (icon counters), so an animation can find them. */
  readonly named = new Map<string, Phaser.GameObjects.Text>();

  constructor(
    readonly scene: Phaser.Scene,
    readonly parent: Phaser.GameObjects.Container,
    private readonly tooltip: Tooltip,
  ) {
    this.g = scene.add.graphics();
    parent.add(this.g);
  }

  text(x: number, y: number, s: string, size: number, color: string = TEXT.light, o: TextOptions = {}): Phaser.GameObjects.Text {
    this.labels.push(s);
    const style = textStyle(size, color, {
      ...(o.bold ? { fontStyle: 'bold' } : {}),
      ...(o.align ? { align: o.align } : {}),
      ...(o.lineSpacing !== undefined ? { lineSpacing: o.lineSpacing } : {}),
    });
    const txt = this.scene.add.text(Math.round(x), Math.round(y), s, style).setOrigin(o.originX ?? 0, o.originY ?? 0);
    this.parent.add(txt);
    return txt;
  }

  /**
   * A zone with hover help; a click or tap calls `tap`; `hover`
   * hears the pointer come and go (a top card's dogma preview).
   */
  zone(r: Rect, help: () => string, tap?: ZoneTap, hover?: (on: boolean) => void): Phaser.GameObjects.Zone {
    const z = this.scene.add.zone(r.x, r.y, Math.max(1, r.w), Math.max(1, r.h)).setOrigin(0, 0);
    z.setInteractive({ useHandCursor: tap !== undefined });
    z.on('pointerover', (p: Phaser.Input.Pointer) => {
      if (p.wasTouch) return;
      this.tooltip.show(help(), p.x, p.y, z);
      hover?.(true);
    });
    z.on('pointerout', () => {
      this.tooltip.hide(z);
      hover?.(false);
    });
    // A finger has no hover: a tap on something that does nothing else shows its help.
    if (!tap) z.on('pointerdown', (p: Phaser.Input.Pointer) => this.tooltip.show(help(), p.x, p.y, z));
    if (tap)
      z.on('pointerup', (p: Phaser.Input.Pointer) => {
        if (!pressedOnBoard(p)) return;
        this.tooltip.hide(z);
        tap();
      });
    this.parent.add(z);
    return z;
  }
}
