// Card help on the table: hovering a card shows what it does, moving away hides it; a tap (or a
// click) on a card that has a zoom opens the card large in HTML (cardZoom), which is how a phone
// reads a card whose printed values are small. The words are HTML (views/table/TableTip.tsx and
// views/table/zoom, through tableBridge): the scene only says what to show and where.
import type Phaser from 'phaser';
import type { GameId } from '../engine/core/types';
import { cardZoom, tableTip } from '../table/model';

/** The card a tap opens large: its game and its zoom id (see views/table/zoom). */
export interface ZoomTarget {
  game: GameId;
  id: string;
}

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
   * Makes a card show `text()` on hover (a mouse) and on touch; `onTap` plays a move when tapping
   * the card is a way to choose it, else a tap opens `zoom` (the card large). The zoom target is
   * kept on the object (data 'zoom'), so tests can tell which small print a tap makes readable.
   */
  attach(obj: Phaser.GameObjects.Container, text: () => string, onTap?: () => void, zoom?: ZoomTarget): void {
    obj.setInteractive({ useHandCursor: onTap !== undefined || zoom !== undefined });
    if (zoom) obj.setData('zoom', zoom);
    obj.on('pointerover', (p: Phaser.Input.Pointer) => {
      if (!p.wasTouch) this.show(text(), p.x, p.y, obj);
    });
    obj.on('pointerout', () => this.hide(obj));
    obj.on('pointerdown', (p: Phaser.Input.Pointer) => {
      if (!zoom || onTap) this.show(text(), p.x, p.y, obj);
    });
    obj.on('pointerup', () => {
      if (onTap) onTap();
      else if (zoom) {
        this.hide();
        cardZoom.set(zoom);
      }
    });
  }

  destroy(): void {
    this.hide();
  }
}
