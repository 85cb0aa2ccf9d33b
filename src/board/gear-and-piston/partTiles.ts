// Drawing one part tile into a shared Graphics (no objects per tile): its colour as the ground,
// its kind as a silhouette, its icons on a strip along the bottom, a wrench for improvements and a
// flame per volatility point (the shapes are art.ts, shared with the HTML zoom). Faces come from
// the engine's part data; face-down tiles show the New or Junk back.
import type Phaser from 'phaser';
import { isPartId, partSpec } from '../../engine/gear-and-piston/parts';
import type { SeenPart } from '../../engine/gear-and-piston/types';
import { COLORS } from '../theme';
import { type ArtKind, INKS, JUNK_EDGE, NEW_EDGE, PART_FILL, type Prim, colourPattern, tileArt } from '../../table/gear-and-piston/art';

export { JUNK_EDGE, NEW_EDGE, PART_FILL };

type G = Phaser.GameObjects.Graphics;

/** Draws art primitives from the 100×100 box into the square at (x, y) of side s. */
export function drawPrims(g: G, prims: readonly Prim[], x: number, y: number, s: number): void {
  const k = s / 100;
  for (const p of prims) {
    if (p.k === 'line') {
      g.lineStyle(Math.max(1, p.sw * k), INKS[p.stroke], p.a ?? 1).lineBetween(x + p.x1 * k, y + p.y1 * k, x + p.x2 * k, y + p.y2 * k);
      continue;
    }
    if (p.k === 'rect') {
      const r = Math.min((p.r ?? 0) * k, (p.w * k) / 2, (p.h * k) / 2);
      if (p.fill) g.fillStyle(INKS[p.fill], 1).fillRoundedRect(x + p.x * k, y + p.y * k, p.w * k, p.h * k, r);
      if (p.stroke) g.lineStyle(Math.max(1, (p.sw ?? 1) * k), INKS[p.stroke], 1).strokeRoundedRect(x + p.x * k, y + p.y * k, p.w * k, p.h * k, r);
    } else if (p.k === 'circle') {
      if (p.fill) g.fillStyle(INKS[p.fill], p.a ?? 1).fillCircle(x + p.x * k, y + p.y * k, p.r * k);
      if (p.stroke) g.lineStyle(Math.max(1, (p.sw ?? 1) * k), INKS[p.stroke], 1).strokeCircle(x + p.x * k, y + p.y * k, p.r * k);
    } else {
      const pts: { x: number; y: number }[] = [];
      for (let i = 0; i < p.pts.length; i += 2) pts.push({ x: x + (p.pts[i] as number) * k, y: y + (p.pts[i + 1] as number) * k });
      if (p.fill) g.fillStyle(INKS[p.fill], 1).fillPoints(pts as Phaser.Math.Vector2[], true);
      if (p.stroke) g.lineStyle(Math.max(1, (p.sw ?? 1) * k), INKS[p.stroke], 1).strokePoints(pts as Phaser.Math.Vector2[], true);
    }
  }
}

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

/** The art kind of a part or scrap id (scrap roles look like the part they stand for). */
export function artKind(id: string): ArtKind {
  return partSpec(id).type as ArtKind;
}

/** Draws a tile (face, back or scrap) with its top-left at (x, y) and side s; `aid`: its colour's pattern too. */
export function drawPart(g: G, x: number, y: number, s: number, part: SeenPart | string, aid = false): void {
  if (part === 'hidden-new' || part === 'hidden-junk') {
    drawBack(g, x, y, s, part === 'hidden-new' ? 'new' : 'junk');
    return;
  }
  const spec = part.startsWith('S-') || isPartId(part) ? partSpec(part) : null;
  if (!spec) return;
  const r = Math.max(2, s * 0.12);
  const fill = spec.colour ? (PART_FILL[spec.colour] ?? (PART_FILL.grey as number)) : (PART_FILL.scrap as number);
  g.fillStyle(fill, 1).fillRoundedRect(x, y, s, s, r);
  if (spec.section === 'scrap') {
    // Scrap: hatched, so it never passes for a real part of some colour.
    g.lineStyle(Math.max(1, s * 0.03), 0x6b5a4a, 1);
    for (let i = 1; i < 5; i++) g.lineBetween(x + (i * s) / 5, y + s * 0.04, x + s * 0.04, y + (i * s) / 5);
  }
  if (aid && s >= 16) drawPrims(g, colourPattern(spec.colour), x, y, s);
  const junk = spec.section === 'junk';
  g.lineStyle(Math.max(1, s * (junk ? 0.08 : 0.05)), junk ? JUNK_EDGE : NEW_EDGE, 1).strokeRoundedRect(x, y, s, s, r);
  if (s < 10) return;
  drawPrims(g, tileArt({ kind: artKind(part), range: spec.range, comfort: spec.comfort, power: spec.power, volatility: spec.volatility, wrenches: spec.wrenches }), x, y, s);
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
