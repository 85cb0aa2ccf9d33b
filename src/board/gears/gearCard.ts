// Our gear card: a square card with a toothed wheel in the gear's colour (a rainbow for the
// multicolour gear, a hatched steel wheel for the grey one) and its four values on four edges.
// Values sit so that a clockwise ("up") quarter turn brings the next value to the top edge:
// values[0] top, values[1] left, values[2] bottom, values[3] right, and the card is rotated by
// side × 90°. The top edge is the one facing the round card.
import Phaser from 'phaser';
import { COLORS, GEAR_FILL, RAINBOW, TEXT, textStyle } from '../theme';

export interface GearFace {
  gear: string;
  values: readonly number[];
}

/** Draws a toothed wheel centred at (cx, cy). */
export function drawGearWheel(g: Phaser.GameObjects.Graphics, cx: number, cy: number, radius: number, gear: string): void {
  const teeth = 10;
  const inner = radius * 0.78;
  const pts: Phaser.Math.Vector2[] = [];
  for (let i = 0; i < teeth; i++) {
    const a0 = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    const at = (a: number, r: number) => new Phaser.Math.Vector2(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    pts.push(at(a0, inner), at(a0 + step * 0.15, radius), at(a0 + step * 0.45, radius), at(a0 + step * 0.6, inner));
  }
  if (gear === 'multicolour') {
    // Six coloured sectors under the toothed outline.
    g.fillStyle(0xffffff, 1).fillPoints(pts, true);
    for (let i = 0; i < RAINBOW.length; i++) {
      const a0 = (i / RAINBOW.length) * Math.PI * 2;
      const a1 = ((i + 1) / RAINBOW.length) * Math.PI * 2;
      g.fillStyle(RAINBOW[i]!, 1);
      g.slice(cx, cy, inner * 0.98, a0, a1, false).fillPath();
    }
    g.lineStyle(Math.max(1, radius * 0.05), COLORS.ink, 0.8).strokePoints(pts, true);
  } else {
    g.fillStyle(GEAR_FILL[gear] ?? 0x888888, 1).fillPoints(pts, true);
    g.lineStyle(Math.max(1, radius * 0.05), COLORS.ink, 0.7).strokePoints(pts, true);
    if (gear === 'grey') {
      // Hatching: the grey gear must not read as a washed-out colour.
      g.lineStyle(1, 0x5b6168, 0.8);
      for (let k = -3; k <= 3; k++) g.lineBetween(cx + k * radius * 0.22 - radius * 0.4, cy - radius * 0.4, cx + k * radius * 0.22 + radius * 0.4, cy + radius * 0.4);
    }
  }
  g.fillStyle(COLORS.cream, 1).fillCircle(cx, cy, radius * 0.34);
  g.lineStyle(Math.max(1, radius * 0.05), COLORS.ink, 0.6).strokeCircle(cx, cy, radius * 0.34);
}

/** Edge positions of values[k] on a card of size s centred at 0,0, and the text's own rotation. */
const EDGE = [
  { dx: 0, dy: -1, rot: 0 },
  { dx: -1, dy: 0, rot: -Math.PI / 2 },
  { dx: 0, dy: 1, rot: Math.PI },
  { dx: 1, dy: 0, rot: Math.PI / 2 },
] as const;

/**
 * A face-up gear card centred on its container's origin (so it turns in place).
 * `side` rotates it so values[side] faces up; null draws it unturned (a card in hand).
 */
export function makeGearCard(scene: Phaser.Scene, size: number, face: GearFace, side: number | null = null): Phaser.GameObjects.Container {
  const c = scene.add.container(0, 0);
  const s = size;
  const g = scene.add.graphics();
  const r = s * 0.1;
  g.fillStyle(COLORS.cream, 1).fillRoundedRect(-s / 2, -s / 2, s, s, r);
  g.lineStyle(Math.max(1, s * 0.025), COLORS.ink, 0.6).strokeRoundedRect(-s / 2, -s / 2, s, s, r);
  drawGearWheel(g, 0, 0, s * 0.27, face.gear);
  c.add(g);
  const font = Math.max(10, Math.round(s * 0.2));
  face.values.forEach((v, k) => {
    const e = EDGE[k]!;
    const dist = s * 0.385;
    const badge = scene.add.graphics();
    badge.fillStyle(0xffffff, 0.9).fillCircle(e.dx * dist, e.dy * dist, font * 0.62);
    badge.lineStyle(1, COLORS.ink, 0.5).strokeCircle(e.dx * dist, e.dy * dist, font * 0.62);
    const txt = scene.add
      .text(e.dx * dist, e.dy * dist, String(v), textStyle(font, TEXT.dark, { fontStyle: 'bold' }))
      .setOrigin(0.5)
      .setRotation(e.rot);
    c.add([badge, txt]);
  });
  if (side !== null) c.setRotation(side * (Math.PI / 2));
  c.setSize(s, s);
  return c;
}

/** The back of a gear card: what a face-down gear and another seat's hand look like. */
export function makeGearBack(scene: Phaser.Scene, size: number, count: number | null = null): Phaser.GameObjects.Container {
  const c = scene.add.container(0, 0);
  const s = size;
  const g = scene.add.graphics();
  const r = s * 0.1;
  g.fillStyle(COLORS.back, 1).fillRoundedRect(-s / 2, -s / 2, s, s, r);
  g.lineStyle(Math.max(1, s * 0.04), COLORS.backEdge, 1).strokeRoundedRect(-s / 2, -s / 2, s, s, r);
  g.lineStyle(Math.max(1, s * 0.02), 0x6f95d1, 0.7).strokeRoundedRect(-s * 0.4, -s * 0.4, s * 0.8, s * 0.8, r * 0.6);
  // A faint cog in the middle: the back of every gear card.
  const teeth = 8;
  const pts: Phaser.Math.Vector2[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (i / (teeth * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? s * 0.24 : s * 0.19;
    pts.push(new Phaser.Math.Vector2(Math.cos(a) * rr, Math.sin(a) * rr));
  }
  g.lineStyle(Math.max(1, s * 0.03), 0x9fbbe6, 0.8).strokePoints(pts, true);
  g.strokeCircle(0, 0, s * 0.08);
  c.add(g);
  if (count !== null) {
    const font = Math.max(12, Math.round(s * 0.3));
    const badge = scene.add.graphics();
    badge.fillStyle(COLORS.brass, 1).fillCircle(s * 0.3, s * 0.3, font * 0.7);
    const t = scene.add.text(s * 0.3, s * 0.3, String(count), textStyle(font, TEXT.dark, { fontStyle: 'bold' })).setOrigin(0.5);
    c.add([badge, t]);
  }
  c.setSize(s, s);
  return c;
}

/** An empty place for a card (a dashed-looking outline). */
export function makeSlot(scene: Phaser.Scene, w: number, h: number, alpha = 0.35): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  g.lineStyle(1, COLORS.cream, alpha).strokeRoundedRect(-w / 2, -h / 2, w, h, Math.min(w, h) * 0.1);
  return g;
}
