// Words on the Gear & Piston canvas: only short labels (names, counts), never below 12 CSS px.
// A label that does not fit at 12 px tries its shorter form, and else is left out: what it said
// stays one tap away (the region's help and zoom) and in the HTML around the board. Nothing is
// squeezed, so a Japanese label is never cut mid-word. Every size drawn is recorded for the
// text-size test (window.__boardwright.canvasText).
import type Phaser from 'phaser';
import { textStyle } from '../theme';

/** The smallest text a player reads on the canvas, in CSS px (the canvas is drawn 1:1). */
export const MIN_TEXT = 12;

const drawn: { text: string; size: number }[] = [];

/** Forget the sizes of the previous drawing (the table redraws everything at once). */
export function resetTextRecord(): void {
  drawn.length = 0;
}

/** Every label of the current drawing with its size in CSS px. */
export function textRecord(): readonly { text: string; size: number }[] {
  return drawn;
}

export interface LabelOptions {
  /** 0 left, 0.5 centre, 1 right. */
  origin?: number;
  /** Shorter forms to try, in order, when the text does not fit. */
  shorter?: readonly string[];
  bold?: boolean;
}

/**
 * Draws the first of `text` and its shorter forms that fits `maxW` at `size` (shrunk at most to
 * MIN_TEXT); returns null, drawing nothing, when none fits.
 */
export function fitLabel(
  scene: Phaser.Scene,
  root: Phaser.GameObjects.Container,
  x: number,
  y: number,
  text: string,
  size: number,
  color: string,
  maxW: number,
  opts: LabelOptions = {},
): Phaser.GameObjects.Text | null {
  const base = Math.max(MIN_TEXT, Math.round(size));
  for (const candidate of [text, ...(opts.shorter ?? [])]) {
    if (!candidate) continue;
    const txt = scene.add.text(x, y, candidate, textStyle(base, color, opts.bold ? { fontStyle: 'bold' } : {})).setOrigin(opts.origin ?? 0, 0);
    if (txt.width > maxW) {
      const fit = Math.floor((base * maxW) / txt.width);
      if (fit < MIN_TEXT) {
        txt.destroy();
        continue;
      }
      txt.setFontSize(fit);
    }
    root.add(txt);
    drawn.push({ text: candidate, size: Number.parseFloat(String(txt.style.fontSize)) });
    return txt;
  }
  return null;
}
