// Drawing one part tile into a shared Graphics (no objects per tile): a coloured square, its type
// as a simple shape, its icons along the bottom, volatility as red pips and a wrench for improvements.
// Faces come from the engine's part data; face-down tiles show the New or Junk back.
import type Phaser from 'phaser';
import { isPartId, partSpec } from '../../engine/gear-and-piston/parts';
import type { SeenPart } from '../../engine/gear-and-piston/types';
import { COLORS } from '../theme';

type G = Phaser.GameObjects.Graphics;

/** Area colours, picked to stay apart for common colour-vision deficiencies (the type shape also differs). */
export const PART_FILL: Record<string, number> = {
  red: 0xc8483c,
  green: 0x3e9a63,
  yellow: 0xdfb23a,
  grey: 0x8d949c,
  scrap: 0x5b4a3f,
};
const NEW_EDGE = 0xf4ecda;
const JUNK_EDGE = 0x7a4b2a;
const INK = 0x1b1f27;
const ICON_FILL = { range: 0x2b6cb0, comfort: 0xd0508a, power: 0xf08a2e } as const;

/** A face-down tile: New backs are slate with a brass ring, Junk backs rust with stripes. */
export function drawBack(g: G, x: number, y: number, s: number, section: 'new' | 'junk'): void {
  const r = Math.max(2, s * 0.12);
  if (section === 'new') {
    g.fillStyle(COLORS.back, 1).fillRoundedRect(x, y, s, s, r).lineStyle(Math.max(1, s * 0.05), COLORS.brass, 1);
    g.strokeRoundedRect(x, y, s, s, r).strokeCircle(x + s / 2, y + s / 2, s * 0.22);
  } else {
    g.fillStyle(0x6b3f24, 1).fillRoundedRect(x, y, s, s, r).lineStyle(Math.max(1, s * 0.05), 0xa0683a, 1);
    for (let i = 1; i < 4; i++) g.lineBetween(x + (i * s) / 4, y + s * 0.12, x + (i * s) / 4 - s * 0.15, y + s * 0.88);
    g.strokeRoundedRect(x, y, s, s, r);
  }
}

/** The type shape, centred at (cx, cy) with radius q. */
function typeShape(g: G, type: string, cx: number, cy: number, q: number): void {
  g.fillStyle(INK, 0.85).lineStyle(Math.max(1, q * 0.22), INK, 0.85);
  switch (type) {
    case 'motor': // a cylinder block with a piston rod
      g.fillRect(cx - q, cy - q * 0.5, q * 2, q * 1.2).fillRect(cx - q * 0.25, cy - q * 1.1, q * 0.5, q * 0.7);
      return;
    case 'fuel': // a drop
      g.fillCircle(cx, cy + q * 0.25, q * 0.7).fillTriangle(cx - q * 0.6, cy, cx + q * 0.6, cy, cx, cy - q * 1.1);
      return;
    case 'gear': // a cog: a disc with four teeth
      g.fillCircle(cx, cy, q * 0.75).fillRect(cx - q * 0.2, cy - q * 1.1, q * 0.4, q * 2.2).fillRect(cx - q * 1.1, cy - q * 0.2, q * 2.2, q * 0.4);
      return;
    case 'axle': // a rod between two wheels
      g.lineBetween(cx - q, cy, cx + q, cy).fillCircle(cx - q, cy, q * 0.45).fillCircle(cx + q, cy, q * 0.45);
      return;
    case 'steering': // a wheel with spokes
      g.strokeCircle(cx, cy, q * 0.9).lineBetween(cx - q * 0.9, cy, cx + q * 0.9, cy).lineBetween(cx, cy, cx, cy + q * 0.9);
      return;
    case 'improvement': // a star
      g.fillTriangle(cx, cy - q, cx - q * 0.9, cy + q * 0.6, cx + q * 0.9, cy + q * 0.6);
      g.fillTriangle(cx, cy + q, cx - q * 0.9, cy - q * 0.45, cx + q * 0.9, cy - q * 0.45);
      return;
    default: // scrap: a cross
      g.lineBetween(cx - q, cy - q, cx + q, cy + q).lineBetween(cx - q, cy + q, cx + q, cy - q);
  }
}

/** Icons as small shapes: range a blue triangle, comfort a pink disc, power an orange diamond. */
function iconRow(g: G, x: number, y: number, s: number, range: number, comfort: number, power: number): void {
  const n = range + comfort + power;
  if (n === 0) return;
  const d = Math.min(s * 0.2, (s * 0.9) / n);
  let cx = x + s / 2 - ((n - 1) * d) / 2;
  const cy = y + s * 0.84;
  const h = d * 0.45;
  for (let i = 0; i < range; i++, cx += d) g.fillStyle(ICON_FILL.range, 1).fillTriangle(cx - h, cy + h, cx + h, cy + h, cx, cy - h);
  for (let i = 0; i < comfort; i++, cx += d) g.fillStyle(ICON_FILL.comfort, 1).fillCircle(cx, cy, h);
  for (let i = 0; i < power; i++, cx += d) {
    g.fillStyle(ICON_FILL.power, 1).fillTriangle(cx - h, cy, cx + h, cy, cx, cy - h).fillTriangle(cx - h, cy, cx + h, cy, cx, cy + h);
  }
}

/** Draws a tile (face, back or scrap) with its top-left at (x, y) and side s. */
export function drawPart(g: G, x: number, y: number, s: number, part: SeenPart | string): void {
  if (part === 'hidden-new' || part === 'hidden-junk') {
    drawBack(g, x, y, s, part === 'hidden-new' ? 'new' : 'junk');
    return;
  }
  const spec = part.startsWith('S-') || isPartId(part) ? partSpec(part) : null;
  if (!spec) return;
  const r = Math.max(2, s * 0.12);
  const fill = spec.colour ? (PART_FILL[spec.colour] ?? PART_FILL.grey!) : PART_FILL.scrap!;
  g.fillStyle(fill, 1).fillRoundedRect(x, y, s, s, r);
  g.lineStyle(Math.max(1, s * (spec.section === 'junk' ? 0.08 : 0.05)), spec.section === 'junk' ? JUNK_EDGE : NEW_EDGE, 1).strokeRoundedRect(x, y, s, s, r);
  if (s < 10) return;
  typeShape(g, spec.type, x + s / 2, y + s * 0.44, s * 0.2);
  iconRow(g, x, y, s, spec.range, spec.comfort, spec.power);
  // Volatility: red pips down the right edge; wrenches: a small spanner at the top left.
  for (let i = 0; i < spec.volatility; i++) g.fillStyle(0xff3b30, 1).fillCircle(x + s * 0.85, y + s * (0.17 + i * 0.17), Math.max(1.5, s * 0.07));
  if (spec.wrenches > 0) {
    g.lineStyle(Math.max(1, s * 0.07), 0xe8edf2, 1).lineBetween(x + s * 0.12, y + s * 0.3, x + s * 0.3, y + s * 0.12);
    g.strokeCircle(x + s * 0.12, y + s * 0.3, s * 0.06).strokeCircle(x + s * 0.3, y + s * 0.12, s * 0.06);
  }
}

/** An empty cell or a target: a dashed-looking frame; targets glow. */
export function drawSlot(g: G, x: number, y: number, s: number, target: boolean): void {
  const r = Math.max(2, s * 0.12);
  if (target) {
    g.fillStyle(COLORS.good, 0.28).fillRoundedRect(x, y, s, s, r).lineStyle(Math.max(2, s * 0.07), COLORS.good, 1).strokeRoundedRect(x, y, s, s, r);
  } else {
    g.lineStyle(1, COLORS.panelEdge, 0.9).strokeRoundedRect(x + 1, y + 1, s - 2, s - 2, r);
  }
}

/** A glowing frame over a tile that can be picked. */
export function drawPickFrame(g: G, x: number, y: number, w: number, h: number, selected: boolean): void {
  g.lineStyle(Math.max(2, Math.min(w, h) * 0.08), selected ? COLORS.focus : COLORS.good, 1).strokeRoundedRect(x - 2, y - 2, w + 4, h + 4, 6);
}
