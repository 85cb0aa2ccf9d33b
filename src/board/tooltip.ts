// Card help on the board: hovering a card shows what it does, moving away hides it; a tap (or a
// click) on a card that has a zoom opens the card large in HTML, which is how a phone reads a card
// whose printed values are small. The words are HTML (the model's tip and zoom, rendered by
// views/table): the board only says, as intents, what to show and where.
import type Phaser from 'phaser';
import type { GameId } from '../engine/core/types';
import type { Intent } from '../table/intents';

/** The card a tap opens large: its game and its zoom id (see views/table/zoom). */
export interface ZoomTarget {
  game: GameId;
  id: string;
  /** Where it lies, when that decides what it offers (see ZoomRequest.at). */
  at?: string;
}

/**
 * A press that began on the canvas. Phaser also reads releases over the page (to end a drag
 * outside the canvas), so a click on an HTML button lying over the board — a dialog's, the
 * zoom's — would otherwise end as a tap on whatever card is under it.
 */
export const pressedOnBoard = (p: Phaser.Input.Pointer): boolean => p.downElement === p.manager.canvas;

export class Tooltip {
  private owner: unknown = null;
  private showing = false;

  constructor(private readonly dispatch: (intent: Intent) => void) {}

  show(text: string, x: number, y: number, owner: unknown = null): void {
    this.dispatch({ kind: 'tip', tip: { text, x, y } });
    this.showing = true;
    this.owner = owner;
  }

  hide(owner: unknown = null): void {
    if (owner !== null && owner !== this.owner) return;
    if (this.showing) this.dispatch({ kind: 'tip', tip: null });
    this.showing = false;
    this.owner = null;
  }

  get visible(): boolean {
    return this.showing;
  }

  /** Opens a card large. */
  zoom(target: ZoomTarget): void {
    this.hide();
    this.dispatch({ kind: 'zoom', target });
  }

  /**
   * Makes a card show `text()` on hover (a mouse) and on touch; `onTap` acts when tapping the card
   * is a way to choose it, else a tap opens `zoom` (the card large). The zoom target is kept on
   * the object (data 'zoom'), so tests can tell which small print a tap makes readable.
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
    obj.on('pointerup', (p: Phaser.Input.Pointer) => {
      if (!pressedOnBoard(p)) return;
      if (onTap) onTap();
      else if (zoom) this.zoom(zoom);
    });
  }
}
