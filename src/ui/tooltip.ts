// Card help on the table: hovering or tapping a card shows what it does, moving away or tapping
// elsewhere hides it. The words are HTML (views/table/TableTip.tsx, through tableBridge): the
// scene only says what to show and where the pointer is.
import type Phaser from 'phaser';
import { tableTip } from './tableBridge';

export class Tooltip {
  private owner: unknown = null;

  show(text: string, x: number, y: number, owner: unknown = null): void {
    tableTip.set({ text, x, y, w: 0, h: 0 });
    this.owner = owner;
  }

  hide(owner: unknown = null): void {
    if (owner !== null && owner !== this.owner) return;
    if (tableTip.get() !== null) tableTip.set(null);
    this.owner = null;
  }

  get visible(): boolean {
    return tableTip.get() !== null;
  }

  /**
   * Makes a card show `text()` on hover and on tap; `onTap` also plays a move when tapping the
   * card is a way to choose it.
   */
  attach(obj: Phaser.GameObjects.Container, text: () => string, onTap?: () => void): void {
    obj.setInteractive({ useHandCursor: onTap !== undefined });
    obj.on('pointerover', (p: Phaser.Input.Pointer) => this.show(text(), p.x, p.y, obj));
    obj.on('pointerout', () => this.hide(obj));
    obj.on('pointerdown', (p: Phaser.Input.Pointer) => this.show(text(), p.x, p.y, obj));
    if (onTap) obj.on('pointerup', onTap);
  }

  destroy(): void {
    this.hide();
  }
}
