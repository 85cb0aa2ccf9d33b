// Text styles of the boards; the colours and the font are the table's palette (table/palette.ts),
// which the HTML views read too.
import type Phaser from 'phaser';
import { FONT_FAMILY, TEXT } from '../table/palette';

export { COLORS, FONT_FAMILY, GEAR_FILL, RAINBOW, TEXT, css } from '../table/palette';

/** Text is rendered at the screen's pixel ratio (capped) so it stays sharp on phones. */
const RESOLUTION = typeof window === 'undefined' ? 1 : Math.min(2, Math.max(1, window.devicePixelRatio || 1));

/** What Phaser measures a font with (its TextStyle's testString): the tallest and deepest glyphs. */
const TEST_STRING = '|MÉqgy';
const metricsOf = new Map<string, Phaser.Types.GameObjects.Text.TextMetrics | null>();
let measurer: CanvasRenderingContext2D | null | undefined;

/**
 * A font's ascent and descent, measured once per font. Without them Phaser measures again for
 * every Text it makes (a canvas and a context each time): most of a first board drawing on a
 * phone. Null where there is no canvas to measure with (Phaser then measures as it would).
 * The boards draw after the boot scene loaded the font, so the figures are the font's own.
 */
function fontMetrics(font: string): Phaser.Types.GameObjects.Text.TextMetrics | null {
  let m = metricsOf.get(font);
  if (m !== undefined) return m;
  measurer ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  m = null;
  if (measurer) {
    measurer.font = font;
    const box = measurer.measureText(TEST_STRING);
    if ('actualBoundingBoxAscent' in box) m = { ascent: box.actualBoundingBoxAscent, descent: box.actualBoundingBoxDescent, fontSize: box.actualBoundingBoxAscent + box.actualBoundingBoxDescent };
  }
  metricsOf.set(font, m);
  return m;
}

export function textStyle(size: number, color: string = TEXT.light, extra: Phaser.Types.GameObjects.Text.TextStyle = {}) {
  const style = { fontFamily: FONT_FAMILY, fontSize: `${Math.round(size)}px`, color, resolution: RESOLUTION, ...extra } satisfies Phaser.Types.GameObjects.Text.TextStyle;
  // The font string as Phaser's TextStyle writes it (style, size, family).
  const metrics = fontMetrics([style.fontStyle ?? '', style.fontSize, style.fontFamily].join(' ').trim());
  return metrics ? { ...style, metrics } : style;
}

