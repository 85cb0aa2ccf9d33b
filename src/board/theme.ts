// Text styles of the boards; the colours and the font are the table's palette (table/palette.ts),
// which the HTML views read too.
import type Phaser from 'phaser';
import { FONT_FAMILY, TEXT } from '../table/palette';

export { COLORS, FONT_FAMILY, GEAR_FILL, RAINBOW, TEXT, css } from '../table/palette';

/** Text is rendered at the screen's pixel ratio (capped) so it stays sharp on phones. */
const RESOLUTION = typeof window === 'undefined' ? 1 : Math.min(2, Math.max(1, window.devicePixelRatio || 1));

export function textStyle(size: number, color: string = TEXT.light, extra: Phaser.Types.GameObjects.Text.TextStyle = {}) {
  return { fontFamily: FONT_FAMILY, fontSize: `${Math.round(size)}px`, color, resolution: RESOLUTION, ...extra } satisfies Phaser.Types.GameObjects.Text.TextStyle;
}

