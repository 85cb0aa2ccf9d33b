// Tile art (drawn the same on the canvas and in the HTML zoom): every part kind has its own
// silhouette, every part's face stays inside its tile, and each mark says what it is by shape.
import { describe, expect, it } from 'vitest';
import { ALL_PARTS, SCRAP_PARTS } from '../../src/engine/gear-and-piston/parts';
import { ART_KINDS, type Prim, kindArt, tileArt } from '../../src/table/gear-and-piston/art';

function bounds(prims: readonly Prim[]): { x0: number; y0: number; x1: number; y1: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  const add = (x: number[], y: number[]) => {
    xs.push(...x);
    ys.push(...y);
  };
  for (const p of prims) {
    if (p.k === 'rect') add([p.x, p.x + p.w], [p.y, p.y + p.h]);
    else if (p.k === 'circle') add([p.x - p.r, p.x + p.r], [p.y - p.r, p.y + p.r]);
    else if (p.k === 'line') add([p.x1, p.x2], [p.y1, p.y2]);
    else add(p.pts.filter((_, i) => i % 2 === 0), p.pts.filter((_, i) => i % 2 === 1));
  }
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

describe('Gear & Piston tile art', () => {
  it('the six part kinds and scrap each have a silhouette of their own', () => {
    const seen = new Set(ART_KINDS.map((k) => JSON.stringify(kindArt(k))));
    expect(seen.size).toBe(ART_KINDS.length);
  });

  it('silhouettes leave the bottom strip to the icons', () => {
    for (const k of ART_KINDS) expect(bounds(kindArt(k)).y1, k).toBeLessThanOrEqual(66);
  });

  it('every part and scrap role draws inside its tile, with one icon per range, comfort and power', () => {
    for (const p of [...ALL_PARTS, ...SCRAP_PARTS]) {
      const art = tileArt({ kind: p.type, range: p.range, comfort: p.comfort, power: p.power, volatility: p.volatility, wrenches: p.wrenches });
      const b = bounds(art);
      expect(b.x0, p.id).toBeGreaterThanOrEqual(0);
      expect(b.y0, p.id).toBeGreaterThanOrEqual(0);
      expect(b.x1, p.id).toBeLessThanOrEqual(100);
      expect(b.y1, p.id).toBeLessThanOrEqual(100);
      const fills = (ink: string) => art.filter((x) => 'fill' in x && x.fill === ink).length;
      // Range and power are one shape each; comfort (a heart) is three.
      expect(fills('range'), p.id).toBe(p.range);
      expect(fills('power'), p.id).toBe(p.power);
      expect(fills('comfort'), p.id).toBe(p.comfort * 3);
      expect(fills('vol') / 2, p.id).toBe(p.volatility);
    }
  });
});
